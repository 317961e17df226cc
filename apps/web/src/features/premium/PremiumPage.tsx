import type { BillingPeriod } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { checkoutPath, readPremiumReturn, usePremiumClaims } from '../../components/premium';
import { GIFT_PATH } from '../../components/purchases';
import { PATHS } from '../../lib/paths';
import { withReturnPath } from '../../lib/session';
import { useCatalog } from './api/get-catalog';
import { BillingSwitch } from './components/BillingSwitch';
import { OwnedNotice } from './components/OwnedNotice';
import { PlanCard } from './components/PlanCard';
import { PlansSkeleton } from './components/PlansSkeleton';
import { bestAnnualSaving, defaultPeriod, periodsOf, plansInOrder } from './premium-model';
import styles from './premium.module.css';

/**
 * /premium (`?return=` the page to come back to once paid): the plans side by side in the
 * visitor's currency, monthly or annual, with perks, trial and terms, and a button per product
 * to checkout. Anyone may look; the server renders it. Buying needs an account: a visitor signs
 * up (or in) first and lands on checkout. A premium member is told so, with where to manage it.
 */
export function PremiumPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const catalog = useCatalog();
  const claims = usePremiumClaims();
  const returnTo = readPremiumReturn(location.search);
  const [chosen, setChosen] = useState<BillingPeriod | null>(null);

  const linkFor = (productCode: string) => {
    const checkout = checkoutPath(productCode, { returnTo });
    // Until the session is known (the server's render) the link goes to checkout, whose sign-in
    // guard sends a visitor on; once known, a visitor is offered to sign up first.
    return claims.known && !claims.signedIn ? withReturnPath(PATHS.register, checkout) : checkout;
  };

  return (
    <div className={styles.page}>
      <title>{t('premium.page.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('premium.page.eyebrow')}</p>
        <h1 className={styles.title}>{t('premium.page.title')}</h1>
        <p className={styles.lead}>{t('premium.page.lead')}</p>
      </header>

      {claims.known && claims.premium && (
        <OwnedNotice id="premium-owned" title={t('premium.page.owned')} returnTo={returnTo}>
          {t('premium.page.ownedBody')}
        </OwnedNotice>
      )}

      {catalog.isPending && <PlansSkeleton />}
      {catalog.isError && <LoadError error={catalog.error} onRetry={() => void catalog.refetch()} />}
      {catalog.data && (
        <>
          <BillingSwitch
            periods={periodsOf(catalog.data)}
            value={chosen ?? defaultPeriod(catalog.data)}
            onChange={setChosen}
            saving={bestAnnualSaving(catalog.data)}
          />
          {catalog.data.plans.length === 0 ? (
            <p className={styles.empty}>{t('premium.page.empty')}</p>
          ) : (
            <div className={styles.plans} data-testid="premium-plans">
              {plansInOrder(catalog.data).map((plan) => (
                <PlanCard
                  key={plan.code}
                  plan={plan}
                  period={chosen ?? defaultPeriod(catalog.data)}
                  linkFor={linkFor}
                  owned={claims.known && claims.premium}
                />
              ))}
            </div>
          )}
          {claims.known && !claims.signedIn && (
            <p className={styles.signIn}>
              {t('premium.page.haveAccount')}{' '}
              <Link to={withReturnPath(PATHS.login, location.pathname + location.search)}>
                {t('premium.page.signIn')}
              </Link>
            </p>
          )}
          {catalog.data.gift_products.length > 0 && (
            <p className={styles.signIn}>
              <Link to={GIFT_PATH} data-testid="give-premium">
                {t('gifts.premiumLink')}
              </Link>
            </p>
          )}
          {catalog.data.descriptors.catalog_purchase_terms && (
            <p className={styles.terms}>{catalog.data.descriptors.catalog_purchase_terms}</p>
          )}
        </>
      )}
    </div>
  );
}

export default PremiumPage;
