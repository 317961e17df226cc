/**
 * How pages group into what the reader shows at once (a "view"): one page per view in single
 * mode and continuous scroll, two facing pages in double-page mode. The cover stands alone (it is
 * a right-hand page in print), a wide page (a spread drawn as one image, width > height) stands
 * alone, and the offset switch moves the pairing by one page for books whose facing pages are
 * printed the other way round.
 */
export interface PageSize {
  width: number;
  height: number;
}

export type ReaderMode = 'single' | 'double' | 'vertical';

/** A page drawn as one double-width image. */
export function isWide(page: PageSize): boolean {
  return page.width > page.height;
}

/** Page indices (zero-based) per view, in reading order. */
export function buildViews(pages: readonly PageSize[], mode: ReaderMode, offset = false): number[][] {
  if (mode !== 'double') return pages.map((_, index) => [index]);
  const views: number[][] = [];
  let index = 0;
  if (pages.length > 0) {
    views.push([0]); // the cover
    index = 1;
  }
  // The offset switch: the first inner page stands alone too, so every later pair shifts.
  if (offset && index < pages.length) {
    views.push([index]);
    index += 1;
  }
  while (index < pages.length) {
    const page = pages[index]!;
    const partner = pages[index + 1];
    if (isWide(page) || partner === undefined || isWide(partner)) {
      // A wide page alone; a page whose partner is wide (or missing) alone too, and the pairing
      // picks up again after the wide page.
      views.push([index]);
      index += 1;
    } else {
      views.push([index, index + 1]);
      index += 2;
    }
  }
  return views;
}

/** The view that shows `page`; 0 when none does (an empty book). */
export function viewOfPage(views: readonly number[][], page: number): number {
  const found = views.findIndex((view) => view.includes(page));
  return found < 0 ? 0 : found;
}

/**
 * The pages of a view from left to right on the screen: reading order in a left-to-right book,
 * reversed in a right-to-left one (its first page is on the right).
 */
export function screenOrder(view: readonly number[], direction: 'ltr' | 'rtl'): number[] {
  return direction === 'rtl' ? [...view].reverse() : [...view];
}

/**
 * The size of a view laid out side by side at a common height (the tallest page's): the box the
 * reader fits to the screen, in full-size page pixels.
 */
export function viewBox(pages: readonly PageSize[]): { width: number; height: number; widths: number[] } {
  const height = Math.max(1, ...pages.map((page) => page.height));
  const widths = pages.map((page) => (page.width * height) / Math.max(1, page.height));
  return { width: widths.reduce((sum, width) => sum + width, 0) || 1, height, widths };
}
