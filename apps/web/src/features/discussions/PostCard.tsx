import type { DiscussionReply } from '@fanverse/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormAlert } from '../../components/ui/form';
import { Avatar } from '../../components/ui/Avatar';
import { Button } from '../../components/ui/form';
import { RelativeTime } from '../../components/discussions/RelativeTime';
import { postFormErrors } from './post-errors';
import { PostEditor, type PostEdit } from './PostEditor';
import { PostText } from './PostText';
import styles from './discussions.module.css';

/** What a post card shows of a thread's opening post or a reply. */
export type Post = Pick<
  DiscussionReply,
  'avatar' | 'username' | 'created_at' | 'edited_at' | 'body' | 'is_own' | 'is_hidden'
>;

export interface PostCardProps {
  post: Post;
  /** Names the post ("Reply by ada_lovelace"). */
  label: string;
  /** The thread's title when this is the opening post (edited with it). */
  title?: string;
  /** Given when the viewer may edit it (their own post, not locked for them). */
  onEdit?: (edit: PostEdit) => Promise<unknown>;
  /** Given when the viewer may delete it (their own post); asks first. */
  onDelete?: () => Promise<unknown>;
  /** Staff controls (hide, lock), shown under the post. */
  moderation?: ReactNode;
}

/**
 * One post: author with avatar or initials, the time, the "edited" mark, the text (PostText) and
 * its author's edit (inline) and delete (after a confirmation) controls.
 */
export function PostCard({ post, label, title, onEdit, onDelete, moderation }: PostCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  /** Which control gets focus back once the editor or the confirmation closes. */
  const returnFocus = useRef<'edit' | 'delete' | null>(null);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (editing || confirming || !returnFocus.current) return;
    (returnFocus.current === 'edit' ? editButton : deleteButton).current?.focus();
    returnFocus.current = null;
  }, [editing, confirming]);

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(error);
      returnFocus.current = 'delete';
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article className={styles.post} aria-label={label} data-hidden={post.is_hidden || undefined}>
      <header className={styles.postHead}>
        <Avatar src={post.avatar || null} name={post.username} />
        <span className={styles.postAuthor}>{post.username}</span>
        <RelativeTime className={styles.postTime} iso={post.created_at} />
        {post.edited_at && (
          <span className={styles.edited} title={t('discussions.post.editedTitle')}>
            {t('discussions.post.edited')}
          </span>
        )}
        {post.is_hidden && <span className={styles.badge}>{t('discussions.threads.hidden')}</span>}
      </header>
      {editing && onEdit ? (
        <PostEditor
          title={title}
          body={post.body}
          onSave={async (edit) => {
            await onEdit(edit);
            returnFocus.current = 'edit';
            setEditing(false);
          }}
          onCancel={() => {
            returnFocus.current = 'edit';
            setEditing(false);
          }}
        />
      ) : (
        <PostText text={post.body} />
      )}
      <FormAlert errors={postFormErrors(failure).form} />
      {!editing && (onEdit || onDelete) && (
        <div className={styles.postActions}>
          {onEdit && (
            <Button
              ref={editButton}
              variant="secondary"
              className={styles.small}
              onClick={() => setEditing(true)}
            >
              {t('discussions.post.edit')}
              <span className="visually-hidden">{`: ${label}`}</span>
            </Button>
          )}
          {onDelete && !confirming && (
            <Button
              ref={deleteButton}
              variant="danger"
              className={styles.small}
              onClick={() => setConfirming(true)}
            >
              {t('discussions.post.delete')}
              <span className="visually-hidden">{`: ${label}`}</span>
            </Button>
          )}
          {onDelete && confirming && (
            <div role="group" aria-label={t('discussions.post.confirmLabel')} className={styles.confirm}>
              <p>{t('discussions.post.confirm')}</p>
              <Button
                variant="danger"
                className={styles.small}
                busy={deleting}
                busyLabel={t('discussions.post.deleting')}
                onClick={() => void remove()}
              >
                {t('discussions.post.confirmYes')}
              </Button>
              <Button
                ref={keepButton}
                variant="secondary"
                className={styles.small}
                onClick={() => {
                  returnFocus.current = 'delete';
                  setConfirming(false);
                }}
              >
                {t('discussions.post.keep')}
              </Button>
            </div>
          )}
        </div>
      )}
      {moderation}
    </article>
  );
}
