import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../premium.module.css';

/** The plans' room while the catalog loads: two card shapes, announced once as loading. */
export function PlansSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.plans} role="status" aria-live="polite">
      <span className="visually-hidden">{t('premium.page.loading')}</span>
      <div className={`${styles.plan} ${styles.skeleton}`} aria-hidden="true" />
      <div className={`${styles.plan} ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
}
