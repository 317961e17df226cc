import type { ConsumeNextItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ProgressBar } from '../../components/activity';
import { ArtImage, TILE_SIZES, TileLink, targetOf } from '../../components/catalogue';
import { Icon } from '../../components/ui/Icon';
import { currentLocale } from '../../lib/i18n';
import { itemLine, statusLine, tileArt } from './continue-tile-model';
import styles from './ContinueRail.module.css';

export interface ContinueTileProps {
  item: ConsumeNextItem;
  onRemove: () => void;
}

/**
 * One container the member is in the middle of: its art with a progress bar (for an item under
 * way), the series or comic's title, the item, and where they are ("Resume · 12 min left",
 * "Up next: Episode 4", "Page 5 of 22"). The tile links to `url`, which opens the player or the
 * reader at that point. Remove sits beside the link (never inside it), named for its title.
 */
export function ContinueTile({ item, onRemove }: ContinueTileProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const book = item.item_type === 'Book';
  const status = statusLine(item, t, lang);
  const body = (
    <>
      <span className={styles.frame} data-kind={book ? 'book' : 'video'}>
        <ArtImage art={tileArt(item)} alt="" sizes={TILE_SIZES.landscape} className={styles.art} />
        {item.status === 'in_progress' && <ProgressBar value={item.progress} />}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{item.container_title}</span>
        <span className={styles.meta}>{itemLine(item, t)}</span>
        <span className={styles.status} data-status={item.status}>
          {status}
        </span>
      </span>
    </>
  );
  return (
    <div className={styles.tile} data-testid="continue-tile" data-status={item.status}>
      <TileLink target={targetOf(item.url)} className={styles.link}>
        {body}
      </TileLink>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('continue.remove', { title: item.container_title })}
      >
        <Icon name="close" className={styles.removeIcon} />
      </button>
    </div>
  );
}
