import { currentSubscription } from '@fanverse/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import {
  formatDate,
  readPremiumReturn,
  refreshPremiumAccess,
  usePremiumClaims,
} from '../../components/premium';
import { buttonClass } from '../../components/ui/form';
import { PATHS } from '../../lib/paths';
import { useSessionManager } from '../../lib/session';
import { useCatalog } from './api/get-catalog';
import { useSubscriptions } from './api/get-subscriptions';
import styles from './premium.module.css';

/**
 * /premium/welcome?return=<path>: after paying. The claims are asked for again at once (walls
 * read them), so the way back to the walled episode or book opens it straight away; the page says
 * what the plan unlocked and when the first charge falls for a trial.
 */
export function PremiumWelcomePage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSessionManager();
  const claims = usePremiumClaims();
  const catalog = useCatalog();
  const subscriptions = useSubscriptions();
  const returnTo = readPremiumReturn(location.search);

  useEffect(() => {
    void refreshPremiumAccess(session, queryClient).catch(() => undefined);
  }, [session, queryClient]);

  const current = subscriptions.data ? currentSubscription(subscriptions.data) : null;
  const plan = current ? catalog.data?.plans.find((item) => item.code === current.product.plan) : undefined;
  const trialEnd = current?.state.state === 'Free Trial' ? current.premium_free_trial_end_date : null;

  return (
    <div className={styles.page}>
      <title>{t('premium.welcome.pageTitle')}</title>
      <section className={styles.welcome} aria-labelledby="premium-welcome">
        <p className={styles.eyebrow}>{t('premium.page.eyebrow')}</p>
        <h1 id="premium-welcome" className={styles.title}>
          {t('premium.welcome.title')}
        </h1>
        <p role="status" className={styles.lead}>
          {claims.premium
            ? current
              ? t('premium.welcome.active', { product: current.product.name })
              : t('premium.welcome.activeShort')
            : t('premium.welcome.unlocking')}
        </p>
        {trialEnd && <p>{t('premium.welcome.trial', { date: formatDate(trialEnd, i18n.language) })}</p>}
        {plan && plan.descriptors.available_perks.length > 0 && (
          <>
            <h2 className={styles.panelTitle}>{t('premium.welcome.unlocked')}</h2>
            <ul className={styles.perks}>
              {plan.descriptors.available_perks.map((perk) => (
                <li key={perk} data-included="true">
                  <span aria-hidden="true">✓</span> {perk}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className={styles.actions}>
          <Link className={buttonClass()} to={returnTo ?? '/browse'} data-testid="premium-continue">
            {t(returnTo ? 'premium.welcome.back' : 'premium.welcome.explore')}
          </Link>
          <Link className={buttonClass('secondary')} to={PATHS.subscription}>
            {t('premium.page.manage')}
          </Link>
        </div>
      </section>
    </div>
  );
}

export default PremiumWelcomePage;
