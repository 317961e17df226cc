import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import styles from '../insights.module.css';

/** The server said no (7763): the dashboard is for Fanverse staff, with a way home. */
export function NotStaff() {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <title>{t('insights.pageTitle')}</title>
      <h1 className={styles.title}>{t('insights.notStaff.title')}</h1>
      <p className={styles.lead}>{t('insights.notStaff.body')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('insights.notStaff.home')}
      </Link>
    </div>
  );
}
