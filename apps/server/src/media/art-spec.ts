/**
 * How one piece of generated art is drawn (the `art_assets.spec` column). The demo generator
 * writes one per asset; the art renderer draws it as SVG and rasterises it with sharp at each
 * kind's pixel size, so every kind of spec §9 exists without storing thousands of files.
 */
export const ART_MOTIFS = [
  'rings',
  'stripes',
  'grid',
  'burst',
  'waves',
  'shards',
  'halftone',
  'portrait',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export interface ArtSpec {
  /** Three CSS hex colours: background, main shape, accent. */
  palette: [string, string, string];
  motif: ArtMotif;
  /** Seeds the shape positions, so one asset always looks the same and two assets differ. */
  seed: number;
}
