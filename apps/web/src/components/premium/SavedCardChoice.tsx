import type { PaymentMethod } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './choices.module.css';

/** The new-card choice's value (saved cards are chosen by their guid). */
export const NEW_CARD = 'new';

/** The translation keys a page words the chooser with (gifts say it their own way). */
export interface SavedCardCopy {
  payWith: 'premium.checkout.payWith' | 'gifts.form.payWith';
  /** Takes {{type}} and {{last4}}. */
  savedCard: 'premium.checkout.savedCard' | 'gifts.form.savedCard';
  /** Takes {{expiry}}. */
  expiry: 'premium.checkout.savedCardExpiry' | 'gifts.form.expires';
  newCard: 'premium.checkout.newCard' | 'gifts.form.newCard';
}

const CHECKOUT_COPY: SavedCardCopy = {
  payWith: 'premium.checkout.payWith',
  savedCard: 'premium.checkout.savedCard',
  expiry: 'premium.checkout.savedCardExpiry',
  newCard: 'premium.checkout.newCard',
};

export interface SavedCardChoiceProps {
  methods: PaymentMethod[];
  /** A saved card's guid, or NEW_CARD. */
  value: string;
  onChange(value: string): void;
  /** The radios' group name: unique per page, so two choosers never share a group. */
  name: string;
  copy?: SavedCardCopy;
  disabled?: boolean;
}

/**
 * Pay with a saved card, or a new one: one radio group, reached and changed with the keyboard.
 * It always renders (the buy dialog shows the lone new-card choice); pages that hide it without
 * saved cards decide that themselves.
 */
export function SavedCardChoice({
  methods,
  value,
  onChange,
  name,
  copy = CHECKOUT_COPY,
  disabled,
}: SavedCardChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>{t(copy.payWith)}</legend>
      {methods.map((method) => (
        <label key={method.guid} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={method.guid}
            checked={value === method.guid}
            onChange={() => onChange(method.guid)}
          />
          <span>
            {t(copy.savedCard, { type: method.cc_type, last4: method.cc_last_4 })}
            <span className={styles.muted}> {t(copy.expiry, { expiry: method.valid_thru })}</span>
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name={name}
          value={NEW_CARD}
          checked={value === NEW_CARD}
          onChange={() => onChange(NEW_CARD)}
        />
        <span>{t(copy.newCard)}</span>
      </label>
    </fieldset>
  );
}
