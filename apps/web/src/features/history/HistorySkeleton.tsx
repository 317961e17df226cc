import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './history.module.css';

/** Rows of the list while it loads: announced once; the shapes themselves are decorative. */
export function HistorySkeleton({ shape, count = 4 }: { shape: 'landscape' | 'cover'; count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{t('history.page.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.art} data-shape={shape} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.short}`} />
          </span>
        </span>
      ))}
    </div>
  );
}
