import { toApiError } from '@fanverse/client';
import type { MemberEvent } from '@fanverse/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Button, FormAlert, FormStatus } from '../../../components/ui/form';
import { PATHS } from '../../../lib/paths';
import { useSignedIn, withReturnPath } from '../../../lib/session';
import { useCancelSignUp, useSignUp } from '../api/events-actions';
import { MEMBER_CARD_PATH } from '../events-model';
import styles from '../events.module.css';

/**
 * Signing up and cancelling. A visitor is sent to sign in and brought back here; a member signs
 * up in one click and cancels after confirming. The server's refusals (full, closed, already
 * checked in) are shown here in its catalogued words, and the event is asked for again.
 */
export function SignUpPanel({ event }: { event: MemberEvent }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const signUp = useSignUp();
  const cancel = useCancelSignUp();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  // After a change the button pressed is gone: focus goes to the line saying where things stand.
  const stateRef = useRef<HTMLParagraphElement>(null);
  const failed = signUp.error ?? cancel.error;

  const doSignUp = async () => {
    cancel.reset();
    setStatus(null);
    try {
      await signUp.mutateAsync(event.id);
      setStatus(t('events.signup.done'));
      stateRef.current?.focus();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const doCancel = async () => {
    signUp.reset();
    setStatus(null);
    try {
      await cancel.mutateAsync(event.id);
      setStatus(t('events.cancel.done'));
    } catch {
      // Shown below from the mutation's error.
    }
    setConfirming(false);
    stateRef.current?.focus();
  };

  let state: string;
  if (event.signed_up) state = t('events.signup.signedUp');
  else if (!event.signup_open) state = t('events.signup.closed');
  else if (event.seats_left <= 0) state = t('events.signup.full');
  else state = t('events.signup.open');

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('events.signup.title')}
      </h2>
      <p ref={stateRef} tabIndex={-1} className={event.signed_up ? styles.signedUpLine : undefined}>
        {state}
      </p>
      {!signedIn ? (
        <p>
          <Link
            className={styles.action}
            to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}
          >
            {t('events.signup.signIn')}
          </Link>
        </p>
      ) : (
        <div className={styles.actions}>
          {!event.signed_up && event.signup_open && event.seats_left > 0 && (
            <Button
              onClick={() => void doSignUp()}
              busy={signUp.isPending}
              busyLabel={t('events.signup.busy')}
            >
              {t('events.signup.action')}
            </Button>
          )}
          {event.signed_up && (
            <Link className={styles.secondaryAction} to={MEMBER_CARD_PATH}>
              {t('events.signup.card')}
            </Link>
          )}
          {event.signed_up && event.signup_open && (
            <Button variant="secondary" onClick={() => setConfirming(true)} unavailable={cancel.isPending}>
              {t('events.cancel.action')}
            </Button>
          )}
        </div>
      )}
      <FormStatus message={status} />
      <FormAlert errors={failed ? toApiError(failed).errors : []} />
      {confirming && (
        // "Cancel your sign-up?": the place goes to someone else, and so do the member's perks.
        <ConfirmDialog
          title={t('events.cancel.title')}
          keepLabel={t('events.cancel.keep')}
          confirmLabel={t('events.cancel.confirm')}
          busyLabel={t('events.cancel.cancelling')}
          busy={cancel.isPending}
          onKeep={() => setConfirming(false)}
          onConfirm={() => void doCancel()}
        >
          <p>{t('events.cancel.body', { event: event.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
