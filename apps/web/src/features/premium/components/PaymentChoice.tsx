import type { PaymentMethod } from '@fanverse/contract';
import { useTranslation } from 'react-i18next';
import styles from '../premium.module.css';

/** The new-card choice's value (saved cards are chosen by their guid). */
export const NEW_CARD = 'new';

export interface PaymentChoiceProps {
  methods: PaymentMethod[];
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** Pay with a saved card, or a new one: one radio group, reached and changed with the keyboard. */
export function PaymentChoice({ methods, value, onChange, disabled }: PaymentChoiceProps) {
  const { t } = useTranslation();
  if (methods.length === 0) return null;
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>{t('premium.checkout.payWith')}</legend>
      {methods.map((method) => (
        <label key={method.guid} className={styles.choice}>
          <input
            type="radio"
            name="payment"
            value={method.guid}
            checked={value === method.guid}
            onChange={() => onChange(method.guid)}
          />
          <span>
            {t('premium.checkout.savedCard', { type: method.cc_type, last4: method.cc_last_4 })}
            <span className={styles.muted}>
              {' '}
              {t('premium.checkout.savedCardExpiry', { expiry: method.valid_thru })}
            </span>
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name="payment"
          value={NEW_CARD}
          checked={value === NEW_CARD}
          onChange={() => onChange(NEW_CARD)}
        />
        <span>{t('premium.checkout.newCard')}</span>
      </label>
    </fieldset>
  );
}
