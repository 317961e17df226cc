import { toApiError } from '@fanverse/client';
import { ClientCode, type MemberEvent } from '@fanverse/contract';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isNotFound } from '../../components/catalogue';
import { clipQueryOptions } from '../../features/catalogue/api/get-clip';
import { cmsPageQueryOptions } from '../../features/catalogue/api/get-cms-page';
import { collectionQueryOptions } from '../../features/catalogue/api/get-collection';
import { episodeQueryOptions } from '../../features/catalogue/api/get-episode';
import { seriesQueryOptions } from '../../features/catalogue/api/get-series';
import { canonicalPath } from '../../features/catalogue/series/series-paths';
import { comicBookQueryOptions } from '../../features/comics/api/get-comic-book';
import { comicSeriesQueryOptions } from '../../features/comics/api/get-comic-series';
import { canonicalComicPath, comicBookPagePath, comicSeriesPath } from '../../features/comics/comics-paths';
import { boardQueryOptions } from '../../features/discussions/api/get-board';
import { threadQueryOptions } from '../../features/discussions/api/get-thread';
import { eventsKeys } from '../../features/events/api/events-keys';
import { DEFAULT_LANG, loadedCatalogue, type Locale } from '../../lib/i18n';

/** What the server renderer knows when it builds a page's head (after the page's data is in). */
export interface HeadContext {
  queryClient: QueryClient;
  lang: Locale;
  params: Params;
  url: URL;
}

/**
 * A page's head beyond its `<title>` (which the page renders itself): what crawlers and link
 * previews read. `status` is the HTTP status of the document; `redirect` an address to send the
 * visitor to instead (a series address with an old slug).
 */
export interface PageHead {
  status: number;
  description?: string;
  /** A site path (`/art/...`) or an absolute URL of the content's art. */
  image?: string;
  type: 'website' | 'video.tv_show' | 'video.episode' | 'video.other' | 'article' | 'book';
  redirect?: string;
}

export type HeadBuilder = (context: HeadContext) => PageHead;

/**
 * The status of a page whose main content failed: missing things are 404, the rest 500. An
 * address the client's own checks refuse (a clip id that is no uuid: nothing was sent, so there
 * is no status) names nothing that can exist: 404 too. A reply that broke the contract (9999) or
 * a failed transport stays a server error.
 */
function failureStatus(error: unknown): number {
  if (isNotFound(error)) return 404;
  const apiError = toApiError(error);
  const { status } = apiError;
  if (status === undefined) {
    const refusedHere =
      !apiError.networkError && !apiError.errors.some((item) => item.code === ClientCode.UNKNOWN);
    return refusedHere ? 404 : 500;
  }
  return status >= 400 && status < 500 ? 404 : 500;
}

/** The head of a page about one thing (a series, a clip...): its fields, or the failure's status. */
function fromQuery<T>(
  queryClient: QueryClient,
  queryKey: DataTag<QueryKey, T, unknown>,
  describe: (data: T) => Omit<PageHead, 'status'>,
): PageHead {
  const data = queryClient.getQueryData(queryKey) as T | undefined;
  if (data !== undefined) return { status: 200, ...describe(data) };
  const state = queryClient.getQueryState(queryKey);
  return { status: state?.status === 'error' ? failureStatus(state.error) : 500, type: 'website' };
}

/** Pages that are lists (home, browse, search): the site's own description. */
export const siteHead: HeadBuilder = () => ({ status: 200, type: 'website' });

export const seriesHead: HeadBuilder = ({ queryClient, lang, params, url }) =>
  fromQuery(queryClient, seriesQueryOptions(params.seriesId ?? '', lang).queryKey, (series) => {
    const redirect = canonicalPath(url.pathname, url.search, series);
    return {
      description: series.description,
      image: series.box_art || series.thumbnail,
      type: 'video.tv_show',
      ...(redirect ? { redirect } : {}),
    };
  });

export const episodeHead: HeadBuilder = (context) => {
  const series = seriesHead(context);
  if (series.status !== 200 || series.redirect) return series;
  const { queryClient, lang, params } = context;
  return fromQuery(
    queryClient,
    episodeQueryOptions(params.seriesId ?? '', params.episodeNumber ?? '', lang).queryKey,
    (episode) => ({
      description: episode.description_short || episode.description,
      image: episode.thumbnail,
      type: 'video.episode',
    }),
  );
};

export const clipHead: HeadBuilder = ({ queryClient, lang, params }) =>
  fromQuery(queryClient, clipQueryOptions(params.uuid ?? '', lang).queryKey, (clip) => ({
    description: clip.description,
    image: clip.thumbnail,
    type: 'video.other',
  }));

export const collectionHead: HeadBuilder = ({ queryClient, lang, params }) =>
  fromQuery(queryClient, collectionQueryOptions(params.slug ?? '', lang).queryKey, (collection) => ({
    description: collection.metadata.description,
    image: collection.metadata.thumbnail ?? undefined,
    type: 'website',
  }));

export const cmsPageHead: HeadBuilder = ({ queryClient, lang, params }) =>
  fromQuery(queryClient, cmsPageQueryOptions(params.slug ?? '', lang).queryKey, (page) => ({
    description: page.description,
    image: page.thumbnail,
    type: 'article',
  }));

/** The comics home: the site's head, with the comics section's own description (its lead). */
export const comicsHomeHead: HeadBuilder = ({ lang }) => ({
  status: 200,
  type: 'website',
  // Every catalogue is in memory on the server (entry-server imports bundled-catalogues).
  description: (loadedCatalogue(lang) ?? loadedCatalogue(DEFAULT_LANG)!).comics.home.lead,
});

export const comicSeriesHead: HeadBuilder = ({ queryClient, lang, params, url }) =>
  fromQuery(queryClient, comicSeriesQueryOptions(params.uuid ?? '', lang).queryKey, (series) => {
    const redirect = canonicalComicPath(url.pathname, url.search, comicSeriesPath(series));
    return {
      description: series.description,
      image: `/art/comicseries/${encodeURIComponent(series.asset_key)}/cover.jpg`,
      type: 'website',
      ...(redirect ? { redirect } : {}),
    };
  });

export const comicBookHead: HeadBuilder = ({ queryClient, lang, params, url }) =>
  fromQuery(queryClient, comicBookQueryOptions(params.uuid ?? '', lang).queryKey, (book) => {
    const redirect = canonicalComicPath(url.pathname, url.search, comicBookPagePath(book));
    return {
      description: book.description,
      image: `/art/book/${encodeURIComponent(book.asset_key)}/cover.jpg`,
      type: 'book',
      ...(redirect ? { redirect } : {}),
    };
  });

/** A discussion board: its description; an unknown board answers 404. */
export const boardHead: HeadBuilder = ({ queryClient, lang, params }) =>
  fromQuery(queryClient, boardQueryOptions(params.slug ?? '', lang).queryKey, (board) => ({
    description: board.description,
    type: 'website',
  }));

/**
 * A thread: the start of its opening post as the description; a deleted, hidden or unknown
 * thread answers 404, and an address with another board's slug moves to the thread's own path.
 */
export const threadHead: HeadBuilder = ({ queryClient, lang, params, url }) =>
  fromQuery(queryClient, threadQueryOptions(params.uuid ?? '', lang).queryKey, ({ thread }) => {
    const text = thread.body.replace(/\s+/g, ' ').trim();
    return {
      description: text.length > 160 ? `${text.slice(0, 159)}…` : text,
      type: 'article',
      ...(url.pathname !== thread.path ? { redirect: `${thread.path}${url.search}` } : {}),
    };
  });

/** An event: the start of its description; an unknown event answers 404. */
export const eventHead: HeadBuilder = ({ queryClient, params }) =>
  fromQuery(
    queryClient,
    // The page's own query (useMemberEvent) reads this key; its data is a MemberEvent.
    eventsKeys.event(params.eventUuid ?? '') as unknown as DataTag<QueryKey, MemberEvent, unknown>,
    (event) => {
      const text = event.description.replace(/\s+/g, ' ').trim();
      return { description: text.length > 160 ? `${text.slice(0, 159)}…` : text, type: 'website' };
    },
  );
