import type { ComicHistoryItem, ComicHistoryList, ComicHistoryQuery, Locale } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { translated } from '../../catalogue/translate';
import type { ContentLimits } from '../../parental/content-limits';
import { comicPaths } from '../comic-paths';
import type {
  ComicHistoryRepository,
  HistoryBookRow,
  HistoryEventRow,
  HistoryFilter,
  ReducedHistoryRow,
} from './comic-history.repository';
import { LATEST_MS } from './client-clock';
import { decodeHistoryKey, encodeHistoryKey } from './history-key';

/**
 * GET /api/comics/1/user/history/comic/ and .../reduced/: the signed-in member's reading, newest
 * first, a page at a time. The member comes from the session and nothing else, so no query can
 * reach another member's rows, nor the anonymous events (which have no member). Books above the
 * caller's parental limits are left out in SQL, so pages stay full and keys keep their meaning.
 */
export class ComicHistoryService {
  constructor(private readonly history: ComicHistoryRepository) {}

  /** Every logged event (opening, page and panel views, closing, completing), one item each. */
  async events(
    userId: string,
    query: ComicHistoryQuery,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ComicHistoryList> {
    const filter = this.filterOf(userId, query, limits);
    const rows = await this.history.events(filter);
    return page(rows, query.limit, (row) =>
      item(row, lang, row.event_type === 'complete' || reachedLastPage(row.page_index, row)),
    );
  }

  /** One item per book: its furthest page and panel, as of its latest event. */
  async reduced(
    userId: string,
    query: ComicHistoryQuery,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ComicHistoryList> {
    const filter = this.filterOf(userId, query, limits);
    const rows = await this.history.reduced(filter);
    return page(rows, query.limit, (row: ReducedHistoryRow) =>
      item(row, lang, row.completed || reachedLastPage(row.page_index, row)),
    );
  }

  private filterOf(userId: string, query: ComicHistoryQuery, limits: ContentLimits): HistoryFilter {
    return {
      userId,
      limits,
      seriesUuid: query.series_uuid,
      contentUuid: query.content_uuid,
      ...timeWindow(query.before_event_ts, query.after_event_ts),
      key: query.start_from === undefined ? undefined : decodeHistoryKey(query.start_from),
      take: query.limit + 1,
    };
  }
}

/**
 * The time filters as whole-millisecond UTC instants, which is how the log stores every time
 * (binary COPY of whole ms), so the strict bounds keep their meaning exactly: "before
 * 10:00:00.0005" keeps an event at 10:00:00.000, "after" it does not. Written in UTC because an
 * ISO time may carry an offset PostgreSQL refuses (+16:00 and beyond) and may name year 0000 or,
 * through its offset, year 10000; a bound beyond the range the log stores ([0, LATEST_MS])
 * selects the same rows as the range's own end.
 */
function timeWindow(
  before: string | undefined,
  after: string | undefined,
): Pick<HistoryFilter, 'before' | 'after'> {
  const window: Pick<HistoryFilter, 'before' | 'after'> = {};
  if (before !== undefined) {
    const { ms, fraction } = instant(before, 'before_event_ts');
    // t < ms + fraction, for whole t, is t < ms + 1.
    const bound = fraction ? ms + 1 : ms;
    if (bound <= LATEST_MS) window.before = new Date(Math.max(bound, 0)).toISOString();
  }
  if (after !== undefined) {
    // t > ms + fraction, for whole t, is t > ms.
    const { ms } = instant(after, 'after_event_ts');
    if (ms >= 0) window.after = new Date(Math.min(ms, LATEST_MS)).toISOString();
  }
  return window;
}

/** An ISO time's whole milliseconds, and whether digits past them were not all zero. */
function instant(iso: string, field: string): { ms: number; fraction: boolean } {
  const extra = /\.\d{3}(\d+)/.exec(iso)?.[1] ?? '';
  const ms = Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));
  // The query schema takes only real ISO times; this guards one it let through by mistake.
  if (Number.isNaN(ms)) throw AppError.invalidParameter(field);
  return { ms, fraction: /[1-9]/.test(extra) };
}

/** Page indexes are zero-based: the last page is num_pages − 1 (a book without pages has none). */
const reachedLastPage = (pageIndex: number, book: HistoryBookRow) =>
  book.num_pages > 0 && pageIndex >= book.num_pages - 1;

/** The first `limit` rows; `last_key` only when the extra row read says another page follows. */
function page<R extends HistoryEventRow | ReducedHistoryRow>(
  rows: R[],
  limit: number,
  toItem: (row: R) => ComicHistoryItem,
): ComicHistoryList {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    history: shown.map(toItem),
    last_key:
      rows.length > limit && last ? encodeHistoryKey({ viewDate: last.view_date, id: last.id }) : null,
  };
}

function item(row: HistoryEventRow | ReducedHistoryRow, lang: Locale, isWatched: boolean): ComicHistoryItem {
  const viewDate = new Date(row.view_date);
  return {
    air_date: row.release_date,
    book: {
      uuid: row.book_uuid,
      title: translated({ translations: row.book_translations }, 'title', row.book_title, lang),
      slug: row.book_slug,
      asset_key: row.asset_key,
      book_type: row.book_type,
      series_uuid: row.series_uuid,
      series_title: translated({ translations: row.series_translations }, 'title', row.series_title, lang),
      issue_number: row.issue_number,
      num_pages: row.num_pages,
      url: comicPaths.book(row.book_uuid, row.book_slug),
    },
    book_uuid: row.book_uuid,
    container_type: row.container_type,
    container_uuid: row.container_uuid,
    episode_number: row.issue_number,
    event_ts: viewDate.toISOString(),
    is_watched: isWatched,
    page_index: row.page_index,
    panel_index: row.panel_index,
    series_id: row.series_uuid,
    timestamp: viewDate.getTime(),
  };
}

/** The same item for the activity history's books (modules/activity/history), from its own rows. */
export { item as toComicHistoryItem };
