import type { RightsToken } from '@fanverse/client';
import type {
  ComicBook,
  ComicDownload,
  ComicHistoryItem,
  ComicPageImage,
  ComicQuality,
} from '@fanverse/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../../lib/api-client';
import { callOptions, useContentLang } from '../../../../lib/content-query';
import type { Locale } from '../../../../lib/i18n';
import { userKey } from '../../../../lib/query-keys';
import { rightsWithPreview } from '../../../../components/purchases/preview-tokens';

/**
 * The reader's calls: the book (public), its rights token (per visitor, asked afresh on every
 * opening), the download (all pages' signed addresses, authorised by that token) and where the
 * member's activity says they are in this book.
 */
export function bookQueryOptions(uuid: string, lang: Locale) {
  return queryOptions({
    queryKey: ['comics', 'book', uuid, lang],
    queryFn: ({ signal }): Promise<ComicBook> => apiClient.comics.getBook(uuid, callOptions(lang, signal)),
    staleTime: 60_000,
  });
}

export function useReaderBook(uuid: string) {
  const lang = useContentLang();
  return useQuery(bookQueryOptions(uuid, lang));
}

/** Fresh for the opening that asked, never for a later one (as the player's rights). */
const RIGHTS_REUSE_MS = 15_000;

export function bookRightsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: userKey('comics', 'rights', uuid),
    // A premium preview of this book (features/purchases) travels with the call while it lives.
    queryFn: ({ signal }): Promise<RightsToken> =>
      rightsWithPreview('book', uuid, (options) => apiClient.comics.getRights(uuid, options), { signal }),
    staleTime: RIGHTS_REUSE_MS,
    gcTime: RIGHTS_REUSE_MS,
    retry: false,
  });
}

export function useBookRights(uuid: string, { enabled = true } = {}) {
  return useQuery({ ...bookRightsQueryOptions(uuid), enabled });
}

/** The pages' signed addresses as far as they have arrived: page 1 of the reply first. */
export interface BookPages {
  /** Every page of the book, in order; pages not yet known have an empty signed_url. */
  images: ComicPageImage[];
  /** Pages whose addresses are known (the first ones). */
  loaded: number;
}

const DOWNLOAD_GC_MS = 60_000;

/**
 * The first download page (COMIC_DOWNLOAD_PAGE_SIZE images): what the reader needs to show its
 * first page. Keyed by the token and the quality: a new token or a change to HD asks again.
 */
export function firstDownloadQueryOptions(jwt: string, quality: ComicQuality) {
  return queryOptions({
    queryKey: ['comics', 'download', jwt, quality, 1],
    queryFn: ({ signal }): Promise<ComicDownload> =>
      apiClient.comics.downloadPage(jwt, { page: 1, quality }, { signal }),
    staleTime: Infinity,
    gcTime: DOWNLOAD_GC_MS,
    retry: false,
  });
}

/** A page not yet known: the first page's size, no panels, no address. */
function pending(pageNumber: number, like: ComicPageImage | undefined): ComicPageImage {
  return {
    page_number: pageNumber,
    width: like?.width ?? 1073,
    height: like?.height ?? 1650,
    panels: [],
    signed_url: '',
    thumbnail_url: '',
  };
}

/**
 * Every page's address, authorised by the rights token: the first download page, then all the
 * others in parallel (spec §6, as client.comics.downloadBook does). The reader shows its first
 * page as soon as the first reply is there instead of waiting for the last one: on a 9 Mbit/s,
 * 40 ms line that is a round trip and a reply earlier. While a change of quality loads, the
 * previous addresses stay on screen.
 */
export function useBookDownload(jwt: string | null, quality: ComicQuality) {
  const first = useQuery({
    ...firstDownloadQueryOptions(jwt ?? '', quality),
    enabled: jwt !== null,
    placeholderData: keepPreviousData,
  });
  const replies = first.data?.num_pages ?? 1;
  const rest = useQuery({
    queryKey: ['comics', 'download', jwt, quality, 'rest', replies],
    queryFn: ({ signal }): Promise<ComicDownload[]> =>
      Promise.all(
        Array.from({ length: replies - 1 }, (_, index) =>
          apiClient.comics.downloadPage(jwt, { page: index + 2, quality }, { signal }),
        ),
      ),
    enabled: jwt !== null && first.data !== undefined && replies > 1,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: DOWNLOAD_GC_MS,
    retry: false,
  });
  const data = useMemo((): BookPages | undefined => {
    if (!first.data) return undefined;
    const known = [first.data, ...(rest.data ?? [])].flatMap((reply) => reply.images);
    const byNumber = new Map(known.map((image) => [image.page_number, image]));
    const total = Math.max(first.data.num_images, known.length);
    const images = Array.from(
      { length: total },
      (_, index) => byNumber.get(index + 1) ?? pending(index + 1, first.data?.images[0]),
    );
    return { images, loaded: known.length };
  }, [first.data, rest.data]);
  return {
    data,
    error: first.error ?? rest.error,
    refetch: () => void (first.isError ? first.refetch() : rest.refetch()),
  };
}

/**
 * The member's reading point in this book, from the activity model (POST
 * /api/5/1/user/history/search with the book's uuid): page_index/panel_index are where the
 * latest event left them (the resume point, any device), is_watched whether the book is read,
 * timestamp when. Null when they never read it (or cleared it from their history). Asked afresh
 * on every opening, under the activity's keys so a refresh of the member's activity reaches it.
 */
export function useBookResume(uuid: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: userKey('activity', 'reader-resume', uuid),
    queryFn: async ({ signal }): Promise<ComicHistoryItem | null> => {
      const reply = await apiClient.activity.searchHistory({ comic_uuids: [uuid] }, { signal });
      return reply.comics.find((item) => item.book_uuid === uuid) ?? null;
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The book after this one: the same series and book type, the next sort_index. */
export async function fetchNextBook(book: ComicBook, signal?: AbortSignal): Promise<ComicBook | null> {
  // A series rarely has more than a few pages of books; stop after a bounded walk.
  for (let page = 1; page <= 20; page += 1) {
    const reply = await apiClient.comics.getSeriesBooks(
      book.series_uuid,
      book.book_type,
      { page, sort: 'asc' },
      { signal },
    );
    const next = reply.values.find((candidate) => candidate.sort_index > book.sort_index);
    if (next) return next;
    if (page >= reply.num_pages || reply.values.length === 0) return null;
  }
  return null;
}

export function useNextBook(book: ComicBook | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['comics', 'next-book', book?.uuid],
    queryFn: ({ signal }) => fetchNextBook(book!, signal),
    enabled: enabled && book !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
