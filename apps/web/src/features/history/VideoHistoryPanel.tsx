import type { VideoHistoryItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { Button } from '../../components/ui/form';
import { useVideoHistory } from './api/get-video-history';
import { EmptyHistory } from './EmptyHistory';
import { HistorySkeleton } from './HistorySkeleton';
import { VideoHistoryRow } from './VideoHistoryRow';
import styles from './history.module.css';

export interface VideoHistoryPanelProps {
  isHidden: (uuid: string) => boolean;
  onMark: (item: VideoHistoryItem, watched: boolean) => void;
  onRemove: (item: VideoHistoryItem) => void;
}

/** The Video list: the episodes the member watched, newest first, with "Load more" while more follow. */
export function VideoHistoryPanel({ isHidden, onMark, onRemove }: VideoHistoryPanelProps) {
  const { t } = useTranslation();
  const history = useVideoHistory();
  if (history.isPending) return <HistorySkeleton shape="landscape" />;
  if (history.isError && !history.data) {
    return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  }
  const items = history.data.pages.flatMap((page) => page.history).filter((item) => !isHidden(item.uuid));
  if (items.length === 0 && !history.hasNextPage) return <EmptyHistory filter="video" />;
  return (
    <>
      <ul className={styles.rows} aria-label={t('history.page.videoList')}>
        {items.map((item) => (
          <VideoHistoryRow
            key={item.uuid}
            item={item}
            onMark={(watched) => onMark(item, watched)}
            onRemove={() => onRemove(item)}
          />
        ))}
      </ul>
      {history.isFetchNextPageError && (
        <LoadError error={history.error} onRetry={() => void history.fetchNextPage()} />
      )}
      {history.hasNextPage && !history.isFetchNextPageError && (
        <Button
          variant="secondary"
          className={styles.more}
          busy={history.isFetchingNextPage}
          busyLabel={t('history.page.loadingMore')}
          onClick={() => void history.fetchNextPage()}
        >
          {t('history.page.loadMore')}
        </Button>
      )}
    </>
  );
}
