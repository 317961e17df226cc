import { useTranslation } from '../../lib/i18n/use-translation';
import { Logo } from './Logo';
import styles from './LoadingScreen.module.css';

/** Shown while start-up runs (consumer config, application config). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <Logo size="lg" />
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('app.loading')}</p>
    </div>
  );
}
