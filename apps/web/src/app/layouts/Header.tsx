import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';
import { Logo } from '../../components/ui/Logo';
import { PremiumNavLink } from '../../components/premium/PremiumNavLink';
import { HeaderAccount } from '../../features/auth';
import { NAV_ITEMS } from '../navigation';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

export function Header() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById(`${MENU_ID}-toggle`)?.focus();
    }
  };

  return (
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
        <button
          id={`${MENU_ID}-toggle`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div id={MENU_ID} className={styles.menu} data-open={open}>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                    onClick={() => setOpen(false)}
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
              <PremiumNavLink
                className={(isActive) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                onClick={() => setOpen(false)}
              />
            </ul>
          </nav>
          <LanguageSwitcher className={styles.language} />
          <div className={styles.account}>
            <HeaderAccount onNavigate={() => setOpen(false)} />
          </div>
        </div>
      </div>
    </header>
  );
}
