import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsightsPage } from '../../src/features/insights/InsightsPage';
import { renderPage, signedInServices } from '../fake-client';
import {
  ROLLED_UP_AT,
  TODAY,
  books,
  episodes,
  experiments,
  fakeInsights,
  funnel,
  insightsError,
  overview,
  quiz,
} from './insights-fixtures';

let calls: ReturnType<typeof fakeInsights>;

/** jsdom has no layout: the charts' size observer has nothing to watch (the tables carry the data). */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  calls = fakeInsights();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderInsights(path = '/insights', locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<InsightsPage />, { pattern: '/insights', path, services, locale });
}

/** A table's rows as text, header row first. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** A big number's tile: its label (dt) and value (dd). */
function total(label: string): string {
  const term = within(screen.getByRole('region', { name: 'Totals for this range' })).getByText(label, {
    selector: 'dt',
  });
  return term.nextElementSibling?.textContent ?? '';
}

describe('/insights', () => {
  it('shows the totals as big numbers, when the data is from, and every chart as a table', async () => {
    await renderInsights();
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeTruthy();
    await waitFor(() => expect(total('Sign-ups')).toBe('11'));
    expect(total('Active members')).toBe('1,234');
    expect(total('Visitors')).toBe('15,678');
    expect(total('Minutes watched')).toBe('5,381');
    expect(total('Premium starts')).toBe('3');
    const asOf = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(ROLLED_UP_AT),
    );
    expect(screen.getByText(`Data as of ${asOf}`)).toBeTruthy();

    // The default range: the last 30 days through today (UTC), asked of every call.
    const range = { from: '2026-02-09', to: TODAY };
    expect(calls.overview).toHaveBeenCalledWith(range, expect.objectContaining({ lang: 'en' }));
    expect(calls.episodes).toHaveBeenCalledWith({ ...range, limit: 10 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    expect(rowsOf(screen.getByRole('table', { name: 'Members and visitors per day' }))).toEqual([
      ['Day', 'Active members', 'Sign-ups', 'Visitors'],
      ['Mar 8, 2026', '120', '4', '900'],
      ['Mar 9, 2026', '140', '7', '1,100'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Watching per day' }))[1]).toEqual([
      'Mar 8, 2026',
      '310',
      '2,481',
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Top episodes' }))).toEqual([
      ['Episode', 'Plays', 'Viewers', 'Minutes watched', 'Watched to the end'],
      ['Starfall: The Comet Wakes', '420', '300', '3,150', '62.5%'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Comics per book' }))[1]).toEqual([
      'Lantern Girls: Issue #1',
      '80',
      '60',
      '1,900',
      '40%',
    ]);
    // Where readers stop: the first book until another is chosen.
    expect(rowsOf(await screen.findByRole('table', { name: 'Where readers stop: Issue #1' }))).toEqual([
      ['Page', 'Reached this page', 'Stopped here'],
      ['1', '60', '10'],
      ['2', '50', '26'],
      ['3', '24', '24'],
    ]);
    expect(calls.bookStops).toHaveBeenCalledWith('book-1', range, expect.anything());
    expect(rowsOf(await screen.findByRole('table', { name: 'Quiz completions per family' }))).toEqual([
      ['Family', 'Quiz completions'],
      ['The Inventors', '30'],
      ['The Night Watch', '12'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Visit → register → premium' }))).toEqual([
      ['Step', 'People', 'From the step before', 'From the first step'],
      ['Visited', '2,000', '—', '100%'],
      ['Registered', '150', '7.5%', '7.5%'],
      ['Went premium', '12', '8%', '0.6%'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'home-hero-text' }))).toEqual([
      ['Variant', 'Weight', 'Exposed', 'Converted', 'Conversion', '95% interval'],
      ['control', '50', '400', '20', '5%', '3.2% to 7.6%'],
      ['bold', '50', '410', '29', '7.1%', '4.9% to 10%'],
    ]);
    // The intervals overlap: no winner is claimed.
    expect(screen.getByText('No clear difference yet: the intervals overlap.')).toBeTruthy();
  });

  it('"Show as table" trades a chart for its table, for everyone to see', async () => {
    await renderInsights();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Top episodes' })).closest('section')!;
    const toggle = await within(card).findByRole('button', { name: /^Show as table/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // Before: the table is there for screen readers only, beside the chart.
    expect(within(card).getByRole('table').parentElement?.className).toBe('visually-hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByRole('table').parentElement?.className).not.toBe('visually-hidden');
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('a preset asks every chart for its days and keeps them in the address', async () => {
    const { router } = await renderInsights();
    await screen.findByRole('table', { name: 'Members and visitors per day' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    const week = { from: '2026-03-04', to: TODAY };
    await waitFor(() => expect(calls.overview).toHaveBeenCalledWith(week, expect.anything()));
    expect(calls.funnel).toHaveBeenCalledWith(week, expect.anything());
    expect(calls.experiments).toHaveBeenCalledWith(week, expect.anything());
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-04');
  });

  it('opens a shared view from the address: its dates and its book', async () => {
    await renderInsights('/insights?from=2026-01-01&to=2026-01-31&book=book-2');
    const january = { from: '2026-01-01', to: '2026-01-31' };
    await waitFor(() => expect(calls.overview).toHaveBeenCalledWith(january, expect.anything()));
    expect(calls.bookStops).toHaveBeenCalledWith('book-2', january, expect.anything());
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-01-31');
    expect(screen.getByText('Showing Jan 1, 2026 to Jan 31, 2026')).toBeTruthy();
    for (const days of [7, 30, 90])
      expect(screen.getByRole('button', { name: `Last ${days} days` }).getAttribute('aria-pressed')).toBe(
        'false',
      );
  });

  it('typed dates go into the address; a range the wrong way round says 7762 and asks nothing', async () => {
    const { router } = await renderInsights();
    await screen.findByRole('table', { name: 'Members and visitors per day' });
    const asked = calls.overview.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect(await screen.findByText('Choose a valid date range')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
    expect(calls.overview).toHaveBeenCalledTimes(asked);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-05&to=2026-03-07'));
    await waitFor(() =>
      expect(calls.overview).toHaveBeenCalledWith(
        { from: '2026-03-05', to: '2026-03-07' },
        expect.anything(),
      ),
    );
    expect(screen.queryByText('Choose a valid date range')).toBeNull();
  });

  it('a range longer than 400 days is refused before asking', async () => {
    await renderInsights();
    await screen.findByRole('table', { name: 'Members and visitors per day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect(await screen.findByText('Choose a valid date range')).toBeTruthy();
  });

  it("a link with a range the client refuses (7762) shows the client's message, not a broken dashboard", async () => {
    for (const call of Object.values(calls)) call.mockRejectedValue(insightsError(7762));
    await renderInsights('/insights?from=2026-03-09&to=2026-03-01');
    expect(await screen.findByText('Choose a valid date range')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Totals for this range' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Top episodes' })).toBeNull();
    // The picker still works, to put it right.
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toBeTruthy();
  });

  it('tells a member who is not staff (7763) that insights are for staff, with a way home', async () => {
    for (const call of Object.values(calls)) call.mockRejectedValue(insightsError(7763, 403));
    await renderInsights();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insights are for Fanverse staff' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "No data in this range yet" for charts with nothing to draw, and offers no table toggle', async () => {
    calls.overview.mockResolvedValue(
      overview({
        days: [],
        totals: {
          active_members: 0,
          sign_ups: 0,
          visitors: 0,
          plays: 0,
          minutes_watched: 0,
          comics_opened: 0,
          pages_read: 0,
          quiz_completions: 0,
          premium_starts: 0,
        },
      }),
    );
    calls.episodes.mockResolvedValue(episodes([]));
    calls.books.mockResolvedValue(books([]));
    calls.quiz.mockResolvedValue(quiz([]));
    calls.funnel.mockResolvedValue(funnel([0, 0, 0]));
    calls.experiments.mockResolvedValue(experiments([]));
    await renderInsights();
    await waitFor(() => expect(total('Sign-ups')).toBe('0'));
    await waitFor(() => expect(screen.getAllByText('No data in this range yet')).toHaveLength(7));
    expect(screen.getByText('No experiments have been defined yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show as table/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // No book to choose: where readers stop is not asked.
    expect(calls.bookStops).not.toHaveBeenCalled();
  });

  it('a chart that failed says why and asks again on "Try again"; the others still show', async () => {
    // A server failure (asked again once by itself, then shown).
    calls.quiz.mockRejectedValue(insightsError(9999, 503));
    await renderInsights();
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Quiz completions per family' })
    ).closest('section')!;
    const alert = await within(card).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('This could not be loaded');
    expect(calls.quiz).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('table', { name: 'Top episodes' })).toBeTruthy();
    calls.quiz.mockResolvedValue(quiz());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Quiz completions per family' })).toBeTruthy();
    expect(calls.quiz).toHaveBeenCalledTimes(3);
  });

  it('choosing another book asks where its readers stop and keeps it in the address', async () => {
    const { router } = await renderInsights('/insights?days=90');
    const picker = (await screen.findByRole('combobox', { name: 'Book' })) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe('book-1'));
    fireEvent.change(picker, { target: { value: 'book-2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&book=book-2'));
    await waitFor(() =>
      expect(calls.bookStops).toHaveBeenCalledWith(
        'book-2',
        { from: '2025-12-11', to: TODAY },
        expect.anything(),
      ),
    );
  });

  it('names the leader only when its interval clears every other variant', async () => {
    calls.experiments.mockResolvedValue(
      experiments([
        {
          name: 'hero',
          description: '',
          enabled: false,
          goal_event: 'Sign Up For Your Universe',
          variants: [
            {
              key: 'control',
              weight: 1,
              exposed: 5000,
              converted: 250,
              rate: 0.05,
              ci_low: 0.044,
              ci_high: 0.056,
            },
            {
              key: 'bold',
              weight: 1,
              exposed: 5000,
              converted: 400,
              rate: 0.08,
              ci_low: 0.073,
              ci_high: 0.088,
            },
          ],
        },
        {
          name: 'unseen',
          description: '',
          enabled: true,
          goal_event: 'Sign Up For Your Universe',
          variants: [
            { key: 'a', weight: 1, exposed: 0, converted: 0, rate: 0, ci_low: 0, ci_high: 0 },
            { key: 'b', weight: 1, exposed: 0, converted: 0, rate: 0, ci_low: 0, ci_high: 0 },
          ],
        },
      ]),
    );
    await renderInsights();
    expect(
      await screen.findByText('“bold” converts best: its interval lies above all the others.'),
    ).toBeTruthy();
    expect(screen.getByText('Goal: Sign Up For Your Universe · Paused')).toBeTruthy();
    expect(screen.getByText('Nobody has seen this experiment in this range yet.')).toBeTruthy();
  });

  it('writes numbers and days the Spanish way in Spanish', async () => {
    await renderInsights('/insights', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Miembros y visitantes por día' });
    expect(rowsOf(table)[2]).toEqual(['9 mar 2026', '140', '7', '1100']);
    expect(rowsOf(await screen.findByRole('table', { name: 'Episodios más vistos' }))[1]).toEqual([
      'Starfall: The Comet Wakes',
      '420',
      '300',
      '3150',
      '62,5\u00a0%',
    ]);
    expect(screen.getByRole('button', { name: 'Últimos 7 días' })).toBeTruthy();
  });
});
