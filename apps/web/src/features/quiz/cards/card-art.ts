import { createPrng, seedOf, type EmotionToken, type Prng, type QuizCardType } from '@fanverse/contract';

/**
 * Layered art of the quiz's answer cards, generated from the answer's ids: several transparent
 * SVG layers per card, each with a depth from 0 (far) to 1 (near) that the parallax moves by.
 * Pure data (no React, no DOM), so it is the same on every render and easy to test. Shapes only,
 * no text: the card's copy is real text beside the art.
 */
export interface ArtShape {
  tag: 'circle' | 'ellipse' | 'rect' | 'path' | 'polygon';
  attrs: Readonly<Record<string, string | number>>;
}

export interface ArtLayer {
  /** 0 for the farthest layer, 1 for the nearest. */
  depth: number;
  viewBox: string;
  /** A vertical gradient behind the shapes (the sky of a scene), top colour first. */
  ground?: readonly [string, string];
  shapes: readonly ArtShape[];
}

export interface CardArtInput {
  cardType: QuizCardType;
  layerCount: number;
  questionId: string;
  answerId: string;
  /** The card's place among the question's answers (shared-layers cards show slices of one scene). */
  index: number;
}

const W = 400;
const H = 300;
const TOKEN = 200;

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%${a < 1 ? ` / ${a}` : ''})`;
const r1 = (value: number) => Math.round(value * 10) / 10;
const points = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, string | number> = {},
): ArtShape => ({
  tag: 'circle',
  attrs: { cx: r1(cx), cy: r1(cy), r: r1(r), fill, ...extra },
});
const clampLayers = (count: number) => Math.min(6, Math.max(1, Math.round(count)));
/** A single layer has nothing to move against: it stays still (depth 0). */
const depthOf = (index: number, count: number) => (count <= 1 ? 0 : index / (count - 1));

type Terrain = 'ridges' | 'skyline' | 'waves' | 'orbs';
const TERRAINS: readonly Terrain[] = ['ridges', 'skyline', 'waves', 'orbs'];

/** The sky: gradient, a glowing sun or moon and a scatter of stars. */
function sky(rng: Prng, hue: number, x0: number, width: number): Omit<ArtLayer, 'depth' | 'viewBox'> {
  const shapes: ArtShape[] = [];
  for (let star = 0; star < Math.round(width / 30); star += 1) {
    shapes.push(
      circle(
        x0 + rng.range(0, width),
        rng.range(8, H * 0.45),
        rng.range(0.8, 2),
        hsl(hue + 40, 80, 92, rng.range(0.35, 0.8)),
      ),
    );
  }
  const sunX = x0 + rng.range(width * 0.15, width * 0.85);
  const sunY = rng.range(50, 110);
  const sunR = rng.range(20, 36);
  shapes.push(circle(sunX, sunY, sunR * 2.4, hsl(hue + 50, 95, 70, 0.14)));
  shapes.push(circle(sunX, sunY, sunR, hsl(hue + 50, 95, 78, 0.95)));
  return { ground: [hsl(hue, 55, 12), hsl(hue + 35, 60, 34)], shapes };
}

/** One band of terrain between the horizon and the viewer; `t` 0 is far, 1 near. */
function terrain(rng: Prng, kind: Terrain, hue: number, t: number, x0: number, width: number): ArtShape[] {
  const base = 150 + t * 105;
  const fill = hsl(hue + t * 25, 40 + t * 20, 34 - t * 24);
  const x1 = x0 + width;
  switch (kind) {
    case 'ridges': {
      const list: [number, number][] = [[x0 - 20, H + 20]];
      for (let x = x0 - 20; x <= x1 + 20; x += rng.range(36, 64))
        list.push([x, base - rng.range(8, 70) * (1 - t * 0.4)]);
      list.push([x1 + 20, H + 20]);
      return [{ tag: 'polygon', attrs: { points: points(list), fill } }];
    }
    case 'skyline': {
      const shapes: ArtShape[] = [];
      for (let x = x0 - 10; x < x1 + 10;) {
        const w = rng.range(18, 52) * (0.8 + t * 0.5);
        const h = rng.range(24, 110) * (1 - t * 0.35);
        shapes.push({
          tag: 'rect',
          attrs: { x: r1(x), y: r1(base - h), width: r1(w + 1), height: r1(H - base + h + 20), fill },
        });
        x += w;
      }
      return shapes;
    }
    case 'waves': {
      const amplitude = 6 + t * 14;
      const step = 50 + t * 30;
      let d = `M${r1(x0 - 20)} ${r1(base)}`;
      for (let x = x0 - 20; x < x1 + 20; x += step) {
        d += ` Q${r1(x + step / 2)} ${r1(base + (rng.next() < 0.5 ? -1 : 1) * amplitude * rng.range(0.6, 1.4))} ${r1(x + step)} ${r1(base)}`;
      }
      d += ` L${r1(x1 + 20)} ${H + 20} L${r1(x0 - 20)} ${H + 20} Z`;
      return [{ tag: 'path', attrs: { d, fill } }];
    }
    case 'orbs': {
      const shapes: ArtShape[] = [
        { tag: 'rect', attrs: { x: x0 - 20, y: r1(base + 20), width: width + 40, height: H, fill } },
      ];
      const count = Math.round((width / W) * (5 - t * 2));
      for (let orb = 0; orb < count; orb += 1) {
        shapes.push(
          circle(
            x0 + rng.range(0, width),
            base - rng.range(0, 60),
            rng.range(10, 28) * (0.6 + t),
            hsl(hue + 60 + t * 40, 70, 60 - t * 25, 0.85),
          ),
        );
      }
      return shapes;
    }
  }
}

/** A caped figure standing at (x, baseY), facing right (1) or left (-1). */
function figure(
  x: number,
  baseY: number,
  scale: number,
  facing: 1 | -1,
  fill: string,
  rim: string,
): ArtShape[] {
  const s = scale;
  const cape: [number, number][] = [
    [x - 11 * s, baseY - 50 * s],
    [x + 11 * s, baseY - 50 * s],
    [x + (11 + 16 * -facing) * s, baseY],
    [x + (-11 + 20 * -facing) * s, baseY + 2 * s],
  ];
  const body: [number, number][] = [
    [x - 10 * s, baseY - 52 * s],
    [x + 10 * s, baseY - 52 * s],
    [x + 13 * s, baseY],
    [x - 13 * s, baseY],
  ];
  const stroke = { stroke: rim, 'stroke-width': r1(2.2 * s), 'stroke-linejoin': 'round' };
  return [
    { tag: 'polygon', attrs: { points: points(cape), fill, ...stroke, opacity: 0.9 } },
    { tag: 'polygon', attrs: { points: points(body), fill, ...stroke } },
    circle(x, baseY - 64 * s, 10 * s, fill, stroke),
  ];
}

function layeredScene(input: CardArtInput, count: number): ArtLayer[] {
  const rng = createPrng(seedOf(`${input.questionId}:${input.answerId}`));
  const hue = rng.range(0, 360);
  const kind = TERRAINS[rng.int(0, TERRAINS.length - 1)]!;
  const viewBox = `0 0 ${W} ${H}`;
  const layers: ArtLayer[] = [{ depth: 0, viewBox, ...sky(rng, hue, 0, W) }];
  if (count === 1) {
    const t = 0.6;
    const lone = [
      ...terrain(rng, kind, hue, t, 0, W),
      ...figure(W / 2, 150 + t * 105 + 6, 1.1, 1, hsl(hue, 35, 7), hsl(hue + 50, 95, 72)),
    ];
    return [{ ...layers[0]!, shapes: [...layers[0]!.shapes, ...lone] }];
  }
  for (let index = 1; index < count; index += 1) {
    const t = depthOf(index, count);
    const shapes = terrain(rng, kind, hue, t, 0, W);
    if (index === count - 1) {
      shapes.push(
        ...figure(
          rng.range(120, 280),
          150 + t * 105 + 6,
          1.1,
          rng.next() < 0.5 ? 1 : -1,
          hsl(hue, 35, 7),
          hsl(hue + 50, 95, 72),
        ),
      );
    }
    layers.push({ depth: t, viewBox, shapes });
  }
  return layers;
}

/** An emblem floating in front of a shared scene: what tells the answers apart. */
function emblem(rng: Prng, hue: number, cx: number, cy: number): ArtShape[] {
  const fill = hsl(hue, 85, 66);
  const glow = circle(cx, cy, 52, hsl(hue, 90, 70, 0.18));
  const style = rng.int(0, 3);
  const size = 30;
  if (style === 0) {
    const star: [number, number][] = [];
    for (let p = 0; p < 10; p += 1) {
      const a = (Math.PI / 5) * p - Math.PI / 2;
      const r = p % 2 === 0 ? size : size * 0.45;
      star.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    return [glow, { tag: 'polygon', attrs: { points: points(star), fill } }];
  }
  if (style === 1) {
    return [
      glow,
      {
        tag: 'polygon',
        attrs: {
          points: points([
            [cx, cy - size],
            [cx + size * 0.7, cy],
            [cx, cy + size],
            [cx - size * 0.7, cy],
          ]),
          fill,
        },
      },
    ];
  }
  if (style === 2) {
    return [
      glow,
      circle(cx, cy, size * 0.8, 'none', { stroke: fill, 'stroke-width': 9 }),
      circle(cx, cy, size * 0.25, fill),
    ];
  }
  const bolt: [number, number][] = [
    [cx + 6, cy - size],
    [cx - 14, cy + 4],
    [cx - 1, cy + 4],
    [cx - 8, cy + size],
    [cx + 14, cy - 6],
    [cx + 1, cy - 6],
  ];
  return [glow, { tag: 'polygon', attrs: { points: points(bolt), fill } }];
}

/** Whether a shape may show between x0 and x1 (with room for the parallax travel). */
function inWindow(shape: ArtShape, x0: number, x1: number): boolean {
  const margin = 40;
  const { attrs } = shape;
  if (shape.tag === 'circle') {
    const cx = Number(attrs.cx);
    const r = Number(attrs.r);
    return cx + r >= x0 - margin && cx - r <= x1 + margin;
  }
  if (shape.tag === 'rect') {
    const x = Number(attrs.x);
    return x + Number(attrs.width) >= x0 - margin && x <= x1 + margin;
  }
  return true; // one polygon or path across the panorama
}

/** The answers of one question look onto one wide scene; each card is a window onto its part. */
function sharedScene(input: CardArtInput, count: number): ArtLayer[] {
  const shared = createPrng(seedOf(`shared:${input.questionId}`));
  const hue = shared.range(0, 360);
  const kind = TERRAINS[shared.int(0, TERRAINS.length - 1)]!;
  const panorama = W * 8; // room for up to eight answers
  const x0 = input.index * W;
  const viewBox = `${x0} 0 ${W} ${H}`;
  // Every card draws the same panorama (same random draws), but keeps only what its window shows.
  const visible = (shapes: readonly ArtShape[]) => shapes.filter((shape) => inWindow(shape, x0, x0 + W));
  const ground = sky(shared, hue, 0, panorama);
  const layers: ArtLayer[] = [{ depth: 0, viewBox, ground: ground.ground, shapes: visible(ground.shapes) }];
  for (let index = 1; index < count - 1; index += 1) {
    const t = depthOf(index, count);
    layers.push({ depth: t, viewBox, shapes: visible(terrain(shared, kind, hue, t, 0, panorama)) });
  }
  const own = createPrng(seedOf(`${input.questionId}:${input.answerId}`));
  const emblemHue = hue + 150 + own.range(-40, 40);
  const ownLayer = { depth: 1, viewBox: `0 0 ${W} ${H}`, shapes: emblem(own, emblemHue, W / 2, H * 0.42) };
  return count === 1
    ? [{ ...layers[0]!, shapes: [...layers[0]!.shapes, ...ownLayer.shapes] }]
    : [...layers, ownLayer];
}

/** Two figures face each other across a split sky. */
function duoScene(input: CardArtInput, count: number): ArtLayer[] {
  const rng = createPrng(seedOf(`${input.questionId}:${input.answerId}`));
  const left = rng.range(0, 360);
  const right = left + rng.range(120, 200);
  const viewBox = `0 0 ${W} ${H}`;
  const split = rng.range(150, 250);
  const groundShapes: ArtShape[] = [
    {
      tag: 'polygon',
      attrs: {
        points: points([
          [0, 0],
          [split + 40, 0],
          [split - 40, H],
          [0, H],
        ]),
        fill: hsl(left, 55, 22),
      },
    },
    {
      tag: 'polygon',
      attrs: {
        points: points([
          [split + 40, 0],
          [W, 0],
          [W, H],
          [split - 40, H],
        ]),
        fill: hsl(right, 55, 22),
      },
    },
    circle(split * 0.5, 90, 70, hsl(left, 90, 65, 0.2)),
    circle(split + (W - split) * 0.5, 90, 70, hsl(right, 90, 65, 0.2)),
  ];
  const floor = {
    tag: 'rect' as const,
    attrs: { x: -20, y: 232, width: W + 40, height: 90, fill: hsl((left + right) / 2, 30, 10) },
  };
  const figures = [
    ...figure(split * 0.55, 240, 1.15, 1, hsl(left, 40, 8), hsl(left, 95, 70)),
    ...figure(split + (W - split) * 0.45, 240, 1.15, -1, hsl(right, 40, 8), hsl(right, 95, 70)),
  ];
  if (count === 1) return [{ depth: 0, viewBox, shapes: [...groundShapes, floor, ...figures] }];
  if (count === 2)
    return [
      { depth: 0, viewBox, shapes: [...groundShapes, floor] },
      { depth: 1, viewBox, shapes: figures },
    ];
  const layers: ArtLayer[] = [{ depth: 0, viewBox, shapes: groundShapes }];
  for (let index = 1; index < count - 1; index += 1) {
    const t = depthOf(index, count);
    layers.push({
      depth: t,
      viewBox,
      shapes: index === 1 ? [floor] : terrain(rng, 'orbs', (left + right) / 2, t, 0, W).slice(1),
    });
  }
  layers.push({ depth: 1, viewBox, shapes: figures });
  return layers;
}

/** The emotion tokens' colours: a spectrum from violet to red. */
export const TOKEN_HUES: Readonly<Record<EmotionToken, number>> = {
  love: 290,
  compassion: 245,
  hope: 205,
  willpower: 140,
  fear: 50,
  avarice: 28,
  rage: 2,
};

function tokenGlyph(token: string, fill: string): ArtShape[] {
  const c = TOKEN / 2;
  switch (token) {
    case 'love':
      return [
        {
          tag: 'path',
          attrs: { d: 'M100 142C62 114 50 86 70 70c14-11 26-4 30 8 4-12 16-19 30-8 20 16 8 44-30 72Z', fill },
        },
      ];
    case 'compassion':
      return [circle(86, c, 27, fill, { opacity: 0.85 }), circle(114, c, 27, fill, { opacity: 0.85 })];
    case 'hope': {
      const star: [number, number][] = [];
      for (let p = 0; p < 10; p += 1) {
        const a = (Math.PI / 5) * p - Math.PI / 2;
        const r = p % 2 === 0 ? 40 : 17;
        star.push([c + r * Math.cos(a), c + 4 + r * Math.sin(a)]);
      }
      return [{ tag: 'polygon', attrs: { points: points(star), fill } }];
    }
    case 'willpower':
      return [
        circle(c, c, 28, 'none', { stroke: fill, 'stroke-width': 10 }),
        { tag: 'rect', attrs: { x: 88, y: 88, width: 24, height: 24, rx: 4, fill } },
      ];
    case 'fear':
      return [
        { tag: 'path', attrs: { d: 'M52 100Q100 52 148 100Q100 148 52 100Z', fill } },
        circle(c, c, 13, 'hsl(0 0% 6%)'),
      ];
    case 'avarice':
      return [
        { tag: 'polygon', attrs: { points: '100,146 62,86 78,62 122,62 138,86', fill } },
        { tag: 'polygon', attrs: { points: '62,86 138,86 100,146', fill: 'hsl(0 0% 100% / 0.25)' } },
      ];
    case 'rage': {
      const flame: [number, number][] = [];
      for (let p = 0; p < 16; p += 1) {
        const a = (Math.PI / 8) * p - Math.PI / 2;
        const r = p % 2 === 0 ? (p % 4 === 0 ? 44 : 34) : 16;
        flame.push([c + r * Math.cos(a), c + r * Math.sin(a)]);
      }
      return [{ tag: 'polygon', attrs: { points: points(flame), fill } }];
    }
    default:
      return [circle(c, c, 24, fill)];
  }
}

function tokenArt(input: CardArtInput, count: number): ArtLayer[] {
  const hue = TOKEN_HUES[input.answerId as EmotionToken] ?? seedOf(input.answerId) % 360;
  const viewBox = `0 0 ${TOKEN} ${TOKEN}`;
  const c = TOKEN / 2;
  const disc = [circle(c, c, 94, hsl(hue, 55, 16)), circle(c, c, 80, hsl(hue, 70, 30, 0.55))];
  const notches: ArtShape[] = [circle(c, c, 70, 'none', { stroke: hsl(hue, 85, 62), 'stroke-width': 5 })];
  for (let n = 0; n < 12; n += 1) {
    const a = (Math.PI / 6) * n;
    notches.push(circle(c + 84 * Math.cos(a), c + 84 * Math.sin(a), 3, hsl(hue, 85, 70)));
  }
  const glyph = tokenGlyph(input.answerId, hsl(hue, 90, 74));
  if (count === 1) return [{ depth: 0, viewBox, shapes: [...disc, ...notches, ...glyph] }];
  if (count === 2)
    return [
      { depth: 0, viewBox, shapes: [...disc, ...notches] },
      { depth: 1, viewBox, shapes: glyph },
    ];
  const layers: ArtLayer[] = [
    { depth: 0, viewBox, shapes: disc },
    { depth: depthOf(1, count), viewBox, shapes: notches },
  ];
  const rng = createPrng(seedOf(`token:${input.answerId}`));
  for (let index = 2; index < count - 1; index += 1) {
    const sparks: ArtShape[] = [];
    for (let s = 0; s < 6; s += 1) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(40, 70);
      sparks.push(
        circle(c + r * Math.cos(a), c + r * Math.sin(a), rng.range(1.5, 3.5), hsl(hue, 90, 85, 0.8)),
      );
    }
    layers.push({ depth: depthOf(index, count), viewBox, shapes: sparks });
  }
  layers.push({ depth: 1, viewBox, shapes: glyph });
  return layers;
}

/** The layers of one answer card, farthest first. */
export function cardArt(input: CardArtInput): ArtLayer[] {
  const count = clampLayers(input.layerCount);
  switch (input.cardType) {
    case 'layered':
      return layeredScene(input, count);
    case 'shared-layers':
      return sharedScene(input, count);
    case 'duo':
      return duoScene(input, count);
    case 'token':
      return tokenArt(input, count);
  }
}

/** How far (px) the nearest layer moves at full pointer travel and layerParallax 1. */
export const MAX_PARALLAX_SHIFT = 16;

/** A layer's travel: deeper layers and livelier answers move more; 0 keeps it still. */
export function layerShift(depth: number, layerParallax: number): number {
  return r1(depth * Math.min(1, Math.max(0, layerParallax)) * MAX_PARALLAX_SHIFT);
}
