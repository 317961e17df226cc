import type { DiscussionThread } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError, Pager, readPageParam, searchWithPage } from '../../components/catalogue';
import { BOARDS_PAGE_PATH, bookmarksKeys } from '../../components/discussions';
import { FormAlert } from '../../components/ui/form';
import { toApiError } from '@fanverse/client';
import { useRemoveBookmark, useRestoreBookmark } from './api/change-bookmark';
import { useBookmarksPage } from './api/get-bookmarks';
import { BookmarkRow } from './BookmarkRow';
import { RemovedToast } from './RemovedToast';
import styles from './bookmarks.module.css';

/** How long "Removed, Undo" stays offered after a removal. */
export const UNDO_OFFER_MS = 10_000;

/**
 * `/account/bookmarks`: the member's bookmarked threads, a page at a time (the page is in the
 * address). Removing one takes it off at once with an Undo; a page that no longer exists (its
 * bookmarks removed, here or elsewhere) shows the last one instead.
 */
export function BookmarksPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = readPageParam(new URLSearchParams(location.search));
  const bookmarks = useBookmarksPage(page);
  const remove = useRemoveBookmark(page);
  const restore = useRestoreBookmark();
  const [removed, setRemoved] = useState<DiscussionThread | null>(null);

  // The server answered another page than the address asks for (1055 → the last page): show
  // its address, with its reply already in place so nothing is asked twice.
  const shown = bookmarks.isPlaceholderData ? undefined : bookmarks.data;
  useEffect(() => {
    if (!shown || shown.page === page) return;
    queryClient.setQueryData(bookmarksKeys.page(shown.page), shown);
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithPage(new URLSearchParams(location.search), shown.page),
      },
      { replace: true },
    );
  }, [shown, page, queryClient, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  // "Bookmark restored" is a passing confirmation, not a lasting state of the page.
  const restored = restore.isSuccess;
  const resetRestore = restore.reset;
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(resetRestore, UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [restored, resetRestore]);

  const onRemove = (thread: DiscussionThread) => {
    restore.reset();
    setRemoved(thread);
    remove.mutate(thread, { onError: () => setRemoved(null) });
  };
  const onUndo = () => {
    if (!removed) return;
    const thread = removed;
    setRemoved(null);
    restore.mutate(thread);
  };

  const values = bookmarks.data?.values ?? [];
  const failures = [...toErrors(remove.error), ...toErrors(restore.error)];

  return (
    <div className={styles.page}>
      <title>{t('bookmarks.page.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('bookmarks.page.title')}</h1>
        <p className={styles.lead}>{t('bookmarks.page.lead')}</p>
      </header>
      <FormAlert errors={failures} />
      {bookmarks.isPending && (
        <p role="status" className={styles.state}>
          {t('bookmarks.page.loading')}
        </p>
      )}
      {bookmarks.isError && <LoadError error={bookmarks.error} onRetry={() => void bookmarks.refetch()} />}
      {bookmarks.isSuccess && values.length === 0 && (
        <div className={styles.state}>
          <h2>{t('bookmarks.page.emptyTitle')}</h2>
          <p>{t('bookmarks.page.empty')}</p>
          <Link to={BOARDS_PAGE_PATH}>{t('bookmarks.page.browseBoards')}</Link>
        </div>
      )}
      {values.length > 0 && (
        <ul className={styles.rows} aria-label={t('bookmarks.page.listLabel')}>
          {values.map((thread) => (
            <BookmarkRow key={thread.path} thread={thread} onRemove={() => onRemove(thread)} />
          ))}
        </ul>
      )}
      {bookmarks.data && (
        <Pager
          page={bookmarks.data.page}
          numPages={bookmarks.data.num_pages}
          label={t('bookmarks.page.pages')}
        />
      )}
      <RemovedToast
        message={removed ? t('bookmarks.page.removed', { title: removed.title }) : null}
        done={restored ? t('bookmarks.page.restored') : null}
        onUndo={onUndo}
      />
    </div>
  );
}

function toErrors(error: unknown) {
  return error ? toApiError(error).errors : [];
}
