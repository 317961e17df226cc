import { planChangeTargets } from '@fanverse/client';
import type { Subscription } from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, FormAlert, FormStatus } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { useChangeProduct } from '../api/change-product';
import { usePlanCatalog } from '../api/get-catalog';
import { useTransactions } from '../api/get-transactions';
import { formatDate, formatMoney } from '../format';
import { isUpgrade, stateKind } from '../subscription-model';
import { errorsOf, useKeyedAction } from '../use-action-key';
import styles from '../subscription.module.css';

/**
 * Change plan: every other catalogue product (the client's plan-change targets). An upgrade
 * starts now with a prorated charge (its amount is the server's to work out: once made, the
 * charge is read back from the transactions); a downgrade waits for the end of the period.
 */
export function PlanChangeSection({
  subscription: s,
  onDone,
}: {
  subscription: Subscription;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const id = useId();
  const catalog = usePlanCatalog();
  const transactions = useTransactions();
  const change = useKeyedAction(useChangeProduct());
  const [chosen, setChosen] = useState<string | null>(null);
  // The charges there were before the change: a new one after it is what the upgrade cost.
  const [before, setBefore] = useState<Set<string> | null>(null);
  const targets = planChangeTargets(catalog.data, s);
  const trial = stateKind(s) === 'trial';
  const periodEnd = s.premium_next_pay_date ? formatDate(s.premium_next_pay_date, lang) : '';

  const charged = before
    ? transactions.data?.find(
        (tx) =>
          !before.has(tx.transaction_id) &&
          tx.subscription_guid === s.guid &&
          tx.kind === 'sale' &&
          tx.reason === 'upgrade' &&
          tx.status === 'settled',
      )
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = targets.find((product) => product.code === chosen);
    if (!target) return;
    const known = new Set((transactions.data ?? []).map((tx) => tx.transaction_id));
    const result = await change.submit({ guid: s.guid, productCode: target.code });
    if (!result) return;
    setBefore(known);
    setChosen(null);
    const now = result.subscription;
    onDone(
      now.pending_product?.code === target.code
        ? t('subscription.plan.scheduled', {
            name: target.name,
            date: now.premium_next_pay_date ? formatDate(now.premium_next_pay_date, lang) : periodEnd,
          })
        : t('subscription.plan.done', { name: now.product.name }),
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('subscription.plan.heading')}
      </h2>
      <p className={styles.note}>{t('subscription.plan.lead')}</p>
      {catalog.isPending && <p className={styles.state}>{t('subscription.plan.loading')}</p>}
      {catalog.isError && (
        <>
          <p className={styles.state}>{t('subscription.plan.failed')}</p>
          <FormAlert errors={errorsOf(catalog.error)} />
        </>
      )}
      {catalog.isSuccess && targets.length === 0 && (
        <p className={styles.state}>{t('subscription.plan.none')}</p>
      )}
      {targets.length > 0 && (
        <form onSubmit={(event) => void submit(event)} className={styles.stack}>
          <fieldset className={styles.choices}>
            <legend>{t('subscription.plan.choose')}</legend>
            {targets.map((product) => {
              const upgrade = isUpgrade(product, s.product);
              // A higher tier billed monthly from an annual plan waits for the renewal: not a downgrade.
              const badge = upgrade
                ? 'subscription.plan.upgrade'
                : product.premium_level > s.product.premium_level
                  ? 'subscription.plan.atRenewal'
                  : 'subscription.plan.downgrade';
              const note = upgrade
                ? t(trial ? 'subscription.plan.upgradeTrialNote' : 'subscription.plan.upgradeNote')
                : t('subscription.plan.downgradeNote', { date: periodEnd });
              return (
                <label key={product.code} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-plan`}
                    value={product.code}
                    checked={chosen === product.code}
                    onChange={() => setChosen(product.code)}
                  />
                  <span className={styles.choiceText}>
                    <strong>
                      {product.name} ·{' '}
                      {t(`subscription.perPeriod.${product.period}`, {
                        price: formatMoney(product.price, product.currency_code, lang),
                      })}
                    </strong>
                    <span className={styles.badge}>{t(badge)}</span>
                    <span className={styles.note}>{note}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <FormAlert errors={errorsOf(change.error)} />
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={change.pending}
              busyLabel={t('subscription.plan.busy')}
              unavailable={chosen === null}
            >
              {t('subscription.plan.submit')}
            </Button>
          </div>
        </form>
      )}
      <FormStatus
        message={
          charged
            ? t('subscription.plan.charged', {
                amount: formatMoney(charged.total, charged.currency_code, lang),
              })
            : null
        }
      />
    </section>
  );
}
