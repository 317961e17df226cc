import type { ArtMotif, ArtSpec } from '../../media/art-spec';
import type { Palette } from './content/types';
import { demoSeed } from './demo-ids';

/** The `art_assets` row of one asset: how the art renderer draws every kind of it. */
export interface ArtRow {
  asset_type: string;
  asset_key: string;
  spec: string;
}

export function artRow(assetType: string, assetKey: string, palette: Palette, motif: ArtMotif): ArtRow {
  const spec: ArtSpec = { palette: [...palette], motif, seed: demoSeed(`art:${assetType}:${assetKey}`) };
  return { asset_type: assetType, asset_key: assetKey, spec: JSON.stringify(spec) };
}

/** Seasons of a series share its colours with the main and accent swapped every other season. */
export function seasonPalette(palette: Palette, seasonNumber: number): Palette {
  return seasonNumber % 2 === 0 ? [palette[0], palette[2], palette[1]] : palette;
}

/** The motif at `index` among the series' secondary motifs (the first is the series' own). */
export function cycleMotif(motifs: readonly [ArtMotif, ...ArtMotif[]], index: number): ArtMotif {
  const rest = motifs.length > 1 ? motifs.slice(1) : motifs;
  return rest[index % rest.length]!;
}
