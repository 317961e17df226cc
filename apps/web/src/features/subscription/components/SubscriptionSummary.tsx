import type { PaymentMethod, Subscription } from '@fanverse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { currentLocale } from '../../../lib/i18n';
import { cardLabel } from '../card-label';
import { formatDate, formatMoney } from '../format';
import { stateKind } from '../subscription-model';
import styles from '../subscription.module.css';

export interface SubscriptionSummaryProps {
  subscription: Subscription;
  /** The card it is charged to, once the member's cards have loaded. */
  paymentMethod: PaymentMethod | null;
  /** Where the "change your card" prompt of a past-due subscription leads (the card section). */
  cardSectionId: string;
}

/** The plan, its state in words, and the facts a member looks for: next bill, card, promo. */
export function SubscriptionSummary({
  subscription: s,
  paymentMethod,
  cardSectionId,
}: SubscriptionSummaryProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const date = (value: string | null) => (value ? formatDate(value, lang) : '');
  const money = (amount: string | null) => (amount ? formatMoney(amount, s.currency_code, lang) : '');
  const kind = stateKind(s);
  const none = t('subscription.format.none');
  const nextBill =
    s.premium_next_pay_date && s.premium_next_pay_amount && (kind === 'active' || kind === 'trial')
      ? t('subscription.facts.nextBillValue', {
          amount: money(s.premium_next_pay_amount),
          date: date(s.premium_next_pay_date),
        })
      : none;
  const card = paymentMethod ? cardLabel(t, paymentMethod) : none;
  const promo =
    s.promos.length === 0
      ? none
      : Number(s.discount) > 0
        ? t('subscription.facts.discount', {
            codes: s.promos.map((p) => p.code).join(', '),
            amount: money(s.discount),
          })
        : s.promos.map((p) => p.code).join(', ');

  return (
    <section className={styles.card} aria-labelledby="subscription-plan">
      <div className={styles.cardTitleRow}>
        <h2 id="subscription-plan" className={styles.cardTitle}>
          {s.product.name}
        </h2>
        <span className={styles.badge} data-kind={kind}>
          {t(`subscription.state.${kind}`)}
        </span>
      </div>
      <StateLine subscription={s} lang={lang} />
      {kind === 'pastDue' && (
        <p className={styles.warning}>
          <a href={`#${cardSectionId}`}>{t('subscription.status.pastDuePrompt')}</a>
        </p>
      )}
      <dl className={styles.facts} aria-label={t('subscription.facts.label')}>
        <Fact label={t('subscription.facts.billing')}>
          {t(`subscription.period.${s.product.period}`)} ·{' '}
          {t(`subscription.perPeriod.${s.product.period}`, { price: money(s.product.spec.price) })}
        </Fact>
        <Fact label={t('subscription.facts.nextBill')}>{nextBill}</Fact>
        <Fact label={t('subscription.facts.paymentMethod')}>{card}</Fact>
        <Fact label={t('subscription.facts.promo')}>{promo}</Fact>
        {s.pending_product && (
          <Fact label={t('subscription.facts.pending')}>
            {t('subscription.facts.pendingValue', {
              name: s.pending_product.name,
              date: date(s.premium_next_pay_date),
            })}
          </Fact>
        )}
        <Fact label={t('subscription.facts.since')}>{date(s.premium_signup_date)}</Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The one sentence that says where the subscription stands, with the date that matters. */
function StateLine({ subscription: s, lang }: { subscription: Subscription; lang: string }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatDate(value, lang) : '');
  const kind = stateKind(s);
  let text: string;
  switch (kind) {
    case 'trial':
      text = t('subscription.status.trial', {
        date: date(s.premium_free_trial_end_date),
        payDate: date(s.premium_next_pay_date ?? s.premium_free_trial_end_date),
      });
      break;
    case 'active':
      text = t('subscription.status.active', { date: date(s.premium_next_pay_date) });
      break;
    case 'pastDue':
      text = s.next_retry_date
        ? t('subscription.status.pastDue', { date: date(s.next_retry_date) })
        : t('subscription.status.pastDueNoRetry');
      break;
    case 'canceled':
      return (
        <>
          <p className={styles.note}>
            <strong>{t('subscription.status.canceled', { date: date(s.premium_expiration_date) })}</strong>
          </p>
          <p className={styles.note}>{t('subscription.status.canceledNote')}</p>
        </>
      );
    case 'comped':
      text = s.premium_expiration_date
        ? t('subscription.status.comped', { date: date(s.premium_expiration_date) })
        : t('subscription.status.compedOpen');
      break;
    case 'expired':
      text = s.premium_expiration_date
        ? t('subscription.status.expired', { date: date(s.premium_expiration_date) })
        : t('subscription.status.expiredUndated');
      break;
  }
  return <p className={styles.note}>{text}</p>;
}
