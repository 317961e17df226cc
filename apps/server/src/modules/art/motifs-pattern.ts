import { circle, n, type ArtCanvas } from './art-canvas';
import { mix } from './colour';

/** Diagonal bands of seeded widths across the whole frame. */
export function stripes(c: ArtCanvas): string {
  const { rng } = c;
  const angle = rng.range(-60, 60);
  const diagonal = Math.hypot(c.width, c.height);
  const bands: string[] = [];
  for (let x = -diagonal; x < diagonal;) {
    const width = diagonal * rng.range(0.015, 0.09);
    const colour = rng.pick([c.main, c.accent, mix(c.main, c.background, 0.5), 'none']);
    if (colour !== 'none') {
      bands.push(
        `<rect x="${n(x)}" y="${n(-diagonal)}" width="${n(width)}" height="${n(diagonal * 2)}" ` +
          `fill="${colour}" fill-opacity="${rng.range(0.45, 0.95).toFixed(2)}"/>`,
      );
    }
    x += width + diagonal * rng.range(0, 0.04);
  }
  return `<g transform="translate(${n(c.width / 2)} ${n(c.height / 2)}) rotate(${angle.toFixed(1)})">${bands.join('')}</g>`;
}

/** Rounded tiles on a grid whose columns follow the frame's aspect ratio. */
export function grid(c: ArtCanvas): string {
  const { rng } = c;
  const rows = rng.int(3, 6);
  const cell = c.height / rows;
  const cols = Math.ceil(c.width / cell);
  const inset = cell * rng.range(0.06, 0.14);
  const radius = cell * rng.range(0, 0.3);
  const tiles: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const roll = rng.next();
      if (roll > 0.8) continue;
      const colour = roll < 0.15 ? c.accent : roll < 0.5 ? c.main : mix(c.main, c.background, 0.6);
      tiles.push(
        `<rect x="${n(col * cell + inset)}" y="${n(row * cell + inset)}" width="${n(cell - 2 * inset)}" ` +
          `height="${n(cell - 2 * inset)}" rx="${n(radius)}" fill="${colour}" ` +
          `fill-opacity="${rng.range(0.55, 1).toFixed(2)}"/>`,
      );
    }
  }
  return tiles.join('');
}

/** Dots on a grid, larger near a seeded focus point: a printed-halftone gradient. */
export function halftone(c: ArtCanvas): string {
  const { rng } = c;
  const rows = rng.int(12, 18);
  const cell = c.height / rows;
  const cols = Math.ceil(c.width / cell);
  const fx = c.width * rng.range(0.2, 0.8);
  const fy = c.height * rng.range(0.2, 0.8);
  const reach = c.long * rng.range(0.5, 0.9);
  const accentEvery = rng.int(5, 11);
  const dots: string[] = [];
  for (let row = 0; row <= rows; row++) {
    for (let col = 0; col <= cols; col++) {
      const x = col * cell + (row % 2 ? cell / 2 : 0);
      const y = row * cell;
      const strength = Math.max(0, 1 - Math.hypot(x - fx, y - fy) / reach);
      const r = cell * 0.5 * strength ** 0.8;
      if (r < cell * 0.04) continue;
      const colour = (row * cols + col) % accentEvery === 0 ? c.accent : c.main;
      dots.push(circle(x, y, r, `fill="${colour}"`));
    }
  }
  return dots.join('');
}

/** Layered sine hills filling the lower part of the frame, main colour fading to accent. */
export function waves(c: ArtCanvas): string {
  const { rng } = c;
  const layers = rng.int(4, 7);
  const paths: string[] = [];
  for (let i = 0; i < layers; i++) {
    const base = c.height * (0.3 + (0.6 * i) / layers);
    const amplitude = c.height * rng.range(0.03, 0.1);
    const cycles = rng.range(0.8, 2.6);
    const phase = rng.range(0, Math.PI * 2);
    const steps = 48;
    const points: string[] = [];
    for (let s = 0; s <= steps; s++) {
      const x = (c.width * s) / steps;
      const y = base + amplitude * Math.sin(phase + (cycles * Math.PI * 2 * s) / steps);
      points.push(`${n(x)},${n(y)}`);
    }
    const colour = mix(c.main, c.accent, i / Math.max(1, layers - 1));
    paths.push(
      `<path d="M0,${n(c.height)} L${points.join(' L')} L${n(c.width)},${n(c.height)} Z" ` +
        `fill="${colour}" fill-opacity="${(0.55 + (0.4 * i) / layers).toFixed(2)}"/>`,
    );
  }
  return paths.join('');
}
