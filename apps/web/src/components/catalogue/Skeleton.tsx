import { useTranslation } from '../../lib/i18n/use-translation';
import type { TileShape } from './tile-model';
import styles from './Skeleton.module.css';

/** Announces loading once for the whole placeholder; the shapes themselves are decorative. */
function Loading() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('catalogue.loading')}</span>;
}

export function TileSkeleton({ shape }: { shape: TileShape }) {
  return (
    <span className={styles.tile} aria-hidden="true">
      <span className={styles.frame} data-shape={shape} />
      <span className={styles.line} />
      <span className={`${styles.line} ${styles.short}`} />
    </span>
  );
}

/** A rail while its items load: a title bar and a row of empty tiles. */
export function RailSkeleton({ shape = 'landscape', count = 6 }: { shape?: TileShape; count?: number }) {
  return (
    <div className={styles.rail} role="status" data-shape={shape}>
      <Loading />
      <span className={styles.heading} aria-hidden="true" />
      <span className={styles.row}>
        {Array.from({ length: count }, (_, index) => (
          <TileSkeleton key={index} shape={shape} />
        ))}
      </span>
    </div>
  );
}

export function GridSkeleton({ shape = 'landscape', count = 8 }: { shape?: TileShape; count?: number }) {
  return (
    <div className={styles.grid} role="status" data-shape={shape}>
      <Loading />
      {Array.from({ length: count }, (_, index) => (
        <TileSkeleton key={index} shape={shape} />
      ))}
    </div>
  );
}

/** A detail page while it loads: its hero, a title and a few lines of text. */
export function DetailSkeleton() {
  return (
    <div className={styles.detail} role="status">
      <Loading />
      <span className={styles.hero} aria-hidden="true" />
      <span className={styles.title} aria-hidden="true" />
      <span className={styles.line} aria-hidden="true" />
      <span className={styles.line} aria-hidden="true" />
      <span className={`${styles.line} ${styles.short}`} aria-hidden="true" />
    </div>
  );
}
