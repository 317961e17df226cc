import { toApiError } from '@fanverse/client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import { buttonClass } from '../../components/ui/form';
import { codedErrorMessage } from '../../lib/forms';
import { PATHS } from '../../lib/paths';
import { useProfile } from '../../lib/session';
import { useVerifyEmail } from './api/verify-email';
import { ResendVerification } from './ResendVerification';
import { ResultMark } from './ResultMark';
import styles from './email-verification.module.css';

/** 7503: the address was verified already; for the member that is as good as a success. */
const ALREADY_VERIFIED = 7503;

/** /verify-email?token=…: the link of the verification mail; verifies as it opens. */
export function VerifyEmailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const profile = useProfile();
  const verification = useVerifyEmail(token);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const failure = verification.isError ? toApiError(verification.error).errors[0] : undefined;
  const verified = verification.isSuccess || failure?.code === ALREADY_VERIFIED;
  const canResend = profile !== null && !profile.email_verified && !verified;

  let tone: 'ok' | 'bad' | 'busy' = 'busy';
  let title: string = t('emailVerification.verify.checking');
  let body: string | null = null;
  if (!token) {
    tone = 'bad';
    title = t('emailVerification.verify.missingHeading');
    body = t('emailVerification.verify.missingBody');
  } else if (verified) {
    tone = 'ok';
    title = t('emailVerification.verify.doneHeading');
    body = t('emailVerification.verify.doneBody');
  } else if (failure) {
    tone = 'bad';
    title = t('emailVerification.verify.failedHeading');
    body = `${codedErrorMessage(failure, lang)}. ${t('emailVerification.verify.failedBody')}`;
  }

  return (
    <CardPage headingId="verify-title" title={title}>
      <title>{t('emailVerification.verify.pageTitle')}</title>
      <div className={styles.result} role="status" aria-live="polite">
        <ResultMark tone={tone} />
        {body && <p>{body}</p>}
        {canResend && (tone === 'bad' || !token) && (
          <>
            <p>{t('emailVerification.verify.resendHint', { email: profile.email })}</p>
            <ResendVerification email={profile.email} variant="primary" />
          </>
        )}
        {tone !== 'busy' && (
          <div className={styles.actions}>
            <Link className={buttonClass(canResend ? 'secondary' : 'primary')} to={PATHS.home}>
              {t('emailVerification.verify.continue')}
            </Link>
            {profile && (
              <Link className={buttonClass('secondary')} to={PATHS.account}>
                {t('emailVerification.verify.account')}
              </Link>
            )}
          </div>
        )}
      </div>
    </CardPage>
  );
}

export default VerifyEmailPage;
