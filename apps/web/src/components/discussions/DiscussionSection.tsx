import type { DiscussedContentType } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../catalogue';
import { SafeLink } from '../ui/SafeLink';
import { useContentLang } from '../../lib/content-query';
import {
  SECTION_THREAD_COUNT,
  boardThreadsQueryOptions,
  contentBoardQueryOptions,
} from './discussion-queries';
import { isBoardMissing } from './discussion-read-errors';
import { BookmarkToggle } from './BookmarkToggle';
import { ThreadList } from './ThreadList';
import styles from './DiscussionSection.module.css';

export interface DiscussionSectionProps {
  contentType: DiscussedContentType;
  contentUuid: string;
  /** The series' or comic series' title, for the section's accessible names. */
  title: string;
}

/** Where the board page opens its "New thread" form (BoardPage focuses it on arrival). */
export const NEW_THREAD_HASH = '#new-thread';

/**
 * The "Discussion" section of a series or comic series page: the title's own board (made with
 * the title), its latest threads, "See all" to the board and "Start a thread".
 */
export function DiscussionSection({ contentType, contentUuid, title }: DiscussionSectionProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const board = useQuery(contentBoardQueryOptions(contentType, contentUuid, lang));
  const slug = board.data?.slug ?? '';
  const threads = useQuery({
    ...boardThreadsQueryOptions(slug, 1, SECTION_THREAD_COUNT, lang),
    enabled: Boolean(slug),
  });
  const headingId = `discussion-${contentUuid}`;
  const values = threads.data?.values ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('discussions.section.title')}
        </h2>
        {board.data && (
          <div className={styles.links}>
            <SafeLink to={`${board.data.path}${NEW_THREAD_HASH}`}>{t('discussions.section.start')}</SafeLink>
            <SafeLink to={board.data.path}>
              {t('discussions.section.seeAll', { count: board.data.thread_count })}
              <span className="visually-hidden">{`: ${title}`}</span>
            </SafeLink>
          </div>
        )}
      </div>
      {(board.isPending || (Boolean(slug) && threads.isPending)) && (
        <p role="status" className={styles.state}>
          {t('discussions.section.loading')}
        </p>
      )}
      {board.isError &&
        (isBoardMissing(board.error) ? (
          <p className={styles.empty}>{t('discussions.section.noBoard')}</p>
        ) : (
          <LoadError error={board.error} onRetry={() => void board.refetch()} />
        ))}
      {threads.isError && <LoadError error={threads.error} onRetry={() => void threads.refetch()} />}
      {threads.isSuccess && values.length === 0 && (
        <p className={styles.empty}>{t('discussions.section.empty')}</p>
      )}
      {values.length > 0 && (
        <ThreadList
          threads={values}
          label={t('discussions.section.threadsLabel', { title })}
          actions={(thread) => <BookmarkToggle path={thread.path} threadTitle={thread.title} />}
        />
      )}
    </section>
  );
}
