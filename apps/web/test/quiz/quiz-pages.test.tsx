import { QUIZ_FAMILIES } from '@fanverse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quizContentQueryOptions } from '../../src/features/quiz/api/get-quiz-content';
import { createQuizStore, QuizStoreProvider, type QuizStore } from '../../src/features/quiz/quiz-store';
import { getAnalytics, type AnalyticsCall } from '../../src/lib/analytics';
import { createI18n } from '../../src/lib/i18n/i18n';
import type { Locale } from '../../src/lib/i18n/locale';
import { SessionProvider } from '../../src/lib/session';
import { createFakeServices, signedInServices } from '../fake-client';
import { quizFixture } from './quiz-fixture';

vi.mock('../../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ countrySupported: true, configured: true }),
  runStartup: () => Promise.resolve({ countrySupported: true, configured: true }),
}));
const app = vi.hoisted(() => ({ services: null as unknown }));
vi.mock('../../src/app/session', () => ({
  getAppSession: () => ({ ...(app.services as object), restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../../src/app/router');

let store: QuizStore;

async function renderAt(path: string, locale: Locale = 'en') {
  const services = (app.services ??= createFakeServices()) as ReturnType<typeof createFakeServices>;
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // Nothing is fetched: the quiz content is in the cache, every other query stays idle.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  queryClient.setQueryData(
    quizContentQueryOptions(locale).queryKey,
    quizFixture(locale === 'es' ? 'es' : 'en'),
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n(locale, true)}>
          <SessionProvider services={services}>
            <QuizStoreProvider store={store}>
              <RouterProvider router={router} />
            </QuizStoreProvider>
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  return router;
}

function pageCallsSince(start: number) {
  return getAnalytics()
    .calls.slice(start)
    .filter((call): call is Extract<AnalyticsCall, { type: 'page' }> => call.type === 'page');
}

beforeEach(() => {
  app.services = null;
  store = createQuizStore(null);
});

describe('the start page', () => {
  it('asks an anonymous visitor to sign up for their universe, and records sign-up tracking', async () => {
    const before = getAnalytics().calls.length;
    await renderAt('/myoriginstory');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which legendary family would claim you?' }),
    ).toBeTruthy();
    const prompt = screen.getByRole('region', { name: 'Sign up for your universe' });
    expect(within(prompt).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/register?next=%2Fmyoriginstory%2F',
    );
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fmyoriginstory%2F',
    );
    expect(screen.queryByRole('contentinfo')).toBeNull(); // the quiz layout, not the site's
    // Recorded by an effect once the page has rendered.
    await waitFor(() =>
      expect(pageCallsSince(before)).toEqual([
        expect.objectContaining({ category: 'Sign Up', name: 'Sign Up For Your Universe' }),
      ]),
    );
  });

  it('offers a member the quiz, then the way back in, in Spanish too', async () => {
    app.services = await signedInServices();
    await renderAt('/myoriginstory', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Qué familia legendaria te reclamaría?' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar el quiz' }).getAttribute('href')).toBe(
      '/myoriginstory/intro',
    );
  });

  it('shows a member with answers where to continue', async () => {
    app.services = await signedInServices();
    store.setState({ owner: 'user-guid-1', answers: { q1: 'q1-a1', q2: 'q2-a2' } });
    await renderAt('/myoriginstory');
    const resume = await screen.findByRole('link', { name: 'Continue with question 3 of 9' });
    expect(resume.getAttribute('href')).toBe('/myoriginstory/question/3');
    await act(async () => screen.getByRole('button', { name: 'Start over' }).click());
    expect(store.getState().answers).toEqual({});
  });
});

describe('the guard', () => {
  it('sends an anonymous visitor from a question to the start page, recording no question view', async () => {
    const before = getAnalytics().calls.length;
    const router = await renderAt('/myoriginstory/question/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which legendary family would claim you?' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myoriginstory/');
    // Recorded by an effect once the page has rendered.
    await waitFor(() =>
      expect(pageCallsSince(before).map((call) => call.name)).toEqual(['Sign Up For Your Universe']),
    );
  });

  it.each([
    '/myoriginstory/nope',
    '/myoriginstory/question/99',
    '/myoriginstory/result/unknown',
    '/myoriginstory/intro/x',
  ])('%s leaves for the close address (the main site)', async (path) => {
    app.services = await signedInServices();
    const router = await renderAt(path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a member who signs out mid-quiz back to the start page', async () => {
    app.services = await signedInServices();
    const router = await renderAt('/myoriginstory/question/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 2?' })).toBeTruthy();
    await act(() => (app.services as Awaited<ReturnType<typeof signedInServices>>).session.logout());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myoriginstory/'));
  });

  it('clears answers another member left in this browser', async () => {
    app.services = await signedInServices();
    store.setState({ owner: 'someone-else', answers: { q1: 'q1-a1' }, result: 'rogues' });
    await renderAt('/myoriginstory/question/1');
    await screen.findByRole('heading', { level: 1, name: 'Question 1?' });
    expect(store.getState()).toMatchObject({ owner: 'user-guid-1', answers: {}, result: null });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});

describe('taking the quiz', () => {
  it('goes from the intro through nine questions to the result the answers give', async () => {
    app.services = await signedInServices();
    const before = getAnalytics().calls.length;
    const router = await renderAt('/myoriginstory/intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every hero starts somewhere' }),
    ).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Begin' }).click());

    // Questions 1–8: the first answer scores QUIZ_FAMILIES[n - 1] 2 points; the emotion token
    // "love" scores amazons 1 more, so amazons (q1 and love) wins: 3 against 2.
    for (let n = 1; n <= 8; n += 1) {
      const heading = await screen.findByRole('heading', { level: 1, name: `Question ${n}?` });
      expect(screen.getByText(`Question ${n} of 9`)).toBeTruthy();
      // Focus moves to the new question (in an effect after the heading is drawn).
      await vi.waitFor(() => expect(document.activeElement).toBe(heading));
      const group = screen.getByRole('group', { name: `Question ${n}?` });
      const first = within(group).getAllByRole('radio')[0] as HTMLInputElement;
      fireEvent.click(first);
      expect(first.checked).toBe(true);
      // Enter on a chosen card goes on (the keyboard path of the browser journey).
      fireEvent.keyDown(first, { key: 'Enter' });
      await vi.waitFor(() => expect(router.state.location.pathname).not.toBe(`/myoriginstory/question/${n}`));
    }
    await screen.findByRole('heading', { level: 1, name: 'Which feeling burns brightest?' });
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    fireEvent.click(screen.getByRole('radio', { name: 'LOVE' }));
    await act(async () => screen.getByRole('button', { name: 'Reveal my origin story' }).click());

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myoriginstory/result/amazons'));
    expect(await screen.findByRole('heading', { level: 1, name: 'amazons title' })).toBeTruthy();
    expect(screen.getByText('Your origin story')).toBeTruthy();
    expect(store.getState().result).toBe('amazons');
    const mix = screen.getByRole('region', { name: 'Your family mix' });
    expect(within(mix).getAllByRole('listitem')[0]!.textContent).toContain('amazons title3 points');
    expect(within(mix).getAllByRole('listitem')).toHaveLength(QUIZ_FAMILIES.length);
    expect(screen.getByRole('link', { name: 'Back to Fanverse' }).getAttribute('href')).toBe('/');

    const names = pageCallsSince(before).map((call) => call.name);
    expect(names).toEqual([
      'My Origin Story Intro',
      ...Array.from({ length: 9 }, () => 'My Origin Story Question'),
      'My Origin Story Result',
    ]);
    expect(pageCallsSince(before)[3]!.properties).toMatchObject({ params: { question: '3' } });
  }, 20_000); // nine screens of generated card art: slow in jsdom when the whole suite runs

  it('asks for an answer before moving on, and keeps a chosen one when coming back', async () => {
    app.services = await signedInServices();
    store.setState({ owner: 'user-guid-1', answers: { q4: 'q4-a2' } });
    const router = await renderAt('/myoriginstory/question/3');
    await screen.findByRole('heading', { level: 1, name: 'Question 3?' });
    await act(async () => screen.getByRole('button', { name: 'Next question' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Choose an answer to continue.');
    expect(router.state.location.pathname).toBe('/myoriginstory/question/3');

    fireEvent.click(screen.getAllByRole('radio')[2]!);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Next question' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Question 4?' });
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(store.getState().answers).toEqual({ q3: 'q3-a3', q4: 'q4-a2' });

    await act(async () => screen.getByRole('link', { name: 'Back' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Question 3?' });
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
  });

  it('finishing with a question unanswered goes to that question instead of a result', async () => {
    app.services = await signedInServices();
    const answers = Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`q${n + 1}`, `q${n + 1}-a1`]));
    delete answers.q5;
    store.setState({ owner: 'user-guid-1', answers });
    const router = await renderAt('/myoriginstory/question/9');
    await screen.findByRole('heading', { level: 1, name: 'Which feeling burns brightest?' });
    fireEvent.click(screen.getByRole('radio', { name: 'RAGE' }));
    await act(async () => screen.getByRole('button', { name: 'Reveal my origin story' }).click());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myoriginstory/question/5'));
    expect(store.getState().result).toBeNull();
  });
});

describe('a result link', () => {
  it('opens for anyone, with the share image and an invitation to take the quiz', async () => {
    const before = getAnalytics().calls.length;
    await renderAt('/myoriginstory/result/lantern-corps');
    expect(await screen.findByRole('heading', { level: 1, name: 'lantern-corps title' })).toBeTruthy();
    expect(screen.getByText('An origin story')).toBeTruthy();
    expect(screen.getByText('lantern-corps subtitle')).toBeTruthy();
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/art/quiz/lantern-corps/share.jpg');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(screen.getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('/myoriginstory/');
    expect(screen.getByRole('button', { name: 'Share this result' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your family mix' })).toBeNull();
    await waitFor(() =>
      expect(pageCallsSince(before)).toEqual([
        expect.objectContaining({
          category: 'Fanverse',
          name: 'My Origin Story Result',
          properties: expect.objectContaining({ params: { family: 'lantern-corps' } }),
        }),
      ]),
    );
  });

  it('copies the link where the device cannot share, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/myoriginstory/result/rogues');
    await act(async () => screen.getByRole('button', { name: 'Share this result' }).click());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/myoriginstory/result/rogues`);
    const status = await screen.findByText('Link copied. Paste it wherever you like.');
    expect(status.getAttribute('role')).toBe('status');
  });
});
