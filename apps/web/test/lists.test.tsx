import type { ListItem, ListItemUuids, UserList, UserListDetail } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToList } from '../src/components/lists';
import { ListPage } from '../src/features/lists/ListPage';
import { MyListsPage } from '../src/features/lists/MyListsPage';
import { UNDO_MS } from '../src/features/lists/use-undo-delete';
import { apiClient } from '../src/lib/api-client';
import { asItem, makeEpisode, makeSeries } from './catalogue-fixtures';
import {
  apiError,
  claimsFor,
  createFakeServices,
  makeProfile,
  renderPage,
  signedInServices,
} from './fake-client';
import { deferred } from './deferred';

/** A member the claims let make public lists (the server: a verified email address). */
function publisher() {
  const claims = claimsFor('registered');
  return signedInServices({
    getClaims: () =>
      Promise.resolve({ ...claims, premium: { ...claims.premium, canCreatePublicUserlists: true } }),
  });
}

const lists = apiClient.lists;
const ME = 'user-guid-1';
const OTHER = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const LIST = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CONTENT = '0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function userList(overrides: Partial<UserList> = {}): UserList {
  return {
    uuid: LIST,
    title: 'Speedsters',
    description: 'Fast ones',
    is_public: true,
    is_favorites: false,
    is_pull_list: false,
    is_following: false,
    follower_count: 4,
    items_count: 0,
    counts: { series: 0, episode: 0, clip: 0, comicseries: 0, book: 0, collection: 0 },
    user_guid: ME,
    username: 'ada_lovelace',
    url: `/lists/${LIST}`,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

function seriesItem(title: string, sortOrder = 0): ListItem {
  const series = makeSeries({ title });
  return {
    content_type: 'series',
    content_uuid: series.uuid,
    urn: `urn:series:${series.uuid}`,
    sort_order: sortOrder,
    created_at: '2026-01-01T00:00:00Z',
    content: asItem.series(series),
  };
}

function episodeItem(title: string): ListItem {
  const episode = makeEpisode({ title });
  return {
    content_type: 'episode',
    content_uuid: episode.uuid,
    urn: `urn:episode:${episode.uuid}`,
    sort_order: 0,
    created_at: '2026-01-01T00:00:00Z',
    content: asItem.episode(episode),
  };
}

function detail(items: ListItem[], overrides: Partial<UserList> = {}): UserListDetail {
  return {
    ...userList({ items_count: items.length, ...overrides }),
    items: {
      count: items.length,
      num_pages: 1,
      page: 1,
      page_size: 100,
      links: { next: null, prev: null, url: `/api/lists/2/list/${LIST}` },
      values: items,
    },
  };
}

function itemUuids(favourites: string[], own: { uuid: string; title: string; items: string[] }[] = []) {
  const reply: ListItemUuids = {
    values: [
      {
        uuid: 'f0000000-0000-4000-8000-000000000000',
        title: 'Favourites',
        is_favorites: true,
        item_uuids: favourites,
      },
      ...own.map((list) => ({
        uuid: list.uuid,
        title: list.title,
        is_favorites: false,
        item_uuids: list.items,
      })),
    ],
  };
  return reply;
}

const control = <AddToList type="series" uuid={CONTENT} title="The Flash" />;

describe('the add-to-list control', () => {
  it('asks a visitor to sign in, and sends nothing', async () => {
    const spy = vi.spyOn(lists, 'itemUuids');
    renderPage(control, { pattern: '/series', path: '/series', services: createFakeServices() });
    const link = await screen.findByRole('link', { name: 'Sign in to save' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fseries');
    expect(spy).not.toHaveBeenCalled();
  });

  it('favourites at once, before the server answers, and stays favourited when it agrees', async () => {
    vi.spyOn(lists, 'itemUuids').mockResolvedValue(itemUuids([]));
    const add = deferred<ListItem>();
    const addItem = vi.spyOn(lists, 'addItem').mockReturnValue(add.promise);
    renderPage(control, { pattern: '/s', path: '/s', services: await signedInServices() });

    const star = await screen.findByRole('button', { name: /^Favourite\W+The Flash$/ });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    // Optimistic: pressed while the request is still in flight.
    expect(
      await screen.findByRole('button', { name: /^In favourites\W+The Flash$/, pressed: true }),
    ).toBeTruthy();
    expect(addItem).toHaveBeenCalledWith('series', CONTENT, 'favorites');
    vi.spyOn(lists, 'itemUuids').mockResolvedValue(itemUuids([CONTENT]));
    await act(async () => add.resolve(seriesItem('The Flash')));
    expect(
      screen.getByRole('button', { name: /^In favourites\W+The Flash$/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('rolls a refused change back and says why', async () => {
    vi.spyOn(lists, 'itemUuids').mockResolvedValue(itemUuids([CONTENT]));
    const remove = deferred<{ success: true }>();
    vi.spyOn(lists, 'removeItem').mockReturnValue(remove.promise);
    renderPage(control, { pattern: '/s', path: '/s', services: await signedInServices() });

    fireEvent.click(await screen.findByRole('button', { name: /^In favourites\W+The Flash$/ }));
    expect(
      await screen.findByRole('button', { name: /^Favourite\W+The Flash$/, pressed: false }),
    ).toBeTruthy();
    await act(async () => remove.reject(apiError(2200)));
    expect(
      await screen.findByRole('button', { name: /^In favourites\W+The Flash$/, pressed: true }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not saved: Not authorized or profile not found');
  });

  it('lists my lists with checkmarks, adds to one, and creates a new one with the item', async () => {
    const other = 'b1b2b3b4-c1c2-4d1d-8e1e-f1f2f3f4f5f6';
    vi.spyOn(lists, 'itemUuids').mockResolvedValue(
      itemUuids(
        [],
        [
          { uuid: LIST, title: 'Speedsters', items: [CONTENT] },
          { uuid: other, title: 'Rewatch', items: [] },
        ],
      ),
    );
    const addItem = vi.spyOn(lists, 'addItem').mockResolvedValue(seriesItem('The Flash'));
    const created = userList({ uuid: 'c0c0c0c0-0000-4000-8000-000000000001', title: 'New' });
    // As the client does: a blank title fails its check (2201, field title).
    const create = vi
      .spyOn(lists, 'create')
      .mockImplementation(async (input) =>
        input.title.trim() ? created : Promise.reject(apiError(2201, 'title')),
      );
    renderPage(control, { pattern: '/s', path: '/s', services: await publisher() });

    const button = await screen.findByRole('button', { name: 'Add to…' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Add “The Flash” to a list' });
    const speedsters = within(menu).getByRole('menuitemcheckbox', { name: /Speedsters/ });
    const rewatch = within(menu).getByRole('menuitemcheckbox', { name: /Rewatch/ });
    expect(speedsters.getAttribute('aria-checked')).toBe('true');
    expect(rewatch.getAttribute('aria-checked')).toBe('false');
    // The menu takes the keyboard: focus on its first item, arrows move through it.
    await waitFor(() => expect(document.activeElement).toBe(speedsters));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rewatch);
    // What the server holds once the item is added (the control asks again after a change).
    vi.mocked(lists.itemUuids).mockResolvedValue(
      itemUuids(
        [],
        [
          { uuid: LIST, title: 'Speedsters', items: [CONTENT] },
          { uuid: other, title: 'Rewatch', items: [CONTENT] },
        ],
      ),
    );
    fireEvent.click(rewatch);
    await waitFor(() => expect(addItem).toHaveBeenCalledWith('series', CONTENT, other));
    expect(rewatch.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(menu).getByRole('menuitem', { name: /New list…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    // Blank title: the client check's message, and nothing created.
    expect(await within(dialog).findByText('Give the list a title.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Public' }));
    create.mockClear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create).toHaveBeenCalledWith({ title: 'New', description: '', is_public: true });
    await waitFor(() =>
      expect(addItem).toHaveBeenLastCalledWith('series', CONTENT, 'c0c0c0c0-0000-4000-8000-000000000001'),
    );
  });
});

const LIST_ROUTE = '/lists/:uuid';

describe('the list page', () => {
  it('shows a loading state, then the items with their art', async () => {
    const reply = deferred<UserListDetail>();
    vi.spyOn(lists, 'getList').mockReturnValue(reply.promise);
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading the list…');
    await act(async () => reply.resolve(detail([seriesItem('Arrow'), episodeItem('Pilot')])));
    const items = await screen.findByRole('list', { name: 'Items of Speedsters' });
    expect(
      within(items)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Arrow'), expect.stringContaining('Pilot')]);
    expect(lists.getList).toHaveBeenCalledWith(
      LIST,
      { sort: 'sort_order', page_size: 100 },
      expect.anything(),
    );
  });

  it('says so when the list is empty', async () => {
    vi.spyOn(lists, 'getList').mockResolvedValue(detail([]));
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
  });

  it('someone else’s private list: the not-authorised state (2200)', async () => {
    vi.spyOn(lists, 'getList').mockRejectedValue(apiError(2200));
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: 'This list is private' })).toBeTruthy();
  });

  it('in Spanish, a list that does not exist (2202)', async () => {
    vi.spyOn(lists, 'getList').mockRejectedValue(apiError(2202));
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { name: 'No se encontró la lista' })).toBeTruthy();
  });

  it('someone else’s public list: owner, follow with the follower count, share link', async () => {
    vi.spyOn(lists, 'getList').mockResolvedValue(
      detail([seriesItem('Arrow')], { user_guid: OTHER, username: 'barry_allen' }),
    );
    const follow = vi
      .spyOn(lists, 'follow')
      .mockResolvedValue({ uuid: LIST, is_following: true, follower_count: 5 });
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    expect(await screen.findByText('A list by barry_allen')).toBeTruthy();
    expect(screen.getByText('4 followers')).toBeTruthy();
    expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/lists/${LIST}`,
    );
    // Not the owner: no reordering or removing.
    expect(screen.queryByRole('button', { name: /Move up/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Follow', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Following', pressed: true })).toBeTruthy();
    expect(await screen.findByText('5 followers')).toBeTruthy();
    expect(follow).toHaveBeenCalledWith(LIST);
  });

  it('a refused follow goes back, with the reason', async () => {
    vi.spyOn(lists, 'getList').mockResolvedValue(detail([], { user_guid: OTHER, username: 'barry_allen' }));
    vi.spyOn(lists, 'follow').mockRejectedValue(apiError(2207));
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You cannot follow your own list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow', pressed: false })).toBeTruthy();
    expect(screen.getByText('4 followers')).toBeTruthy();
  });

  it('the owner reorders from the keyboard: Alt+ArrowDown moves the item and sends its sort_order', async () => {
    const [arrow, pilot, flash] = [seriesItem('Arrow'), episodeItem('Pilot'), seriesItem('Flash')];
    // The server keeps the orders it is sent, and answers the list in that order.
    const server = [arrow!, pilot!, flash!];
    vi.spyOn(lists, 'getList').mockImplementation(async () =>
      detail([...server].sort((a, b) => a.sort_order - b.sort_order)),
    );
    const setOrder = vi
      .spyOn(lists, 'setItemSortOrder')
      .mockImplementation(async (_list, _type, contentUuid, sortOrder = 0) => {
        const at = server.findIndex((item) => item.content_uuid === contentUuid);
        server[at] = { ...server[at]!, sort_order: sortOrder };
        return server[at]!;
      });
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices({}, makeProfile({ user_guid: ME })),
    });
    const first = await screen.findByRole('listitem', { name: 'Arrow, 1 of 3' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    const items = screen.getByRole('list', { name: 'Items of Speedsters' });
    await waitFor(() =>
      expect(
        within(items)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Pilot, 1 of 3', 'Arrow, 2 of 3', 'Flash, 3 of 3']),
    );
    // Focus follows the moved item; its new place is announced.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Arrow, 2 of 3');
    expect(screen.getByText('Arrow moved to position 2 of 3.')).toBeTruthy();
    // Every item was at the default 0: each is numbered once by its place.
    await waitFor(() => expect(setOrder).toHaveBeenCalledTimes(2));
    expect(setOrder).toHaveBeenCalledWith(LIST, 'series', arrow!.content_uuid, 1);
    expect(setOrder).toHaveBeenCalledWith(LIST, 'series', flash!.content_uuid, 2);
    // Without Alt, arrows do nothing.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(setOrder).toHaveBeenCalledTimes(2);
  });

  it('a refused reorder puts the old order back', async () => {
    const [arrow, pilot] = [seriesItem('Arrow', 0), episodeItem('Pilot')];
    vi.spyOn(lists, 'getList').mockResolvedValue(detail([arrow!, { ...pilot!, sort_order: 1 }]));
    vi.spyOn(lists, 'setItemSortOrder').mockRejectedValue(apiError(2200));
    renderPage(<ListPage />, {
      pattern: LIST_ROUTE,
      path: `/lists/${LIST}`,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Move down\W+Arrow$/ }));
    expect(await screen.findByText('Not authorized or profile not found')).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Items of Speedsters' });
    expect(within(items).getAllByRole('listitem')[0]?.getAttribute('aria-label')).toBe('Arrow, 1 of 2');
  });
});

describe('my lists', () => {
  it('favourites first; delete hides the list with Undo, and Undo sends nothing', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({
      count: 2,
      values: [
        userList(),
        userList({
          uuid: 'f0000000-0000-4000-8000-000000000000',
          is_favorites: true,
          title: '',
          is_public: false,
        }),
      ],
    });
    const remove = vi.spyOn(lists, 'remove').mockResolvedValue({ success: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await signedInServices() });
    const cards = await screen.findByRole('list', { name: 'My lists' });
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Favourites', 'Speedsters']);
    fireEvent.click(screen.getByRole('button', { name: /^Delete\W+Speedsters$/ }));
    expect(screen.queryByRole('heading', { name: 'Speedsters' })).toBeNull();
    expect(screen.getByText('“Speedsters” deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Speedsters' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(UNDO_MS + 100));
    expect(remove).not.toHaveBeenCalled();

    // Without Undo, the delete is sent once the time is over.
    fireEvent.click(screen.getByRole('button', { name: /^Delete\W+Speedsters$/ }));
    await act(async () => vi.advanceTimersByTime(UNDO_MS - 100));
    expect(remove).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(remove).toHaveBeenCalledWith(LIST);
  });

  it('makes a list private at once, and back if refused', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({ count: 1, values: [userList()] });
    const update = vi.spyOn(lists, 'update').mockRejectedValue(apiError(2200));
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: /^Make private\W+Speedsters$/ }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(LIST, { is_public: false }));
    expect(await screen.findByText('Not authorized or profile not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Make private\W+Speedsters$/ })).toBeTruthy();
  });

  it('a refused create keeps the dialog open and says why', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({ count: 0, values: [] });
    const create = vi.spyOn(lists, 'create').mockRejectedValue(apiError(2208));
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await publisher() });
    fireEvent.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Villains' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ title: 'Villains', description: '', is_public: false }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('dialog', { name: 'New list' })).toBeTruthy();
  });

  it('through the real client: a server refusal (403 Not authorized) shows as 2200 in the dialog', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({ count: 0, values: [] });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json(
          { message: 'Not authorized', errors: [{ code: 'NOT_AUTHORIZED', message: 'Not authorized' }] },
          { status: 403 },
        ),
      );
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await publisher() });
    fireEvent.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Villains' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Public' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Not authorized or profile not found'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/lists/1/me');
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Villains', description: '', is_public: true });
  });

  it('without the claim, the public switch is locked and says why', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({ count: 0, values: [] });
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    expect((within(dialog).getByRole('switch', { name: 'Public' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Verify your email address to make lists public.')).toBeTruthy();
  });

  it('says when there are no lists yet', async () => {
    vi.spyOn(lists, 'userLists').mockResolvedValue({ count: 0, values: [] });
    renderPage(<MyListsPage />, { pattern: '/lists', path: '/lists', services: await signedInServices() });
    expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeTruthy();
  });
});
