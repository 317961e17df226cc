import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';
import { Logo } from '../../components/ui/Logo';
import { NAV_ITEMS } from '../navigation';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.about}>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-explore" className={styles.links}>
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className={styles.language} />
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
