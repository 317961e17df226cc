import type { DiscussionThread } from '@fanverse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscussionSection } from '../src/components/discussions/DiscussionSection';
import { BoardPage } from '../src/features/discussions/BoardPage';
import { BoardsPage } from '../src/features/discussions/BoardsPage';
import { ThreadPage } from '../src/features/discussions/ThreadPage';
import { apiClient } from '../src/lib/api-client';
import {
  BOARD_SLUG,
  ME,
  OTHER_THREAD,
  REPLY,
  SERIES,
  THREAD,
  makeBoard,
  makeReply,
  makeThread,
  pageOf,
  staffServices,
  withNoBookmarks,
  threadPathOf,
} from './discussions-fixtures';
import { apiError, createFakeServices, marker, renderPage, signedInServices } from './fake-client';

const discussions = apiClient.discussions;
const BOARD_ROUTE = '/boards/:slug';
const THREAD_ROUTE = '/boards/:slug/threads/:uuid';
const BOARD_PATH = `/boards/${BOARD_SLUG}`;
const THREAD_PATH = threadPathOf(THREAD);

withNoBookmarks();

describe('the boards page', () => {
  it('lists the general boards with their thread counts, and says where the title boards are', async () => {
    vi.spyOn(discussions, 'listBoards').mockResolvedValue(
      pageOf([
        makeBoard({
          slug: 'general',
          title: 'General chat',
          kind: 'general',
          thread_count: 1,
          path: '/boards/general',
        }),
        makeBoard(),
      ]),
    );
    renderPage(<BoardsPage />, { pattern: '/boards', path: '/boards' });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'General chat' }).getAttribute('href')).toBe(
      '/boards/general',
    );
    expect(within(list).getByText('1 thread')).toBeTruthy();
    // The series board is reached from the series page, not listed here.
    expect(within(list).queryByText('Ember Harbor')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse series' }).getAttribute('href')).toBe('/browse');
  });

  it('says so when there are no general boards, and shows a failure with a retry', async () => {
    const list = vi.spyOn(discussions, 'listBoards').mockResolvedValueOnce(pageOf([]));
    const first = renderPage(<BoardsPage />, { pattern: '/boards', path: '/boards' });
    expect(await screen.findByText('There are no general boards yet.')).toBeTruthy();
    first.unmount();
    list.mockRejectedValue(apiError(5008));
    renderPage(<BoardsPage />, { pattern: '/boards', path: '/boards' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the board page', () => {
  it('shows the board, its threads with their facts, and a pager', async () => {
    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard({ thread_count: 25 }));
    const threads = vi
      .spyOn(discussions, 'listThreads')
      .mockResolvedValue(
        pageOf(
          [
            makeThread({ is_locked: true, reply_count: 3 }),
            makeThread({ uuid: OTHER_THREAD, title: 'Second thread', username: 'zed', avatar: '' }),
          ],
          2,
          3,
        ),
      );
    renderPage(<BoardPage />, { pattern: BOARD_ROUTE, path: `${BOARD_PATH}?page=2` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Harbor' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Threads in Ember Harbor' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Who lit the lighthouse?' }).getAttribute('href')).toBe(
      THREAD_PATH,
    );
    expect(within(rows[0]!).getByText('3 replies')).toBeTruthy();
    expect(within(rows[0]!).getByText('Locked')).toBeTruthy();
    expect(within(rows[0]!).getByText('by grace_hopper')).toBeTruthy();
    const time = rows[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-11-21T10:00:00Z');
    expect(time.getAttribute('title')).toContain('2026');
    expect(threads).toHaveBeenCalledWith(BOARD_SLUG, { page: 2, page_size: 20 }, expect.anything());
    const pager = screen.getByRole('navigation', { name: 'Pages of threads in Ember Harbor' });
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      `${BOARD_PATH}?page=3`,
    );
  });

  it('says so when the board has no threads yet', async () => {
    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard({ thread_count: 0 }));
    vi.spyOn(discussions, 'listThreads').mockResolvedValue(pageOf([]));
    renderPage(<BoardPage />, { pattern: BOARD_ROUTE, path: BOARD_PATH });
    expect(await screen.findByText('No threads yet. Start the first one below.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Pages of threads/ })).toBeNull();
  });

  it('shows an unknown board as not found, and a failed thread list with a retry', async () => {
    vi.spyOn(discussions, 'getBoard').mockRejectedValueOnce(apiError(2300));
    vi.spyOn(discussions, 'listThreads').mockRejectedValue(apiError(5008));
    const first = renderPage(<BoardPage />, { pattern: BOARD_ROUTE, path: '/boards/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the community boards' }).getAttribute('href')).toBe(
      '/boards',
    );
    first.unmount();

    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard());
    renderPage(<BoardPage />, { pattern: BOARD_ROUTE, path: BOARD_PATH });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks a visitor to sign in to start a thread, and comes back here', async () => {
    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard());
    vi.spyOn(discussions, 'listThreads').mockResolvedValue(pageOf([]));
    renderPage(<BoardPage />, { pattern: BOARD_ROUTE, path: BOARD_PATH, services: createFakeServices() });
    const link = await screen.findByRole('link', { name: 'Sign in to start a thread' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`${BOARD_PATH}#new-thread`)}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the new thread form', () => {
  async function openForm() {
    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard());
    vi.spyOn(discussions, 'listThreads').mockResolvedValue(pageOf([]));
    const rendered = renderPage(<BoardPage />, {
      pattern: BOARD_ROUTE,
      path: BOARD_PATH,
      services: await signedInServices(),
      routes: [marker(THREAD_ROUTE)],
    });
    await screen.findByRole('heading', { name: 'New thread' });
    return rendered;
  }

  it('checks the title and text before sending anything, and counts the limits', async () => {
    const create = vi.spyOn(discussions, 'createThread');
    await openForm();
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '   ' } });
    expect(screen.getByText('3 of 150 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText('Give the thread a title.')).toBeTruthy();
    expect(screen.getByText('Write something first.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('posts the trimmed thread and opens it', async () => {
    const create = vi
      .spyOn(discussions, 'createThread')
      .mockResolvedValue(makeThread({ is_own: true, title: 'New one' }));
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  New one ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'Hello\nfans ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(create).toHaveBeenCalledWith(BOARD_SLUG, { title: 'New one', body: 'Hello\nfans' });
  });

  it('shows the server’s codes: posting too fast above the form, a bad title at its field', async () => {
    const create = vi.spyOn(discussions, 'createThread').mockRejectedValueOnce(apiError(2305));
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Again' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'More' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText('You are posting too fast. Please wait a few minutes.')).toBeTruthy();

    create.mockRejectedValueOnce(apiError(2306, 'title'));
    fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText('A thread needs a title of at most 150 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('You are posting too fast. Please wait a few minutes.')).toBeNull();
  });
});

describe('the thread page', () => {
  function serve(thread: DiscussionThread = makeThread(), replies = [makeReply()]) {
    vi.spyOn(discussions, 'getThread').mockResolvedValue({ thread, board: makeBoard() });
    return vi.spyOn(discussions, 'listReplies').mockResolvedValue(pageOf(replies));
  }

  it('shows the opening post, its replies oldest first, and the reply box', async () => {
    const replies = serve(makeThread({ reply_count: 2, edited_at: '2026-11-20T11:00:00Z' }), [
      makeReply(),
      makeReply({ uuid: 'c1', username: 'zed', body: 'Second reply' }),
    ]);
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who lit the lighthouse?' })).toBeTruthy();
    const opening = screen.getByRole('article', { name: 'Opening post by grace_hopper' });
    expect(within(opening).getByText('My theory: the keeper never left.')).toBeTruthy();
    expect(within(opening).getByText('edited')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Replies to Who lit the lighthouse?' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((post) => post.getAttribute('aria-label')),
    ).toEqual(['Reply by ada_lovelace', 'Reply by zed']);
    expect(replies).toHaveBeenCalledWith(THREAD, { page: 1, page_size: 50 }, expect.anything());
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    // Another member's posts offer no edit or delete.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('posts a reply and clears the box', async () => {
    serve();
    const create = vi.spyOn(discussions, 'createReply').mockResolvedValue(makeReply({ is_own: true }));
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: '  Agreed!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply posted.')).toBeTruthy();
    expect(create).toHaveBeenCalledWith(THREAD, { body: 'Agreed!' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('disables the reply box of a locked thread, with the reason', async () => {
    serve(makeThread({ is_locked: true }));
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByText('This thread is locked: it takes no new replies.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Post reply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets the author edit their reply inline, marking nothing until the server answers', async () => {
    serve(makeThread(), [makeReply({ is_own: true, user_guid: ME })]);
    const edit = vi
      .spyOn(discussions, 'editReply')
      .mockResolvedValue(makeReply({ is_own: true, body: 'Changed' }));
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\W+Reply by ada_lovelace$/ }));
    const field = screen.getByRole('textbox', { name: 'Text' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Changed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith(REPLY, { body: 'Changed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Edit\W+Reply by ada_lovelace$/ }),
    );
  });

  it('asks before deleting the author’s reply, and keeps it when told to', async () => {
    serve(makeThread(), [makeReply({ is_own: true })]);
    const remove = vi.spyOn(discussions, 'deleteReply').mockResolvedValue(undefined);
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete\W+Reply by ada_lovelace$/ }));
    expect(screen.getByText('Delete this post? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Delete\W+Reply by ada_lovelace$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(REPLY));
  });

  it('shows a refused edit’s reason (2303) in the post', async () => {
    serve(makeThread({ is_own: true }), []);
    vi.spyOn(discussions, 'editThread').mockRejectedValue(apiError(2303));
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\W+Opening post by grace_hopper$/ }));
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Who lit the lighthouse?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can only change your own posts')).toBeTruthy();
  });

  it('deletes the author’s thread after confirming, and goes back to the board', async () => {
    serve(makeThread({ is_own: true }), []);
    const remove = vi.spyOn(discussions, 'deleteThread').mockResolvedValue(undefined);
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
      routes: [marker(BOARD_ROUTE)],
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete\W+Opening post by grace_hopper$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(THREAD);
  });

  it('shows staff controls only to staff, and sends their choice', async () => {
    serve();
    const first = renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      services: await signedInServices(),
    });
    await screen.findByRole('article', { name: 'Opening post by grace_hopper' });
    expect(screen.queryByRole('button', { name: 'Hide thread' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock thread' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide reply' })).toBeNull();
    first.unmount();

    const moderate = vi
      .spyOn(discussions, 'moderateThread')
      .mockResolvedValue(makeThread({ is_locked: true }));
    const moderateReply = vi
      .spyOn(discussions, 'moderateReply')
      .mockResolvedValue(makeReply({ is_hidden: true }));
    renderPage(<ThreadPage />, { pattern: THREAD_ROUTE, path: THREAD_PATH, services: await staffServices() });
    const group = await screen.findByRole('group', { name: 'Staff moderation of this thread' });
    fireEvent.click(within(group).getByRole('button', { name: 'Lock thread' }));
    await waitFor(() => expect(moderate).toHaveBeenCalledWith(THREAD, { is_locked: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hide reply' }));
    await waitFor(() => expect(moderateReply).toHaveBeenCalledWith(REPLY, { is_hidden: true }));
    expect(within(group).getByRole('button', { name: 'Hide thread' })).toBeTruthy();
  });

  it('shows a deleted or unknown thread as not found', async () => {
    vi.spyOn(discussions, 'getThread').mockRejectedValue(apiError(2301));
    vi.spyOn(discussions, 'listReplies').mockResolvedValue(pageOf([]));
    renderPage(<ThreadPage />, { pattern: THREAD_ROUTE, path: THREAD_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thread not found' })).toBeTruthy();
  });

  it('moves an address with another board’s slug to the thread’s own', async () => {
    serve();
    const { router } = renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: threadPathOf(THREAD, 'old-board'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(THREAD_PATH));
  });

  it('renders post text as text: an injection attempt stays inert', async () => {
    serve(makeThread({ title: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>' }), [
      makeReply({ body: '[x](javascript:alert(1)) https://example.com' }),
    ]);
    const { container } = renderPage(<ThreadPage />, { pattern: THREAD_ROUTE, path: THREAD_PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }),
    ).toBeTruthy();
    await screen.findByText('<script>alert(1)</script>');
    expect(container.querySelector('script, img')).toBeNull();
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.toLowerCase().includes('javascript'))).toBe(false);
  });

  it('speaks Spanish', async () => {
    serve(makeThread({ is_locked: true, reply_count: 1 }));
    renderPage(<ThreadPage />, {
      pattern: THREAD_ROUTE,
      path: THREAD_PATH,
      locale: 'es',
      services: await signedInServices(),
    });
    expect(await screen.findByRole('textbox', { name: 'Tu respuesta' })).toBeTruthy();
    expect(screen.getByText('Este hilo está cerrado: no admite nuevas respuestas.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1 respuesta' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Publicación inicial de grace_hopper' })).toBeTruthy();
  });
});

describe('the discussion section of a title page', () => {
  it('shows the title’s board threads, with links to see all and to start one', async () => {
    const board = vi.spyOn(discussions, 'getContentBoard').mockResolvedValue(makeBoard({ thread_count: 7 }));
    const threads = vi.spyOn(discussions, 'listThreads').mockResolvedValue(pageOf([makeThread()]));
    renderPage(<DiscussionSection contentType="series" contentUuid={SERIES} title="Ember Harbor" />, {
      pattern: '/series',
      path: '/series',
    });
    const list = await screen.findByRole('list', { name: 'Latest threads about Ember Harbor' });
    expect(within(list).getByRole('link', { name: 'Who lit the lighthouse?' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^See all 7 threads\W+Ember Harbor$/ }).getAttribute('href'),
    ).toBe(BOARD_PATH);
    expect(screen.getByRole('link', { name: 'Start a thread' }).getAttribute('href')).toBe(
      `${BOARD_PATH}#new-thread`,
    );
    expect(board).toHaveBeenCalledWith('series', SERIES, expect.anything());
    expect(threads).toHaveBeenCalledWith(BOARD_SLUG, { page: 1, page_size: 5 }, expect.anything());
  });

  it('says so when the board is empty or missing', async () => {
    vi.spyOn(discussions, 'getContentBoard').mockResolvedValueOnce(makeBoard({ thread_count: 0 }));
    vi.spyOn(discussions, 'listThreads').mockResolvedValue(pageOf([]));
    const first = renderPage(<DiscussionSection contentType="comicseries" contentUuid={SERIES} title="X" />, {
      pattern: '/c',
      path: '/c',
    });
    expect(await screen.findByText('No threads yet. Start the conversation.')).toBeTruthy();
    first.unmount();
    vi.spyOn(discussions, 'getContentBoard').mockRejectedValue(apiError(2300));
    renderPage(<DiscussionSection contentType="comicseries" contentUuid={SERIES} title="X" />, {
      pattern: '/c',
      path: '/c',
    });
    expect(await screen.findByText('This title has no discussion board yet.')).toBeTruthy();
  });
});
