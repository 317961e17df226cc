import type { PaymentMethod } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { cardLabel } from '../card-label';
import styles from '../subscription.module.css';

/** One saved card: what it is, when it expires, its billing postal code, and whether it may be charged. */
export function PaymentMethodRow({ method, onDisable }: { method: PaymentMethod; onDisable: () => void }) {
  const { t } = useTranslation();
  const label = cardLabel(t, method);
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>{label}</h2>
        <ul className={styles.rowFacts}>
          <li>{t('subscription.methods.expires', { date: method.valid_thru })}</li>
          <li>{t('subscription.methods.postal', { code: method.postal_code })}</li>
          <li>
            <span className={styles.badge}>{t(`subscription.methods.status.${method.status}`)}</span>
          </li>
        </ul>
      </div>
      {method.status === 'active' && (
        <Button
          variant="secondary"
          onClick={onDisable}
          aria-label={t('subscription.methods.disableLabel', { card: label })}
        >
          {t('subscription.methods.disable')}
        </Button>
      )}
    </li>
  );
}
