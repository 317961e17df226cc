import { toApiError, type CodedError } from '@fanverse/client';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/form';
import { codedErrorMessage } from '../../lib/forms';
import { useResendVerification } from './api/resend-verification';
import { formatWait, useResendWait } from './resend-countdown';
import styles from './email-verification.module.css';

/**
 * "Resend the email", with the wait the server asks for between two mails. The countdown is
 * plain text (a live region would read it every second); the outcome is announced once.
 */
export function ResendVerification({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t, i18n } = useTranslation();
  const resend = useResendVerification();
  const wait = useResendWait();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: CodedError } | null>(null);
  const lang = i18n.resolvedLanguage ?? i18n.language;

  const send = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: () => setOutcome({ ok: true }),
      onError: (error) => {
        const first = toApiError(error).errors[0];
        if (first) setOutcome({ ok: false, error: first });
      },
    });
  };

  return (
    <div className={styles.resend}>
      <Button
        variant={variant}
        className={styles.resendButton}
        busy={resend.isPending}
        busyLabel={t('emailVerification.resend.sending')}
        unavailable={wait > 0}
        onClick={send}
      >
        {t('emailVerification.resend.action')}
      </Button>
      {wait > 0 && (
        <span className={styles.wait}>{t('emailVerification.resend.wait', { time: formatWait(wait) })}</span>
      )}
      <p
        role="status"
        className={`${styles.resendStatus} ${outcome?.ok === false ? styles.failed : styles.ok}`}
      >
        {outcome?.ok === true && t('emailVerification.resend.sent', { email })}
        {outcome?.ok === false && codedErrorMessage(outcome.error, lang)}
      </p>
    </div>
  );
}
