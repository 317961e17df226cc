import type { DiscussionBoard, DiscussionThread } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { readPageParam, searchWithPage } from '../../components/catalogue';
import { isThreadMissing } from '../../components/discussions/discussion-read-errors';
import { ThreadBadges } from '../../components/discussions/ThreadBadges';
import { Button } from '../../components/ui/form';
import { SafeLink } from '../../components/ui/SafeLink';
import { useDeleteThread } from './api/delete-thread';
import { useEditThread } from './api/edit-thread';
import { useThread } from './api/get-thread';
import { useModerateThread } from './api/moderate-thread';
import { lastReplyPage } from './api/list-replies';
import { BOARDS_PATH } from './discussion-paths';
import { PageReadState } from './PageReadState';
import { PostCard } from './PostCard';
import { ReplyBox } from './ReplyBox';
import { ReplyList } from './ReplyList';
import { StaffControls } from './StaffControls';
import { ThreadActions } from './ThreadActions';
import { useDiscussionViewerRefresh, useIsStaff } from './use-viewer-refresh';
import styles from './discussions.module.css';

/**
 * `/boards/:slug/threads/:uuid` (the thread's `path`, what bookmarks store): the opening post,
 * the replies page by page (`?page=`, oldest first) and the reply box; the author edits or
 * deletes their posts, staff hide, show, lock and unlock. A deleted, hidden or unknown thread
 * shows the not-found state; an address with another board's slug moves to the thread's own.
 */
export function ThreadPage() {
  const { t } = useTranslation();
  const { slug = '', uuid = '' } = useParams();
  const { search } = useLocation();
  const thread = useThread(uuid);
  useDiscussionViewerRefresh();

  if (!thread.isSuccess) {
    return (
      <PageReadState
        read={thread}
        loading={t('discussions.thread.loading')}
        isMissing={isThreadMissing}
        missingTitle={t('discussions.thread.missingTitle')}
        missingText={t('discussions.thread.missing')}
      />
    );
  }
  if (thread.data.thread.board_slug !== slug) {
    return <Navigate to={`${thread.data.thread.path}${search}`} replace />;
  }
  return <ThreadView thread={thread.data.thread} board={thread.data.board} />;
}

function ThreadView({ thread, board }: { thread: DiscussionThread; board: DiscussionBoard }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const staff = useIsStaff();
  const page = readPageParam(params);
  const edit = useEditThread(thread.uuid);
  const remove = useDeleteThread(thread.uuid);
  const moderate = useModerateThread(thread.uuid);
  const mayEdit = thread.is_own && (!thread.is_locked || staff);

  return (
    <div className={styles.page}>
      <title>{t('discussions.thread.pageTitle', { title: thread.title, board: board.title })}</title>
      <nav aria-label={t('discussions.crumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={BOARDS_PATH}>{t('discussions.boards.title')}</Link>
          </li>
          <li>
            <SafeLink to={board.path}>{board.title}</SafeLink>
          </li>
          <li aria-current="page">{thread.title}</li>
        </ol>
      </nav>
      <header className={styles.threadHead}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{thread.title}</h1>
          <ul className={styles.metaList}>
            <li>{t('discussions.threads.replies', { count: thread.reply_count })}</li>
            <ThreadBadges thread={thread} />
          </ul>
        </div>
        <ThreadActions thread={thread} />
      </header>
      <PostCard
        post={thread}
        label={t('discussions.post.openingLabel', { name: thread.username })}
        title={thread.title}
        onEdit={mayEdit ? (fields) => edit.mutateAsync(fields) : undefined}
        onDelete={
          thread.is_own
            ? async () => {
                await remove.mutateAsync();
                await navigate(board.path, { replace: true });
              }
            : undefined
        }
        moderation={
          staff && (
            <StaffControls label={t('discussions.staff.threadLabel')} error={moderate.error}>
              <Button
                variant="secondary"
                className={styles.small}
                busy={moderate.isPending}
                onClick={() => moderate.mutate({ is_hidden: !thread.is_hidden })}
              >
                {thread.is_hidden ? t('discussions.staff.unhide') : t('discussions.staff.hide')}
              </Button>
              <Button
                variant="secondary"
                className={styles.small}
                busy={moderate.isPending}
                onClick={() => moderate.mutate({ is_locked: !thread.is_locked })}
              >
                {thread.is_locked ? t('discussions.staff.unlock') : t('discussions.staff.lock')}
              </Button>
            </StaffControls>
          )
        }
      />
      <section className={styles.section} aria-labelledby="replies-title">
        <h2 id="replies-title" className={styles.sectionTitle}>
          {t('discussions.thread.replies', { count: thread.reply_count })}
        </h2>
        <ReplyList thread={thread} page={page} />
      </section>
      <section className={styles.section} aria-labelledby="reply-title">
        <h2 id="reply-title" className={styles.sectionTitle}>
          {t('discussions.reply.title')}
        </h2>
        <ReplyBox
          threadUuid={thread.uuid}
          locked={thread.is_locked}
          onPosted={() => {
            // The new reply is the thread's last: show the page it landed on.
            const last = lastReplyPage(thread.reply_count + 1);
            if (last !== page) setParams(new URLSearchParams(searchWithPage(params, last)));
          }}
        />
      </section>
    </div>
  );
}
