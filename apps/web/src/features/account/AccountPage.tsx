import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { HISTORY_PAGE_PATH } from '../../components/activity/history-page-path';
import { BOOKMARKS_PAGE_PATH } from '../../components/discussions/discussions-keys';
import { PARENTAL_PAGE_PATH } from '../../components/parental/parental-lock';
import { Avatar } from '../../components/ui/Avatar';
import { PATHS } from '../../lib/paths';
import { useProfile, useSessionManager } from '../../lib/session';
import { EmailSection } from './sections/EmailSection';
import { ImageUploader } from './sections/ImageUploader';
import { PasswordSection } from './sections/PasswordSection';
import { ProfileSection } from './sections/ProfileSection';
import { UsernameSection } from './sections/UsernameSection';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';

const SECTIONS = ['profile', 'email', 'username', 'password', 'pictures'] as const;

/** /account: a signed-in member's settings (the route only renders it for them). */
export function AccountPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const session = useSessionManager();

  // The profile may have changed elsewhere (another device) since sign-in: start from the latest.
  useEffect(() => {
    void session.refreshProfile().catch(() => undefined);
  }, [session]);

  return (
    <div className={styles.page}>
      <title>{t('account.pageTitle')}</title>
      <div className={styles.intro}>
        {profile && <Avatar src={profile.avatar} name={profile.username} size="3.5rem" />}
        <div>
          <h1>{t('account.heading')}</h1>
          <p>{profile ? t('account.lead', { username: profile.username }) : t('account.loading')}</p>
        </div>
      </div>
      {profile ? (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={t('account.contents')}>
            <ul>
              {SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`account.nav.${id}`)}</a>
                </li>
              ))}
            </ul>
            {/* Other places of the account area, beyond this page's settings. */}
            <ul>
              <li>
                <Link to={BOOKMARKS_PAGE_PATH}>{t('bookmarks.account.link')}</Link>
              </li>
              <li>
                <Link to={HISTORY_PAGE_PATH}>{t('history.account.link')}</Link>
              </li>
              <li>
                <Link to={PARENTAL_PAGE_PATH}>{t('parental.account.link')}</Link>
              </li>
              <li>
                {/* The devices feature's page: the browsers and TVs signed in to this account. */}
                <Link to="/account/devices">{t('devices.account.link')}</Link>
              </li>
              <li>
                {/* The events feature's pages: the member card shown at an event's door, and events. */}
                <Link to="/account/card">{t('events.account.card')}</Link>
              </li>
              <li>
                <Link to="/events">{t('events.account.events')}</Link>
              </li>
              <li>
                {/* The consent feature's page: cookie categories and "do not sell or share". */}
                <Link to="/account/privacy">{t('privacy.account.link')}</Link>
              </li>
            </ul>
            {/* The premium account pages: the subscription, saved cards, and charges with receipts. */}
            <ul aria-label={t('subscription.account.links')}>
              <li>
                <Link to={PATHS.subscription}>{t('subscription.account.subscription')}</Link>
              </li>
              <li>
                <Link to={PATHS.paymentMethods}>{t('subscription.account.paymentMethods')}</Link>
              </li>
              <li>
                <Link to={PATHS.transactions}>{t('subscription.account.transactions')}</Link>
              </li>
            </ul>
          </nav>
          <div className={styles.sections}>
            <ProfileSection profile={profile} />
            <EmailSection profile={profile} />
            <UsernameSection profile={profile} />
            <PasswordSection profile={profile} />
            <AccountSection
              id="pictures"
              title={t('account.images.heading')}
              description={t('account.images.lead')}
            >
              <div className={styles.images}>
                <ImageUploader kind="avatar" current={profile.avatar} username={profile.username} />
                <ImageUploader kind="banner" current={profile.banner} username={profile.username} />
              </div>
            </AccountSection>
          </div>
        </div>
      ) : (
        <p className={styles.loading} role="status">
          {t('account.loading')}
        </p>
      )}
    </div>
  );
}

export default AccountPage;
