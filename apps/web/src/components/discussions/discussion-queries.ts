import type { CallOptions } from '@fanverse/client';
import type { DiscussedContentType } from '@fanverse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { callOptions, retryTransient } from '../../lib/content-query';
import type { Locale } from '../../lib/i18n';

/**
 * Discussion reads, shared by the discussion pages (features/discussions) and the "Discussion"
 * section of the series and comic series pages. Keys are per language (board titles come back
 * translated), the language last, under one `discussions` prefix that every post or moderation
 * invalidates. They do not hold the viewer: the pages refetch when the viewer changes
 * (useDiscussionViewerRefresh), so the server-rendered state still matches on hydration.
 */
export const DISCUSSIONS_ROOT_KEY = ['discussions'] as const;

export function discussionsKey<const T extends readonly unknown[]>(lang: Locale, ...parts: T) {
  return [...DISCUSSIONS_ROOT_KEY, ...parts, lang] as const;
}

/** Posts come and go by the minute: short enough to see new replies, long enough to page back. */
export const DISCUSSIONS_STALE_TIME = 15_000;

/** How many threads the section on a series page shows before "See all". */
export const SECTION_THREAD_COUNT = 5;

export function discussionQueryOptions<T, const K extends readonly unknown[]>(
  lang: Locale,
  parts: K,
  call: (options: CallOptions) => Promise<T>,
) {
  return queryOptions({
    queryKey: discussionsKey(lang, ...parts),
    queryFn: ({ signal }) => call(callOptions(lang, signal)),
    staleTime: DISCUSSIONS_STALE_TIME,
    retry: retryTransient,
  });
}

/** GET /api/discussions/1/content/{type}/{uuid}/board: a series' or comic series' own board. */
export function contentBoardQueryOptions(type: DiscussedContentType, uuid: string, lang: Locale) {
  return discussionQueryOptions(lang, ['content-board', type, uuid], (options) =>
    apiClient.discussions.getContentBoard(type, uuid, options),
  );
}

/** GET /api/discussions/1/boards/{slug}/threads: one page, newest activity first. */
export function boardThreadsQueryOptions(slug: string, page: number, pageSize: number, lang: Locale) {
  return discussionQueryOptions(lang, ['threads', slug, page, pageSize], (options) =>
    apiClient.discussions.listThreads(slug, { page, page_size: pageSize }, options),
  );
}
