import { HISTORY_SEARCH_MAX_IDS } from '@fanverse/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastReadBook } from '../src/features/comics/api/get-series-reading';
import { apiClient } from '../src/lib/api-client';
import { makeComicSeries, makeHistoryItem, SERIES_UUID } from './comics-fixtures';

/** A uuid for the n-th book (distinct, well formed). */
const bookUuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

afterEach(() => vi.restoreAllMocks());

describe("a series' reading point (series page's Continue reading)", () => {
  it('asks the history search with every book, at most HISTORY_SEARCH_MAX_IDS a call, and keeps the newest', async () => {
    const issues = Array.from({ length: 450 }, (_, n) => bookUuid(n));
    const annual = bookUuid(999);
    // The same book under two types is asked for once.
    const series = makeComicSeries({ book_uuids: { issue: issues, annual: [annual, issues[0]!] } });
    const read = (uuid: string, timestamp: number, seriesUuid = SERIES_UUID) =>
      makeHistoryItem({
        book_uuid: uuid,
        timestamp,
        book: { ...makeHistoryItem().book, uuid, series_uuid: seriesUuid },
      });
    const search = vi.spyOn(apiClient.activity, 'searchHistory').mockImplementation(async (body) => {
      const asked = body.comic_uuids ?? [];
      return {
        videos: [],
        comics: [
          ...(asked.includes(issues[10]!) ? [read(issues[10]!, 5_000)] : []),
          ...(asked.includes(issues[300]!) ? [read(issues[300]!, 9_000)] : []),
          // Another series' book (never asked for): not this series' point.
          ...(asked.includes(annual) ? [read(annual, 7_000), read(bookUuid(5000), 20_000, 'other')] : []),
        ],
      };
    });
    const newest = await lastReadBook(series);
    expect(newest?.book_uuid).toBe(issues[300]);
    const asked = search.mock.calls.map(([body]) => body.comic_uuids ?? []);
    expect(asked.map((list) => list.length)).toEqual([HISTORY_SEARCH_MAX_IDS, HISTORY_SEARCH_MAX_IDS, 51]);
    expect(new Set(asked.flat())).toEqual(new Set([...issues, annual]));
  });

  it('is null when the member read none of it', async () => {
    vi.spyOn(apiClient.activity, 'searchHistory').mockResolvedValue({ videos: [], comics: [] });
    expect(await lastReadBook(makeComicSeries())).toBeNull();
  });
});
