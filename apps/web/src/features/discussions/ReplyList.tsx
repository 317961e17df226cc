import type { DiscussionThread } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError, Pager } from '../../components/catalogue';
import { Button } from '../../components/ui/form';
import { useDeleteReply } from './api/delete-reply';
import { useEditReply } from './api/edit-reply';
import { useReplies } from './api/list-replies';
import { useModerateReply } from './api/moderate-reply';
import { PostCard } from './PostCard';
import { StaffControls } from './StaffControls';
import { useIsStaff } from './use-viewer-refresh';
import styles from './discussions.module.css';

/** One page of a thread's replies, oldest first, with their authors' and staff's controls. */
export function ReplyList({ thread, page }: { thread: DiscussionThread; page: number }) {
  const { t } = useTranslation();
  const replies = useReplies(thread.uuid, page);
  const staff = useIsStaff();
  const edit = useEditReply();
  const remove = useDeleteReply();
  const moderate = useModerateReply();
  const values = replies.data?.values ?? [];

  return (
    <>
      {replies.isPending && (
        <p role="status" className={styles.state}>
          {t('discussions.thread.loadingReplies')}
        </p>
      )}
      {replies.isError && <LoadError error={replies.error} onRetry={() => void replies.refetch()} />}
      {replies.isSuccess && values.length === 0 && (
        <p className={styles.empty}>{t('discussions.thread.noReplies')}</p>
      )}
      {values.length > 0 && (
        <ol
          className={styles.replies}
          aria-label={t('discussions.thread.repliesLabel', { title: thread.title })}
        >
          {values.map((reply) => {
            const label = t('discussions.post.replyLabel', { name: reply.username });
            const moderating = moderate.isPending && moderate.variables?.uuid === reply.uuid;
            return (
              <li key={reply.uuid}>
                <PostCard
                  post={reply}
                  label={label}
                  onEdit={
                    reply.is_own && (!thread.is_locked || staff)
                      ? ({ body }) => edit.mutateAsync({ uuid: reply.uuid, body })
                      : undefined
                  }
                  onDelete={reply.is_own ? () => remove.mutateAsync(reply.uuid) : undefined}
                  moderation={
                    staff && (
                      <StaffControls
                        label={t('discussions.staff.replyLabel', { name: reply.username })}
                        error={moderate.variables?.uuid === reply.uuid ? moderate.error : null}
                      >
                        <Button
                          variant="secondary"
                          className={styles.small}
                          busy={moderating}
                          onClick={() => moderate.mutate({ uuid: reply.uuid, is_hidden: !reply.is_hidden })}
                        >
                          {reply.is_hidden
                            ? t('discussions.staff.unhideReply')
                            : t('discussions.staff.hideReply')}
                        </Button>
                      </StaffControls>
                    )
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      {replies.data && (
        <Pager
          page={replies.data.page}
          numPages={replies.data.num_pages}
          label={t('discussions.thread.pagerLabel', { title: thread.title })}
        />
      )}
    </>
  );
}
