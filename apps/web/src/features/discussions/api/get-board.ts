import { useQuery } from '@tanstack/react-query';
import { discussionQueryOptions } from '../../../components/discussions/discussion-queries';
import { apiClient } from '../../../lib/api-client';
import { useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

/** GET /api/discussions/1/boards/{slug}: title, description and thread count (2300 when unknown). */
export function boardQueryOptions(slug: string, lang: Locale) {
  return discussionQueryOptions(lang, ['board', slug], (options) =>
    apiClient.discussions.getBoard(slug, options),
  );
}

export function useBoard(slug: string) {
  return useQuery(boardQueryOptions(slug, useContentLang()));
}
