import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { Logo } from '../../components/ui/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/SkipLink';
import styles from './layouts.module.css';

/** The quiz's own minimal layout (spec accounts §2): the logo and a way out, nothing else. */
export function QuizLayout() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.frame} ${styles.quiz}`}>
      <SkipLink />
      <header className={styles.slimHeader}>
        <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
        <Link to="/" className={styles.close}>
          <Icon name="close" />
          <span className="visually-hidden">{t('quiz.close')}</span>
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
