import type { PaymentMethod, PaymentMethodConfig } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CardForm, NEW_CARD, SavedCardChoice, type SavedCardCopy } from '../../../components/premium';
import { FieldError } from '../../../components/ui/form';
import styles from '../gifts.module.css';

const GIFT_COPY: SavedCardCopy = {
  payWith: 'gifts.form.payWith',
  savedCard: 'gifts.form.savedCard',
  expiry: 'gifts.form.expires',
  newCard: 'gifts.form.newCard',
};

export interface GiftPaymentProps {
  methods: PaymentMethod[];
  /** A saved card's guid, or NEW_CARD. */
  value: string;
  onChange(value: string): void;
  /** The gateway's config, once a new card is being entered (null while it loads). */
  config: PaymentMethodConfig | null | undefined;
  defaultCountry: string;
  /** A new card was saved: it becomes the chosen one. */
  onSaved(method: PaymentMethod): void;
  error?: string;
  disabled?: boolean;
}

/**
 * How the gift is paid: a saved card, or a new one saved first with premium's card form (the
 * sandbox tokenizes the test cards; Braintree's Drop-in otherwise). The card form is its own form,
 * so it sits beside the gift's, never inside it.
 */
export function GiftPayment(props: GiftPaymentProps) {
  const { methods, value, onChange, config, defaultCountry, onSaved, error, disabled } = props;
  const { t } = useTranslation();
  const newCard = value === NEW_CARD || methods.length === 0;
  return (
    <section className={styles.panel} aria-labelledby="gift-payment">
      <h2 id="gift-payment" className={styles.panelTitle}>
        {t('gifts.form.payment')}
      </h2>
      {methods.length > 0 && (
        <SavedCardChoice
          methods={methods}
          value={value}
          onChange={onChange}
          name="gift-payment"
          copy={GIFT_COPY}
          disabled={disabled}
        />
      )}
      {newCard &&
        (config ? (
          <CardForm
            config={config}
            defaultCountry={defaultCountry}
            onSaved={onSaved}
            submitLabel={t('gifts.form.saveCard')}
          />
        ) : (
          <p role="status" className={styles.muted}>
            {t('gifts.form.cardLoading')}
          </p>
        ))}
      <FieldError id="gift-payment-error" text={error} />
    </section>
  );
}
