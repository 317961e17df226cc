import {
  artPath,
  artSize,
  artWidths,
  type ArtAssetType,
  type ArtFormat,
  type ArtKind,
} from '@fanverse/contract';

/**
 * Image URLs (catalogue spec §3 "Image rules", §9 sizes). Art lives below an art base: the
 * site root by default, the consumer config's `art_source_url` once it is known.
 */

/** A web address: http(s), or protocol-relative (the page's own scheme). */
const WEB_ADDRESS = /^(?:https?:)?\/\/[^/\\]/i;
/** A path on the page's own origin: one leading slash, no backslash tricks. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * The base without trailing slashes. Missing, blank, or anything but a web address or a site
 * path (`javascript:`, `data:`, a relative word) is the site root (''): art is then asked of
 * whichever origin the page came from, the one the document policy always allows.
 */
function normaliseBase(artBase: string | null | undefined): string {
  const base = (artBase ?? '').trim();
  if (!WEB_ADDRESS.test(base) && !SITE_PATH.test(base)) return '';
  return base.replace(/\/+$/, '');
}

/** One image: `{base}/art/{assetType}/{assetKey}/{kind}[-{width}w].{format}`. */
export function artImageUrl<T extends ArtAssetType>(
  artBase: string | null | undefined,
  assetType: T,
  assetKey: string,
  kind: ArtKind<T>,
  format: ArtFormat = 'jpg',
  width?: number,
): string {
  return normaliseBase(artBase) + artPath(assetType, assetKey, kind, format, width);
}

/** What a `<picture>` needs: a srcset per modern format, the JPEG fallback and the box size. */
export interface ArtSources {
  avif: string;
  webp: string;
  /** The full-size JPEG, for `<img src>`. */
  fallback: string;
  width: number;
  height: number;
}

/**
 * Sources for one image kind: every narrower copy the server renders plus the full size, per
 * format, so the browser picks by `sizes`. An unknown kind is a programming error and throws.
 */
export function artSources<T extends ArtAssetType>(
  artBase: string | null | undefined,
  assetType: T,
  assetKey: string,
  kind: ArtKind<T>,
): ArtSources {
  const size = artSize(assetType, kind);
  if (!size) throw new RangeError(`No art kind "${kind}" for asset type "${assetType}"`);
  const [width, height] = size;
  const srcset = (format: ArtFormat) =>
    [
      ...artWidths(assetType, kind).map(
        (w) => `${artImageUrl(artBase, assetType, assetKey, kind, format, w)} ${w}w`,
      ),
      `${artImageUrl(artBase, assetType, assetKey, kind, format)} ${width}w`,
    ].join(', ');
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: artImageUrl(artBase, assetType, assetKey, kind, 'jpg'),
    width,
    height,
  };
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An image field of a reply (`thumbnail`, `box_art`, ... carried as '/art/...jpg') on the art
 * base. Web addresses and empty values are returned as they are; any other absolute value (a
 * `javascript:` or `data:` URL, a backslash trick) is no image: ''.
 */
export function rebaseArtPath(artBase: string | null | undefined, path: string): string {
  if (path === '') return path;
  if (path.includes('\\')) return '';
  if (ABSOLUTE.test(path)) return WEB_ADDRESS.test(path) ? path : '';
  return `${normaliseBase(artBase)}${path.startsWith('/') ? '' : '/'}${path}`;
}
