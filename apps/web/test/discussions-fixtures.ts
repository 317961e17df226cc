import type {
  BookmarkedThreadsPage,
  DiscussionBoard,
  DiscussionReply,
  DiscussionThread,
  Page,
} from '@fanverse/contract';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { apiClient } from '../src/lib/api-client';
import { claimsFor, signedInServices } from './fake-client';

/** Boards, threads and replies as the server answers them, for the discussion screens' tests. */
export const BOARD_SLUG = 'ember-harbor';
export const THREAD = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const OTHER_THREAD = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
export const REPLY = '5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e';
export const SERIES = '0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60';
export const ME = 'user-guid-1';
export const OTHER = 'user-guid-2';

export const threadPathOf = (uuid: string, slug = BOARD_SLUG) => `/boards/${slug}/threads/${uuid}`;

export function makeBoard(overrides: Partial<DiscussionBoard> = {}): DiscussionBoard {
  return {
    uuid: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    slug: BOARD_SLUG,
    title: 'Ember Harbor',
    description: 'Talk about Ember Harbor, episode by episode.',
    kind: 'series',
    content_type: 'series',
    content_uuid: SERIES,
    thread_count: 2,
    path: `/boards/${BOARD_SLUG}`,
    ...overrides,
  };
}

export function makeThread(overrides: Partial<DiscussionThread> = {}): DiscussionThread {
  const uuid = overrides.uuid ?? THREAD;
  return {
    avatar: '',
    username: 'grace_hopper',
    user_guid: OTHER,
    board: 'Ember Harbor',
    created_at: '2026-11-20T10:00:00Z',
    path: threadPathOf(uuid, overrides.board_slug),
    title: 'Who lit the lighthouse?',
    uuid,
    board_slug: BOARD_SLUG,
    body: 'My theory: the keeper never left.',
    reply_count: 1,
    last_activity_at: '2026-11-21T10:00:00Z',
    edited_at: null,
    is_locked: false,
    is_hidden: false,
    is_own: false,
    ...overrides,
  };
}

export function makeReply(overrides: Partial<DiscussionReply> = {}): DiscussionReply {
  return {
    avatar: '',
    username: 'ada_lovelace',
    user_guid: ME,
    uuid: REPLY,
    thread_uuid: THREAD,
    body: 'It was the ferryman.',
    created_at: '2026-11-21T10:00:00Z',
    edited_at: null,
    is_hidden: false,
    is_own: false,
    ...overrides,
  };
}

export function pageOf<T>(values: T[], page = 1, numPages = 1): Page<T> {
  return {
    count: values.length,
    num_pages: numPages,
    page,
    page_size: 20,
    links: { next: null, prev: null, url: '' },
    values,
  };
}

export function bookmarkPage(values: DiscussionThread[], page = 1, pages = 1): BookmarkedThreadsPage {
  return { num_pages: pages, page, page_size: 20, values };
}

/** The bookmark toggles of signed-in screens ask which threads are bookmarked: none, here. */
export function mockNoBookmarks() {
  return vi.spyOn(apiClient.bookmarks, 'checkBookmarks').mockResolvedValue(bookmarkPage([]));
}

/** For a screens' test file: no thread bookmarked before each test, every spy restored after. */
export function withNoBookmarks() {
  beforeEach(() => {
    mockNoBookmarks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** A signed-in member whose claims say they are staff. */
export function staffServices() {
  const claims = claimsFor('registered');
  return signedInServices({
    getClaims: () => Promise.resolve({ ...claims, profile: { ...claims.profile, isStaff: true } }),
  });
}

/** The serious and critical WCAG A/AA findings of axe-core (jsdom has no layout: no contrast). */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  // Rules that ran and passed: proof the check looked at the page at all.
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
