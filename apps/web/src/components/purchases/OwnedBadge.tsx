import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './Purchases.module.css';

/** "Owned": the member has this episode or book for good (bought, from a code or a staff grant). */
export function OwnedBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone="owned" data-testid="owned-badge">
      {t('purchases.owned.badge')}
    </span>
  );
}
