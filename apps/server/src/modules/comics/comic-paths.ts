import type { Locale } from '@fanverse/contract';

/**
 * The addresses comic replies carry: the web app's pages of a book and a series (agreed with the
 * web app, as video's webPaths), and the public preview images of a book's first pages.
 */
export const comicPaths = {
  book: (uuid: string, slug: string) => `/comics/book/${uuid}/${slug}`,
  series: (uuid: string, slug: string) => `/comics/series/${uuid}/${slug}`,
  /**
   * A preview page (only pages up to the book's preview_count are served): `sd` the readable
   * image, `thumb` the small copy for the page strip. The language picks the lettering.
   */
  preview: (bookUuid: string, pageNumber: number, size: 'sd' | 'thumb', lang: Locale) =>
    `/api/comics/1/book/${bookUuid}/preview/${pageNumber}?size=${size}&trans=${lang}`,
};
