import { createPrng, seedOf, type Locale, type Prng } from '@fanverse/contract';
import { n } from '../../art/art-canvas';
import { captionBox, speechBalloon, titleBlock, type Lettered } from './balloons';
import type { SceneKind } from './content-types';
import type { DemoComicBook, PageSize } from './demo-books';
import { layoutPage, type LayoutPanel, type PageLayout } from './page-layout';
import { contrasting, drawScene, panelBox } from './panel-art';

/** The frame line of a bordered panel, drawn inside its rectangle (the gutter stays clean). */
export const BORDER_WIDTH = 6;

/** The layout of a demo book's page (what comic_panels stores and the renderer draws). */
export function demoPageLayout(book: DemoComicBook, pageNumber: number): PageLayout {
  const size = book.pages[pageNumber - 1];
  if (!size) throw new Error(`demo comic ${book.uuid} has no page ${pageNumber}`);
  return layoutPage({
    bookUuid: book.uuid,
    pageNumber,
    width: size.width,
    height: size.height,
    direction: book.series.readingDirection,
    gutters: book.series.gutters,
  });
}

const NUMBER_LABEL: Record<DemoComicBook['def']['type'], Record<Locale, string>> = {
  issue: { en: 'No.', es: 'N.º' },
  annual: { en: 'Annual', es: 'Anual' },
  collected: { en: 'Volume', es: 'Volumen' },
};

function sceneFor(book: DemoComicBook, panel: LayoutPanel, rng: Prng): SceneKind {
  // Small panels are reaction shots; the rest show the series' places.
  if (panel.size_x < 330 || panel.size_y < 260) return 'close-up';
  const places = book.series.scenes.filter((s) => s !== 'close-up');
  return rng.chance(0.2) ? 'close-up' : rng.pick(places.length > 0 ? places : book.series.scenes);
}

/**
 * The balloons of one panel. What is said is drawn from the panel's own sequence before any
 * measuring, so both languages of a page say the same lines in the same places.
 */
function letterPanel(
  book: DemoComicBook,
  panel: LayoutPanel,
  index: number,
  lang: Locale,
  speakers: { x: number; y: number }[],
  rng: Prng,
): string {
  const box = panelBox(panel);
  const rtl = book.series.readingDirection === 'rtl';
  const { lines, captions } = book.series;
  const wantsCaption = index === 0 || rng.chance(0.15);
  const caption = captions[rng.int(0, captions.length - 1)]!;
  const said = [lines[rng.int(0, lines.length - 1)]!, lines[rng.int(0, lines.length - 1)]!] as const;
  const wantsSecond = rng.chance(0.4);
  const maxWidth = Math.max(260, Math.min(520, box.w * 0.62));

  const placed: Lettered[] = [];
  let top = box.y + 18;
  if (wantsCaption) {
    const c = captionBox(box, caption[lang].toLocaleUpperCase(lang), rtl, maxWidth);
    if (c) {
      placed.push(c);
      top = c.y + c.h + 14;
    }
  }
  // The first balloon sits on the reading-start side, the reply across from it.
  const start = { x: rtl ? box.x + box.w - 18 : box.x + 18, alignRight: rtl };
  const first = speechBalloon(
    box,
    said[0][lang].toLocaleUpperCase(lang),
    { ...start, y: top },
    speakers[0],
    maxWidth,
  );
  if (first) placed.push(first);
  if (first && wantsSecond && said[1] !== said[0]) {
    const across = { x: rtl ? box.x + 18 : box.x + box.w - 18, alignRight: !rtl };
    const second = speechBalloon(
      box,
      said[1][lang].toLocaleUpperCase(lang),
      { ...across, y: top + 30 },
      speakers[1] ?? speakers[0],
      maxWidth,
    );
    const clear = (b: Lettered) =>
      placed.every((p) => b.x >= p.x + p.w + 12 || b.x + b.w + 12 <= p.x || b.y >= p.y + p.h);
    if (second && clear(second)) placed.push(second);
    else {
      const below = speechBalloon(
        box,
        said[1][lang].toLocaleUpperCase(lang),
        { ...across, y: first.y + first.h + 12 },
        speakers[1] ?? speakers[0],
        maxWidth,
      );
      if (below && clear(below)) placed.push(below);
    }
  }
  return placed.map((p) => p.svg).join('');
}

/**
 * One page as an SVG document: gutter ground, each panel's scene clipped to its rectangle, its
 * frame (unless borderless) and its lettering in `lang`. The view box is the page's full size,
 * the document size the variant's, so every variant is the same drawing.
 */
export function renderPageSvg(
  book: DemoComicBook,
  pageNumber: number,
  lang: Locale,
  output: PageSize,
): string {
  const layout = demoPageLayout(book, pageNumber);
  const { width, height, gutter } = layout;
  const frame = contrasting('#161616', gutter, 150);
  let body = `<rect width="${width}" height="${height}" fill="${gutter}"/>`;
  layout.panels.forEach((panel, i) => {
    const id = `p${i}`;
    const box = panelBox(panel);
    const artRng = createPrng(seedOf(`comic-art:${book.uuid}:${pageNumber}:${i}`));
    const textRng = createPrng(seedOf(`comic-text:${book.uuid}:${pageNumber}:${i}`));
    const scene = drawScene({
      id,
      box,
      kind: sceneFor(book, panel, artRng),
      rng: artRng,
      palette: book.series.palette,
      characters: book.series.characters,
      gutter,
    });
    let inner = scene.svg;
    if (layout.kind === 'splash' || (pageNumber === 1 && i === 0)) {
      const number = `${NUMBER_LABEL[book.def.type][lang]} ${book.def.number}`;
      inner += titleBlock(box, book.series.title[lang].toLocaleUpperCase(lang), book.def.title[lang], number);
    } else {
      inner += letterPanel(book, panel, i, lang, scene.speakers, textRng);
    }
    body +=
      `<defs><clipPath id="c${id}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath></defs>` +
      `<g clip-path="url(#c${id})">${inner}</g>`;
    if (panel.border) {
      const half = BORDER_WIDTH / 2;
      body += `<rect x="${n(box.x + half)}" y="${n(box.y + half)}" width="${n(box.w - BORDER_WIDTH)}" height="${n(box.h - BORDER_WIDTH)}" fill="none" stroke="${frame}" stroke-width="${BORDER_WIDTH}"/>`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">${body}</svg>`
  );
}
