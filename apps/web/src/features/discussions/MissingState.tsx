import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { BOARDS_PATH } from './discussion-paths';
import styles from './discussions.module.css';

/** An unknown board, or a thread that is gone (deleted, hidden, never there): a way back. */
export function MissingState({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{t('discussions.missingPageTitle', { title })}</title>
      <div className={styles.missing} role="alert">
        <h1 className={styles.title}>{title}</h1>
        <p>{text}</p>
        <Link to={BOARDS_PATH}>{t('discussions.backToBoards')}</Link>
      </div>
    </div>
  );
}
