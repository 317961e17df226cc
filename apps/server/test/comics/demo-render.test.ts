import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoComicBooks, type DemoComicBook } from '../../src/modules/comics/demo/demo-books';
import { pageVariantSize, renderPageVariants } from '../../src/modules/comics/demo/page-render';
import { demoPageLayout } from '../../src/modules/comics/demo/page-svg';
import { colourDistance } from '../../src/modules/comics/demo/panel-art';

/*
 * The renderer against the stored rectangles (ground truth read back from the pixels with
 * sharp): a few pages only, of each kind that matters (an ordinary page, a spread, a
 * right-to-left page), so the test stays fast.
 */
const books = demoComicBooks();
const find = (pred: (b: DemoComicBook) => boolean) => books.find(pred)!;
const spreadBook = find((b) => b.def.spreadPage !== undefined && b.series.readingDirection === 'ltr');
const rtlBook = find((b) => b.series.readingDirection === 'rtl');
const stripBook = find((b) => b.series.readingDirection === 'vertical');
/** A page on a tinted gutter with a borderless panel among framed ones. */
const tinted = books
  .flatMap((book) => book.pages.map((_, i) => ({ book, page: i + 1, layout: demoPageLayout(book, i + 1) })))
  .find(
    ({ book, layout }) =>
      layout.gutter !== book.series.gutters[0] &&
      layout.kind !== 'strip' &&
      layout.panels.some((p) => !p.border) &&
      layout.panels.some((p) => p.border),
  )!;
const CASES: [string, DemoComicBook, number][] = [
  ['an ordinary page', books[0]!, 2],
  ['a double-page spread', spreadBook, spreadBook.def.spreadPage!],
  ['a right-to-left page', rtlBook, 3],
  ['a tinted page with a borderless panel', tinted.book, tinted.page],
  ['a vertical strip', stripBook, 2],
];

const hex = (px: Buffer, i: number) =>
  `#${[px[i]!, px[i + 1]!, px[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

describe('demo page renderer', () => {
  it.each(CASES)('renders %s in every variant at its size, panels where stored', async (_, book, page) => {
    const images = await renderPageVariants(book, page, 'en', ['hd', 'sd', 'thumb']);
    const full = book.pages[page - 1]!;
    for (const variant of ['hd', 'sd', 'thumb'] as const) {
      const meta = await sharp(images.get(variant)!).metadata();
      expect(meta.format).toBe('webp');
      const size = pageVariantSize(full, variant);
      expect({ width: meta.width, height: meta.height }).toEqual(size);
    }
    expect(pageVariantSize(full, 'hd')).toEqual(full);
    expect(pageVariantSize({ width: 1073, height: 1650 }, 'sd')).toEqual({ width: 715, height: 1100 });
    expect(pageVariantSize({ width: 2146, height: 1650 }, 'thumb')).toEqual({ width: 358, height: 275 });

    // Ground truth: just inside each stored rectangle is the panel (frame or art), clearly not
    // the gutter; just outside it is the gutter.
    const layout = demoPageLayout(book, page);
    const { data, info } = await sharp(images.get('hd')!)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => hex(data, (y * info.width + x) * info.channels);
    for (const p of layout.panels) {
      const midX = p.start_x + Math.floor(p.size_x / 2);
      const midY = p.start_y + Math.floor(p.size_y / 2);
      expect(colourDistance(at(midX, p.start_y + 2), layout.gutter)).toBeGreaterThan(60);
      expect(colourDistance(at(p.start_x + 2, midY), layout.gutter)).toBeGreaterThan(60);
      if (p.start_y >= 6) expect(colourDistance(at(midX, p.start_y - 5), layout.gutter)).toBeLessThan(30);
      if (p.start_x >= 6) expect(colourDistance(at(p.start_x - 5, midY), layout.gutter)).toBeLessThan(30);
      const right = p.start_x + p.size_x;
      if (right + 5 < layout.width)
        expect(colourDistance(at(right + 4, midY), layout.gutter)).toBeLessThan(30);
    }
  });

  it('letters the page in the language asked for, over the same drawing', async () => {
    const [en, es] = await Promise.all([
      renderPageVariants(books[0]!, 2, 'en', ['thumb']),
      renderPageVariants(books[0]!, 2, 'es', ['thumb']),
    ]);
    expect(en.get('thumb')!.equals(es.get('thumb')!)).toBe(false);
    const again = await renderPageVariants(books[0]!, 2, 'en', ['thumb']);
    expect(again.get('thumb')!.equals(en.get('thumb')!)).toBe(true);
  });
});
