import type { UserHistory, VideoHistoryItem, VideoHistoryList } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_UNDO_MS, HistoryPage } from '../src/features/history';
import { apiClient } from '../src/lib/api-client';
import { axeViolations } from './discussions-fixtures';
import { apiError, marker, renderPage, signedInServices } from './fake-client';
import { deferred } from './deferred';
import { comicItem, overview, videoItem, videoPage } from './history-fixtures';

const activity = apiClient.activity;
const ROUTE = '/account/history';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderHistory(path = ROUTE, locale: 'en' | 'es' = 'en') {
  return renderPage(<HistoryPage />, {
    pattern: ROUTE,
    path,
    services: await signedInServices(),
    locale,
    routes: [marker('/browse'), marker('/comics')],
  });
}

const videoList = () => screen.findByRole('list', { name: 'Watched episodes' });

describe('the History page: video', () => {
  it('lists the episodes watched: title linking to the episode, series, season and number, progress and tick', async () => {
    const get = vi
      .spyOn(activity, 'videoHistory')
      .mockResolvedValue(
        videoPage([videoItem(3, { slider: 600 }), videoItem(2, { is_watched: true, slider: 1200 })]),
      );
    await renderHistory();
    expect(screen.getByText('Loading your history…').closest('[role="status"]')).toBeTruthy();

    const rows = within(await videoList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Tide 3' });
    expect(link.getAttribute('href')).toBe('/series/12/moon-harbor/episode/3');
    expect(within(rows[0]!).getByText('Moon Harbor')).toBeTruthy();
    expect(within(rows[0]!).getByText('Season 1 · Episode 3')).toBeTruthy();
    expect(within(rows[0]!).getByText('50% watched')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Watched')).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: /^Mark watched\W+Tide 3$/ })).toBeTruthy();
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-01T10:00:00Z');
    // The watched one: its tick (named for screen readers), a full bar, and the opposite action.
    expect(within(rows[1]!).getByText('Watched')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/% watched/)).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: /^Mark unwatched\W+Tide 2$/ })).toBeTruthy();
    expect(get).toHaveBeenCalledWith({}, expect.anything());
    expect(screen.getByRole('tab', { name: 'Video', selected: true })).toBeTruthy();
  });

  it('says when an episode is no longer available to the member', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(1, { is_visible: false })]));
    await renderHistory();
    const row = within(await videoList()).getByRole('listitem');
    expect(within(row).getByText('No longer available to you')).toBeTruthy();
  });

  it('loads more with the page’s last key until there is none', async () => {
    const get = vi
      .spyOn(activity, 'videoHistory')
      .mockImplementation(async (query) =>
        query?.start_from === 'key-2'
          ? videoPage([videoItem(1)], null)
          : videoPage([videoItem(3), videoItem(2)], 'key-2'),
      );
    await renderHistory();
    expect(within(await videoList()).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Tide 1' })).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith({ start_from: 'key-2' }, expect.anything());
    expect(within(await videoList()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a further page could not be loaded, and tries again', async () => {
    let fail = true;
    vi.spyOn(activity, 'videoHistory').mockImplementation(async (query) => {
      if (!query?.start_from) return videoPage([videoItem(2)], 'key-1');
      if (fail) throw apiError(5008);
      return videoPage([videoItem(1)]);
    });
    await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const retry = await screen.findByRole('button', { name: /Try again/ });
    expect(screen.getByRole('link', { name: 'Tide 2' })).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Tide 1' })).toBeTruthy();
  });

  it('marks an episode watched at once, then shows the server’s item', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(3, { slider: 600 })]));
    const reply = deferred<VideoHistoryItem>();
    const mark = vi.spyOn(activity, 'markVideo').mockReturnValue(reply.promise);
    await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /^Mark watched\W+Tide 3$/ }));
    const row = within(await videoList()).getByRole('listitem');
    expect(await within(row).findByRole('button', { name: /^Mark unwatched\W+Tide 3$/ })).toBeTruthy();
    expect(within(row).getByText('Watched')).toBeTruthy();
    expect(mark).toHaveBeenCalledWith(12, 3, 'watched');
    await act(async () =>
      reply.resolve(videoItem(3, { is_watched: true, slider: 1200, view_date: '2026-03-03T08:00:00Z' })),
    );
    await waitFor(() =>
      expect(row.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-03T08:00:00Z'),
    );
    expect(screen.getAllByRole('alert').every((alert) => alert.textContent === '')).toBe(true);
  });

  it('marks a watched episode unwatched', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(2, { is_watched: true })]));
    const mark = vi
      .spyOn(activity, 'markVideo')
      .mockResolvedValue(videoItem(2, { is_watched: false, slider: 0 }));
    await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /^Mark unwatched\W+Tide 2$/ }));
    expect(await screen.findByRole('button', { name: /^Mark watched\W+Tide 2$/ })).toBeTruthy();
    expect(mark).toHaveBeenCalledWith(12, 2, 'unwatched');
    expect(screen.queryByText('Watched')).toBeNull();
  });

  it('puts a refused mark back and says why', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(3)]));
    const reply = deferred<VideoHistoryItem>();
    vi.spyOn(activity, 'markVideo').mockReturnValue(reply.promise);
    await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /^Mark watched\W+Tide 3$/ }));
    expect(await screen.findByRole('button', { name: /^Mark unwatched\W+Tide 3$/ })).toBeTruthy();
    await act(async () => reply.reject(apiError(6000)));
    expect(await screen.findByRole('button', { name: /^Mark watched\W+Tide 3$/ })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alert')[0]!.textContent).not.toBe(''));
  });

  it('says when nothing was watched yet, with a way to the series', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([]));
    await renderHistory();
    expect(await screen.findByRole('heading', { name: 'Nothing watched yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse series' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /browse');
  });

  it('reports a failed history and asks again on request', async () => {
    const get = vi.spyOn(activity, 'videoHistory').mockRejectedValueOnce(apiError(5008));
    get.mockResolvedValue(videoPage([videoItem(1)]));
    await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('link', { name: 'Tide 1' })).toBeTruthy();
  });
});

describe('the History page: removing', () => {
  /** The page with episodes 1 and 2 loaded, timers faked from then on (the Undo offer's). */
  async function withTwoEpisodes() {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(1), videoItem(2)]));
    const clear = vi.spyOn(activity, 'clearHistoryItem').mockResolvedValue(undefined);
    const view = await renderHistory();
    await screen.findByRole('link', { name: 'Tide 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { clear, view };
  }
  const removeButton = (title: string) =>
    screen.getByRole('button', { name: new RegExp(`^Remove from history\\W+${title}$`) });

  it('takes the item off at once; Undo brings it back and nothing is sent', async () => {
    const { clear } = await withTwoEpisodes();
    fireEvent.click(removeButton('Tide 1'));
    expect(screen.queryByRole('link', { name: 'Tide 1' })).toBeNull();
    const notice = screen.getByText('“Tide 1” removed from your history.').closest('[role="status"]')!;
    // Keyboard focus stays in the list, where the next row is.
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('link', { name: 'Tide 1' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(HISTORY_UNDO_MS * 2));
    expect(clear).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('sends the removal when the offer ends, and the item stays off', async () => {
    const { clear } = await withTwoEpisodes();
    fireEvent.click(removeButton('Tide 2'));
    await act(async () => vi.advanceTimersByTime(HISTORY_UNDO_MS - 1));
    expect(clear).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(clear).toHaveBeenCalledWith('episode', videoItem(2).uuid);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tide 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tide 1' })).toBeTruthy();
  });

  it('sends the pending removal at once when another item is removed, or the page is left', async () => {
    const { clear, view } = await withTwoEpisodes();
    fireEvent.click(removeButton('Tide 1'));
    fireEvent.click(removeButton('Tide 2'));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledWith('episode', videoItem(1).uuid);
    expect(screen.getByText('“Tide 2” removed from your history.')).toBeTruthy();
    view.unmount();
    expect(clear).toHaveBeenCalledTimes(2);
    expect(clear).toHaveBeenLastCalledWith('episode', videoItem(2).uuid);
  });

  it('brings a refused removal back and says why; a 404 (gone already) counts as removed', async () => {
    const { clear } = await withTwoEpisodes();
    clear.mockRejectedValueOnce(apiError(5008)).mockRejectedValueOnce(apiError(1601));
    fireEvent.click(removeButton('Tide 1'));
    await act(async () => vi.advanceTimersByTime(HISTORY_UNDO_MS));
    expect(screen.getByRole('link', { name: 'Tide 1' })).toBeTruthy();
    expect(screen.getAllByRole('alert')[0]!.textContent).not.toBe('');

    fireEvent.click(removeButton('Tide 2'));
    await act(async () => vi.advanceTimersByTime(HISTORY_UNDO_MS));
    expect(screen.queryByRole('link', { name: 'Tide 2' })).toBeNull();
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('');
  });
});

describe('the History page: comics', () => {
  it('shows the comics tab from the address: books with series, issue, page reached and read tick', async () => {
    const history = vi
      .spyOn(activity, 'history')
      .mockResolvedValue(overview([comicItem(2), comicItem(1, { is_watched: true, page_index: 21 })]));
    const videos = vi.spyOn(activity, 'videoHistory');
    await renderHistory(`${ROUTE}?show=comics`);
    const list = await screen.findByRole('list', { name: 'Books read' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Ember Tales #2' }).getAttribute('href')).toBe(
      comicItem(2).book.url,
    );
    expect(within(rows[0]!).getByText('Ember Tales')).toBeTruthy();
    expect(within(rows[0]!).getByText('Issue 2')).toBeTruthy();
    expect(within(rows[0]!).getByText('Page 5 of 22')).toBeTruthy();
    expect(within(rows[1]!).getByText('Read')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/^Page/)).toBeNull();
    // Books have no mark: only removal.
    expect(within(rows[0]!).queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(history).toHaveBeenCalled();
    expect(videos).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Comics', selected: true })).toBeTruthy();
  });

  it('switches between the tabs by click and with the arrow keys, the tab in the address', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(1)]));
    vi.spyOn(activity, 'history').mockResolvedValue(overview([comicItem(1)]));
    const { router } = await renderHistory();
    await videoList();
    const video = screen.getByRole('tab', { name: 'Video' });
    const comics = screen.getByRole('tab', { name: 'Comics' });
    // One tab stop: the selected tab.
    expect(video.tabIndex).toBe(0);
    expect(comics.tabIndex).toBe(-1);

    fireEvent.click(comics);
    expect(await screen.findByRole('list', { name: 'Books read' })).toBeTruthy();
    expect(router.state.location.search).toBe('?show=comics');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(comics.id);
    expect(comics.getAttribute('aria-controls')).toBe(panel.id);

    comics.focus();
    fireEvent.keyDown(comics, { key: 'ArrowRight' }); // wraps round to the first
    expect(screen.getByRole('tab', { name: 'Video', selected: true })).toBe(document.activeElement);
    expect(await videoList()).toBeTruthy();
    expect(router.state.location.search).toBe('');
    fireEvent.keyDown(video, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Comics', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(comics, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Video', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Comics', selected: true })).toBe(document.activeElement);
  });

  it('removes a book with Undo, then sends it as a book', async () => {
    vi.spyOn(activity, 'history').mockResolvedValue(overview([comicItem(1), comicItem(2)]));
    const clear = vi.spyOn(activity, 'clearHistoryItem').mockResolvedValue(undefined);
    await renderHistory(`${ROUTE}?show=comics`);
    await screen.findByRole('link', { name: 'Ember Tales #1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Remove from history\W+Ember Tales #1$/ }));
    expect(screen.queryByRole('link', { name: 'Ember Tales #1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('link', { name: 'Ember Tales #1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove from history\W+Ember Tales #1$/ }));
    await act(async () => vi.advanceTimersByTime(HISTORY_UNDO_MS));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledWith('book', comicItem(1).book_uuid);
    expect(screen.queryByRole('link', { name: 'Ember Tales #1' })).toBeNull();
  });

  it('says when nothing was read yet, with a way to the comics', async () => {
    vi.spyOn(activity, 'history').mockResolvedValue(overview([], [videoItem(1)]));
    await renderHistory(`${ROUTE}?show=comics`);
    expect(await screen.findByRole('heading', { name: 'Nothing read yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse comics' }).getAttribute('href')).toBe('/comics');
  });
});

describe('the History page: languages and access', () => {
  it('reads in Spanish', async () => {
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(videoPage([videoItem(3, { slider: 600 })]));
    await renderHistory(ROUTE, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial' })).toBeTruthy();
    expect(await screen.findByText('Temporada 1 · Episodio 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Marcar como visto\W+Tide 3$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cómics' })).toBeTruthy();
  });

  it('has no serious accessibility violations, with the Undo offered', async () => {
    const reply: VideoHistoryList = videoPage([videoItem(1), videoItem(2, { is_watched: true })], 'key');
    vi.spyOn(activity, 'videoHistory').mockResolvedValue(reply);
    vi.spyOn(activity, 'clearHistoryItem').mockResolvedValue(undefined);
    const { container } = await renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove from history\W+Tide 1$/ }));
    await screen.findByRole('button', { name: 'Undo' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no serious accessibility violations on the comics tab', async () => {
    const reply: UserHistory = overview([comicItem(1)]);
    vi.spyOn(activity, 'history').mockResolvedValue(reply);
    const { container } = await renderHistory(`${ROUTE}?show=comics`);
    await screen.findByRole('list', { name: 'Books read' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
