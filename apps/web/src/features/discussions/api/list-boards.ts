import { DISCUSSION_PAGE_MAX_SIZE } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { discussionQueryOptions } from '../../../components/discussions/discussion-queries';
import { apiClient } from '../../../lib/api-client';
import { useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

/**
 * GET /api/discussions/1/boards: general boards come first, so the first (largest) page holds
 * every one of them; the series' and comic series' boards after them are reached from their titles.
 */
export function boardsQueryOptions(lang: Locale) {
  return discussionQueryOptions(lang, ['boards'], (options) =>
    apiClient.discussions.listBoards({ page: 1, page_size: DISCUSSION_PAGE_MAX_SIZE }, options),
  );
}

export function useBoards() {
  return useQuery(boardsQueryOptions(useContentLang()));
}
