import type { DiscussionReply } from '@fanverse/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button, FormAlert, FormStatus, formStyles } from '../../components/ui/form';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { useCreateReply } from './api/create-reply';
import { checkBody, postFormErrors } from './post-errors';
import { PostBodyField } from './PostBodyField';
import { useIsStaff } from './use-viewer-refresh';
import styles from './discussions.module.css';

export interface ReplyBoxProps {
  threadUuid: string;
  locked: boolean;
  onPosted: (reply: DiscussionReply) => void;
}

/**
 * The reply box under a thread. A locked thread takes no replies (the box stays, disabled, with
 * the reason; staff may still reply, as the server allows); visitors get a sign-in link back here.
 */
export function ReplyBox({ threadUuid, locked, onPosted }: ReplyBoxProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const staff = useIsStaff();
  const location = useLocation();
  const create = useCreateReply(threadUuid);
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState<string | undefined>(undefined);
  const [posted, setPosted] = useState<string | null>(null);
  const server = postFormErrors(create.error);
  const closed = locked && !staff;
  const known = useSessionKnown();

  // A server-rendered page hydrates before the session is restored: nothing member-specific yet.
  if (!known) return null;
  if (!signedIn) {
    return (
      <p className={styles.state}>
        <Link to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}>
          {t('discussions.reply.signIn')}
        </Link>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (closed) return;
    const error = checkBody(body);
    setChecked(error);
    setPosted(null);
    create.reset();
    if (error) return;
    create.mutate(body.trim(), {
      onSuccess: (reply) => {
        setBody('');
        setPosted(t('discussions.reply.posted'));
        onPosted(reply);
      },
    });
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <FormAlert errors={server.form} />
      <PostBodyField
        label={t('discussions.reply.label')}
        value={body}
        disabled={closed}
        note={locked ? t(staff ? 'discussions.reply.lockedStaff' : 'discussions.reply.locked') : undefined}
        error={checked ?? server.body}
        onChange={setBody}
      />
      <div className={formStyles.actions}>
        <Button
          type="submit"
          disabled={closed}
          busy={create.isPending}
          busyLabel={t('discussions.reply.posting')}
        >
          {t('discussions.reply.submit')}
        </Button>
      </div>
      <FormStatus message={posted} />
    </form>
  );
}
