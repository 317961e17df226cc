import type { PaymentMethod } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { CardForm } from '../../../components/premium';
import { Button } from '../../../components/ui/form';
import { usePaymentMethodConfig } from '../api/get-payment-method-config';
import { subscriptionKeys } from '../api/subscription-keys';
import styles from '../subscription.module.css';

/**
 * "Add a card": a button that opens the shared card form (the sandbox card form, or Braintree's
 * Drop-in when the server runs Braintree); the form vaults the card with its own idempotency key.
 */
export function AddCard({
  label,
  defaultCountry,
  onSaved,
}: {
  label: string;
  defaultCountry?: string;
  onSaved: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const config = usePaymentMethodConfig(open);
  const queryClient = useQueryClient();

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <h3 className={styles.cardTitle}>{label}</h3>
      {config.isPending && <p className={styles.state}>{t('subscription.card.loading')}</p>}
      {config.isError && <LoadError error={config.error} onRetry={() => void config.refetch()} />}
      {config.data && (
        <CardForm
          config={config.data}
          defaultCountry={defaultCountry}
          onSaved={(method) => {
            setOpen(false);
            // The form vaults the card itself: the member's list of cards is asked for again.
            void queryClient.invalidateQueries({ queryKey: subscriptionKeys.paymentMethods() });
            onSaved(method);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
