import { artPath, type ArtAssetType } from '@fanverse/contract';

/**
 * The art path a reply carries in its image fields (`thumbnail`, `box_art`, ...): the kind's
 * full-size JPEG below the art base. Clients rebase it onto `art_source_url` and derive the
 * modern formats and narrower widths from the same asset key (contract `artPath`).
 */
export function artUrl(assetType: ArtAssetType, assetKey: string, kind: string): string {
  return artPath(assetType, assetKey, kind, 'jpg');
}

/** The art folder of an asset (`base_asset_url` of banners and clickouts). */
export function artFolder(assetType: ArtAssetType, assetKey: string): string {
  return `/art/${assetType}/${encodeURIComponent(assetKey)}`;
}
