export { ArtImage, type ArtImageProps } from './ArtImage';
export { ResponsiveArt, type ResponsiveArtProps } from './ResponsiveArt';
export { artRefFromPath, useArtBase, withKind, type ArtRef } from './art-base';
export { ItemGrid, type ItemGridProps } from './ItemGrid';
export { ItemTile, TILE_SIZES, type ItemTileProps } from './ItemTile';
export { LoadError, isNotFound, type LoadErrorProps } from './LoadError';
export { Pager, type PagerProps } from './Pager';
export { pagerEntries, readPageParam, searchWithPage, type PagerEntry } from './pager';
export { Rail, type RailProps } from './Rail';
export { HydratedAlone } from './HydratedAlone';
export { RailBody, type RailBodyProps } from './RailBody';
export { nextTileIndex } from './rail-keys';
export { useRailScroll } from './use-rail-scroll';
export { ShopLink, type ShopLinkProps } from './ShopLink';
export { DetailSkeleton, GridSkeleton, RailSkeleton, TileSkeleton } from './Skeleton';
export { TileLink } from './TileLink';
export {
  SHAPE_BY_LAYOUT,
  formatPrice,
  kindFor,
  slugify,
  targetOf,
  tileOf,
  type TileModel,
  type TileShape,
  type TileTarget,
} from './tile-model';
export { WallPrompt, type WallPromptKind, type WallPromptProps } from './WallPrompt';
