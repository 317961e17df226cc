import { useTranslation } from '../../../lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import styles from '../subscription.module.css';

const PAGES = [
  { to: PATHS.subscription, label: 'subscription.nav.subscription' },
  { to: PATHS.paymentMethods, label: 'subscription.nav.paymentMethods' },
  { to: PATHS.transactions, label: 'subscription.nav.transactions' },
] as const;

/** The three premium account pages, one link each; the current one is marked for assistive tech. */
export function PremiumNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('subscription.nav.label')}>
      <ul>
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.to !== PATHS.transactions}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
