import type { CollectionItem } from '@fanverse/contract';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationPolicy } from '../../lib/navigation/navigation-policy';
import { resolveNavigation } from '../../lib/navigation/safe-url';
import { Icon } from '../ui/Icon';
import { SafeLink } from '../ui/SafeLink';
import { ItemTile } from './ItemTile';
import { nextTileIndex } from './rail-keys';
import type { TileShape } from './tile-model';
import styles from './Rail.module.css';

export interface RailProps {
  title: string;
  items: readonly CollectionItem[];
  shape: TileShape;
  /** The collection page with every item; shown as "See all". */
  seeAllTo?: string | null;
  /** A line under the title. */
  description?: string | null;
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The tile links of a track, in order. */
function tileLinks(track: HTMLElement): HTMLElement[] {
  return Array.from(track.querySelectorAll<HTMLElement>(':scope > li > :is(a, [tabindex])'));
}

/**
 * One horizontal row of tiles. Pointer users scroll it with the arrow buttons or by swiping;
 * keyboard users tab into it and move with the arrow keys (Home and End jump to the ends), the
 * browser bringing each focused tile into view.
 */
export function Rail({ title, items, shape, seeAllTo, description }: RailProps) {
  const { t } = useTranslation();
  // A collection address the navigation rule refuses gets no "See all" at all.
  const seeAll = resolveNavigation(seeAllTo, useNavigationPolicy()) ? seeAllTo : null;
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    // scrollLeft is negative in right-to-left layouts: compare magnitudes.
    const at = Math.abs(element.scrollLeft);
    const start = at <= 1;
    const end = at >= max - 1;
    // Measured on every resize and scroll: render the rail (and all its tiles) again only when
    // an arrow changes, not once per measurement (hydration measures every rail at once).
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    // An off-screen track is skipped (content-visibility: auto, Rail.module.css) and measures as
    // if it had no overflow; it is measured again once it is rendered.
    element.addEventListener('contentvisibilityautostatechange', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('contentvisibilityautostatechange', measure);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  const scrollByPage = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({
      left: direction * rtl * element.clientWidth * 0.9,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const element = track.current;
    if (!element) return;
    const links = tileLinks(element);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = nextTileIndex(event.key, index, links.length);
    if (next === null || next === index) return;
    event.preventDefault();
    links[next]!.focus();
  };

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
      <div className={styles.body}>
        <button
          type="button"
          className={`${styles.arrow} ${styles.back}`}
          onClick={() => scrollByPage(-1)}
          disabled={edges.start}
          aria-label={t('catalogue.rail.back', { title })}
        >
          <Icon name="chevronLeft" />
        </button>
        <ul ref={track} className={styles.track} onScroll={measure} onKeyDown={moveFocus}>
          {items.map((item) => (
            <li key={`${item.item_type}:${item.uuid}`} className={styles.item}>
              <ItemTile item={item} shape={shape} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${styles.arrow} ${styles.forward}`}
          onClick={() => scrollByPage(1)}
          disabled={edges.end}
          aria-label={t('catalogue.rail.forward', { title })}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}
