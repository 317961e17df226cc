import { circle, n, polygon, type ArtCanvas } from './art-canvas';
import { darken, lighten, mix } from './colour';

/** Concentric rings around a seeded centre, with a smaller echo elsewhere. */
export function rings(c: ArtCanvas): string {
  const { rng } = c;
  const draw = (cx: number, cy: number, count: number, step: number) => {
    const out: string[] = [];
    for (let i = count; i >= 1; i--) {
      const colour = i % 2 ? c.main : c.accent;
      out.push(
        circle(
          cx,
          cy,
          step * i,
          `fill="none" stroke="${colour}" stroke-width="${n(step * rng.range(0.2, 0.6))}" ` +
            `stroke-opacity="${rng.range(0.5, 0.95).toFixed(2)}"`,
        ),
      );
    }
    return out.join('');
  };
  const cx = c.width * rng.range(0.3, 0.7);
  const cy = c.height * rng.range(0.3, 0.7);
  const main = draw(cx, cy, rng.int(6, 10), c.long * rng.range(0.05, 0.09));
  const ex = c.width * rng.pick([0.12, 0.88]);
  const ey = c.height * rng.range(0.15, 0.85);
  return main + draw(ex, ey, rng.int(2, 4), c.short * rng.range(0.04, 0.08));
}

/** Rays from a seeded point, alternating colours, with a disc over the origin. */
export function burst(c: ArtCanvas): string {
  const { rng } = c;
  const cx = c.width * rng.range(0.25, 0.75);
  const cy = c.height * rng.range(0.3, 0.7);
  const rays = rng.int(14, 30);
  const reach = c.long * 1.5;
  const turn = rng.range(0, Math.PI * 2);
  const out: string[] = [];
  for (let i = 0; i < rays; i += 2) {
    const a = turn + (i / rays) * Math.PI * 2;
    const b = turn + ((i + 1) / rays) * Math.PI * 2;
    out.push(
      polygon(
        [
          [cx, cy],
          [cx + reach * Math.cos(a), cy + reach * Math.sin(a)],
          [cx + reach * Math.cos(b), cy + reach * Math.sin(b)],
        ],
        `fill="${i % 4 ? c.accent : c.main}" fill-opacity="${rng.range(0.4, 0.85).toFixed(2)}"`,
      ),
    );
  }
  out.push(circle(cx, cy, c.short * rng.range(0.1, 0.2), `fill="${c.accent}"`));
  out.push(circle(cx, cy, c.short * rng.range(0.04, 0.08), `fill="${c.background}"`));
  return out.join('');
}

/** Overlapping triangles scattered over the frame, like broken glass. */
export function shards(c: ArtCanvas): string {
  const { rng } = c;
  const count = rng.int(12, 24);
  const size = c.long * 0.35;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.width * rng.range(-0.1, 1.1);
    const y = c.height * rng.range(-0.1, 1.1);
    const corner = (): [number, number] => [x + rng.range(-size, size), y + rng.range(-size, size)];
    const colour = rng.pick([c.main, c.accent, mix(c.main, c.accent, 0.5), lighten(c.main, 0.3)]);
    out.push(
      polygon(
        [corner(), corner(), corner()],
        `fill="${colour}" fill-opacity="${rng.range(0.35, 0.85).toFixed(2)}"`,
      ),
    );
  }
  return out.join('');
}

/**
 * An abstract bust for people (cast members): a halo, a head and shoulders in the main
 * colour, rim-lit in the accent. Centred in square and tall frames, off-centre in wide ones.
 */
export function portrait(c: ArtCanvas): string {
  const { rng } = c;
  const wide = c.aspect > 1.2;
  const cx = wide ? c.width * rng.pick([0.3, 0.7]) : c.width / 2;
  const unit = Math.min(c.height, wide ? c.height : c.width) * 0.5;
  const headY = c.height - unit * 1.45;
  const headRx = unit * 0.34;
  const headRy = unit * 0.42;
  const shoulderY = headY + headRy * 1.35;
  const shoulderW = unit * rng.range(0.9, 1.1);
  const body = darken(c.main, 0.15);
  const bust = (dx: number, fill: string) =>
    `<ellipse cx="${n(cx + dx)}" cy="${n(headY)}" rx="${n(headRx)}" ry="${n(headRy)}" fill="${fill}"/>` +
    `<rect x="${n(cx + dx - headRx * 0.45)}" y="${n(headY + headRy * 0.6)}" width="${n(headRx * 0.9)}" ` +
    `height="${n(headRy * 0.9)}" fill="${fill}"/>` +
    `<path d="M${n(cx + dx - shoulderW)},${n(c.height + 2)} ` +
    `C${n(cx + dx - shoulderW)},${n(shoulderY)} ${n(cx + dx - headRx)},${n(shoulderY - unit * 0.05)} ${n(cx + dx)},${n(shoulderY - unit * 0.05)} ` +
    `C${n(cx + dx + headRx)},${n(shoulderY - unit * 0.05)} ${n(cx + dx + shoulderW)},${n(shoulderY)} ${n(cx + dx + shoulderW)},${n(c.height + 2)} Z" fill="${fill}"/>`;
  const rim = unit * 0.03 * (rng.chance(0.5) ? 1 : -1);
  return (
    circle(cx, headY, unit * rng.range(0.75, 0.95), `fill="${c.accent}" fill-opacity="0.35"`) +
    circle(cx, headY, unit * rng.range(0.55, 0.7), `fill="${c.accent}" fill-opacity="0.35"`) +
    bust(rim, c.accent) +
    bust(0, body)
  );
}
