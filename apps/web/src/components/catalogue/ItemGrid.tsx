import type { CollectionItem } from '@fanverse/contract';
import { ItemTile } from './ItemTile';
import type { TileShape } from './tile-model';
import styles from './ItemGrid.module.css';

export interface ItemGridProps {
  items: readonly CollectionItem[];
  shape?: TileShape;
  showType?: boolean;
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

/** Tiles that wrap into as many columns as the screen holds, from one on a phone to six on a TV. */
export function ItemGrid({ items, shape = 'landscape', showType = false, label }: ItemGridProps) {
  return (
    <ul className={styles.grid} data-shape={shape} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.item_type}:${item.uuid}`} className={styles.item}>
          <ItemTile item={item} shape={shape} showType={showType} />
        </li>
      ))}
    </ul>
  );
}
