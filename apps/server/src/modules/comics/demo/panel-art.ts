import type { Prng } from '@fanverse/contract';
import { n } from '../../art/art-canvas';
import { darken, lighten, mix } from '../../art/colour';
import type { ComicCharacterDef, SceneKind } from './content-types';

/**
 * The drawing inside one panel: an invented scene (a city at dusk, hills, the sea, a room,
 * space, a clockwork forest, the deep ocean, a close-up) in the series' colours, with its
 * characters as simple figures. Plain shapes and at most one gradient per panel: librsvg draws
 * a whole page in a few tens of milliseconds that way. Everything is drawn inside the panel's
 * rectangle (the caller clips to it as well).
 */

export interface PanelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The shorter side. */
  short: number;
}

export interface SceneInput {
  id: string;
  box: PanelBox;
  kind: SceneKind;
  rng: Prng;
  palette: readonly [string, string, string];
  characters: readonly ComicCharacterDef[];
  /** The page's gutter: the panel's ground is kept clearly different from it. */
  gutter: string;
}

/** Where a speaker stands, for the balloon tails. */
export interface SceneResult {
  svg: string;
  speakers: { x: number; y: number }[];
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Manhattan distance of two colours (0–765). */
export function colourDistance(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  return Math.abs(x[0] - y[0]) + Math.abs(x[1] - y[1]) + Math.abs(x[2] - y[2]);
}

/** `colour`, pushed away from `from` until they are told apart at a glance. */
export function contrasting(colour: string, from: string, min = 120): string {
  if (colourDistance(colour, from) >= min) return colour;
  const light = rgb(from).reduce((a, b) => a + b, 0) > 384;
  for (let t = 0.2; t <= 1; t += 0.2) {
    const moved = light ? darken(colour, t) : lighten(colour, t);
    if (colourDistance(moved, from) >= min) return moved;
  }
  return light ? '#000000' : '#ffffff';
}

/** A standing figure (feet at `y`, `s` pixels tall): body, head, hair and eyes. */
function figure(x: number, y: number, s: number, c: ComicCharacterDef, facing: 1 | -1): string {
  const head = s * 0.14;
  const bodyW = s * 0.34;
  const bodyTop = y - s * 0.72;
  const headY = bodyTop - head * 0.9;
  return (
    rect(x - bodyW * 0.32, y - s * 0.28, bodyW * 0.22, s * 0.28, darken(c.outfit, 0.45)) +
    rect(x + bodyW * 0.1, y - s * 0.28, bodyW * 0.22, s * 0.28, darken(c.outfit, 0.45)) +
    rect(x - bodyW / 2, bodyTop, bodyW, s * 0.46, c.outfit, ` rx="${n(bodyW * 0.3)}"`) +
    circle(x, headY, head, c.skin) +
    ellipse(x - facing * head * 0.15, headY - head * 0.45, head * 1.05, head * 0.62, c.hair) +
    circle(x + facing * head * 0.35, headY + head * 0.05, head * 0.11, '#1a1a1a') +
    circle(x + facing * head * 0.75, headY + head * 0.05, head * 0.11, '#1a1a1a')
  );
}

/** One to three characters standing on the ground line, returning where their heads are. */
function cast(input: SceneInput, groundY: number, scale: number): SceneResult {
  const { box, rng, characters } = input;
  if (characters.length === 0 || box.w < 160) return { svg: '', speakers: [] };
  const count = Math.min(characters.length, rng.int(1, box.w > 600 ? 3 : 2));
  const start = rng.int(0, characters.length - 1);
  let svg = '';
  const speakers: SceneResult['speakers'] = [];
  for (let i = 0; i < count; i++) {
    const c = characters[(start + i) % characters.length]!;
    const x = box.x + (box.w * (i + 1)) / (count + 1) + rng.range(-box.w * 0.05, box.w * 0.05);
    const s = Math.min(box.h * scale, box.w * 0.6) * rng.range(0.85, 1.05);
    svg += figure(x, groundY, s, c, i % 2 === 0 ? 1 : -1);
    speakers.push({ x, y: groundY - s * 0.9 });
  }
  return { svg, speakers };
}

function ground(input: SceneInput, top: string, bottom: string): string {
  const { box, id } = input;
  return (
    `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(box.x, box.y, box.w, box.h, `url(#g${id})`)
  );
}

type Scene = (input: SceneInput, sky: string) => SceneResult;

const city: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  let svg = ground(input, sky, mix(sky, palette[2], 0.45));
  svg += circle(
    box.x + box.w * rng.range(0.15, 0.85),
    box.y + box.h * 0.2,
    box.short * 0.08,
    lighten(palette[2], 0.3),
  );
  const street = box.y + box.h * rng.range(0.72, 0.82);
  let x = box.x - rng.range(0, 40);
  while (x < box.x + box.w) {
    const w = rng.range(box.w * 0.1, box.w * 0.22);
    const h = rng.range(box.h * 0.25, box.h * 0.6);
    const wall = mix(palette[0], palette[1], rng.range(0.1, 0.45));
    svg += rect(x, street - h, w, h, wall);
    const cols = Math.max(1, Math.floor(w / 46));
    const rows = Math.min(6, Math.max(1, Math.floor(h / 60)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rng.chance(0.45)) svg += rect(x + 12 + c * 46, street - h + 16 + r * 60, 20, 28, palette[2]);
      }
    }
    x += w + rng.range(4, 18);
  }
  svg += rect(box.x, street, box.w, box.y + box.h - street, darken(palette[0], 0.2));
  const lamp = box.x + box.w * rng.range(0.1, 0.9);
  svg += rect(lamp - 4, street - box.h * 0.3, 8, box.h * 0.3, '#2b2b2b');
  svg += circle(lamp, street - box.h * 0.3, box.short * 0.04, palette[2], ' fill-opacity="0.9"');
  const people = cast(input, street + (box.y + box.h - street) * 0.5, 0.55);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const hills: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  let svg = ground(input, sky, lighten(sky, 0.35));
  svg += circle(
    box.x + box.w * rng.range(0.2, 0.8),
    box.y + box.h * rng.range(0.15, 0.35),
    box.short * 0.1,
    palette[2],
  );
  for (let layer = 0; layer < 3; layer++) {
    const base = box.y + box.h * (0.5 + layer * 0.15);
    const peak = base - box.h * rng.range(0.08, 0.2);
    const colour = mix(palette[1], palette[0], 0.15 + layer * 0.25);
    svg +=
      `<path d="M${n(box.x)},${n(base)} Q${n(box.x + box.w * rng.range(0.2, 0.8))},${n(peak)} ` +
      `${n(box.x + box.w)},${n(base - box.h * rng.range(-0.05, 0.08))} L${n(box.x + box.w)},${n(box.y + box.h)} ` +
      `L${n(box.x)},${n(box.y + box.h)} Z" fill="${colour}"/>`;
  }
  const people = cast(input, box.y + box.h * 0.92, 0.5);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const sea: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  const horizon = box.y + box.h * rng.range(0.4, 0.6);
  let svg = ground(input, sky, lighten(sky, 0.3));
  svg += rect(box.x, horizon, box.w, box.y + box.h - horizon, darken(palette[1], 0.35));
  for (let i = 0; i < 5; i++) {
    const y = horizon + ((box.y + box.h - horizon) * (i + 0.5)) / 5;
    svg += `<path d="M${n(box.x)},${n(y)} q${n(box.w / 8)},-14 ${n(box.w / 4)},0 t${n(box.w / 4)},0 t${n(box.w / 4)},0 t${n(box.w / 4)},0" stroke="${lighten(palette[1], 0.3)}" stroke-width="5" fill="none"/>`;
  }
  const bx = box.x + box.w * rng.range(0.2, 0.7);
  const bw = box.w * 0.25;
  svg += poly(
    [
      [bx, horizon + 10],
      [bx + bw, horizon + 10],
      [bx + bw * 0.85, horizon + 40],
      [bx + bw * 0.15, horizon + 40],
    ],
    palette[2],
  );
  svg += poly(
    [
      [bx + bw * 0.5, horizon - box.h * 0.2],
      [bx + bw * 0.5, horizon + 8],
      [bx + bw * 0.85, horizon + 8],
    ],
    lighten(palette[2], 0.5),
  );
  const people = cast(input, box.y + box.h * 0.98, 0.4);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const interior: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  const floor = box.y + box.h * rng.range(0.68, 0.8);
  const wall = contrasting(mix(sky, palette[2], 0.35), input.gutter);
  let svg = ground(input, wall, darken(wall, 0.15));
  svg += rect(box.x, floor, box.w, box.y + box.h - floor, darken(palette[1], 0.4));
  const ww = box.w * rng.range(0.2, 0.32);
  const wx = box.x + box.w * rng.range(0.08, 0.6);
  const wy = box.y + box.h * 0.12;
  const wh = (floor - box.y) * 0.45;
  svg += rect(wx, wy, ww, wh, darken(palette[0], 0.1), ` stroke="${darken(wall, 0.5)}" stroke-width="10"`);
  svg += circle(wx + ww * 0.7, wy + wh * 0.3, Math.min(ww, wh) * 0.12, palette[2]);
  svg += rect(wx + ww / 2 - 4, wy, 8, wh, darken(wall, 0.5));
  const tx = box.x + box.w * rng.range(0.5, 0.8);
  svg += rect(tx - box.w * 0.12, floor - box.h * 0.12, box.w * 0.24, 14, darken(palette[1], 0.6));
  svg += poly(
    [
      [tx - 26, floor - box.h * 0.12 - 60],
      [tx + 26, floor - box.h * 0.12 - 60],
      [tx + 40, floor - box.h * 0.12 - 20],
      [tx - 40, floor - box.h * 0.12 - 20],
    ],
    palette[2],
  );
  const people = cast(input, floor + (box.y + box.h - floor) * 0.4, 0.6);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const space: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  let svg = ground(input, darken(sky, 0.5), sky);
  for (let i = 0; i < 28; i++) {
    svg += circle(
      box.x + rng.range(0, box.w),
      box.y + rng.range(0, box.h),
      rng.range(1.5, 4),
      '#ffffff',
      ' fill-opacity="0.85"',
    );
  }
  const px = box.x + box.w * rng.range(0.2, 0.8);
  const py = box.y + box.h * rng.range(0.25, 0.6);
  const pr = box.short * rng.range(0.14, 0.26);
  svg += circle(px, py, pr, palette[1]);
  svg += ellipse(px, py, pr * 1.7, pr * 0.35, 'none', ` stroke="${palette[2]}" stroke-width="8"`);
  const sx = box.x + box.w * rng.range(0.1, 0.9);
  const sy = box.y + box.h * rng.range(0.1, 0.4);
  svg +=
    rect(sx - 18, sy - 18, 36, 36, '#c9ced6') +
    rect(sx - 90, sy - 10, 64, 20, '#3a6ea5') +
    rect(sx + 26, sy - 10, 64, 20, '#3a6ea5');
  const people = cast(input, box.y + box.h, 0.45);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const forest: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  let svg = ground(input, sky, lighten(palette[1], 0.3));
  const floor = box.y + box.h * 0.82;
  svg += rect(box.x, floor, box.w, box.y + box.h - floor, darken(palette[1], 0.5));
  const trees = Math.max(3, Math.round(box.w / 150));
  for (let i = 0; i < trees; i++) {
    const x = box.x + (box.w * (i + rng.range(0.2, 0.8))) / trees;
    const h = box.h * rng.range(0.45, 0.75);
    const w = h * 0.4;
    svg += rect(x - 8, floor - h * 0.25, 16, h * 0.25, '#5a3d2b');
    svg += poly(
      [
        [x, floor - h],
        [x + w / 2, floor - h * 0.2],
        [x - w / 2, floor - h * 0.2],
      ],
      mix(palette[1], palette[0], rng.range(0, 0.4)),
    );
    // A gear in the canopy: a dashed ring reads as teeth.
    svg += circle(
      x,
      floor - h * 0.5,
      w * 0.12,
      'none',
      ` stroke="${palette[2]}" stroke-width="${n(w * 0.06)}" stroke-dasharray="6 5"`,
    );
  }
  const people = cast(input, box.y + box.h * 0.95, 0.5);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const deep: Scene = (input, sky) => {
  const { box, rng, palette } = input;
  let svg = ground(input, sky, darken(sky, 0.7));
  for (let i = 0; i < 3; i++) {
    const x = box.x + box.w * rng.range(0, 1);
    svg += poly(
      [
        [x - 30, box.y],
        [x + 30, box.y],
        [x + 160, box.y + box.h],
        [x - 100, box.y + box.h],
      ],
      palette[2],
      ' fill-opacity="0.12"',
    );
  }
  for (let i = 0; i < 14; i++) {
    svg += circle(
      box.x + rng.range(0, box.w),
      box.y + rng.range(0, box.h),
      rng.range(4, 12),
      'none',
      ` stroke="${palette[2]}" stroke-width="2" stroke-opacity="0.7"`,
    );
  }
  const cx = box.x + box.w * rng.range(0.3, 0.7);
  svg += rect(cx - 2, box.y, 4, box.h, '#9aa5b1');
  const carY = box.y + box.h * rng.range(0.3, 0.6);
  svg +=
    rect(cx - 70, carY, 140, 90, palette[1], ' rx="18"') +
    rect(cx - 45, carY + 20, 90, 34, palette[2], ' rx="8"');
  if (rng.chance(0.5)) {
    const ex = box.x + box.w * rng.range(0.1, 0.9);
    const ey = box.y + box.h * rng.range(0.6, 0.9);
    svg +=
      ellipse(ex, ey, box.w * 0.2, box.h * 0.06, darken(palette[1], 0.6)) +
      circle(ex + box.w * 0.1, ey - 6, 9, '#f5f3a8');
  }
  const people = cast(input, carY + 80, 0.25);
  return { svg: svg + people.svg, speakers: people.speakers };
};

const closeUp: Scene = (input, sky) => {
  const { box, rng, palette, characters } = input;
  let svg = rect(box.x, box.y, box.w, box.h, sky);
  const lines = contrasting(mix(sky, palette[2], 0.35), input.gutter);
  const cx = box.x + box.w * rng.range(0.35, 0.65);
  const cy = box.y + box.h * 0.62;
  // Speed lines radiating from behind the face.
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const r = box.w + box.h;
    svg += poly(
      [
        [cx, cy],
        [cx + Math.cos(a) * r, cy + Math.sin(a) * r],
        [cx + Math.cos(a + 0.08) * r, cy + Math.sin(a + 0.08) * r],
      ],
      lines,
    );
  }
  const c = characters[rng.int(0, Math.max(0, characters.length - 1))];
  if (!c) return { svg, speakers: [] };
  const r = Math.min(box.w, box.h) * 0.3;
  svg += rect(cx - r * 1.4, cy + r * 0.8, r * 2.8, box.h, c.outfit, ` rx="${n(r * 0.5)}"`);
  svg += circle(cx, cy, r, c.skin);
  svg += ellipse(cx, cy - r * 0.6, r * 1.1, r * 0.6, c.hair);
  svg += ellipse(cx - r * 0.35, cy + r * 0.05, r * 0.12, r * 0.18, '#1a1a1a');
  svg += ellipse(cx + r * 0.35, cy + r * 0.05, r * 0.12, r * 0.18, '#1a1a1a');
  svg += `<path d="M${n(cx - r * 0.3)},${n(cy + r * 0.45)} q${n(r * 0.3)},${n(r * 0.2)} ${n(r * 0.6)},0" stroke="#1a1a1a" stroke-width="6" fill="none"/>`;
  return { svg, speakers: [{ x: cx, y: cy - r }] };
};

const SCENES: Record<SceneKind, Scene> = {
  city,
  hills,
  sea,
  interior,
  space,
  forest,
  deep,
  'close-up': closeUp,
};

/** The scene of one panel; its ground colour always stands out from the gutter. */
export function drawScene(input: SceneInput): SceneResult {
  const base = mix(input.palette[0], input.palette[1], input.rng.range(0.15, 0.6));
  const sky = contrasting(base, input.gutter);
  return SCENES[input.kind](input, sky);
}

export function panelBox(p: { start_x: number; start_y: number; size_x: number; size_y: number }): PanelBox {
  return { x: p.start_x, y: p.start_y, w: p.size_x, h: p.size_y, short: Math.min(p.size_x, p.size_y) };
}
