import type {
  BookmarkedThreadsPage,
  DiscussionBoard,
  DiscussionReply,
  DiscussionThread,
  Page,
  RatingSummary,
  Review,
} from '@fanverse/contract';
import { expect } from 'vitest';
import { ApiError } from '../src';
import { rejection, type RecordedCall } from './fake-fetch';

/** Replies shaped as the contract says, for the discussions, reviews and bookmarks client tests. */
export const BOARD_SLUG = 'ember-harbor';
export const SERIES = '3e8b2a10-6c4d-4f5e-8a7b-9c0d1e2f3a4b';
export const THREAD = '5f1c3b2a-7d6e-4a8b-9c0d-1e2f3a4b5c6d';
export const REPLY = '8a9b0c1d-2e3f-4a5b-8c7d-6e5f4a3b2c1d';
export const AUTHOR = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const THREAD_PATH = `/boards/${BOARD_SLUG}/threads/${THREAD}`;

export function board(overrides: Partial<DiscussionBoard> = {}): DiscussionBoard {
  return {
    uuid: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    slug: BOARD_SLUG,
    title: 'Ember Harbor',
    description: 'Talk about Ember Harbor',
    kind: 'series',
    content_type: 'series',
    content_uuid: SERIES,
    thread_count: 1,
    path: `/boards/${BOARD_SLUG}`,
    ...overrides,
  };
}

export function thread(overrides: Partial<DiscussionThread> = {}): DiscussionThread {
  return {
    avatar: '',
    username: 'harbor_watcher',
    user_guid: AUTHOR,
    board: 'Ember Harbor',
    created_at: '2026-11-01T10:00:00.000Z',
    path: THREAD_PATH,
    title: 'That lighthouse scene',
    uuid: THREAD,
    board_slug: BOARD_SLUG,
    body: 'Who else <b>gasped</b>? https://example.com',
    reply_count: 1,
    last_activity_at: '2026-11-02T10:00:00.000Z',
    edited_at: null,
    is_locked: false,
    is_hidden: false,
    is_own: true,
    ...overrides,
  };
}

export function reply(overrides: Partial<DiscussionReply> = {}): DiscussionReply {
  return {
    avatar: '',
    username: 'tide_reader',
    user_guid: AUTHOR,
    uuid: REPLY,
    thread_uuid: THREAD,
    body: 'Me! <script>alert(1)</script>',
    created_at: '2026-11-02T10:00:00.000Z',
    edited_at: null,
    is_hidden: false,
    is_own: false,
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    avatar: '',
    username: 'harbor_watcher',
    user_guid: AUTHOR,
    uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    content_type: 'series',
    content_uuid: SERIES,
    rating: 4,
    subject: 'Lovely',
    comment: '',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    is_own: true,
    ...overrides,
  };
}

export function summary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    content_type: 'series',
    content_uuid: SERIES,
    avg_rating: 4,
    rating_count: 1,
    distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    mine: review(),
    ...overrides,
  };
}

/** The default page envelope of DESIGN.md around `values`. */
export function pageOf<T>(values: T[], url = '/x'): Page<T> {
  return {
    count: values.length,
    num_pages: 1,
    page: 1,
    page_size: 20,
    links: { next: null, prev: null, url },
    values,
  };
}

export function bookmarksPage(values: DiscussionThread[] = [thread()]): BookmarkedThreadsPage {
  return { num_pages: 1, page: 1, page_size: 20, values };
}

/** A 204 as every DELETE answers. */
export const noContent = () => new Response(null, { status: 204 });

/** The first code a call rejected with (an ApiError). */
export async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

export const bodyOf = (call: RecordedCall | undefined) =>
  JSON.parse(String(call?.body)) as Record<string, unknown>;
export const sent = (call: RecordedCall | undefined) => `${call?.method} ${call?.url.pathname}`;
