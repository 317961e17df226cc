import type { PaymentMethod } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { FormStatus } from '../../components/ui/form';
import { useDisablePaymentMethod } from './api/disable-payment-method';
import { usePaymentMethods } from './api/get-payment-methods';
import { cardLabel } from './card-label';
import { AddCard } from './components/AddCard';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PaymentMethodRow } from './components/PaymentMethodRow';
import { PremiumNav } from './components/PremiumNav';
import { errorsOf, useKeyedAction } from './use-action-key';
import styles from './subscription.module.css';

/**
 * `/account/payment-methods`: the member's saved cards (active ones first), adding one with the
 * shared card form, and removing one after a confirmation. The server refuses to remove a card a
 * live subscription is charged to; its message is shown in the dialog as it answers it.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const disable = useKeyedAction(useDisablePaymentMethod());
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const list = [...(methods.data ?? [])].sort(
    (a, b) =>
      Number(b.status === 'active') - Number(a.status === 'active') ||
      b.created_at.localeCompare(a.created_at),
  );

  const confirm = async () => {
    if (!confirming) return;
    if (await disable.submit({ guid: confirming.guid })) {
      setStatus(t('subscription.methods.disabled', { card: cardLabel(t, confirming) }));
      setConfirming(null);
    }
  };
  const close = () => {
    setConfirming(null);
    disable.reset();
  };

  return (
    <div className={styles.page}>
      <title>{t('subscription.methods.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('subscription.methods.title')}</h1>
        <p className={styles.lead}>{t('subscription.methods.lead')}</p>
      </header>
      <PremiumNav />
      <FormStatus message={status} />
      {methods.isPending && (
        <p role="status" className={styles.state}>
          {t('subscription.methods.loading')}
        </p>
      )}
      {methods.isError && <LoadError error={methods.error} onRetry={() => void methods.refetch()} />}
      {methods.isSuccess && list.length === 0 && (
        <p className={styles.state}>{t('subscription.methods.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.rows} aria-label={t('subscription.methods.listLabel')}>
          {list.map((method) => (
            <PaymentMethodRow key={method.guid} method={method} onDisable={() => setConfirming(method)} />
          ))}
        </ul>
      )}
      {methods.isSuccess && (
        <section className={styles.card}>
          <AddCard
            label={t('subscription.methods.add')}
            defaultCountry={list[0]?.country_code_alpha2}
            onSaved={(method) => setStatus(t('subscription.methods.added', { card: cardLabel(t, method) }))}
          />
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('subscription.methods.disableTitle', { card: cardLabel(t, confirming) })}
          keepLabel={t('subscription.methods.keep')}
          confirmLabel={t('subscription.methods.confirm')}
          busyLabel={t('subscription.methods.busy')}
          busy={disable.pending}
          errors={errorsOf(disable.error)}
          onKeep={close}
          onConfirm={() => void confirm()}
        >
          <p className={styles.note}>{t('subscription.methods.disableBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

export default PaymentMethodsPage;
