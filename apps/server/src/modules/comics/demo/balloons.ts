import { n } from '../../art/art-canvas';
import type { PanelBox } from './panel-art';

/**
 * Lettering: speech balloons (rounded, with a tail towards the speaker) and narration boxes,
 * sized from their text. Text is measured by an average glyph width of the bold sans the page
 * names (DejaVu Sans on this machine), which errs wide, so letters stay inside their balloon.
 * A balloon that would not fit its panel is left out rather than squeezed.
 */

/** Full-size pixels: kept away from the panel's edge so the frame and gutter stay clean. */
export const BALLOON_INSET = 18;
const FONT = `font-family="DejaVu Sans, Verdana, Arial, sans-serif"`;
/** Average advance of an upper-case bold glyph, in ems (measured wide on purpose). */
const GLYPH_EM = 0.7;

export interface Lettered {
  svg: string;
  /** The box the balloon takes, to keep the next one clear of it. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words into lines of at most `maxChars` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function textBlock(
  lines: string[],
  x: number,
  top: number,
  size: number,
  anchor: 'middle' | 'start',
  extra = '',
): string {
  const tspans = lines
    .map((l, i) => `<tspan x="${n(x)}" y="${n(top + size * (0.95 + i * 1.2))}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text ${FONT} font-size="${size}" text-anchor="${anchor}" fill="#141414"${extra}>${tspans}</text>`;
}

interface Fit {
  lines: string[];
  w: number;
  h: number;
}

function fit(text: string, maxWidth: number, size: number, pad: number, maxLines: number): Fit | undefined {
  const maxChars = Math.floor((maxWidth - 2 * pad) / (size * GLYPH_EM));
  if (maxChars < 8) return undefined;
  const lines = wrapWords(text, maxChars);
  if (lines.length > maxLines || lines.some((l) => l.length > maxChars)) return undefined;
  const longest = Math.max(...lines.map((l) => l.length));
  return {
    lines,
    w: Math.ceil(longest * size * GLYPH_EM + 2 * pad),
    h: Math.ceil(lines.length * size * 1.2 + 2 * pad),
  };
}

/**
 * A speech balloon with its top-left corner at (`x`, `y`) or, with `alignRight`, its top-right
 * corner there; undefined when it does not fit in the panel below `y`.
 */
export function speechBalloon(
  box: PanelBox,
  text: string,
  at: { x: number; y: number; alignRight: boolean },
  speaker: { x: number; y: number } | undefined,
  maxWidth: number,
): Lettered | undefined {
  const size = 26;
  const f = fit(text, Math.min(maxWidth, box.w - 2 * BALLOON_INSET), size, 20, 4);
  if (!f) return undefined;
  const x = at.alignRight ? at.x - f.w : at.x;
  const bottom = box.y + box.h - BALLOON_INSET;
  if (at.y + f.h + 40 > bottom || x < box.x + BALLOON_INSET) return undefined;
  const radius = Math.min(f.h / 2, 44);
  const cx = x + f.w / 2;
  const base = at.y + f.h;
  // The tail points at the speaker's head, or just below the balloon when nobody is in shot.
  const tipX = speaker ? Math.max(x + 20, Math.min(x + f.w - 20, (cx + speaker.x) / 2)) : cx + 30;
  const tipY = Math.min(bottom, base + Math.max(34, speaker ? Math.min(90, (speaker.y - base) * 0.5) : 34));
  const tail = `${n(cx - 22)},${n(base - 8)} ${n(cx + 22)},${n(base - 8)} ${n(tipX)},${n(tipY)}`;
  const svg =
    `<polygon points="${tail}" fill="#ffffff" stroke="#141414" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="${n(x)}" y="${n(at.y)}" width="${f.w}" height="${f.h}" rx="${n(radius)}" fill="#ffffff" stroke="#141414" stroke-width="3"/>` +
    `<polygon points="${tail}" fill="#ffffff" transform="translate(0 -3)"/>` +
    textBlock(f.lines, cx, at.y + 20, size, 'middle', ' font-weight="bold"');
  return { svg, x, y: at.y, w: f.w, h: f.h + 40 };
}

/** A narration box in the panel's top corner on the reading-start side. */
export function captionBox(
  box: PanelBox,
  text: string,
  alignRight: boolean,
  maxWidth: number,
): Lettered | undefined {
  const size = 22;
  const f = fit(text, Math.min(maxWidth, box.w - 2 * BALLOON_INSET), size, 14, 3);
  if (!f || f.h > box.h * 0.4) return undefined;
  const x = alignRight ? box.x + box.w - BALLOON_INSET - f.w : box.x + BALLOON_INSET;
  const y = box.y + BALLOON_INSET;
  const svg =
    `<rect x="${n(x)}" y="${n(y)}" width="${f.w}" height="${f.h}" fill="#fff1b8" stroke="#141414" stroke-width="2"/>` +
    textBlock(f.lines, x + 14, y + 14, size, 'start', ' font-style="italic"');
  return { svg, x, y, w: f.w, h: f.h };
}

/** The title block of a book's first page: series, book title and number, on a dark band. */
export function titleBlock(box: PanelBox, series: string, title: string, number: string): string {
  const size = 54;
  const maxChars = Math.floor((box.w - 2 * 70) / (size * 0.62));
  const lines = wrapWords(title, Math.max(8, maxChars)).slice(0, 3);
  const h = 70 + 40 + lines.length * size * 1.2 + 50;
  const y = box.y + box.h - h - 90;
  return (
    `<rect x="${n(box.x)}" y="${n(y)}" width="${n(box.w)}" height="${n(h)}" fill="#101010" fill-opacity="0.72"/>` +
    `<text ${FONT} font-size="30" font-weight="bold" letter-spacing="4" fill="#f5d76e" x="${n(box.x + 70)}" y="${n(y + 64)}">${escapeXml(series)}</text>` +
    `<text ${FONT} font-size="${size}" font-weight="bold" fill="#ffffff">${lines
      .map(
        (l, i) =>
          `<tspan x="${n(box.x + 70)}" y="${n(y + 110 + size * (0.9 + i * 1.2))}">${escapeXml(l)}</tspan>`,
      )
      .join('')}</text>` +
    `<text ${FONT} font-size="28" fill="#dddddd" x="${n(box.x + 70)}" y="${n(y + h - 30)}">${escapeXml(number)}</text>`
  );
}
