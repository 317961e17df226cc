import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeResponse } from '../src/lib/early-responses';
import { BOOT_FIRST_PAGE_MARK, bootFirstPage } from '../src/features/comics/reader/boot/boot-first-page';
import { removeBootStage, useBootStageTakeover } from '../src/features/comics/reader/boot/boot-takeover';
import { planReader } from '../src/features/comics/reader/boot/reader-plan';
import { paintOnTimers } from './paint-fakes';

const BOOK = '7c1e0eb9-67c5-48eb-bf88-282d8da195cd';
const PAGE_URL = '/media/comics/page-1.webp?exp=9&sig=s';
const token = (canRead: boolean) =>
  `e30.${btoa(JSON.stringify({ rights: { can_read: canRead } })).replace(/=+$/, '')}.sig`;

function serve(replies: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const reply = Object.entries(replies).find(([prefix]) => path.startsWith(prefix))?.[1];
    return new Response(JSON.stringify(reply?.body ?? {}), { status: reply ? (reply.status ?? 200) : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const replies = (canRead = true, direction = 'ltr') => ({
  '/api/comics/1/book/download/': {
    body: {
      num_pages: 1,
      num_images: 1,
      images: [{ page_number: 1, width: 1000, height: 1500, signed_url: PAGE_URL }],
    },
  },
  // Rated below Mature: the age gate does not hold the page back (test/age-gate/boot-gate.test.ts).
  '/api/comics/1/book/': { body: { uuid: BOOK, reading_direction: direction, age_rating: 'Teen' } },
  '/api/5/1/rights/book/': { body: { token: token(canRead) } },
});

const plan = (progress?: unknown) => {
  const storage = window.localStorage;
  storage.clear();
  if (progress) storage.setItem('fanverse_comic_progress', JSON.stringify({ [`anon:${BOOK}`]: progress }));
  return planReader(`/comics/read/${BOOK}`, storage, 'en-US', undefined)!;
};

const stage = () => document.querySelector('[data-reader-boot]');

beforeEach(() => {
  paintOnTimers();
  performance.clearMarks();
});
afterEach(() => {
  removeBootStage();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the reader boot', () => {
  it('paints page 1 fitted in the stage, marks it, and hands every answer to the app', async () => {
    const fetchMock = serve(replies());
    const boot = plan();
    await bootFirstPage(boot);
    const image = stage()?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(PAGE_URL);
    expect(stage()?.getAttribute('aria-hidden')).toBe('true');
    expect(performance.getEntriesByName(BOOT_FIRST_PAGE_MARK)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The app's client takes each answer once instead of asking again.
    const rights = takeResponse(boot.rightsUrl);
    expect(await (await rights!).json()).toEqual({ token: token(true) });
    expect(takeResponse(boot.rightsUrl)).toBeNull();
    expect(takeResponse(boot.bookUrl)).not.toBeNull();
    expect(takeResponse(boot.downloadUrl, { headers: { 'X-Auth-JWT': token(true) } })).not.toBeNull();
  });

  it.each([
    ['a visitor who may not read (the wall)', replies(false), undefined],
    ['a vertical book (the scroll stage)', replies(true, 'vertical'), undefined],
    ['a book resumed further on', replies(), { p: 4, n: null, at: 1 }],
    [
      'a failing rights call',
      { ...replies(), '/api/5/1/rights/book/': { status: 500, body: {} } },
      undefined,
    ],
  ])('paints nothing for %s and leaves the page to the app', async (_label, served, progress) => {
    serve(served);
    const boot = plan(progress);
    await bootFirstPage(boot);
    expect(stage()).toBeNull();
    expect(performance.getEntriesByName(BOOT_FIRST_PAGE_MARK)).toHaveLength(0);
    expect(takeResponse(boot.rightsUrl)).not.toBeNull(); // the app still takes what was asked
  });

  it('paints nothing once the app has started meanwhile (a slow line past the deadline)', async () => {
    serve(replies());
    await bootFirstPage(plan(), () => true);
    expect(stage()).toBeNull();
  });

  it('lets the reader remove the painted page once its own is up, or when it leaves', async () => {
    serve(replies());
    await bootFirstPage(plan());
    function Reader({ ready }: { ready: boolean }) {
      useBootStageTakeover(ready);
      return null;
    }
    const view = render(<Reader ready={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(stage()).not.toBeNull();
    view.rerender(<Reader ready />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(stage()).toBeNull();

    await bootFirstPage(plan());
    const other = render(<Reader ready={false} />);
    other.unmount();
    expect(stage()).toBeNull();
  });
});
