import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { useProfile } from '../../lib/session';
import { getStorage, readItem, writeItem } from '../../lib/storage';
import { shouldShowVerificationBanner } from './banner-rules';
import { ResendVerification } from './ResendVerification';
import styles from './email-verification.module.css';

/** Session storage: hidden for this tab only; the next visit asks again. */
export const BANNER_HIDDEN_KEY = 'fanverse_verify_banner_hidden_for';

/** Asks a signed-in member with an unverified address to verify it, with a resend button. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { pathname } = useLocation();
  const [dismissedFor, setDismissedFor] = useState(() => readItem(BANNER_HIDDEN_KEY, getStorage('session')));

  if (!profile || !shouldShowVerificationBanner({ profile, pathname, dismissedFor })) return null;

  const hide = () => {
    writeItem(BANNER_HIDDEN_KEY, profile.email, getStorage('session'));
    setDismissedFor(profile.email);
  };

  return (
    <section className={styles.banner} aria-labelledby="verify-banner-title">
      <div className={styles.bannerInner}>
        <span className={styles.bannerIcon} aria-hidden="true">
          @
        </span>
        <p className={styles.bannerText}>
          <strong id="verify-banner-title">{t('emailVerification.banner.title')}</strong>{' '}
          {t('emailVerification.banner.body', { email: profile.email })}
        </p>
        <div className={styles.bannerActions}>
          <ResendVerification email={profile.email} />
          <button type="button" className={styles.hide} onClick={hide}>
            <Icon name="close" />
            <span className="visually-hidden">{t('emailVerification.banner.hide')}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
