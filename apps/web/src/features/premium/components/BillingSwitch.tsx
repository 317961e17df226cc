import type { BillingPeriod } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../premium.module.css';

export interface BillingSwitchProps {
  periods: BillingPeriod[];
  value: BillingPeriod;
  onChange(period: BillingPeriod): void;
  /** The best annual saving, in percent (0: none to tell). */
  saving: number;
}

/**
 * Monthly or annual prices: two radio buttons styled as one switch, so arrow keys move between
 * them and a screen reader says which is chosen.
 */
export function BillingSwitch({ periods, value, onChange, saving }: BillingSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  if (periods.length < 2) return null;
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('premium.page.billing')}</legend>
      {periods.map((period) => (
        <label key={period} className={styles.switchOption} data-checked={value === period}>
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span>{t(period === 'P1Y' ? 'premium.page.annual' : 'premium.page.monthly')}</span>
          {period === 'P1Y' && saving > 0 && (
            <span className={styles.badge}>{t('premium.page.saveUpTo', { percent: saving })}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
