import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import styles from '../checkin.module.css';

/** The server said no (7750): the desk is for event staff, and how to become one. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <title>{t('checkin.pageTitle')}</title>
      <h1 className={styles.title}>{t('checkin.notAllowed.title')}</h1>
      <p>{t('checkin.notAllowed.body')}</p>
      <Link to="/" className={buttonClass('primary', true)}>
        {t('checkin.notAllowed.home')}
      </Link>
    </div>
  );
}
