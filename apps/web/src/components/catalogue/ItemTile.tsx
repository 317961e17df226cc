import { normaliseItemType } from '@fanverse/client';
import type { CollectionItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { currentLocale } from '../../lib/i18n';
import { ArtImage } from './ArtImage';
import { TileLink } from './TileLink';
import { tileOf, type TileShape } from './tile-model';
import styles from './ItemTile.module.css';

/** How wide a tile of each shape is drawn (ItemTile.module.css), for the browser's srcset choice. */
export const TILE_SIZES: Readonly<Record<TileShape, string>> = {
  landscape: '(max-width: 40rem) 62vw, (max-width: 90rem) 20vw, 30rem',
  portrait: '(max-width: 40rem) 42vw, (max-width: 90rem) 16vw, 20rem',
  square: '(max-width: 40rem) 46vw, (max-width: 90rem) 18vw, 22rem',
  banner: '(max-width: 40rem) 88vw, 60vw',
};

export interface ItemTileProps {
  item: CollectionItem;
  shape: TileShape;
  /** Shows what kind of item it is (search results mix series, episodes and clips). */
  showType?: boolean;
  /** The page's largest image (ArtImage `priority`). */
  priority?: boolean;
}

/**
 * One item of a rail, grid or result list: its art in the shape's frame, its title and a second
 * line. The whole tile is one link, so a keyboard reaches every item with Tab.
 */
export function ItemTile({ item, shape, showType = false, priority = false }: ItemTileProps) {
  const { t, i18n } = useTranslation();
  const tile = tileOf(item, shape, currentLocale(i18n));
  return (
    <TileLink target={tile.target} className={styles.tile}>
      <span className={styles.frame} data-shape={shape}>
        <ArtImage
          art={tile.art}
          alt=""
          sizes={TILE_SIZES[shape]}
          priority={priority}
          className={styles.art}
        />
        {showType && (
          <span className={styles.type}>{t(`catalogue.itemTypes.${normaliseItemType(item)}`)}</span>
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{tile.title}</span>
        {tile.meta && <span className={styles.meta}>{tile.meta}</span>}
      </span>
    </TileLink>
  );
}
