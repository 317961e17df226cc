import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { FormStatus } from '../../components/ui/form';
import { PATHS } from '../../lib/paths';
import { usePaymentMethods } from './api/get-payment-methods';
import { useSubscriptions } from './api/get-subscriptions';
import { CancelSection } from './components/CancelSection';
import { PaymentMethodSection } from './components/PaymentMethodSection';
import { PlanChangeSection } from './components/PlanChangeSection';
import { PremiumNav } from './components/PremiumNav';
import { PromoSection } from './components/PromoSection';
import { ResubscribeSection } from './components/ResubscribeSection';
import { SubscriptionHistory } from './components/SubscriptionHistory';
import { SubscriptionSummary } from './components/SubscriptionSummary';
import { allowedActions } from './subscription-model';
import styles from './subscription.module.css';

const CARD_SECTION_ID = 'payment-method';

/**
 * `/account/subscription`: the member's current subscription (spec §3's rule over the list), its
 * state in words, and what they can do with it in that state. Each action announces its outcome
 * in the page's status line, which stays when the action's own section goes (cancelling removes
 * the cancel section, say).
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const current = subscriptions.current;
  const methods = usePaymentMethods();
  const [status, setStatus] = useState<string | null>(null);
  const actions = current ? allowedActions(current) : null;

  return (
    <div className={styles.page}>
      <title>{t('subscription.page.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('subscription.page.title')}</h1>
        <p className={styles.lead}>{t('subscription.page.lead')}</p>
      </header>
      <PremiumNav />
      <FormStatus message={status} />
      {subscriptions.isPending && (
        <p role="status" className={styles.state}>
          {t('subscription.page.loading')}
        </p>
      )}
      {subscriptions.isError && (
        <LoadError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
      )}
      {subscriptions.isSuccess && !current && (
        <section className={styles.card} aria-labelledby="subscription-none">
          <h2 id="subscription-none" className={styles.cardTitle}>
            {t('subscription.none.title')}
          </h2>
          <p className={styles.note}>{t('subscription.none.body')}</p>
          <p>
            <Link to={PATHS.premium} className={styles.action}>
              {t('subscription.none.action')}
            </Link>
          </p>
        </section>
      )}
      {current && actions && (
        <>
          <SubscriptionSummary
            subscription={current}
            paymentMethod={methods.data?.find((method) => method.guid === current.paymentmethod_guid) ?? null}
            cardSectionId={CARD_SECTION_ID}
          />
          {actions.resubscribe && <ResubscribeSection subscription={current} onDone={setStatus} />}
          {actions.changePlan && <PlanChangeSection subscription={current} onDone={setStatus} />}
          {actions.changeCard && (
            <PaymentMethodSection
              id={CARD_SECTION_ID}
              subscription={current}
              methods={methods.data}
              onDone={setStatus}
            />
          )}
          {actions.applyPromo && <PromoSection subscription={current} onDone={setStatus} />}
          {actions.cancel && <CancelSection subscription={current} onDone={setStatus} />}
          <SubscriptionHistory guid={current.guid} />
        </>
      )}
    </div>
  );
}

export default SubscriptionPage;
