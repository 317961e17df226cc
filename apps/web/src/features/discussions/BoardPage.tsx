import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError, Pager, readPageParam } from '../../components/catalogue';
import { NEW_THREAD_HASH } from '../../components/discussions/DiscussionSection';
import { isBoardMissing } from '../../components/discussions/discussion-read-errors';
import { ThreadList } from '../../components/discussions/ThreadList';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { useBoard } from './api/get-board';
import { useBoardThreads } from './api/list-threads';
import { BOARDS_PATH } from './discussion-paths';
import { NewThreadForm } from './NewThreadForm';
import { PageReadState } from './PageReadState';
import { ThreadActions } from './ThreadActions';
import { useDiscussionViewerRefresh } from './use-viewer-refresh';
import styles from './discussions.module.css';

/**
 * `/boards/:slug`: a board's title and description, its threads page by page (`?page=`, newest
 * activity first) and the "New thread" form; signed-out visitors get a sign-in link that
 * returns here.
 */
export function BoardPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const page = readPageParam(search);
  const board = useBoard(slug);
  const threads = useBoardThreads(slug, page);
  useDiscussionViewerRefresh();

  if (!board.isSuccess) {
    return (
      <PageReadState
        read={board}
        loading={t('discussions.board.loading')}
        isMissing={isBoardMissing}
        missingTitle={t('discussions.board.missingTitle')}
        missingText={t('discussions.board.missing')}
      />
    );
  }

  const data = board.data;
  const values = threads.data?.values ?? [];
  return (
    <div className={styles.page}>
      <title>{t('discussions.board.pageTitle', { title: data.title })}</title>
      <nav aria-label={t('discussions.crumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={BOARDS_PATH}>{t('discussions.boards.title')}</Link>
          </li>
          <li aria-current="page">{data.title}</li>
        </ol>
      </nav>
      <header className={styles.headText}>
        <h1 className={styles.title}>{data.title}</h1>
        {data.description && <p className={styles.lead}>{data.description}</p>}
        <p className={styles.meta}>{t('discussions.boards.threadCount', { count: data.thread_count })}</p>
      </header>
      <section className={styles.section} aria-labelledby="board-threads-title">
        <h2 id="board-threads-title" className={styles.sectionTitle}>
          {t('discussions.board.threads')}
        </h2>
        {threads.isPending && (
          <p role="status" className={styles.state}>
            {t('discussions.board.loadingThreads')}
          </p>
        )}
        {threads.isError && <LoadError error={threads.error} onRetry={() => void threads.refetch()} />}
        {threads.isSuccess && values.length === 0 && (
          <p className={styles.empty}>{t('discussions.board.empty')}</p>
        )}
        {values.length > 0 && (
          <ThreadList
            threads={values}
            label={t('discussions.board.threadsLabel', { title: data.title })}
            actions={(thread) => <ThreadActions thread={thread} />}
          />
        )}
        {threads.data && (
          <Pager
            page={threads.data.page}
            numPages={threads.data.num_pages}
            label={t('discussions.board.pagerLabel', { title: data.title })}
          />
        )}
      </section>
      <NewThreadSection slug={data.slug} />
    </div>
  );
}

function NewThreadSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const known = useSessionKnown();
  const location = useLocation();
  const navigate = useNavigate();
  const titleRef = useRef<HTMLInputElement>(null);
  const wanted = location.hash === NEW_THREAD_HASH;

  // "Start a thread" on a series page lands here: take the member straight to the title field.
  useEffect(() => {
    if (wanted) titleRef.current?.focus();
  }, [wanted, signedIn]);

  return (
    <section id={NEW_THREAD_HASH.slice(1)} className={styles.section} aria-labelledby="new-thread-title">
      <h2 id="new-thread-title" className={styles.sectionTitle}>
        {t('discussions.form.newThread')}
      </h2>
      {/* A server-rendered page hydrates before the session is restored: nothing member-specific yet. */}
      {!known ? null : signedIn ? (
        <NewThreadForm slug={slug} titleRef={titleRef} onCreated={(thread) => void navigate(thread.path)} />
      ) : (
        <p className={styles.state}>
          <Link to={withReturnPath(PATHS.login, `${location.pathname}${location.search}${NEW_THREAD_HASH}`)}>
            {t('discussions.form.signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}
