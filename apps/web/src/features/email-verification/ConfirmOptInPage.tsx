import { toApiError } from '@fanverse/client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import { buttonClass } from '../../components/ui/form';
import { codedErrorMessage } from '../../lib/forms';
import { PATHS } from '../../lib/paths';
import { useConfirmOptIn } from './api/confirm-opt-in';
import { ResultMark } from './ResultMark';
import styles from './email-verification.module.css';

/**
 * /confirm-opt-in?guid=…&token=…: the link of the double opt-in mail. Works signed out: the
 * link itself names the member. The client checks guid and token before sending (1014, 1086,
 * 1085), so a damaged link fails at once, with its reason.
 */
export function ConfirmOptInPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const guid = params.get('guid')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const confirmation = useConfirmOptIn(guid, token);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const failure = confirmation.isError ? toApiError(confirmation.error).errors[0] : undefined;

  let tone: 'ok' | 'bad' | 'busy' = 'busy';
  let title: string = t('emailVerification.optIn.checking');
  let body: string | null = null;
  if (confirmation.isSuccess) {
    tone = 'ok';
    title = t('emailVerification.optIn.doneHeading');
    body = t('emailVerification.optIn.doneBody');
  } else if (failure) {
    tone = 'bad';
    title = t('emailVerification.optIn.failedHeading');
    body = `${codedErrorMessage(failure, lang)}. ${t('emailVerification.optIn.failedBody')}`;
  }

  return (
    <CardPage headingId="opt-in-title" title={title}>
      <title>{t('emailVerification.optIn.pageTitle')}</title>
      <div className={styles.result} role="status" aria-live="polite">
        <ResultMark tone={tone} />
        {body && <p>{body}</p>}
        {tone !== 'busy' && (
          <Link className={buttonClass()} to={PATHS.home}>
            {t('emailVerification.optIn.home')}
          </Link>
        )}
      </div>
    </CardPage>
  );
}

export default ConfirmOptInPage;
