import { createPrng } from '@fanverse/contract';
import type { ArtMotif, ArtSpec } from '../../media/art-spec';
import { n, type ArtCanvas } from './art-canvas';
import { darken, mix } from './colour';
import { burst, portrait, rings, shards } from './motifs-shape';
import { grid, halftone, stripes, waves } from './motifs-pattern';

const MOTIFS: Record<ArtMotif, (canvas: ArtCanvas) => string> = {
  rings,
  stripes,
  grid,
  burst,
  waves,
  shards,
  halftone,
  portrait,
};

/**
 * The asset as an SVG document: a gradient ground, the motif, a soft glow and a vignette.
 * The view box is the kind's own size (composition follows its aspect ratio); the document
 * size is the output size, so a narrower srcset copy is the same picture scaled, never a
 * different composition. No text: a fresh machine may have no fonts.
 */
export function renderArtSvg(
  spec: ArtSpec,
  frame: { width: number; height: number },
  output: { width: number; height: number },
): string {
  const [background, main, accent] = spec.palette;
  const rng = createPrng(spec.seed);
  const { width, height } = frame;
  const canvas: ArtCanvas = {
    width,
    height,
    short: Math.min(width, height),
    long: Math.max(width, height),
    aspect: width / height,
    background,
    main,
    accent,
    rng,
  };
  // The ground is drawn first from the same sequence, so every motif gets its own draws after it.
  const tilt = rng.range(0, 1);
  const glowX = width * rng.range(0.15, 0.85);
  const glowY = height * rng.range(0.15, 0.85);
  const motif = MOTIFS[spec.motif](canvas);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">` +
    '<defs>' +
    `<linearGradient id="ground" x1="0" y1="${tilt.toFixed(2)}" x2="1" y2="${(1 - tilt).toFixed(2)}">` +
    `<stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${mix(background, main, 0.3)}"/>` +
    '</linearGradient>' +
    `<radialGradient id="glow" cx="${n(glowX)}" cy="${n(glowY)}" r="${n(canvas.long * 0.6)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>` +
    '</radialGradient>' +
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">' +
    `<stop offset="0.55" stop-color="${darken(background, 0.6)}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${darken(background, 0.6)}" stop-opacity="0.55"/>` +
    '</radialGradient>' +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    motif +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    '</svg>'
  );
}
