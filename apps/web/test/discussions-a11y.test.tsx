import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BoardPage } from '../src/features/discussions/BoardPage';
import { BoardsPage } from '../src/features/discussions/BoardsPage';
import { ThreadPage } from '../src/features/discussions/ThreadPage';
import { apiClient } from '../src/lib/api-client';
import {
  BOARD_SLUG,
  OTHER_THREAD,
  THREAD,
  makeBoard,
  makeReply,
  makeThread,
  pageOf,
  staffServices,
  withNoBookmarks,
  threadPathOf,
} from './discussions-fixtures';
import { renderPage, signedInServices } from './fake-client';

/**
 * axe-core's WCAG 2.1 A/AA rules over the rendered screens, as the Playwright journeys run them
 * in Chromium (e2e/support/axe.ts); jsdom has no layout, so colour contrast is left to those.
 */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const discussions = apiClient.discussions;

withNoBookmarks();

describe('the discussion screens have no WCAG A/AA violations', () => {
  it('the boards page', async () => {
    vi.spyOn(discussions, 'listBoards').mockResolvedValue(
      pageOf([makeBoard({ slug: 'general', title: 'General', kind: 'general', path: '/boards/general' })]),
    );
    const { container } = renderPage(<BoardsPage />, { pattern: '/boards', path: '/boards' });
    await screen.findByRole('link', { name: 'General' });
    expect(await violations(container)).toEqual([]);
  });

  it('a board with threads, a pager and the new thread form', async () => {
    vi.spyOn(discussions, 'getBoard').mockResolvedValue(makeBoard());
    vi.spyOn(discussions, 'listThreads').mockResolvedValue(
      pageOf([makeThread({ is_locked: true }), makeThread({ uuid: OTHER_THREAD, title: 'Two' })], 1, 2),
    );
    const { container } = renderPage(<BoardPage />, {
      pattern: '/boards/:slug',
      path: `/boards/${BOARD_SLUG}`,
      services: await signedInServices(),
    });
    await screen.findByRole('list', { name: 'Threads in Ember Harbor' });
    await screen.findAllByRole('button', { pressed: false });
    expect(await violations(container)).toEqual([]);
  });

  it('a locked thread seen by staff, with own and hidden replies', async () => {
    vi.spyOn(discussions, 'getThread').mockResolvedValue({
      thread: makeThread({ is_locked: true, is_own: true, body: 'See https://example.com\nthanks' }),
      board: makeBoard(),
    });
    vi.spyOn(discussions, 'listReplies').mockResolvedValue(
      pageOf(
        [makeReply({ is_own: true }), makeReply({ uuid: 'r2', is_hidden: true, username: 'zed' })],
        1,
        2,
      ),
    );
    const { container } = renderPage(<ThreadPage />, {
      pattern: '/boards/:slug/threads/:uuid',
      path: threadPathOf(THREAD),
      services: await staffServices(),
    });
    await screen.findByRole('list', { name: 'Replies to Who lit the lighthouse?' });
    await screen.findByRole('group', { name: 'Staff moderation of this thread' });
    expect(await violations(container)).toEqual([]);
  });
});
