import type { Locale } from '@fanverse/contract';

/**
 * Page images of comic books, by variant: `hd` at the page's full size (a single page is
 * 1073×1650, the spec's comic size; a double-page spread twice as wide), `sd` at two thirds of it
 * and `thumb` at one sixth (the thumbnail strip). All WebP. Lettering is per language, so each
 * language has its own files.
 */
export const PAGE_VARIANTS = ['hd', 'sd', 'thumb'] as const;
export type PageVariant = (typeof PAGE_VARIANTS)[number];

/** The pixel scale of each variant against the full size. */
export const PAGE_VARIANT_SCALE: Readonly<Record<PageVariant, number>> = { hd: 1, sd: 2 / 3, thumb: 1 / 6 };

/** Where a page image lives under DATA_DIR: comics/<book uuid>/p<NNN>-<variant>-<lang>.webp. */
export function comicPageFile(
  dataDir: string,
  bookUuid: string,
  pageNumber: number,
  variant: PageVariant,
  lang: Locale,
) {
  return `${dataDir}/comics/${bookUuid}/p${String(pageNumber).padStart(3, '0')}-${variant}-${lang}.webp`;
}

/**
 * Finds (and where it can, makes) the file of one page image. The demo books' pages are rendered
 * ahead by the demo extension and on demand when asked before that reached them; a page nobody
 * can render answers undefined (the route answers 404).
 */
export interface ComicPageImages {
  file(bookUuid: string, pageNumber: number, variant: PageVariant, lang: Locale): Promise<string | undefined>;
}
