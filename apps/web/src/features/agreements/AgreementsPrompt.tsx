import { toApiError, type CodedError } from '@fanverse/client';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { ModalDialog } from '../../components/ui/Dialog';
import { Button, FormAlert } from '../../components/ui/form';
import { currentLocale } from '../../lib/i18n';
import { useSignedIn, useSignOut } from '../../lib/session';
import { useAcceptAgreement } from './api/accept-agreement';
import { useAgreement } from './api/get-agreement';
import { formatRevisionDate, paragraphsOf, pendingAgreements, promptAllowedOn } from './prompt-rules';
import styles from './agreements.module.css';

/**
 * After sign-in, and on start for a signed-in member: when the latest terms or privacy policy
 * revision is not accepted yet, a modal asks for it. Accepting is required to go on, so Escape
 * does not dismiss it; signing out is the other way out.
 */
export function AgreementsPrompt() {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const signedIn = useSignedIn();
  const terms = useAgreement('terms', lang, { enabled: signedIn });
  const privacy = useAgreement('privacy', lang, { enabled: signedIn });
  const accept = useAcceptAgreement();
  const { signOut, pending: signingOut } = useSignOut();
  const [errors, setErrors] = useState<CodedError[]>([]);
  const [escapeHint, setEscapeHint] = useState(false);
  // Accepted since the prompt opened, for "1 of 2", then "2 of 2".
  const [acceptedNow, setAcceptedNow] = useState(0);

  const { pathname } = useLocation();
  const pending = promptAllowedOn(pathname) ? pendingAgreements(signedIn, terms.data, privacy.data) : [];
  const current = pending[0];
  if (!current) return null;

  const total = pending.length + acceptedNow;
  const position = acceptedNow + 1;
  const documentName = t(`agreements.documents.${current.contentType}`);

  const onAccept = () => {
    setErrors([]);
    setEscapeHint(false);
    accept.mutate(
      { type: current.contentType, revisionId: current.revisionId },
      {
        // The last one closes the prompt: the next prompt (another member, a later revision) counts anew.
        onSuccess: () => setAcceptedNow((count) => (pending.length > 1 ? count + 1 : 0)),
        onError: (error) => {
          setErrors(toApiError(error).errors);
          // A newer revision appeared meanwhile (5102): show that one instead.
          if (toApiError(error).errors.some((item) => item.code === 5102)) {
            void (current.contentType === 'terms' ? terms : privacy).refetch();
          }
        },
      },
    );
  };

  return (
    <ModalDialog
      labelledBy="agreement-title"
      describedBy="agreement-intro"
      onEscape={() => setEscapeHint(true)}
    >
      <div className={styles.header}>
        {total > 1 && (
          <p className={styles.step}>{t('agreements.prompt.step', { current: position, total })}</p>
        )}
        <h2 id="agreement-title" className={styles.title}>
          {t('agreements.prompt.title', { document: documentName })}
        </h2>
        <p id="agreement-intro" className={styles.intro}>
          {t('agreements.prompt.intro', { document: documentName })}
        </p>
        <p className={styles.revised}>
          {t('agreements.revised', { date: formatRevisionDate(current.dateRevised, lang) })}
        </p>
      </div>
      {/* Focusable, so keyboard users can scroll the text with the arrow keys. */}
      <div
        className={styles.text}
        tabIndex={0}
        role="document"
        aria-label={t('agreements.prompt.textLabel', { document: documentName })}
        key={`${current.contentType}-${current.revisionId}`}
      >
        {paragraphsOf(current.text).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.footer}>
        <FormAlert errors={errors} />
        <p className={styles.hint} role="status">
          {escapeHint ? t('agreements.prompt.escapeHint') : ''}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" busy={signingOut} onClick={() => void signOut()}>
            {t('agreements.prompt.signOut')}
          </Button>
          <Button busy={accept.isPending} busyLabel={t('agreements.prompt.accepting')} onClick={onAccept}>
            {t('agreements.prompt.accept')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
