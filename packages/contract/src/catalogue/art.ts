/**
 * Art addressing (catalogue spec §3 "Image rules", §9 sizes). Every image is addressed by asset
 * type, asset key and image kind; each kind has one fixed pixel size. The path is relative to
 * the art base: the site root by default, the consumer config's `art_source_url` when set.
 *
 *   {base}/art/{assetType}/{assetKey}/{kind}.{format}          the kind at its full size
 *   {base}/art/{assetType}/{assetKey}/{kind}-{width}w.{format}  a narrower copy for srcset
 */
export const ART_ASSET_TYPES = [
  'actors',
  'banners',
  'book',
  'clips',
  'collection',
  'comicseries',
  'episode',
  'quiz',
  'season',
  'series',
  'shopify',
] as const;
export type ArtAssetType = (typeof ART_ASSET_TYPES)[number];

export type ArtSize = readonly [width: number, height: number];

/** Pixel sizes (width, height) per asset type and kind. The spec's examples are kept exactly. */
export const ART_SIZES = {
  actors: { profile: [400, 400], picture: [600, 800] },
  banners: { hero: [1920, 640], 'hero-c2': [3840, 2160], mobile: [800, 800] },
  book: { cover: [1073, 1650], thumb: [358, 550] },
  clips: { thumbnail: [720, 480], hero: [1140, 620] },
  collection: { hero: [1800, 514], thumb: [720, 405], icon: [256, 256] },
  comicseries: { cover: [1073, 1650], hero: [1800, 514] },
  episode: { thumb: [1360, 780], hero: [1140, 620] },
  /** The quiz's result images, one per family: the link-preview size of social networks. */
  quiz: { share: [1200, 630] },
  season: { thumb: [720, 405], poster: [1200, 1600] },
  series: {
    box: [800, 800],
    hero: [1140, 620],
    'hero-hd': [1920, 1080],
    'hero-c2': [3840, 2160],
    poster: [1200, 1600],
    thumb: [720, 405],
    logo: [800, 300],
  },
  shopify: { product: [800, 800] },
} as const satisfies Record<ArtAssetType, Record<string, ArtSize>>;

export type ArtKind<T extends ArtAssetType = ArtAssetType> = keyof (typeof ART_SIZES)[T] & string;

/** Modern formats first; jpg is the fallback every browser decodes. */
export const ART_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/** Narrower copies offered for srcset; only widths below the kind's own width exist. */
export const ART_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

export const ART_CONTENT_TYPES: Readonly<Record<ArtFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Asset keys are short slugs: they become a path segment and a file-system folder. */
export const ASSET_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function artSize(assetType: ArtAssetType, kind: string): ArtSize | undefined {
  const sizes: Readonly<Record<string, ArtSize>> = ART_SIZES[assetType];
  return Object.hasOwn(sizes, kind) ? sizes[kind] : undefined;
}

/** Widths smaller than the kind's own, for `srcset`. */
export function artWidths(assetType: ArtAssetType, kind: string): ArtWidth[] {
  const size = artSize(assetType, kind);
  return size ? ART_WIDTHS.filter((width) => width < size[0]) : [];
}

/** The art path below the art base (no leading base, leading slash). */
export function artPath(
  assetType: ArtAssetType,
  assetKey: string,
  kind: string,
  format: ArtFormat = 'jpg',
  width?: number,
): string {
  const suffix = width === undefined ? '' : `-${width}w`;
  return `/art/${assetType}/${encodeURIComponent(assetKey)}/${kind}${suffix}.${format}`;
}

/** Parses `{kind}.{format}` or `{kind}-{width}w.{format}`, the last segment of an art path. */
export function parseArtFile(file: string): { kind: string; width?: number; format: ArtFormat } | undefined {
  const match = /^([a-z0-9-]+?)(?:-(\d{3,4})w)?\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const [, kind, width, format] = match;
  return { kind: kind!, format: format as ArtFormat, ...(width ? { width: Number(width) } : {}) };
}
