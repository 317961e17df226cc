import type { ComicHistoryItem, VideoHistoryItem } from '@fanverse/contract';
import { toApiError } from '@fanverse/client';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/ui/form';
import { UndoNotice } from '../../components/ui/UndoNotice';
import { useUndoableRemoval } from '../../lib/use-undoable-removal';
import { useClearHistoryItem } from './api/clear-history-item';
import { useMarkVideo } from './api/mark-video';
import { ComicHistoryPanel } from './ComicHistoryPanel';
import { HistoryTabs, panelId, tabId } from './HistoryTabs';
import { FILTER_PARAM, readFilter, removalKey, type HistoryFilter, type Removal } from './history-model';
import { VideoHistoryPanel } from './VideoHistoryPanel';
import styles from './history.module.css';

/** How long "Removed, Undo" is offered before the removal is sent. */
export const HISTORY_UNDO_MS = 8_000;

/**
 * `/account/history` (members only): what the member watched and read, as two tabs, Video and
 * Comics (the tab is in the address). Episodes can be marked watched or unwatched; any item can
 * be removed from the history, with an Undo offered for a few seconds before the removal is sent.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = readFilter(search);
  const mark = useMarkVideo();
  const clear = useClearHistoryItem();
  const send = useCallback((item: Removal) => clear(item.type, item.uuid), [clear]);
  const removal = useUndoableRemoval({ keyOf: removalKey, send, offerMs: HISTORY_UNDO_MS });
  const isHidden = (type: Removal['type'], uuid: string) => removal.hidden.has(removalKey({ type, uuid }));
  const panel = useRef<HTMLDivElement>(null);

  const select = (next: HistoryFilter) => {
    if (next === filter) return;
    const params = new URLSearchParams(search);
    if (next === 'video') params.delete(FILTER_PARAM);
    else params.set(FILTER_PARAM, next);
    setSearch(params, { replace: true });
  };

  const onMark = (item: VideoHistoryItem, watched: boolean) => {
    mark.reset();
    mark.mutate({ item, watched });
  };
  const remove = (next: Removal) => {
    mark.reset();
    removal.remove(next);
    // The row and its button are gone: keep keyboard focus in the list, where the next row is.
    panel.current?.focus();
  };
  const onRemoveVideo = (item: VideoHistoryItem) =>
    remove({ type: 'episode', uuid: item.uuid, title: item.episode_title || item.title });
  const onRemoveComic = (item: ComicHistoryItem) =>
    remove({ type: 'book', uuid: item.book_uuid, title: item.book.title });

  const failures = [mark.error, removal.failed?.error].flatMap((error) =>
    error ? toApiError(error).errors : [],
  );

  return (
    <div className={styles.page}>
      <title>{t('history.page.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('history.page.title')}</h1>
        <p className={styles.lead}>{t('history.page.lead')}</p>
      </header>
      <HistoryTabs selected={filter} onSelect={select} />
      <FormAlert errors={failures} />
      <div
        ref={panel}
        role="tabpanel"
        id={panelId(filter)}
        aria-labelledby={tabId(filter)}
        tabIndex={0}
        className={styles.panel}
      >
        {filter === 'video' ? (
          <VideoHistoryPanel
            isHidden={(uuid) => isHidden('episode', uuid)}
            onMark={onMark}
            onRemove={onRemoveVideo}
          />
        ) : (
          <ComicHistoryPanel isHidden={(uuid) => isHidden('book', uuid)} onRemove={onRemoveComic} />
        )}
      </div>
      <UndoNotice
        message={removal.offered && t('history.page.removed', { title: removal.offered.title })}
        undoLabel={t('history.page.undo')}
        onUndo={removal.undo}
      />
    </div>
  );
}
