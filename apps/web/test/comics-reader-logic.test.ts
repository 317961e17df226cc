import { ApiError } from '@fanverse/client';
import { COMIC_LOG_BATCH_MAX, type ComicLogBatch, type ComicLogEvent } from '@fanverse/contract';
import { describe, expect, it, vi } from 'vitest';
import { isComicLogRetryable } from '../src/features/comics/reader/api/send-comic-log';
import { ComicLogBatcher } from '../src/features/comics/reader/logic/comic-log-batcher';
import { guidedEnter, guidedNext, guidedPrev } from '../src/features/comics/reader/logic/guided-steps';
import {
  PROGRESS_MAX,
  readLocalProgress,
  writeLocalProgress,
} from '../src/features/comics/reader/logic/local-progress';
import {
  chooseQuality,
  prefetchPages,
  prefetchWindow,
  DEFAULT_WINDOW,
} from '../src/features/comics/reader/logic/prefetch-plan';
import {
  readerKeyAction,
  swipeAction,
  tapAction,
  type KeyInput,
} from '../src/features/comics/reader/logic/reader-keys';
import {
  DEFAULT_SETTINGS,
  effectiveDirection,
  effectiveMode,
  readSettings,
  writeSettings,
  SETTINGS_KEY,
} from '../src/features/comics/reader/logic/reader-settings';
import { linkedStart, readingLink } from '../src/features/comics/reader/logic/reading-link';
import { chooseResume } from '../src/features/comics/reader/logic/resume-choice';
import {
  buildViews,
  screenOrder,
  viewBox,
  viewOfPage,
  type PageSize,
} from '../src/features/comics/reader/logic/spreads';
import {
  clampPan,
  fitContent,
  fitRect,
  isZoomed,
  projectRect,
  visibleRegion,
  zoomAt,
  ZOOM_MAX,
} from '../src/features/comics/reader/logic/transform';

/** An ApiError as the client makes it for a reply with this HTTP status. */
const apiError = (status: number) =>
  new ApiError({ errors: [], sessionExpired: false, networkError: false }, status);

const TALL: PageSize = { width: 1073, height: 1650 };
const WIDE: PageSize = { width: 2146, height: 1650 };
const pages = (...sizes: PageSize[]) => sizes;
const tall = (count: number) => Array.from({ length: count }, () => TALL);

// --- spreads -------------------------------------------------------------------------------

describe('buildViews', () => {
  it('gives one page per view in single and vertical modes', () => {
    expect(buildViews(tall(3), 'single')).toEqual([[0], [1], [2]]);
    expect(buildViews(tall(3), 'vertical', true)).toEqual([[0], [1], [2]]);
  });

  it('shows the cover alone and pairs the pages after it', () => {
    expect(buildViews(tall(6), 'double')).toEqual([[0], [1, 2], [3, 4], [5]]);
  });

  it('shows a wide page alone and picks the pairing up after it', () => {
    expect(buildViews(pages(TALL, TALL, TALL, WIDE, TALL, TALL), 'double')).toEqual([
      [0],
      [1, 2],
      [3],
      [4, 5],
    ]);
    // The page before a wide one has no partner: it stands alone rather than pairing across.
    expect(buildViews(pages(TALL, TALL, WIDE, TALL, TALL), 'double')).toEqual([[0], [1], [2], [3, 4]]);
  });

  it('moves every pair by one page with the offset switch', () => {
    expect(buildViews(tall(6), 'double', true)).toEqual([[0], [1], [2, 3], [4, 5]]);
    expect(buildViews(tall(6), 'double', false)).toEqual([[0], [1, 2], [3, 4], [5]]);
  });

  it('copes with an empty or one-page book', () => {
    expect(buildViews([], 'double')).toEqual([]);
    expect(buildViews(tall(1), 'double', true)).toEqual([[0]]);
  });

  it('finds the view of a page', () => {
    const views = buildViews(tall(6), 'double');
    expect(viewOfPage(views, 0)).toBe(0);
    expect(viewOfPage(views, 4)).toBe(2);
    expect(viewOfPage(views, 99)).toBe(0);
  });
});

describe('screenOrder', () => {
  it('puts the first page on the left in an LTR book and on the right in an RTL one', () => {
    expect(screenOrder([3, 4], 'ltr')).toEqual([3, 4]);
    expect(screenOrder([3, 4], 'rtl')).toEqual([4, 3]);
    expect(screenOrder([0], 'rtl')).toEqual([0]);
  });

  it('lays a spread out side by side at the tallest height', () => {
    expect(viewBox([TALL, TALL])).toEqual({ width: 2146, height: 1650, widths: [1073, 1073] });
    const mixed = viewBox([{ width: 500, height: 825 }, TALL]);
    expect(mixed.height).toBe(1650);
    expect(mixed.widths).toEqual([1000, 1073]);
  });
});

// --- keys, taps, swipes --------------------------------------------------------------------

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('readerKeyAction', () => {
  it('turns forward with the right arrow in LTR and the left arrow in RTL', () => {
    expect(readerKeyAction(key('ArrowRight'), 'ltr')).toBe('next');
    expect(readerKeyAction(key('ArrowLeft'), 'ltr')).toBe('prev');
    expect(readerKeyAction(key('ArrowLeft'), 'rtl')).toBe('next');
    expect(readerKeyAction(key('ArrowRight'), 'rtl')).toBe('prev');
  });

  it('maps space, Home, End, f, g, v and Escape the same in every direction', () => {
    for (const direction of ['ltr', 'rtl', 'vertical'] as const) {
      expect(readerKeyAction(key(' '), direction)).toBe('next');
      expect(readerKeyAction(key(' ', { shiftKey: true }), direction)).toBe('prev');
      expect(readerKeyAction(key('Home'), direction)).toBe('first');
      expect(readerKeyAction(key('End'), direction)).toBe('last');
      expect(readerKeyAction(key('f'), direction)).toBe('fullscreen');
      expect(readerKeyAction(key('g'), direction)).toBe('goto');
      expect(readerKeyAction(key('v'), direction)).toBe('guided');
      expect(readerKeyAction(key('Escape'), direction)).toBe('close');
      expect(readerKeyAction(key('ArrowDown'), direction)).toBe('next');
    }
  });

  it('leaves keys to the control that owns them, and modified keys to the browser', () => {
    expect(readerKeyAction(key('f'), 'ltr', 'text')).toBeNull();
    expect(readerKeyAction(key('Escape'), 'ltr', 'text')).toBe('close');
    expect(readerKeyAction(key(' '), 'ltr', 'button')).toBeNull();
    expect(readerKeyAction(key('ArrowRight'), 'ltr', 'button')).toBe('next');
    expect(readerKeyAction(key('ArrowRight'), 'ltr', 'slider')).toBeNull();
    expect(readerKeyAction(key('Home'), 'ltr', 'slider')).toBeNull();
    expect(readerKeyAction(key('f', { ctrlKey: true }), 'ltr')).toBeNull();
    expect(readerKeyAction(key('x'), 'ltr')).toBeNull();
  });
});

describe('tap zones and swipes', () => {
  it('turns back on the left quarter and forward on the right quarter in LTR, the reverse in RTL', () => {
    expect(tapAction(10, 400, 'ltr')).toBe('prev');
    expect(tapAction(390, 400, 'ltr')).toBe('next');
    expect(tapAction(200, 400, 'ltr')).toBe('toggle');
    expect(tapAction(10, 400, 'rtl')).toBe('next');
    expect(tapAction(390, 400, 'rtl')).toBe('prev');
    expect(tapAction(99, 400, 'ltr')).toBe('prev');
    expect(tapAction(101, 400, 'ltr')).toBe('toggle');
  });

  it('turns forward on a swipe to the left in LTR and to the right in RTL; ignores short or vertical strokes', () => {
    expect(swipeAction(-120, 10, 'ltr')).toBe('next');
    expect(swipeAction(120, 10, 'ltr')).toBe('prev');
    expect(swipeAction(120, 10, 'rtl')).toBe('next');
    expect(swipeAction(-120, 10, 'rtl')).toBe('prev');
    expect(swipeAction(-20, 0, 'ltr')).toBeNull();
    expect(swipeAction(-80, 200, 'ltr')).toBeNull();
  });
});

// --- guided view geometry ------------------------------------------------------------------

describe('fitRect (guided view)', () => {
  const viewport = { width: 800, height: 600 };

  it('makes a panel fill the viewport along its constraining side, centred', () => {
    const panel = { x: 100, y: 200, width: 400, height: 200 };
    const t = fitRect(panel, viewport);
    expect(t.scale).toBeCloseTo(2); // 800/400 = 2, 600/200 = 3: the width constrains
    const onScreen = projectRect(panel, t);
    expect(onScreen.x).toBeCloseTo(0);
    expect(onScreen.width).toBeCloseTo(800);
    expect(onScreen.y).toBeCloseTo((600 - 400) / 2);
    expect(onScreen.height).toBeCloseTo(400);
  });

  it('fits a tall panel by its height', () => {
    const panel = { x: 50, y: 60, width: 300, height: 1200 };
    const t = fitRect(panel, viewport);
    expect(t.scale).toBeCloseTo(0.5);
    const onScreen = projectRect(panel, t);
    expect(onScreen.y).toBeCloseTo(0);
    expect(onScreen.height).toBeCloseTo(600);
    expect(onScreen.x + onScreen.width / 2).toBeCloseTo(400);
  });

  it('reads the panel back as the visible region when the panel has the viewport shape', () => {
    const panel = { x: 120, y: 340, width: 400, height: 300 };
    const region = visibleRegion(fitRect(panel, viewport), viewport);
    expect(region.x).toBeCloseTo(120);
    expect(region.y).toBeCloseTo(340);
    expect(region.width).toBeCloseTo(400);
    expect(region.height).toBeCloseTo(300);
  });

  it('fits a whole page with a margin', () => {
    const t = fitContent(TALL, { width: 1073, height: 1650 }, 0);
    expect(t).toEqual({ scale: 1, x: 0, y: 0 });
    const withMargin = fitContent({ width: 100, height: 100 }, { width: 120, height: 200 }, 10);
    expect(withMargin.scale).toBeCloseTo(1);
    expect(withMargin.x).toBeCloseTo(10);
    expect(withMargin.y).toBeCloseTo(50);
  });
});

describe('zoom and pan', () => {
  const viewport = { width: 400, height: 600 };
  const page = { width: 1073, height: 1650 };
  const fitted = fitContent(page, viewport);

  it('keeps the point under the finger still while zooming, within the bounds', () => {
    const focus = { x: 123, y: 321 };
    const zoomed = zoomAt(fitted, 2, focus, fitted);
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 2);
    const before = { x: (focus.x - fitted.x) / fitted.scale, y: (focus.y - fitted.y) / fitted.scale };
    expect(zoomed.x + before.x * zoomed.scale).toBeCloseTo(focus.x);
    expect(zoomed.y + before.y * zoomed.scale).toBeCloseTo(focus.y);
    expect(zoomAt(fitted, 100, focus, fitted).scale).toBeCloseTo(fitted.scale * ZOOM_MAX);
    expect(zoomAt(fitted, 0.1, focus, fitted).scale).toBeCloseTo(fitted.scale);
    expect(isZoomed(zoomed, fitted)).toBe(true);
    expect(isZoomed(fitted, fitted)).toBe(false);
  });

  it('never pans zoomed content past its edges and centres content smaller than the viewport', () => {
    const zoomed = zoomAt(fitted, 3, { x: 200, y: 300 }, fitted);
    const far = clampPan({ ...zoomed, x: 5000, y: -99999 }, page, viewport);
    expect(far.x).toBe(0);
    expect(far.y).toBeCloseTo(viewport.height - page.height * zoomed.scale);
    const small = clampPan({ scale: 0.1, x: 0, y: 0 }, page, viewport);
    expect(small.x).toBeCloseTo((400 - 107.3) / 2);
  });
});

describe('guided steps', () => {
  const counts = [0, 3, 2, 0];

  it('steps panel by panel across pages, a page without panels as one whole step', () => {
    let position = guidedEnter(0, counts);
    expect(position).toEqual({ page: 0, panel: null });
    const seen: string[] = [];
    for (;;) {
      seen.push(`${position.page}:${position.panel}`);
      const next = guidedNext(position, counts);
      if (next === 'end') break;
      position = next;
    }
    expect(seen).toEqual(['0:null', '1:0', '1:1', '1:2', '2:0', '2:1', '3:null']);
  });

  it('steps back to the previous page’s last panel, and stops at the start', () => {
    expect(guidedPrev({ page: 2, panel: 0 }, counts)).toEqual({ page: 1, panel: 2 });
    expect(guidedPrev({ page: 1, panel: 1 }, counts)).toEqual({ page: 1, panel: 0 });
    expect(guidedPrev({ page: 1, panel: 0 }, counts)).toEqual({ page: 0, panel: null });
    expect(guidedPrev({ page: 0, panel: null }, counts)).toBe('start');
  });

  it('enters at a stored panel, clamped to the page’s panels', () => {
    expect(guidedEnter(1, counts, 2)).toEqual({ page: 1, panel: 2 });
    expect(guidedEnter(1, counts, 9)).toEqual({ page: 1, panel: 2 });
    expect(guidedEnter(3, counts, 1)).toEqual({ page: 3, panel: null });
  });
});

// --- resume --------------------------------------------------------------------------------

describe('chooseResume', () => {
  const local = { page: 5, panel: 2, at: 2_000 };
  const server = { page: 9, panel: null, at: 1_000 };

  it('takes the newer of the local and the server point', () => {
    expect(chooseResume(local, server, 20)).toEqual({ page: 5, panel: 2 });
    expect(chooseResume({ ...local, at: 500 }, server, 20)).toEqual({ page: 9, panel: null });
    expect(chooseResume(null, server, 20)).toEqual({ page: 9, panel: null });
    expect(chooseResume(local, null, 20)).toEqual({ page: 5, panel: 2 });
  });

  it('lets the local point win a tie (it is the offline-first copy)', () => {
    expect(chooseResume({ ...local, at: 1_000 }, server, 20)).toEqual({ page: 5, panel: 2 });
  });

  it('starts a finished book, a first page or an unknown book from the beginning', () => {
    expect(chooseResume({ ...local, done: true }, server, 20)).toBeNull();
    expect(chooseResume({ page: 0, panel: null, at: 3_000 }, server, 20)).toBeNull();
    expect(chooseResume(null, null, 20)).toBeNull();
    expect(chooseResume(local, server, 0)).toBeNull();
  });

  it('clamps a point past the end of the book', () => {
    expect(chooseResume({ page: 40, panel: 1, at: 5 }, null, 20)).toEqual({ page: 19, panel: 1 });
  });
});

describe('a reading link (?page=&panel=)', () => {
  it('reads a zero-based page, and a panel when there is one', () => {
    expect(readingLink('?page=3&panel=1')).toEqual({ page: 3, panel: 1 });
    expect(readingLink('?page=3')).toEqual({ page: 3, panel: null });
    expect(readingLink('?panel=0&page=0')).toEqual({ page: 0, panel: 0 });
    expect(readingLink(new URLSearchParams({ page: ' 2 ' }))).toEqual({ page: 2, panel: null });
  });

  it('ignores a link without a good page, and drops only a bad panel', () => {
    for (const search of [
      '',
      '?panel=2',
      '?page=',
      '?page=-1',
      '?page=1.5',
      '?page=two',
      '?page=1e2',
      '?page=1&page=2',
      `?page=${'9'.repeat(30)}`,
    ]) {
      expect(readingLink(search), search).toBeNull();
    }
    for (const panel of ['-1', 'x', '0.5', '']) {
      expect(readingLink(`?page=4&panel=${panel}`), panel).toEqual({ page: 4, panel: null });
    }
    expect(readingLink('?page=4&panel=1&panel=2')).toEqual({ page: 4, panel: null });
  });

  it('opens there, clamped to the book; page 0 whole is the start', () => {
    expect(linkedStart({ page: 3, panel: 1 }, 20)).toEqual({ page: 3, panel: 1 });
    expect(linkedStart({ page: 40, panel: null }, 20)).toEqual({ page: 19, panel: null });
    expect(linkedStart({ page: 0, panel: 2 }, 20)).toEqual({ page: 0, panel: 2 });
    expect(linkedStart({ page: 0, panel: null }, 20)).toBeNull();
    expect(linkedStart({ page: 5, panel: null }, 0)).toBeNull();
  });
});

describe('local progress and settings', () => {
  it('keeps progress per reader and book, the most recent PROGRESS_MAX books', () => {
    localStorage.clear();
    writeLocalProgress('u1', 'book-a', { page: 3, panel: 1, at: 10 });
    writeLocalProgress('anon', 'book-a', { page: 7, panel: null, at: 11, done: true });
    expect(readLocalProgress('u1', 'book-a')).toEqual({ page: 3, panel: 1, at: 10 });
    expect(readLocalProgress('anon', 'book-a')).toEqual({ page: 7, panel: null, at: 11, done: true });
    expect(readLocalProgress('u2', 'book-a')).toBeNull();
    for (let index = 0; index < PROGRESS_MAX + 5; index += 1) {
      writeLocalProgress('u1', `b${index}`, { page: 1, panel: null, at: 100 + index });
    }
    expect(readLocalProgress('u1', 'b0')).toBeNull();
    expect(readLocalProgress('u1', `b${PROGRESS_MAX + 4}`)).not.toBeNull();
  });

  it('remembers settings per reader and ignores stored values it does not know', () => {
    localStorage.clear();
    expect(readSettings('u1')).toEqual(DEFAULT_SETTINGS);
    writeSettings('u1', { mode: 'double', direction: 'rtl', quality: 'HD', offset: true });
    expect(readSettings('u1')).toEqual({ mode: 'double', direction: 'rtl', quality: 'HD', offset: true });
    expect(readSettings('u2')).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ u3: { mode: 'sideways', quality: '4K', offset: 'yes' } }),
    );
    expect(readSettings('u3')).toEqual(DEFAULT_SETTINGS);
  });

  it('scrolls vertical books by default and follows the book’s direction unless overridden', () => {
    expect(effectiveMode('auto', 'vertical')).toBe('vertical');
    expect(effectiveMode('auto', 'rtl')).toBe('single');
    expect(effectiveMode('double', 'vertical')).toBe('double');
    expect(effectiveDirection('auto', 'rtl')).toBe('rtl');
    expect(effectiveDirection('auto', 'vertical')).toBe('ltr');
    expect(effectiveDirection('ltr', 'rtl')).toBe('ltr');
  });
});

// --- prefetch ------------------------------------------------------------------------------

describe('prefetch plan', () => {
  it('prefetches the next and previous two views, nearest first, forward first', () => {
    const views = buildViews(tall(10), 'single');
    expect(prefetchPages(views, 4, DEFAULT_WINDOW)).toEqual([5, 3, 6, 2]);
    expect(prefetchPages(views, 0, DEFAULT_WINDOW)).toEqual([1, 2]);
    const spreads = buildViews(tall(8), 'double');
    expect(prefetchPages(spreads, 1, DEFAULT_WINDOW)).toEqual([3, 4, 0, 5, 6]);
  });

  it('looks further ahead on a fast connection and less on a slow one', () => {
    expect(prefetchWindow(undefined)).toEqual(DEFAULT_WINDOW);
    expect(prefetchWindow({ effectiveType: '4g', downlink: 30 }).ahead).toBeGreaterThan(DEFAULT_WINDOW.ahead);
    expect(prefetchWindow({ effectiveType: '4g', downlink: 3 })).toEqual(DEFAULT_WINDOW);
    expect(prefetchWindow({ effectiveType: '3g' }).ahead).toBeLessThan(DEFAULT_WINDOW.ahead);
  });

  it('uses SD by default and on slow connections, HD only on request', () => {
    expect(chooseQuality('SD', { effectiveType: '4g', downlink: 50 })).toBe('SD');
    expect(chooseQuality('HD', undefined)).toBe('HD');
    expect(chooseQuality('HD', { effectiveType: '4g', downlink: 50 })).toBe('HD');
    expect(chooseQuality('HD', { effectiveType: '2g' })).toBe('SD');
    expect(chooseQuality('HD', { effectiveType: '4g', saveData: true })).toBe('SD');
  });
});

// --- reading log batching ------------------------------------------------------------------

const UUID = '0f8e8a44-3a1e-4c33-9b1c-5f4a8c2d1e10';
const event = (overrides: Partial<ComicLogEvent> = {}): ComicLogEvent => ({
  event_type: 'page_view',
  object_type: 'book',
  session_id: UUID,
  content_uuid: UUID,
  page_index: 0,
  view_date: 1_700_000_000_000,
  is_offline: false,
  ...overrides,
});

describe('ComicLogBatcher', () => {
  it('sends queued events in one batch with the batch fields, and nothing when empty', async () => {
    const send = vi.fn<(batch: ComicLogBatch, options: { beacon: boolean }) => Promise<unknown>>(
      async () => ({}),
    );
    const batcher = new ComicLogBatcher({ send, batchFields: { player_version: 'web-reader-1' } });
    await batcher.flush();
    expect(send).not.toHaveBeenCalled();
    const first = event({ event_type: 'open' });
    const second = event({ page_index: 1 });
    batcher.add(first);
    batcher.add(second);
    await batcher.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith(
      { player_version: 'web-reader-1', events: [first, second] },
      { beacon: false },
    );
    expect(batcher.pending).toBe(0);
  });

  it('splits into batches of at most the server’s maximum', async () => {
    const sizes: number[] = [];
    const batcher = new ComicLogBatcher({
      send: async (batch) => void sizes.push(batch.events.length),
      batchMax: COMIC_LOG_BATCH_MAX + 10,
    });
    for (let index = 0; index < COMIC_LOG_BATCH_MAX + 3; index += 1)
      batcher.add(event({ page_index: index % 100 }));
    await batcher.flush();
    expect(sizes).toEqual([COMIC_LOG_BATCH_MAX, 3]);
  });

  it('keeps a batch that failed for a transient reason and drops one refused as invalid', async () => {
    let fail: unknown = apiError(503);
    const send = vi.fn(async () => {
      if (fail) throw fail;
      return {};
    });
    const batcher = new ComicLogBatcher({ send, isRetryable: isComicLogRetryable });
    batcher.add(event());
    await batcher.flush();
    expect(batcher.pending).toBe(1);
    fail = apiError(400);
    await batcher.flush();
    expect(batcher.pending).toBe(0);
    fail = null;
    batcher.add(event({ event_type: 'close' }));
    await batcher.flush();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('hands every batch over at once on page hide, flagged as a beacon', async () => {
    const send = vi.fn(async () => ({}));
    const batcher = new ComicLogBatcher({ send, batchMax: 2 });
    for (let index = 0; index < 5; index += 1) batcher.add(event({ page_index: index }));
    await batcher.flush({ beacon: true });
    expect(send).toHaveBeenCalledTimes(3);
    for (const call of send.mock.calls as unknown as [ComicLogBatch, { beacon: boolean }][]) {
      expect(call[1]).toEqual({ beacon: true });
    }
  });

  it('drops the oldest events past the queue bound', () => {
    const batcher = new ComicLogBatcher({ send: async () => ({}), batchMax: 2, queueMax: 3 });
    for (let index = 0; index < 5; index += 1) batcher.add(event({ page_index: index }));
    expect(batcher.pending).toBe(3);
  });

  it('retries network failures and server faults but not refusals', () => {
    expect(isComicLogRetryable(new Error('offline'))).toBe(true);
    expect(isComicLogRetryable(apiError(500))).toBe(true);
    expect(isComicLogRetryable(apiError(429))).toBe(true);
    expect(isComicLogRetryable(apiError(400))).toBe(false);
    expect(isComicLogRetryable(new ApiError({ errors: [], sessionExpired: false, networkError: true }))).toBe(
      true,
    );
  });
});
