import type { PremiumProduct } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney, periodUnit } from '../../../components/premium';
import styles from '../premium.module.css';

/** "7 days free, then $7.99/month", for a product with a trial; nothing without one. */
export function TrialLine({ product, days }: { product: PremiumProduct; days?: number }) {
  const { t, i18n } = useTranslation();
  const trialDays = days ?? product.free_trial_days;
  if (trialDays <= 0) return null;
  const price = formatMoney(product.price, product.currency_code, i18n.language);
  return (
    <p className={styles.trial}>
      {t(`premium.price.trial.${periodUnit(product.period)}`, { count: trialDays, price })}
    </p>
  );
}
