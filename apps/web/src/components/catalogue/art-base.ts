import { artSources, type ArtSources } from '@fanverse/client';
import { ART_ASSET_TYPES, artSize, type ArtAssetType, type ArtKind } from '@fanverse/contract';
import { siteSettingsStore, type SiteSettings } from '../../lib/site-settings';
import { useStore } from '../../lib/store';

/** Where catalogue art is addressed from: one asset, one kind (a fixed pixel size). */
export interface ArtRef {
  assetType: ArtAssetType;
  assetKey: string;
  kind: string;
}

// The base itself, not the setting: start-up turning an unset base into the consumer's "/" is no
// change to a tile, and a store change re-renders every subscriber synchronously (all the tiles
// of a page, just after hydration: one long task).
const selectArtBase = (settings: SiteSettings) => settings.artSourceUrl ?? '/';

/**
 * The art base of the consumer config (`art_source_url`). Until start-up has read it, and when
 * the consumer names none, art comes from the site root (spec §3 "Image rules").
 */
export function useArtBase(): string {
  return useStore(siteSettingsStore, selectArtBase);
}

const ART_PATH = /^\/art\/([a-z]+)\/([^/]+)\/([a-z0-9-]+?)(?:-\d{3,4}w)?\.(?:jpg|webp|avif)$/;

function isAssetType(value: string): value is ArtAssetType {
  return (ART_ASSET_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the asset back out of an art path a reply carries (`/art/series/moon-harbor/box.jpg`),
 * so the image can be offered in modern formats and narrower widths too. Anything else (an
 * empty field, an absolute URL of another host) is not art this app can resize: null.
 */
export function artRefFromPath(path: string | null | undefined): ArtRef | null {
  if (!path) return null;
  const match = ART_PATH.exec(path);
  if (!match) return null;
  const [, assetType, assetKey, kind] = match;
  if (!isAssetType(assetType!)) return null;
  let key: string;
  try {
    key = decodeURIComponent(assetKey!);
  } catch {
    return null;
  }
  return { assetType, assetKey: key, kind: kind! };
}

/** The same asset at another kind: a series' box art path also addresses its poster. */
export function withKind(ref: ArtRef | null, kind: string): ArtRef | null {
  return ref ? { ...ref, kind } : null;
}

/**
 * The `<picture>` sources of an art reference, or null for a kind its asset type does not have
 * (a reply naming art this app cannot size is shown as a placeholder, not a crash).
 */
export function sourcesFor(base: string, ref: ArtRef): ArtSources | null {
  return artSize(ref.assetType, ref.kind) ? typedSources(base, ref.assetType, ref.assetKey, ref.kind) : null;
}

function typedSources<T extends ArtAssetType>(base: string, assetType: T, assetKey: string, kind: string) {
  return artSources(base, assetType, assetKey, kind as ArtKind<T>);
}
