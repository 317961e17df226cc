import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Navigate } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import { buttonClass } from '../../components/ui/form';
import { PATHS } from '../../lib/paths';
import { useProfile, useSignedIn } from '../../lib/session';
import { ResendVerification } from './ResendVerification';
import { ResultMark } from './ResultMark';
import styles from './email-verification.module.css';

/** /welcome: where registration lands; asks the new member to verify their address. */
export function WelcomePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const profile = useProfile();

  if (!signedIn) return <Navigate to={PATHS.home} replace />;

  const username = profile?.username ?? '';
  const verified = profile?.email_verified === true;
  return (
    <CardPage
      headingId="welcome-title"
      eyebrow={t('emailVerification.welcome.eyebrow')}
      title={t('emailVerification.welcome.heading', { username })}
    >
      <title>{t('emailVerification.welcome.pageTitle')}</title>
      <div className={styles.result}>
        <ResultMark tone="ok" />
        {profile && !verified && (
          <>
            <p>
              {t('emailVerification.welcome.sentTo')} <span className={styles.email}>{profile.email}</span>.{' '}
              {t('emailVerification.welcome.openLink')}
            </p>
            <p>{t('emailVerification.welcome.notReceived')}</p>
            <ResendVerification email={profile.email} />
          </>
        )}
        {verified && <p>{t('emailVerification.welcome.verified')}</p>}
        <div className={styles.actions}>
          <Link className={buttonClass()} to={PATHS.home}>
            {t('emailVerification.welcome.explore')}
          </Link>
          <Link className={buttonClass('secondary')} to={PATHS.account}>
            {t('emailVerification.welcome.account')}
          </Link>
        </div>
      </div>
    </CardPage>
  );
}

export default WelcomePage;
