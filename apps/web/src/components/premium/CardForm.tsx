import { newIdempotencyKey, type CodedError } from '@fanverse/client';
import type { PaymentMethod, PaymentMethodConfig } from '@fanverse/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FormAlert, formStyles } from '../ui/form';
import { EMPTY_CARD, hasErrors, type CardEntry, type CardErrors } from './card-entry';
import { cardFailure } from './card-failure';
import { entryErrors, PaymentEntry } from './PaymentEntry';
import { vaultCard, type NonceSource } from './vault-card';

export interface CardFormProps {
  /** GET …/paymentmethods/create: which gateway answers and Braintree's client token. */
  config: PaymentMethodConfig;
  /** The country the form starts on (the visitor's, as the catalog placed them). */
  defaultCountry?: string;
  /** Called with the saved payment method. */
  onSaved(method: PaymentMethod): void;
  submitLabel?: string;
  onCancel?(): void;
}

/**
 * Adds a payment method on its own (the account's payment methods page): the card, or the
 * Drop-in, and the billing place, saved with one Save. One idempotency key per attempt: a
 * double click or a retry after a lost reply saves the card once.
 */
export function CardForm({ config, defaultCountry = '', onSaved, submitLabel, onCancel }: CardFormProps) {
  const { t, i18n } = useTranslation();
  const [entry, setEntry] = useState<CardEntry>({ ...EMPTY_CARD, country: defaultCountry });
  const [errors, setErrors] = useState<CardErrors>({});
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  const [busy, setBusy] = useState(false);
  const dropIn = useRef<NonceSource | null>(null);
  const attempt = useRef<string | null>(null);
  const gateway = config.gateway;

  const change = (patch: Partial<CardEntry>) => {
    setEntry((current) => ({ ...current, ...patch }));
    // Another card or place is another request: it gets its own key.
    attempt.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = entryErrors(gateway, entry);
    setErrors(found);
    setFormErrors([]);
    if (hasErrors(found)) return;
    attempt.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const method = await vaultCard(entry, {
        gateway,
        dropIn: dropIn.current,
        idempotencyKey: attempt.current,
      });
      attempt.current = null;
      onSaved(method);
    } catch (error) {
      const failure = cardFailure(error, i18n.language);
      setErrors(failure.fields);
      setFormErrors(failure.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert errors={formErrors} title={t('premium.card.failed')} />
      <PaymentEntry
        gateway={gateway}
        clientToken={config.braintree_nonce.client_token}
        value={entry}
        onChange={change}
        errors={errors}
        disabled={busy}
        dropInRef={dropIn}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} busyLabel={t('premium.card.saving')}>
          {submitLabel ?? t('premium.card.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('premium.card.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
