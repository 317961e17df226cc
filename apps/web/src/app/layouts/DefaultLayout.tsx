import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/SkipLink';
import { EmailVerificationBanner } from '../../features/email-verification';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layouts.module.css';
import { useLayoutPageTracking } from './use-layout-page-tracking';

/** Layout `default`: header, the email-verification banner, the page, footer. */
export function DefaultLayout() {
  useLayoutPageTracking();
  return (
    <div className={styles.frame}>
      <SkipLink />
      <Header />
      <EmailVerificationBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
