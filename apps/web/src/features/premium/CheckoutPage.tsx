import { currentSubscription } from '@fanverse/client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../components/catalogue';
import {
  premiumPath,
  readPremiumReturn,
  useActiveCards,
  usePaymentMethodConfig,
} from '../../components/premium';
import { buttonClass } from '../../components/ui/form';
import { useCatalog } from './api/get-catalog';
import { useSubscriptions } from './api/get-subscriptions';
import { CheckoutForm } from './components/CheckoutForm';
import { OwnedNotice } from './components/OwnedNotice';
import { PlansSkeleton } from './components/PlansSkeleton';
import { findProduct } from './premium-model';
import styles from './premium.module.css';

/**
 * /premium/checkout?product=<code>[&promo=<code>][&return=<path>] (signed in): pay for one
 * product. Before the form: the product must be on offer, and a member who already has premium
 * is told so (the server would refuse with 3003) and sent to manage it.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const productCode = search.get('product') ?? '';
  const promo = search.get('promo');
  const returnTo = readPremiumReturn(location.search);
  const catalog = useCatalog();
  const subscriptions = useSubscriptions();
  const methods = useActiveCards();
  const config = usePaymentMethodConfig();

  const failed = [catalog, subscriptions, methods, config].find((query) => query.isError);
  let content;
  if (failed) {
    content = <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  } else if (!catalog.data || !subscriptions.data || !methods.data || !config.data) {
    content = <PlansSkeleton />;
  } else {
    const found = findProduct(catalog.data, productCode);
    const current = currentSubscription(subscriptions.data);
    if (current?.state.active) {
      content = (
        <OwnedNotice
          id="checkout-owned"
          title={t('premium.checkout.errors.existing')}
          returnTo={returnTo}
          alert
        >
          {t('premium.checkout.ownedBody', { product: current.product.name })}
        </OwnedNotice>
      );
    } else if (!found) {
      content = (
        <section className={styles.owned} aria-labelledby="checkout-missing">
          <h2 id="checkout-missing">{t('premium.checkout.missing')}</h2>
          <Link className={buttonClass()} to={premiumPath(returnTo)}>
            {t('premium.checkout.seePlans')}
          </Link>
        </section>
      );
    } else {
      content = (
        <CheckoutForm
          key={found.product.code}
          catalog={catalog.data}
          plan={found.plan}
          product={found.product}
          methods={methods.data}
          config={config.data}
          hadTrial={subscriptions.data.some((item) => item.premium_free_trial_end_date !== null)}
          initialPromo={promo ? promo.trim().toUpperCase() : null}
          returnTo={returnTo}
        />
      );
    }
  }

  return (
    <div className={styles.page}>
      <title>{t('premium.checkout.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('premium.page.eyebrow')}</p>
        <h1 className={styles.title}>{t('premium.checkout.title')}</h1>
        <Link to={premiumPath(returnTo)} className={styles.backLink}>
          {t('premium.checkout.changePlan')}
        </Link>
      </header>
      {content}
    </div>
  );
}

export default CheckoutPage;
