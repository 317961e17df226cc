import type { ComicHistoryItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { useHistoryOverview } from './api/get-history';
import { ComicHistoryRow } from './ComicHistoryRow';
import { EmptyHistory } from './EmptyHistory';
import { HistorySkeleton } from './HistorySkeleton';
import styles from './history.module.css';

export interface ComicHistoryPanelProps {
  isHidden: (uuid: string) => boolean;
  onRemove: (item: ComicHistoryItem) => void;
}

/** The Comics list: the books the member read lately, newest first, each at its resume point. */
export function ComicHistoryPanel({ isHidden, onRemove }: ComicHistoryPanelProps) {
  const { t } = useTranslation();
  const history = useHistoryOverview();
  if (history.isPending) return <HistorySkeleton shape="cover" />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const items = history.data.comics.filter((item) => !isHidden(item.book_uuid));
  if (items.length === 0) return <EmptyHistory filter="comics" />;
  return (
    <ul className={styles.rows} aria-label={t('history.page.comicsList')}>
      {items.map((item) => (
        <ComicHistoryRow key={item.book_uuid} item={item} onRemove={() => onRemove(item)} />
      ))}
    </ul>
  );
}
