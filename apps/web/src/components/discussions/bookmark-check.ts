import { BOOKMARK_CHECK_MAX_PATHS } from '@fanverse/contract';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session';
import { bookmarksKeys } from './discussions-keys';

interface Waiting {
  resolve: (bookmarked: boolean) => void;
  reject: (error: unknown) => void;
}

/** Paths asked about in this tick, each with the queries waiting for its answer. */
let waiting = new Map<string, Waiting[]>();
let scheduled = false;

/**
 * Every bookmarked path among `paths`, asked in as few calls as the server allows: at most
 * BOOKMARK_CHECK_MAX_PATHS paths per question, and the answer is a bookmarked-threads page
 * (BOOKMARKS_PAGE_SIZE per page), so the later pages are read too when many are bookmarked.
 */
export async function bookmarkedAmong(paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < paths.length; start += BOOKMARK_CHECK_MAX_PATHS) {
    const chunk = paths.slice(start, start + BOOKMARK_CHECK_MAX_PATHS);
    let page = 1;
    let pages = 1;
    do {
      const reply = await apiClient.bookmarks.checkBookmarks(chunk, page);
      for (const thread of reply.values) found.add(thread.path);
      pages = reply.num_pages;
      page += 1;
    } while (page <= pages);
  }
  return found;
}

async function flush() {
  scheduled = false;
  const batch = waiting;
  waiting = new Map();
  try {
    const found = await bookmarkedAmong([...batch.keys()]);
    for (const [path, queries] of batch) for (const query of queries) query.resolve(found.has(path));
  } catch (error) {
    for (const queries of batch.values()) for (const query of queries) query.reject(error);
  }
}

/**
 * Whether the member bookmarked `path`. Questions asked in the same tick travel together: a thread
 * list of 20 toggles mounting at once makes one call, not 20.
 */
export function isBookmarked(path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const queries = waiting.get(path) ?? [];
    queries.push({ resolve, reject });
    waiting.set(path, queries);
    if (!scheduled) {
      scheduled = true;
      // After the current render's effects: every toggle of the list has asked by then.
      setTimeout(() => void flush(), 0);
    }
  });
}

/** The query of one path's bookmark state (only for a signed-in member). */
export function bookmarkStateQueryOptions(path: string) {
  return {
    queryKey: bookmarksKeys.path(path),
    queryFn: () => isBookmarked(path),
    staleTime: 30_000,
    retry: false,
  } as const;
}

export interface BookmarkedPaths {
  /** The paths among those asked about that the member bookmarked (empty for visitors). */
  bookmarked: ReadonlySet<string>;
  /** Still asking about some of them. */
  isPending: boolean;
  /** The question failed (the toggles then show as not bookmarked and say why when used). */
  isError: boolean;
}

/**
 * For a thread list: which of `paths` the signed-in member bookmarked, in one call for the whole
 * list. It fills the same per-path answers the BookmarkToggles read, so the toggles of the list
 * ask nothing more. Visitors get an empty set and no call.
 */
export function useBookmarkedPaths(paths: readonly string[]): BookmarkedPaths {
  const signedIn = useSignedIn();
  const unique = useMemo(() => [...new Set(paths.filter(Boolean))], [paths]);
  const results = useQueries({
    queries: unique.map((path) => ({ ...bookmarkStateQueryOptions(path), enabled: signedIn })),
  });
  const bookmarked = new Set(unique.filter((_path, index) => results[index]?.data === true));
  return {
    bookmarked,
    isPending: signedIn && results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}
