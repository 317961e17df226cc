/** Colour arithmetic on validated `#rrggbb` values (the art spec's palette). */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function format(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

export const darken = (colour: string, t: number) => mix(colour, '#000000', t);
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
