import { ApiError, codedError } from '@fanverse/client';
import type {
  CatalogueCode,
  InsightsBookStops,
  InsightsBooks,
  InsightsDay,
  InsightsEpisodes,
  InsightsExperiments,
  InsightsFunnel,
  InsightsOverview,
  InsightsQuiz,
} from '@fanverse/contract';
import { vi } from 'vitest';
import { apiClient } from '../../src/lib/api-client';

/** "Today" in these tests (UTC): the presets count back from it. */
export const TODAY = '2026-03-10';
export const ROLLED_UP_AT = '2026-03-10T11:58:00.000Z';

const range = { from: '2026-02-09', to: TODAY, rolled_up_at: ROLLED_UP_AT };

export function day(date: string, overrides: Partial<InsightsDay> = {}): InsightsDay {
  return {
    day: date,
    active_members: 0,
    sign_ups: 0,
    visitors: 0,
    plays: 0,
    minutes_watched: 0,
    comics_opened: 0,
    pages_read: 0,
    quiz_completions: 0,
    premium_starts: 0,
    ...overrides,
  };
}

export function overview(overrides: Partial<InsightsOverview> = {}): InsightsOverview {
  return {
    ...range,
    days: [
      day('2026-03-08', {
        active_members: 120,
        sign_ups: 4,
        visitors: 900,
        plays: 310,
        minutes_watched: 2480.5,
      }),
      day('2026-03-09', {
        active_members: 140,
        sign_ups: 7,
        visitors: 1100,
        plays: 355,
        minutes_watched: 2900,
      }),
    ],
    totals: {
      active_members: 1234,
      sign_ups: 11,
      visitors: 15678,
      plays: 665,
      minutes_watched: 5380.5,
      comics_opened: 98,
      pages_read: 2345,
      quiz_completions: 42,
      premium_starts: 3,
    },
    ...overrides,
  };
}

export function episodes(
  items: InsightsEpisodes['items'] = [
    {
      content_id: 'ep-1',
      title: 'The Comet Wakes',
      series_title: 'Starfall',
      plays: 420,
      viewers: 300,
      minutes_watched: 3150,
      completion_rate: 0.625,
    },
  ],
): InsightsEpisodes {
  return { ...range, items };
}

export function books(
  items: InsightsBooks['items'] = [
    {
      book_id: 'book-1',
      title: 'Issue #1',
      series_title: 'Lantern Girls',
      opened: 80,
      readers: 60,
      pages_read: 1900,
      completion_rate: 0.4,
    },
    {
      book_id: 'book-2',
      title: 'Issue #2',
      series_title: 'Lantern Girls',
      opened: 18,
      readers: 12,
      pages_read: 445,
      completion_rate: 0.25,
    },
  ],
): InsightsBooks {
  return { ...range, items };
}

export function bookStops(overrides: Partial<InsightsBookStops> = {}): InsightsBookStops {
  return {
    ...range,
    book_id: 'book-1',
    title: 'Issue #1',
    page_count: 3,
    pages: [
      { page: 1, reached: 60, stopped: 10 },
      { page: 2, reached: 50, stopped: 26 },
      { page: 3, reached: 24, stopped: 24 },
    ],
    ...overrides,
  };
}

export function quiz(
  families: InsightsQuiz['families'] = [
    { family: 'stark', title: 'The Inventors', completions: 30 },
    { family: 'wayne', title: 'The Night Watch', completions: 12 },
  ],
): InsightsQuiz {
  return { ...range, families };
}

export function funnel(counts: [number, number, number] = [2000, 150, 12]): InsightsFunnel {
  return {
    ...range,
    steps: [
      { step: 'visit', count: counts[0] },
      { step: 'register', count: counts[1] },
      { step: 'premium', count: counts[2] },
    ],
  };
}

export function experiments(
  list: InsightsExperiments['experiments'] = [
    {
      name: 'home-hero-text',
      description: 'Two versions of the home hero text',
      enabled: true,
      goal_event: 'Sign Up For Your Universe',
      variants: [
        {
          key: 'control',
          weight: 50,
          exposed: 400,
          converted: 20,
          rate: 0.05,
          ci_low: 0.032,
          ci_high: 0.076,
        },
        { key: 'bold', weight: 50, exposed: 410, converted: 29, rate: 0.0707, ci_low: 0.049, ci_high: 0.1 },
      ],
    },
  ],
): InsightsExperiments {
  return { ...range, experiments: list };
}

/** An ApiError as the client throws it for `code` (with the HTTP status it came with). */
export function insightsError(code: CatalogueCode, status?: number): ApiError {
  return new ApiError(
    {
      errors: [codedError(code, 'en')],
      sessionExpired: false,
      networkError: false,
    },
    status,
  );
}

/** Every insights call answering the fixtures above. */
export function fakeInsights() {
  const insights = apiClient.insights;
  return {
    overview: vi.spyOn(insights, 'overview').mockResolvedValue(overview()),
    episodes: vi.spyOn(insights, 'episodes').mockResolvedValue(episodes()),
    books: vi.spyOn(insights, 'books').mockResolvedValue(books()),
    bookStops: vi.spyOn(insights, 'bookStops').mockResolvedValue(bookStops()),
    quiz: vi.spyOn(insights, 'quiz').mockResolvedValue(quiz()),
    funnel: vi.spyOn(insights, 'funnel').mockResolvedValue(funnel()),
    experiments: vi.spyOn(insights, 'experiments').mockResolvedValue(experiments()),
  };
}
