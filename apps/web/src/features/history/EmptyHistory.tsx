import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { HistoryFilter } from './history-model';
import styles from './history.module.css';

/** Where a member with nothing in this list can start: the series, or the comics. */
const BROWSE: Record<HistoryFilter, string> = { video: '/browse', comics: '/comics' };

export function EmptyHistory({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <h2>{t(`history.empty.${filter}.title`)}</h2>
      <p>{t(`history.empty.${filter}.text`)}</p>
      <Link to={BROWSE[filter]}>{t(`history.empty.${filter}.browse`)}</Link>
    </div>
  );
}
