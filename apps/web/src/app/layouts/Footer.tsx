import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';
import { Logo } from '../../components/ui/Logo';
import { openConsentPreferences } from '../../features/consent';
import { useSignedIn } from '../../lib/session';
import { ACCOUNT_NAV_ITEMS, NAV_ITEMS, visibleItems, type NavItem } from '../navigation';
import styles from './Footer.module.css';

function LinkColumn({ id, title, items }: { id: string; title: string; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id} className={styles.links}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.about}>{t('footer.about')}</p>
        </div>
        <LinkColumn id="footer-explore" title={t('footer.explore')} items={NAV_ITEMS} />
        <LinkColumn
          id="footer-account"
          title={t('footer.account')}
          items={visibleItems(ACCOUNT_NAV_ITEMS, signedIn)}
        />
        <LanguageSwitcher className={styles.language} />
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year })}</p>
        {/* Consent (issue 25): the cookie settings, and "do not sell or share", on every page.
            A visitor without an account gets the settings with targeting off: there is no
            account to record the request on. */}
        <ul className={styles.privacy}>
          <li>
            <button type="button" onClick={() => openConsentPreferences('settings')}>
              {t('consent.footer.settings')}
            </button>
          </li>
          <li>
            {signedIn ? (
              <Link to="/account/privacy">{t('consent.footer.doNotSell')}</Link>
            ) : (
              <button type="button" onClick={() => openConsentPreferences('doNotSell')}>
                {t('consent.footer.doNotSell')}
              </button>
            )}
          </li>
        </ul>
      </div>
    </footer>
  );
}
