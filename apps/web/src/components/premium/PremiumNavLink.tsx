import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { PATHS } from '../../lib/paths';
import { usePremiumClaims } from './use-premium-claims';
import styles from './premium-forms.module.css';

export interface PremiumNavLinkProps {
  /** The header's link classes, given whether the link is the current page. */
  className(isActive: boolean): string;
  onClick?(): void;
}

/**
 * "Premium" in the site's navigation, for visitors the server offers premium to (claims
 * enable_upsell) who are not premium yet. Nothing until the session is known, so a member who is
 * premium never sees it flash by on a server-rendered page.
 */
export function PremiumNavLink({ className, onClick }: PremiumNavLinkProps) {
  const { t } = useTranslation();
  const { known, premium, upsell } = usePremiumClaims();
  if (!known || premium || !upsell) return null;
  return (
    <li>
      <NavLink
        to={PATHS.premium}
        className={({ isActive }) => `${className(isActive)} ${styles.navLink}`}
        onClick={onClick}
      >
        {t('premium.nav')}
      </NavLink>
    </li>
  );
}
