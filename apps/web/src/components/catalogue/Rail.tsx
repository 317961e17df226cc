import type { CollectionItem } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigationPolicy } from '../../lib/navigation/navigation-policy';
import { resolveNavigation } from '../../lib/navigation/safe-url';
import { Icon } from '../ui/Icon';
import { SafeLink } from '../ui/SafeLink';
import { ItemTile } from './ItemTile';
import { RailBody } from './RailBody';
import type { TileShape } from './tile-model';
import { useRailScroll } from './use-rail-scroll';
import styles from './Rail.module.css';

export interface RailProps {
  title: string;
  items: readonly CollectionItem[];
  shape: TileShape;
  /** The collection page with every item; shown as "See all". */
  seeAllTo?: string | null;
  /** A line under the title. */
  description?: string | null;
  /**
   * The page's first content, on screen as it opens (/browse's first genre): its first tile's art
   * is the page's largest image (LCP), so it is fetched at once and first, not lazily.
   */
  leading?: boolean;
}

/**
 * One horizontal row of tiles. Pointer users scroll it with the arrow buttons or by swiping;
 * keyboard users tab into it and move with the arrow keys (Home and End jump to the ends), the
 * browser bringing each focused tile into view.
 */
export function Rail({ title, items, shape, seeAllTo, description, leading = false }: RailProps) {
  const { t } = useTranslation();
  // A collection address the navigation rule refuses gets no "See all" at all.
  const seeAll = resolveNavigation(seeAllTo, useNavigationPolicy()) ? seeAllTo : null;
  const headingId = useId();
  const scroll = useRailScroll(items.length);

  if (items.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby={headingId} data-shape={shape}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {seeAll && (
          <SafeLink className={styles.seeAll} to={seeAll}>
            {t('catalogue.rail.seeAll')}
            <span className="visually-hidden">{t('catalogue.rail.seeAllOf', { title })}</span>
            <Icon name="chevronRight" className={styles.seeAllIcon} />
          </SafeLink>
        )}
      </div>
      <RailBody
        scroll={scroll}
        backLabel={t('catalogue.rail.back', { title })}
        forwardLabel={t('catalogue.rail.forward', { title })}
      >
        {items.map((item, index) => (
          <li key={`${item.item_type}:${item.uuid}`} className={styles.item}>
            <ItemTile item={item} shape={shape} priority={leading && index === 0} />
          </li>
        ))}
      </RailBody>
    </section>
  );
}
