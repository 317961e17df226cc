import { QUIZ_COMPLETED_EVENT } from '@fanverse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import { quizContentQueryOptions } from '../../src/features/quiz/api/get-quiz-content';
import { createQuizStore, QuizStoreProvider } from '../../src/features/quiz/quiz-store';
import { getAnalytics } from '../../src/lib/analytics';
import { createI18n } from '../../src/lib/i18n/i18n';
import { SessionProvider } from '../../src/lib/session';
import { signedInServices } from '../fake-client';
import { quizFixture } from '../quiz/quiz-fixture';

vi.mock('../../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ countrySupported: true, configured: true }),
  runStartup: () => Promise.resolve({ countrySupported: true, configured: true }),
}));
const app = vi.hoisted(() => ({ services: null as unknown }));
vi.mock('../../src/app/session', () => ({
  getAppSession: () => ({ ...(app.services as object), restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../../src/app/router');
// The router loads the result page lazily and only commits the navigation once it has loaded;
// loading it here keeps a busy machine's module transform out of the timed wait below.
await import('../../src/features/quiz/result/QuizResultPage');

it('tracks Quiz Completed with the family once the last answer gives a result', async () => {
  const services = await signedInServices();
  app.services = services;
  // Questions 1–8 answered with their first answer (2 points to family n); "love" adds one more
  // to the first family, which wins.
  const store = createQuizStore(null);
  store.setState({
    owner: 'user-guid-1',
    answers: Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`q${n + 1}`, `q${n + 1}-a1`])),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  queryClient.setQueryData(quizContentQueryOptions('en').queryKey, quizFixture('en'));
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/myoriginstory/question/9'] });
  const before = getAnalytics().calls.length;
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <SessionProvider services={services}>
            <QuizStoreProvider store={store}>
              <RouterProvider router={router} />
            </QuizStoreProvider>
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'LOVE' }, { timeout: 5_000 }));
  const completions = () =>
    getAnalytics()
      .calls.slice(before)
      .filter((call) => call.type === 'track' && call.event === QUIZ_COMPLETED_EVENT);
  expect(completions()).toEqual([]);
  await act(async () => screen.getByRole('button', { name: 'Reveal my origin story' }).click());
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myoriginstory/result/amazons'), {
    timeout: 10_000,
  });
  expect(completions()).toEqual([
    { type: 'track', event: QUIZ_COMPLETED_EVENT, properties: { family: 'amazons' } },
  ]);
});
