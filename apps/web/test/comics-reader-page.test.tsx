import type { RightsToken } from '@fanverse/client';
import type { ComicBook, ComicDownload, ComicLogBatch, ComicPageImage } from '@fanverse/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComicReaderPage } from '../src/features/comics/reader/ComicReaderPage';
import { writeLocalProgress } from '../src/features/comics/reader/logic/local-progress';
import { apiClient } from '../src/lib/api-client';
import { BOOK_UUID, makeBook as makeFixtureBook, makeHistoryItem } from './comics-fixtures';
import { renderPage, signedInServices } from './fake-client';

/** The fixture book without a page list: the reader learns its four pages from the download. */
const makeBook = (overrides: Partial<ComicBook> = {}): ComicBook =>
  makeFixtureBook({ pages: [], num_pages: 4, ...overrides });

const PANELS = [
  { start_x: 40, start_y: 40, size_x: 993, size_y: 500, mask_color: '#101018' },
  { start_x: 40, start_y: 580, size_x: 480, size_y: 1030, mask_color: '#101018' },
];

function image(pageNumber: number, panels = PANELS): ComicPageImage {
  return {
    page_number: pageNumber,
    width: 1073,
    height: 1650,
    panels,
    signed_url: `/pages/${pageNumber}.webp?sig=1`,
    thumbnail_url: `/pages/${pageNumber}-thumb.webp?sig=1`,
  };
}

/** One reply page of the download: `perReply` images each, `count` in the book. */
function download(page: number, count = 4, perReply = 2): ComicDownload {
  const numbers = Array.from({ length: count }, (_, index) => index + 1).slice(
    (page - 1) * perReply,
    page * perReply,
  );
  return {
    uuid: BOOK_UUID,
    job_id: 'job',
    format: 'webp',
    quality: 'SD',
    page,
    page_size: perReply,
    num_pages: Math.ceil(count / perReply),
    num_images: count,
    expires_at: '2099-01-01T00:00:00Z',
    images: numbers.map((number) => image(number)),
  };
}

function rights(canRead: boolean, denial?: RightsToken['denial']): RightsToken {
  return {
    content_type: 'book',
    content_uuid: BOOK_UUID,
    exp: Date.now() + 3_600_000,
    iat: Date.now(),
    nbf: Date.now(),
    rights: { can_read: canRead, can_watch: false, hd_available: true, include_hd: false },
    ...(denial ? { denial } : {}),
    jwt: `jwt-${canRead}`,
  };
}

function renderReader({
  book = makeBook(),
  canRead = true,
  denial,
  search = '',
  services,
}: {
  book?: ComicBook;
  canRead?: boolean;
  denial?: RightsToken['denial'];
  /** The address's query (`?page=…&panel=…`). */
  search?: string;
  services?: Awaited<ReturnType<typeof signedInServices>>;
} = {}) {
  vi.spyOn(apiClient.comics, 'getBook').mockResolvedValue(book);
  vi.spyOn(apiClient.comics, 'getRights').mockResolvedValue(rights(canRead, denial));
  const downloadCall = vi
    .spyOn(apiClient.comics, 'downloadPage')
    .mockImplementation(async (_jwt, query = {}) => download(query.page ?? 1));
  vi.spyOn(apiClient.comics, 'getSeriesBooks').mockResolvedValue({
    count: 1,
    num_pages: 1,
    page: 1,
    page_size: 20,
    values: [book],
    links: { next: null, prev: null, url: '' },
  });
  const logCall = vi.spyOn(apiClient.comics, 'logComic').mockResolvedValue({ accepted: 1 });
  const view = renderPage(<ComicReaderPage />, {
    pattern: '/comics/read/:uuid',
    path: `/comics/read/${book.uuid}${search}`,
    ...(services ? { services } : {}),
  });
  return { router: view.router, logCall, downloadCall, view };
}

const press = (key: string) => fireEvent.keyDown(window, { key });
const shownPage = () => screen.getByTestId('reader-page').getAttribute('data-page');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('comic reader', () => {
  it('loads the book, its rights and its pages, then turns pages with the keyboard', async () => {
    const { downloadCall } = renderReader();
    await screen.findByTestId('reader-page');
    // Every reply page of the download, with the rights token, in SD by default.
    await waitFor(() => expect(downloadCall).toHaveBeenCalledTimes(2));
    expect(downloadCall).toHaveBeenCalledWith('jwt-true', { page: 1, quality: 'SD' }, expect.anything());
    expect(downloadCall).toHaveBeenCalledWith('jwt-true', { page: 2, quality: 'SD' }, expect.anything());
    expect(shownPage()).toBe('1');
    expect(screen.getByRole('img', { name: 'Page 1 of 4' })).toBeTruthy();
    press('ArrowRight');
    expect(shownPage()).toBe('2');
    press(' ');
    expect(shownPage()).toBe('3');
    press('ArrowLeft');
    expect(shownPage()).toBe('2');
    press('End');
    expect(shownPage()).toBe('4');
    press('Home');
    expect(shownPage()).toBe('1');
  });

  it('steps through panels in guided view and announces each one', async () => {
    renderReader();
    await screen.findByTestId('reader-page');
    press('v');
    const stage = screen.getByTestId('reader-page');
    expect(stage.getAttribute('data-panel')).toBe('1');
    expect(screen.getByTestId('guided-window').getAttribute('data-region')).toBe('40,40,993,500');
    expect(screen.getByTestId('reader-announcer').textContent).toBe('Panel 1 of 2');
    press('ArrowRight');
    expect(screen.getByTestId('reader-page').getAttribute('data-panel')).toBe('2');
    expect(screen.getByTestId('reader-announcer').textContent).toBe('Panel 2 of 2');
    press('ArrowRight');
    expect(shownPage()).toBe('2');
    expect(screen.getByTestId('reader-page').getAttribute('data-panel')).toBe('1');
    press('v');
    expect(screen.getByTestId('reader-page').getAttribute('data-panel')).toBeNull();
  });

  it('turns pages right to left in an RTL book', async () => {
    renderReader({ book: makeBook({ reading_direction: 'rtl' }) });
    await screen.findByTestId('reader-page');
    expect(screen.getByTestId('comic-reader').getAttribute('data-direction')).toBe('rtl');
    press('ArrowLeft');
    expect(shownPage()).toBe('2');
    press('ArrowRight');
    expect(shownPage()).toBe('1');
  });

  it('shows the end card after the last page and closes back to the book page with Escape', async () => {
    const { router } = renderReader();
    await screen.findByTestId('reader-page');
    press('End');
    press('ArrowRight');
    expect(await screen.findByTestId('reader-end')).toBeTruthy();
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe(makeBook().url));
  });

  it('goes to a page typed in the go-to dialog', async () => {
    renderReader();
    await screen.findByTestId('reader-page');
    press('g');
    const field = await screen.findByRole('spinbutton');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.submit(field.closest('form')!);
    expect(shownPage()).toBe('3');
  });

  it('resumes at the page and panel stored in this browser', async () => {
    writeLocalProgress('anon', BOOK_UUID, { page: 2, panel: 1, at: Date.now() });
    renderReader();
    await screen.findByTestId('reader-page');
    expect(shownPage()).toBe('3');
    expect(screen.getByTestId('reader-page').getAttribute('data-panel')).toBe('2');
  });

  describe('a place in the address (?page=&panel=)', () => {
    const shownPanel = () => screen.getByTestId('reader-page').getAttribute('data-panel');

    it('opens there rather than where this browser stopped', async () => {
      writeLocalProgress('anon', BOOK_UUID, { page: 1, panel: null, at: Date.now() });
      renderReader({ search: '?page=2&panel=1' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('3');
      expect(shownPanel()).toBe('2');
    });

    it('takes the page alone as the whole page, and clamps both to the book', async () => {
      renderReader({ search: '?page=2' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('3');
      expect(shownPanel()).toBeNull();
      cleanup();
      renderReader({ search: '?page=99&panel=7' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('4');
      expect(shownPanel()).toBe('2'); // the page's last panel
    });

    it('page 0 opens at the start, even with a point stored', async () => {
      writeLocalProgress('anon', BOOK_UUID, { page: 2, panel: null, at: Date.now() });
      renderReader({ search: '?page=0' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('1');
    });

    it('is ignored without a good page; a bad panel is dropped', async () => {
      writeLocalProgress('anon', BOOK_UUID, { page: 1, panel: null, at: Date.now() });
      renderReader({ search: '?page=-2&panel=1' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('2');
      cleanup();
      renderReader({ search: '?page=2&panel=x' });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('3');
      expect(shownPanel()).toBeNull();
    });
  });

  describe("a member's reading point (the activity model)", () => {
    it("is asked of the history search and resumed when newer than this browser's", async () => {
      writeLocalProgress('user-guid-1', BOOK_UUID, { page: 1, panel: null, at: 1_000 });
      const search = vi
        .spyOn(apiClient.activity, 'searchHistory')
        .mockResolvedValue({ videos: [], comics: [makeHistoryItem({ page_index: 2, panel_index: 1 })] });
      const reduced = vi.spyOn(apiClient.comics, 'historyReduced');
      renderReader({ services: await signedInServices() });
      await screen.findByTestId('reader-page');
      expect(search).toHaveBeenCalledWith({ comic_uuids: [BOOK_UUID] }, expect.anything());
      expect(reduced).not.toHaveBeenCalled();
      expect(shownPage()).toBe('3');
      expect(screen.getByTestId('reader-page').getAttribute('data-panel')).toBe('2');
    });

    it("loses to this browser's newer point, and a read book opens at the start", async () => {
      writeLocalProgress('user-guid-1', BOOK_UUID, { page: 1, panel: null, at: Date.now() });
      const search = vi
        .spyOn(apiClient.activity, 'searchHistory')
        .mockResolvedValue({ videos: [], comics: [makeHistoryItem({ page_index: 2, panel_index: null })] });
      renderReader({ services: await signedInServices() });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('2');
      cleanup();
      localStorage.clear();
      search.mockResolvedValue({
        videos: [],
        comics: [makeHistoryItem({ page_index: 3, panel_index: null, is_watched: true })],
      });
      renderReader({ services: await signedInServices() });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('1');
    });

    it('is not asked for when the address names the place', async () => {
      const search = vi.spyOn(apiClient.activity, 'searchHistory');
      renderReader({ search: '?page=1', services: await signedInServices() });
      await screen.findByTestId('reader-page');
      expect(shownPage()).toBe('2');
      expect(search).not.toHaveBeenCalled();
    });
  });

  it('shows the wall and the preview pages to a reader who may not read', async () => {
    const { downloadCall } = renderReader({ canRead: false, denial: 'premium' });
    await waitFor(() =>
      expect(screen.getByTestId('comic-reader').getAttribute('data-status')).toBe('denied'),
    );
    expect(screen.getByText('Go premium to read')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(downloadCall).not.toHaveBeenCalled();
  });

  it('logs open, page and panel views and close, in batches', async () => {
    const { logCall, view } = renderReader();
    await screen.findByTestId('reader-page');
    press('ArrowRight');
    press('v');
    press('ArrowRight');
    await act(async () => view.unmount());
    await waitFor(() => expect(logCall).toHaveBeenCalled());
    const events = logCall.mock.calls.flatMap(([batch]) => (batch as ComicLogBatch).events);
    expect(
      events.map((event) => `${event.event_type}:${event.page_index}:${event.panel_index ?? '-'}`),
    ).toEqual([
      'open:0:-',
      'page_view:0:-',
      'page_view:1:-',
      'panel_view:1:0',
      'panel_view:1:1',
      'close:1:1',
    ]);
    expect(new Set(events.map((event) => event.session_id)).size).toBe(1);
    expect(logCall.mock.calls[0]![1]).toMatchObject({ beacon: true });
  });
});
