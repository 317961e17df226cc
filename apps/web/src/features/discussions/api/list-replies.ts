import { REPLIES_DEFAULT_PAGE_SIZE } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { discussionQueryOptions } from '../../../components/discussions/discussion-queries';
import { apiClient } from '../../../lib/api-client';
import { useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

/** GET /api/discussions/1/threads/{uuid}/replies?page=: one page of replies, oldest first. */
export function repliesQueryOptions(threadUuid: string, page: number, lang: Locale) {
  return discussionQueryOptions(lang, ['replies', threadUuid, page], (options) =>
    apiClient.discussions.listReplies(threadUuid, { page, page_size: REPLIES_DEFAULT_PAGE_SIZE }, options),
  );
}

export function useReplies(threadUuid: string, page: number) {
  return useQuery(repliesQueryOptions(threadUuid, page, useContentLang()));
}

/** The reply page a thread of `replyCount` replies ends on (page 1 when it has none). */
export function lastReplyPage(replyCount: number): number {
  return Math.max(1, Math.ceil(replyCount / REPLIES_DEFAULT_PAGE_SIZE));
}
