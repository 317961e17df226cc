import type { BookType } from '@fanverse/contract';

/**
 * The comics pages' addresses. Book and series paths are the `url` fields of the server's replies
 * (`/comics/book/{uuid}/{slug}`, `/comics/series/{uuid}/{slug}`): keep them in step.
 */
export const COMICS_HOME_PATH = '/comics';

const segment = encodeURIComponent;

export function comicSeriesPath(series: { uuid: string; slug: string }, bookType?: BookType): string {
  const path = `/comics/series/${segment(series.uuid)}/${segment(series.slug)}`;
  return bookType && bookType !== 'issue' ? `${path}?type=${bookType}` : path;
}

export function comicBookPagePath(book: { uuid: string; slug: string }): string {
  return `/comics/book/${segment(book.uuid)}/${segment(book.slug)}`;
}

/**
 * The canonical address when the one visited names no slug or an old one (a renamed book), else
 * null. The query string is kept (the series page's book type).
 */
export function canonicalComicPath(pathname: string, search: string, canonical: string): string | null {
  const decoded = (path: string) => {
    try {
      return decodeURIComponent(path.replace(/\/+$/, ''));
    } catch {
      return path;
    }
  };
  return decoded(pathname) === decoded(canonical) ? null : `${canonical}${search}`;
}
