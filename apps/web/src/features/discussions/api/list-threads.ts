import { THREADS_DEFAULT_PAGE_SIZE } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { boardThreadsQueryOptions } from '../../../components/discussions/discussion-queries';
import { useContentLang } from '../../../lib/content-query';

/** GET /api/discussions/1/boards/{slug}/threads?page=: one page of the board, newest activity first. */
export function useBoardThreads(slug: string, page: number) {
  return useQuery(boardThreadsQueryOptions(slug, page, THREADS_DEFAULT_PAGE_SIZE, useContentLang()));
}
