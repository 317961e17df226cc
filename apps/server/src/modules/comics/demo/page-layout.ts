import { createPrng, seedOf, type Prng, type ReadingDirection } from '@fanverse/contract';

/**
 * The panel layout of a demo page: pure and deterministic from the book's uuid and the page
 * number (plus the page's size, direction and gutter colours, themselves fixed by the book), so
 * the rows stored in comic_panels and the picture rendered later, on any instance, agree to the
 * pixel. Panels are integer rectangles in full-size pixels, never overlapping, separated by
 * gutters of the page's colour, and listed in reading order: rows top to bottom, and within a
 * row left to right (right to left for an `rtl` book).
 */

export type LayoutKind = 'splash' | 'grid' | 'banner' | 'rows' | 'spread' | 'strip';

export interface LayoutPanel {
  start_x: number;
  start_y: number;
  size_x: number;
  size_y: number;
  /** The gutter colour (`#rrggbb`): what guided view masks the rest of the page with. */
  mask_color: string;
  /** False for a borderless panel (art running to its edge with no frame line). */
  border: boolean;
}

export interface PageLayout {
  kind: LayoutKind;
  width: number;
  height: number;
  /** The colour between panels (paper, or a tint on some pages). */
  gutter: string;
  panels: LayoutPanel[];
}

export interface LayoutInput {
  bookUuid: string;
  pageNumber: number;
  width: number;
  height: number;
  direction: ReadingDirection;
  /** The book's gutter colours: the first is its usual paper, the others tint some pages. */
  gutters: readonly [string, ...string[]];
}

/** Outer margin and the gutter widths drawn between panels, in full-size pixels. */
export const PAGE_MARGIN = 44;
const GUTTERS = [20, 24, 28] as const;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Row {
  weight: number;
  /** Column weights; one entry: a panel the width of the row. */
  cols: number[];
}

/**
 * Splits `total` pixels by `weights` into integers that add up to `total` exactly (largest
 * remainders get the spare pixels), so rows and columns tile their space with no gap or overlap.
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const sizes = exact.map(Math.floor);
  let spare = total - sizes.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; spare > 0; k++, spare--) sizes[order[k % order.length]![1]]! += 1;
  return sizes;
}

/** Cuts `space` into rows, each into columns, with `gap` pixels between neighbours. */
function rowsToRects(space: Rect, rows: readonly Row[], gap: number, rtl: boolean): Rect[][] {
  const heights = distribute(
    space.h - gap * (rows.length - 1),
    rows.map((r) => r.weight),
  );
  const out: Rect[][] = [];
  let y = space.y;
  rows.forEach((row, r) => {
    const h = heights[r]!;
    const widths = distribute(space.w - gap * (row.cols.length - 1), row.cols);
    let x = space.x;
    const cells = widths.map((w) => {
      const cell = { x, y, w, h };
      x += w + gap;
      return cell;
    });
    out.push(rtl ? cells.reverse() : cells);
    y += h + gap;
  });
  return out;
}

const pickWeights = (rng: Prng, count: number) =>
  Array.from({ length: count }, () => rng.pick([2, 3, 3, 4, 5]));

/** The rows of an ordinary page, by template. */
function templateRows(kind: 'grid' | 'banner' | 'rows', rng: Prng): Row[] {
  switch (kind) {
    case 'grid': {
      const rows = rng.pick([2, 3, 3]);
      return Array.from({ length: rows }, () => ({ weight: 1, cols: [1, 1] }));
    }
    case 'banner': {
      // A wide, short panel across the page (an establishing shot) above or below a 2×2 grid.
      const banner: Row = { weight: 0.8, cols: [1] };
      const grid: Row[] = [
        { weight: 1, cols: pickWeights(rng, 2) },
        { weight: 1, cols: pickWeights(rng, 2) },
      ];
      return rng.chance(0.6) ? [banner, ...grid] : [...grid, banner];
    }
    case 'rows': {
      const count = rng.int(3, 4);
      return Array.from({ length: count }, () => ({
        weight: rng.pick([1, 1, 1.3, 0.8]),
        cols: pickWeights(rng, rng.pick([1, 2, 2, 3])),
      }));
    }
  }
}

function pickKind(input: LayoutInput, rng: Prng): LayoutKind {
  if (input.direction === 'vertical') return 'strip';
  if (input.width > input.height) return 'spread';
  if (input.pageNumber === 1) return 'splash';
  return rng.pick(['grid', 'banner', 'rows', 'rows', 'banner'] as const);
}

/** A vertical-scroll strip: panels stacked with wide gaps, some indented, many borderless. */
function stripPanels(input: LayoutInput, rng: Prng, gutter: string): LayoutPanel[] {
  const count = rng.int(3, 5);
  const gaps = Array.from({ length: count - 1 }, () => rng.int(70, 220));
  const usable = input.height - 2 * PAGE_MARGIN - gaps.reduce((a, b) => a + b, 0);
  const heights = distribute(
    usable,
    Array.from({ length: count }, () => rng.range(0.7, 1.4)),
  );
  const fullWidth = input.width - 2 * PAGE_MARGIN;
  let y = PAGE_MARGIN;
  return heights.map((h, i) => {
    const narrow = rng.chance(0.35);
    const w = narrow ? Math.round(fullWidth * rng.range(0.62, 0.82)) : fullWidth;
    const x = narrow && rng.chance(0.5) ? PAGE_MARGIN + fullWidth - w : PAGE_MARGIN;
    const panel = {
      start_x: x,
      start_y: y,
      size_x: w,
      size_y: h,
      mask_color: gutter,
      border: rng.chance(0.5),
    };
    y += h + (gaps[i] ?? 0);
    return panel;
  });
}

export function layoutPage(input: LayoutInput): PageLayout {
  const rng = createPrng(seedOf(`comic-layout:${input.bookUuid.toLowerCase()}:${input.pageNumber}`));
  const tinted = input.gutters.length > 1 && input.pageNumber > 1 && rng.chance(0.3);
  const gutter = tinted ? rng.pick(input.gutters.slice(1)) : input.gutters[0];
  const gap = rng.pick(GUTTERS);
  const kind = pickKind(input, rng);
  const rtl = input.direction === 'rtl';
  const page = { kind, width: input.width, height: input.height, gutter };

  if (kind === 'strip') return { ...page, panels: stripPanels(input, rng, gutter) };
  if (kind === 'splash') {
    // The opening page: one borderless panel bleeding off every edge, on the usual paper.
    const paper = input.gutters[0];
    const bleed = { start_x: 0, start_y: 0, size_x: input.width, size_y: input.height };
    return { ...page, gutter: paper, panels: [{ ...bleed, mask_color: paper, border: false }] };
  }

  const space = {
    x: PAGE_MARGIN,
    y: PAGE_MARGIN,
    w: input.width - 2 * PAGE_MARGIN,
    h: input.height - 2 * PAGE_MARGIN,
  };
  const rows =
    kind === 'spread'
      ? // A panorama across both pages over a row of four.
        [
          { weight: 2.2, cols: [1] },
          { weight: 1, cols: pickWeights(rng, 4) },
        ]
      : templateRows(kind, rng);
  const cells = rowsToRects(space, rows, gap, rtl).flat();
  // One panel in three pages drops its frame (the panorama of a spread always does).
  const borderless = kind === 'spread' ? 0 : rng.chance(0.35) ? rng.int(0, cells.length - 1) : -1;
  const panels = cells.map((c, i) => ({
    start_x: c.x,
    start_y: c.y,
    size_x: c.w,
    size_y: c.h,
    mask_color: gutter,
    border: i !== borderless,
  }));
  return { ...page, panels };
}
