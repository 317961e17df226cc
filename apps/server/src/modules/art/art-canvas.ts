import type { Prng } from '@fanverse/contract';

/** What a motif draws on: the kind's frame (view box units = the kind's pixels) and its colours. */
export interface ArtCanvas {
  width: number;
  height: number;
  /** Shorter and longer side. */
  short: number;
  long: number;
  /** width / height */
  aspect: number;
  background: string;
  main: string;
  accent: string;
  rng: Prng;
}

/** One decimal is finer than a pixel at every size we render and keeps the SVG small. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export const circle = (cx: number, cy: number, r: number, attrs: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

export const polygon = (points: [number, number][], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;
