import { SANDBOX_TEST_CARDS } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../ui/form';
import type { CardEntry, CardErrors } from './card-entry';
import styles from './premium-forms.module.css';

export interface CardFieldsProps {
  value: Pick<CardEntry, 'number' | 'expiry' | 'cvc'>;
  onChange(patch: Partial<CardEntry>): void;
  errors?: CardErrors;
  disabled?: boolean;
}

/**
 * The sandbox card form's card part (number, expiry, security code), and the test cards that
 * behave as Braintree's test nonces do. Only shown when the server runs the sandbox gateway:
 * with Braintree configured the Drop-in takes the card instead.
 */
export function CardFields({ value, onChange, errors = {}, disabled }: CardFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('premium.card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={value.number}
        onChange={(event) => onChange({ number: event.target.value })}
        error={errors.number}
        disabled={disabled}
        required
        maxLength={23}
      />
      <div className={styles.row}>
        <TextField
          label={t('premium.card.expiry')}
          hint={t('premium.card.expiryHint')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('premium.card.expiryPlaceholder')}
          value={value.expiry}
          onChange={(event) => onChange({ expiry: event.target.value })}
          error={errors.expiry}
          disabled={disabled}
          required
          maxLength={7}
        />
        <TextField
          label={t('premium.card.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={value.cvc}
          onChange={(event) => onChange({ cvc: event.target.value })}
          error={errors.cvc}
          disabled={disabled}
          required
          maxLength={4}
        />
      </div>
      <TestCards />
    </>
  );
}

/** Braintree's documented test card numbers, and what each does in the sandbox. */
export function TestCards() {
  const { t } = useTranslation();
  return (
    <details className={styles.testCards}>
      <summary>{t('premium.card.testCards.title')}</summary>
      <p>{t('premium.card.testCards.body')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('premium.card.testCards.number')}</th>
            <th scope="col">{t('premium.card.testCards.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {SANDBOX_TEST_CARDS.map((card) => (
            <tr key={card.number}>
              <td>
                <code>{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>
              </td>
              <td>{t(`premium.card.testCards.outcomes.${card.nonce}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
