import { useQuery } from '@tanstack/react-query';
import { discussionQueryOptions } from '../../../components/discussions/discussion-queries';
import { apiClient } from '../../../lib/api-client';
import { useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

/** GET /api/discussions/1/threads/{uuid}: the thread and its board (2301 when gone or hidden). */
export function threadQueryOptions(uuid: string, lang: Locale) {
  return discussionQueryOptions(lang, ['thread', uuid], (options) =>
    apiClient.discussions.getThread(uuid, options),
  );
}

export function useThread(uuid: string) {
  return useQuery(threadQueryOptions(uuid, useContentLang()));
}
