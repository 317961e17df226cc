import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContinueRail, UNDO_WINDOW_MS } from '../src/features/continue';
import { apiClient } from '../src/lib/api-client';
import {
  BOOK_UUID,
  COMIC_SERIES_UUID,
  EPISODE_UUID,
  SERIES_UUID,
  bookItem,
  episodeItem,
  feedPage,
} from './continue-fixtures';
import { apiError, createFakeServices, renderRoute, signedInServices } from './fake-client';

const activity = apiClient.activity;
const RAIL = 'Continue watching and reading';
const OTHER_SERIES = '1a2b3c4d-5e6f-4a7b-8c9d-00000000000c';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lanterns of Vell, finished episode 3: episode 4 is next. */
const upNext = episodeItem({
  container_uuid: OTHER_SERIES,
  container_title: 'Lanterns of Vell',
  container_asset_key: 'lanterns-of-vell',
  status: 'up_next',
  content_id: '2a2b3c4d-5e6f-4a7b-8c9d-000000000004',
  title: 'High Water',
  number: 4,
  timestamp: 0,
  progress: 0,
  url: '/watch/episode/2a2b3c4d-5e6f-4a7b-8c9d-000000000004',
});

/** The decorative progress bar of a tile (the status line says it in words), as its width. */
function barWidth(tile: HTMLElement): string | null {
  const fill = tile.querySelector<HTMLElement>('[aria-hidden="true"] > span[style]');
  return fill ? fill.style.inlineSize : null;
}

async function renderRail(locale: 'en' | 'es' = 'en') {
  const view = renderRoute(<ContinueRail />, { services: await signedInServices(), locale });
  const rail = await screen.findByRole('region', { name: locale === 'en' ? RAIL : 'Sigue viendo y leyendo' });
  return { ...view, rail };
}

function tilesOf(rail: HTMLElement) {
  return within(rail).queryAllByRole('listitem');
}

describe('the Continue rail', () => {
  it('shows each container with its item, where the member is and how far, linking to the item', async () => {
    const feed = vi
      .spyOn(activity, 'consumeNext')
      .mockResolvedValue(feedPage([episodeItem(), bookItem(), upNext]));
    const { rail } = await renderRail();
    expect(feed).toHaveBeenCalledWith({ limit: 20 }, expect.objectContaining({ signal: expect.anything() }));

    const [episode, book, next] = tilesOf(rail);
    expect(tilesOf(rail)).toHaveLength(3);
    const episodeLink = within(episode!).getByRole('link');
    expect(episodeLink.getAttribute('href')).toBe(`/watch/episode/${EPISODE_UUID}?t=480`);
    // 1200 s long, at 480 s: 12 minutes left.
    expect(episodeLink.textContent).toBe('Moon HarborEp. 3 · Low TideResume · 12 min left');
    expect(barWidth(episode!)).toBe('40%');

    const bookLink = within(book!).getByRole('link');
    expect(bookLink.getAttribute('href')).toBe(`/comics/read/${BOOK_UUID}?page=5`);
    expect(bookLink.textContent).toBe('Ember Tales#2 · First LightPage 5 of 22');
    expect(barWidth(book!)).toBe('23%');

    expect(within(next!).getByRole('link').textContent).toBe(
      'Lanterns of VellEp. 4 · High WaterUp next: Episode 4',
    );
    // Nothing started yet: no bar.
    expect(barWidth(next!)).toBeNull();
    expect(
      within(next!).getByRole('button', {
        name: 'Remove Lanterns of Vell from Continue watching and reading',
      }),
    ).toBeTruthy();
  });

  it('speaks Spanish, and names the next book by its issue, or its title when it has no number', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(
      feedPage([
        episodeItem({ timestamp: 1190 }),
        bookItem({ status: 'up_next', number: 3, page_index: 0, progress: 0 }),
        upNext,
      ]),
    );
    const { rail } = await renderRail('es');
    const [episode, book] = tilesOf(rail);
    // 10 seconds left still reads as a minute.
    expect(within(episode!).getByText('Reanudar · quedan 1 min')).toBeTruthy();
    expect(within(book!).getByText('A continuación: número 3')).toBeTruthy();
    expect(
      within(rail).getByRole('button', { name: 'Quitar Moon Harbor de Sigue viendo y leyendo' }),
    ).toBeTruthy();
  });

  it('says a book under way by its page, and an item without a number by its title', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(
      feedPage([
        bookItem({ page_index: 21 }),
        episodeItem({ status: 'up_next', number: null, title: 'Pilot' }),
      ]),
    );
    const { rail } = await renderRail();
    const [book, episode] = tilesOf(rail);
    expect(within(book!).getByText('Page 22 of 22')).toBeTruthy();
    expect(within(episode!).getByText('Up next: Pilot')).toBeTruthy();
  });

  it('takes a removed tile off at once; Undo puts it back and the server hears nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem(), bookItem(), upNext]));
    const ignore = vi.spyOn(activity, 'ignoreContainer').mockResolvedValue(undefined);
    const { rail } = await renderRail();

    const remove = within(rail).getByRole('button', {
      name: 'Remove Ember Tales from Continue watching and reading',
    });
    remove.focus();
    fireEvent.click(remove);
    expect(tilesOf(rail).map((tile) => within(tile).getByRole('link').textContent)).toEqual([
      'Moon HarborEp. 3 · Low TideResume · 12 min left',
      'Lanterns of VellEp. 4 · High WaterUp next: Episode 4',
    ]);
    // The keyboard moves on to the next tile, not to the top of the page.
    expect(document.activeElement).toBe(within(tilesOf(rail)[1]!).getByRole('link'));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Ember Tales removed from Continue watching and reading.');

    fireEvent.click(within(notice).getByRole('button', { name: /^Undo\W+Ember Tales$/ }));
    expect(tilesOf(rail)).toHaveLength(3);
    expect(notice.textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    });
    expect(ignore).not.toHaveBeenCalled();
    expect(tilesOf(rail)).toHaveLength(3);
  });

  it('sends the removal when the notice ends, and the rail asks again without it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const feed = vi
      .spyOn(activity, 'consumeNext')
      .mockResolvedValueOnce(feedPage([episodeItem(), bookItem()]))
      .mockResolvedValue(feedPage([bookItem()]));
    const ignore = vi.spyOn(activity, 'ignoreContainer').mockResolvedValue(undefined);
    const { rail } = await renderRail();

    fireEvent.click(
      within(rail).getByRole('button', { name: 'Remove Moon Harbor from Continue watching and reading' }),
    );
    await act(async () => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS - 100);
    });
    expect(ignore).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(ignore).toHaveBeenCalledExactlyOnceWith('series', SERIES_UUID);
    await waitFor(() => expect(feed).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(tilesOf(rail).map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      `/comics/read/${BOOK_UUID}?page=5`,
    ]);
  });

  it('a second removal sends the first at once; the last tile gone, Undo takes the focus', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem(), bookItem()]));
    const ignore = vi.spyOn(activity, 'ignoreContainer').mockResolvedValue(undefined);
    const { rail } = await renderRail();

    fireEvent.click(
      within(rail).getByRole('button', { name: 'Remove Moon Harbor from Continue watching and reading' }),
    );
    fireEvent.click(
      within(rail).getByRole('button', { name: 'Remove Ember Tales from Continue watching and reading' }),
    );
    expect(ignore).toHaveBeenCalledExactlyOnceWith('series', SERIES_UUID);
    expect(screen.queryByRole('region', { name: RAIL })).toBeNull();
    const undo = screen.getByRole('button', { name: /^Undo\W+Ember Tales$/ });
    await waitFor(() => expect(document.activeElement).toBe(undo));
  });

  it('sends a waiting removal when the member leaves the page', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem(), bookItem()]));
    const ignore = vi.spyOn(activity, 'ignoreContainer').mockResolvedValue(undefined);
    const { rail, unmount } = await renderRail();
    fireEvent.click(
      within(rail).getByRole('button', { name: 'Remove Ember Tales from Continue watching and reading' }),
    );
    expect(ignore).not.toHaveBeenCalled();
    unmount();
    expect(ignore).toHaveBeenCalledExactlyOnceWith('comicseries', COMIC_SERIES_UUID);
  });

  it('brings a tile back, and says so, when the server does not take the removal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem(), bookItem()]));
    vi.spyOn(activity, 'ignoreContainer').mockRejectedValue(apiError(5008));
    const { rail } = await renderRail();
    fireEvent.click(
      within(rail).getByRole('button', { name: 'Remove Moon Harbor from Continue watching and reading' }),
    );
    expect(tilesOf(rail)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS);
    });
    await waitFor(() => expect(tilesOf(rail)).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Moon Harbor could not be removed. Try again later.');
  });

  it('moves between tiles with the arrow keys', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem(), bookItem(), upNext]));
    const { rail } = await renderRail();
    const links = within(rail).getAllByRole('link');
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });
});

describe('what the Continue rail shows around its tiles', () => {
  it('shows nothing at all to a visitor, and asks nothing', async () => {
    const feed = vi.spyOn(activity, 'consumeNext');
    const { container } = renderRoute(
      <div data-testid="slot">
        <ContinueRail />
      </div>,
      { services: createFakeServices() },
    );
    const slot = await screen.findByTestId('slot');
    expect(slot.innerHTML).toBe('');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(feed).not.toHaveBeenCalled();
  });

  it('renders nothing in the server render, even for a member (the session is the browser’s)', async () => {
    vi.spyOn(activity, 'consumeNext').mockResolvedValue(feedPage([episodeItem()]));
    let serverMarkup = '';
    renderRoute(
      <div data-testid="slot">
        <ContinueRail />
      </div>,
      {
        services: createFakeServices(),
        serverRendered: (container) => {
          serverMarkup = container.querySelector('[data-testid="slot"]')?.innerHTML ?? 'missing';
        },
      },
    );
    expect(serverMarkup).toBe('');
  });

  it('shows a skeleton while loading, then no rail when there is nothing to continue', async () => {
    let answer!: (page: ReturnType<typeof feedPage>) => void;
    vi.spyOn(activity, 'consumeNext').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderRoute(<ContinueRail />, { services: await signedInServices() });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    await act(async () => answer(feedPage([])));
    // Only the (empty) removal notice is left.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.queryByRole('region', { name: RAIL })).toBeNull();
  });

  it('says quietly when the feed cannot be read, and tries again on request', async () => {
    const feed = vi
      .spyOn(activity, 'consumeNext')
      .mockRejectedValueOnce(apiError(1850))
      .mockResolvedValue(feedPage([episodeItem()]));
    renderRoute(<ContinueRail />, { services: await signedInServices() });
    expect(await screen.findByText(/What you were watching and reading could not be loaded\./)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: RAIL })).toBeTruthy();
    expect(feed).toHaveBeenCalledTimes(2);
  });
});
