import { describe, expect, it } from 'vitest';
import { demoComicBooks, SPREAD_SIZE, STRIP_SIZE } from '../../src/modules/comics/demo/demo-books';
import {
  distribute,
  layoutPage,
  type LayoutPanel,
  type PageLayout,
} from '../../src/modules/comics/demo/page-layout';
import { demoPageLayout } from '../../src/modules/comics/demo/page-svg';

/*
 * The layout engine's invariants over every page of every demo book (pure: no rendering): the
 * rectangles stored in comic_panels are these, so they must tile the page cleanly.
 */
const books = demoComicBooks();
const pages: { book: (typeof books)[number]; page: number; layout: PageLayout }[] = books.flatMap((book) =>
  book.pages.map((_, i) => ({ book, page: i + 1, layout: demoPageLayout(book, i + 1) })),
);

const overlaps = (a: LayoutPanel, b: LayoutPanel) =>
  a.start_x < b.start_x + b.size_x &&
  b.start_x < a.start_x + a.size_x &&
  a.start_y < b.start_y + b.size_y &&
  b.start_y < a.start_y + a.size_y;

/** The clear space between two rectangles (0 when they touch or overlap on both axes). */
function separation(a: LayoutPanel, b: LayoutPanel): number {
  const dx = Math.max(b.start_x - (a.start_x + a.size_x), a.start_x - (b.start_x + b.size_x));
  const dy = Math.max(b.start_y - (a.start_y + a.size_y), a.start_y - (b.start_y + b.size_y));
  return Math.max(dx, dy);
}

describe('demo page layouts', () => {
  it('has at least 24 books of 8–16 pages', () => {
    expect(books.length).toBeGreaterThanOrEqual(24);
    for (const book of books) {
      expect(book.pages.length).toBeGreaterThanOrEqual(8);
      expect(book.pages.length).toBeLessThanOrEqual(16);
    }
  });

  it('keeps every panel an integer rectangle inside its page, coloured by the gutter', () => {
    for (const { layout } of pages) {
      expect(layout.panels.length).toBeGreaterThan(0);
      for (const p of layout.panels) {
        for (const v of [p.start_x, p.start_y, p.size_x, p.size_y]) expect(Number.isInteger(v)).toBe(true);
        expect(p.size_x).toBeGreaterThan(0);
        expect(p.size_y).toBeGreaterThan(0);
        expect(p.start_x).toBeGreaterThanOrEqual(0);
        expect(p.start_y).toBeGreaterThanOrEqual(0);
        expect(p.start_x + p.size_x).toBeLessThanOrEqual(layout.width);
        expect(p.start_y + p.size_y).toBeLessThanOrEqual(layout.height);
        expect(p.mask_color).toMatch(/^#[0-9a-f]{6}$/);
        expect(p.mask_color).toBe(layout.gutter);
      }
    }
  });

  it('never overlaps panels and leaves a gutter of at least 20 pixels between them', () => {
    for (const { layout } of pages) {
      const ps = layout.panels;
      for (let i = 0; i < ps.length; i++) {
        for (let j = i + 1; j < ps.length; j++) {
          expect(overlaps(ps[i]!, ps[j]!)).toBe(false);
          expect(separation(ps[i]!, ps[j]!)).toBeGreaterThanOrEqual(20);
        }
      }
    }
  });

  it('lists panels in reading order: rows top to bottom, then across in the book’s direction', () => {
    for (const { book, layout } of pages) {
      const rtl = book.series.readingDirection === 'rtl';
      layout.panels.forEach((b, i) => {
        const a = layout.panels[i - 1];
        if (!a) return;
        if (b.start_y === a.start_y) {
          if (rtl) expect(b.start_x).toBeLessThan(a.start_x);
          else expect(b.start_x).toBeGreaterThan(a.start_x);
        } else {
          // A new row starts below the whole previous row.
          expect(b.start_y).toBeGreaterThanOrEqual(a.start_y + a.size_y);
        }
      });
    }
  });

  it('reverses the order within rows for right-to-left, over the same rectangles', () => {
    const input = { bookUuid: books[0]!.uuid, width: 1073, height: 1650, gutters: ['#ffffff'] as [string] };
    let compared = 0;
    for (let pageNumber = 2; pageNumber <= 12; pageNumber++) {
      const ltr = layoutPage({ ...input, pageNumber, direction: 'ltr' }).panels;
      const rtl = layoutPage({ ...input, pageNumber, direction: 'rtl' }).panels;
      const key = (p: LayoutPanel) => `${p.start_x},${p.start_y},${p.size_x},${p.size_y}`;
      expect(new Set(rtl.map(key))).toEqual(new Set(ltr.map(key)));
      const rows = (ps: LayoutPanel[]) => [...new Set(ps.map((p) => p.start_y))];
      for (const y of rows(ltr)) {
        const l = ltr.filter((p) => p.start_y === y).map(key);
        const r = rtl.filter((p) => p.start_y === y).map(key);
        expect(r).toEqual([...l].reverse());
        if (l.length > 1) compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('is deterministic from the book uuid and page number', () => {
    const book = books[3]!;
    expect(demoPageLayout(book, 4)).toEqual(demoPageLayout(book, 4));
    expect(demoPageLayout(book, 4)).not.toEqual(demoPageLayout(book, 5));
  });

  it('draws every kind of page: splash, grid, banner, rows, spread and strip, tinted and borderless', () => {
    const kinds = new Set(pages.map((p) => p.layout.kind));
    expect([...kinds].sort()).toEqual(['banner', 'grid', 'rows', 'splash', 'spread', 'strip']);
    const spreads = pages.filter((p) => p.layout.kind === 'spread');
    expect(
      spreads.every((p) => p.layout.width === SPREAD_SIZE.width && p.layout.height === SPREAD_SIZE.height),
    ).toBe(true);
    const strips = pages.filter((p) => p.layout.kind === 'strip');
    expect(
      strips.every(
        (p) => p.book.series.readingDirection === 'vertical' && p.layout.height === STRIP_SIZE.height,
      ),
    ).toBe(true);
    expect(pages.some((p) => p.layout.gutter !== p.book.series.gutters[0])).toBe(true);
    expect(
      pages.some((p) => p.layout.kind !== 'splash' && p.layout.panels.some((panel) => !panel.border)),
    ).toBe(true);
    // A wide banner: a panel spanning the page's content width above or below others.
    expect(
      pages.some(
        (p) =>
          p.layout.kind === 'banner' &&
          p.layout.panels.some((panel) => panel.size_x === p.layout.width - 88 && panel.size_y < 500),
      ),
    ).toBe(true);
  });

  it('splits space into integers that add up exactly', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(distribute(1001, [2, 3, 5]).reduce((a, b) => a + b, 0)).toBe(1001);
  });
});
