import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';
import { Logo } from '../../components/ui/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/SkipLink';
import styles from './layouts.module.css';
import { LayoutPageTracking } from './use-layout-page-tracking';

/**
 * Layout `error-layout`: slim chrome around an error page. Used by the not-found route and,
 * with `children`, by the route error boundary (which renders outside the route tree).
 */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.frame} ${styles.glow}`}>
      <SkipLink />
      <header className={styles.slimHeader}>
        <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
        {/* The not-found route is a page view; the error boundary's page (with `children`) is
            not: the failed route's name is not what was shown, and the error is reported instead. */}
        {children === undefined && <LayoutPageTracking />}
      </main>
    </div>
  );
}
