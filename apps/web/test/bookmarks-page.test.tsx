import type { DiscussionThread } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookmarkToggle, useBookmarkedPaths } from '../src/components/discussions';
import { BookmarksPage } from '../src/features/bookmarks';
import { apiClient } from '../src/lib/api-client';
import { axeViolations, bookmarkPage, makeThread } from './discussions-fixtures';
import { apiError, createFakeServices, marker, renderPage, signedInServices } from './fake-client';

const bookmarks = apiClient.bookmarks;
const PAGE_ROUTE = '/account/bookmarks';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Bookmarked thread n of the fixtures' board, as the server answers it. */
function thread(n: number, overrides: Partial<DiscussionThread> = {}): DiscussionThread {
  return makeThread({
    uuid: `0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f${String(n).padStart(2, '0')}`,
    username: 'grace_h',
    created_at: '2026-03-01T10:00:00Z',
    title: `Thread ${n}`,
    body: 'Opening post',
    reply_count: 0,
    last_activity_at: '2026-03-01T10:00:00Z',
    ...overrides,
  });
}

describe('the bookmark toggle', () => {
  const one = thread(1);
  const toggle = <BookmarkToggle path={one.path} threadTitle={one.title} />;

  it('asks a visitor to sign in and come back, and asks the server nothing', async () => {
    const check = vi.spyOn(bookmarks, 'checkBookmarks');
    renderPage(toggle, {
      pattern: '/boards/:slug/threads/:uuid',
      path: one.path,
      services: createFakeServices(),
    });
    const link = await screen.findByRole('link', { name: 'Sign in to bookmark' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(one.path)}`);
    expect(check).not.toHaveBeenCalled();
  });

  it('shows a bookmarked thread as pressed, and removes the bookmark', async () => {
    const check = vi.spyOn(bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([one]));
    const remove = vi.spyOn(bookmarks, 'removeBookmark').mockResolvedValue(undefined);
    renderPage(toggle, { pattern: '/t', path: '/t', services: await signedInServices() });

    const button = await screen.findByRole('button', { name: /^Bookmarked\W+Thread 1$/, pressed: true });
    expect(check).toHaveBeenCalledWith([one.path], 1);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /^Bookmark\W+Thread 1$/, pressed: false })).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(one.path);
  });

  it('bookmarks a thread; 1052 (bookmarked already) shows it as bookmarked, without a complaint', async () => {
    vi.spyOn(bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([]));
    const add = vi.spyOn(bookmarks, 'addBookmark').mockRejectedValue(apiError(1052));
    renderPage(toggle, { pattern: '/t', path: '/t', services: await signedInServices() });

    const button = await screen.findByRole('button', { name: /^Bookmark\W+Thread 1$/, pressed: false });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(add).toHaveBeenCalledWith(one.path));
    expect(
      await screen.findByRole('button', { name: /^Bookmarked\W+Thread 1$/, pressed: true }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('1053 on removal shows it as not bookmarked, without a complaint', async () => {
    vi.spyOn(bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([one]));
    vi.spyOn(bookmarks, 'removeBookmark').mockRejectedValue(apiError(1053));
    renderPage(toggle, { pattern: '/t', path: '/t', services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: /^Bookmarked\W+Thread 1$/ }));
    expect(await screen.findByRole('button', { name: /^Bookmark\W+Thread 1$/, pressed: false })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts a refused bookmark back and says why (a hidden or deleted thread: 1056)', async () => {
    vi.spyOn(bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([]));
    vi.spyOn(bookmarks, 'addBookmark').mockRejectedValue(apiError(1056));
    renderPage(toggle, { pattern: '/t', path: '/t', services: await signedInServices() });
    const button = await screen.findByRole('button', { name: /^Bookmark\W+Thread 1$/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    expect(await screen.findByText('Bookmark not changed: Thread does not exist')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bookmark\W+Thread 1$/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('asks once for a whole thread list, toggles and list hook alike', async () => {
    const threads = [thread(1), thread(2), thread(3)];
    const check = vi.spyOn(bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([threads[1]!]));
    function List() {
      const { bookmarked } = useBookmarkedPaths(threads.map((item) => item.path));
      return (
        <ul>
          {threads.map((item) => (
            <li key={item.uuid}>
              <span>{bookmarked.has(item.path) ? `${item.title} is saved` : item.title}</span>
              <BookmarkToggle path={item.path} threadTitle={item.title} />
            </li>
          ))}
        </ul>
      );
    }
    renderPage(<List />, { pattern: '/b', path: '/b', services: await signedInServices() });
    expect(await screen.findByText('Thread 2 is saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bookmarked\W+Thread 2$/, pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bookmark\W+Thread 1$/, pressed: false })).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith(
      threads.map((item) => item.path),
      1,
    );
  });

  it('reads every page of the answer when many of the paths are bookmarked', async () => {
    const threads = Array.from({ length: 25 }, (_, index) => thread(index + 1));
    const check = vi
      .spyOn(bookmarks, 'checkBookmarks')
      .mockImplementation(async (_paths, page) =>
        page === 2 ? bookmarkPage(threads.slice(20), 2, 2) : bookmarkPage(threads.slice(0, 20), 1, 2),
      );
    function Saved() {
      const { bookmarked, isPending } = useBookmarkedPaths(threads.map((item) => item.path));
      return <p>{isPending ? 'asking' : `${bookmarked.size} saved`}</p>;
    }
    renderPage(<Saved />, { pattern: '/b', path: '/b', services: await signedInServices() });
    expect(await screen.findByText('25 saved')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('the Bookmarks page', () => {
  it('lists the bookmarked threads: title linking to the thread, board, author and date', async () => {
    const reply = Promise.resolve(
      bookmarkPage([thread(1), thread(2, { title: '<b>bold</b> & <script>x</script>' })]),
    );
    const get = vi.spyOn(bookmarks, 'getBookmarks').mockReturnValue(reply);
    renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
    });
    expect(screen.getByText('Loading your bookmarks…').getAttribute('role')).toBe('status');

    const list = await screen.findByRole('list', { name: 'Bookmarked threads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Thread 1' });
    expect(link.getAttribute('href')).toBe(thread(1).path);
    expect(within(rows[0]!).getByText('in Ember Harbor')).toBeTruthy();
    expect(within(rows[0]!).getByText('by grace_h')).toBeTruthy();
    expect(within(rows[0]!).getByText('Mar 1, 2026')).toBeTruthy();
    // A title is text, whatever it holds.
    expect(within(rows[1]!).getByRole('link', { name: '<b>bold</b> & <script>x</script>' })).toBeTruthy();
    expect(list.querySelector('script, b')).toBeNull();
    expect(get).toHaveBeenCalledWith(1);
  });

  it('says when there are none, with a way to the boards', async () => {
    vi.spyOn(bookmarks, 'getBookmarks').mockResolvedValue(bookmarkPage([], 1, 0));
    renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the discussion boards' }).getAttribute('href')).toBe(
      '/boards',
    );
  });

  it('removes a bookmark at once and puts it back with Undo', async () => {
    const [first, second] = [thread(1), thread(2)];
    const get = vi.spyOn(bookmarks, 'getBookmarks').mockResolvedValue(bookmarkPage([first!, second!]));
    const remove = vi.spyOn(bookmarks, 'removeBookmark').mockImplementation(async () => {
      get.mockResolvedValue(bookmarkPage([second!]));
    });
    const add = vi.spyOn(bookmarks, 'addBookmark').mockImplementation(async () => {
      get.mockResolvedValue(bookmarkPage([first!, second!]));
      return first!;
    });
    renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
    });

    fireEvent.click(await screen.findByRole('button', { name: /^Remove\W+Thread 1$/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Thread 1' })).toBeNull());
    await waitFor(() => expect(remove).toHaveBeenCalledWith(first!.path));
    const toast = screen.getByText('“Thread 1” removed from your bookmarks.').closest('[role="status"]')!;
    fireEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith(first!.path));
    expect(await screen.findByRole('link', { name: 'Thread 1' })).toBeTruthy();
    expect(await screen.findByText('Bookmark restored.')).toBeTruthy();
  });

  it('brings a refused removal back and says why', async () => {
    vi.spyOn(bookmarks, 'getBookmarks').mockResolvedValue(bookmarkPage([thread(1)]));
    vi.spyOn(bookmarks, 'removeBookmark').mockRejectedValue(apiError(5008));
    renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove\W+Thread 1$/ }));
    expect(await screen.findByRole('link', { name: 'Thread 1' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alert')[0]!.textContent).not.toBe(''));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('pages with the pager, the page in the address', async () => {
    const get = vi
      .spyOn(bookmarks, 'getBookmarks')
      .mockImplementation(async (page = 1) => bookmarkPage([thread(page)], page, 3));
    const { router } = renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: `${PAGE_ROUTE}?page=2`,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('link', { name: 'Thread 2' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(2);
    const pager = screen.getByRole('navigation', { name: 'Pages of bookmarks' });
    expect(within(pager).getByRole('link', { name: /2/, current: 'page' })).toBeTruthy();
    fireEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Thread 3' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('goes to the last page when the page asked for is past the end (1055)', async () => {
    const get = vi.spyOn(bookmarks, 'getBookmarks').mockImplementation(async (page = 1) => {
      if (page > 2) throw apiError(1055);
      return bookmarkPage([thread(page)], page, 2);
    });
    const { router } = renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: `${PAGE_ROUTE}?page=4`,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('link', { name: 'Thread 2' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(get.mock.calls.map(([page]) => page)).toEqual([4, 1, 2]);
    expect(screen.queryByRole('alert', { name: /Page out of bounds/ })).toBeNull();
  });

  it('after removing the last one of the last page, shows the page before', async () => {
    const store = [thread(1), thread(2)];
    // One per page, as if the page size were 1: removing the only one of page 2 empties it.
    vi.spyOn(bookmarks, 'getBookmarks').mockImplementation(async (page = 1) => {
      if (page > Math.max(store.length, 1)) throw apiError(1055);
      return bookmarkPage(store.slice(page - 1, page), page, store.length);
    });
    vi.spyOn(bookmarks, 'removeBookmark').mockImplementation(async (path) => {
      store.splice(
        store.findIndex((item) => item.path === path),
        1,
      );
    });
    const { router } = renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: `${PAGE_ROUTE}?page=2`,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove\W+Thread 2$/ }));
    expect(await screen.findByRole('link', { name: 'Thread 1' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads in Spanish', async () => {
    vi.spyOn(bookmarks, 'getBookmarks').mockResolvedValue(bookmarkPage([thread(1)]));
    renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcadores' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Quitar\W+Thread 1$/ })).toBeTruthy();
    expect(screen.getByText('en Ember Harbor')).toBeTruthy();
  });

  it('has no serious accessibility violations, with the Undo offered', async () => {
    vi.spyOn(bookmarks, 'getBookmarks').mockResolvedValue(bookmarkPage([thread(1), thread(2)], 1, 2));
    vi.spyOn(bookmarks, 'removeBookmark').mockResolvedValue(undefined);
    const { container } = renderPage(<BookmarksPage />, {
      pattern: PAGE_ROUTE,
      path: PAGE_ROUTE,
      services: await signedInServices(),
      routes: [marker('/boards/*')],
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove\W+Thread 1$/ }));
    await screen.findByRole('button', { name: 'Undo' });
    await act(async () => {});
    expect(await axeViolations(container)).toEqual([]);
  });
});
