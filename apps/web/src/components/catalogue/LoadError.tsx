import { isAbortError, toApiError } from '@fanverse/client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { codedErrorMessage } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import styles from './LoadError.module.css';

/** Client codes that say the thing asked for does not exist (spec §8): the page is a 404. */
const NOT_FOUND_CODES = new Set([1601, 1603, 1605, 1721, 1724, 1850, 1875, 2000, 2100, 5005]);

export function isNotFound(error: unknown): boolean {
  return toApiError(error).errors.some((item) => NOT_FOUND_CODES.has(item.code));
}

export interface LoadErrorProps {
  error: unknown;
  /** Asks again; absent when asking again cannot help (a missing page). */
  onRetry?: () => void;
  /** A heading level-1 title when the whole page failed, else a smaller notice. */
  whole?: boolean;
}

/**
 * Why something could not be loaded, in the visitor's language: the client's coded errors
 * (spec §8) each with its catalogue message, a way home when it does not exist and a retry when
 * it might work next time.
 */
export function LoadError({ error, onRetry, whole = false }: LoadErrorProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  if (isAbortError(error)) return null; // a cancelled request is superseded, not failed
  const missing = isNotFound(error);
  const messages = [...new Set(toApiError(error).errors.map((item) => codedErrorMessage(item, lang)))];
  const Heading = whole ? 'h1' : 'h2';
  return (
    <div className={styles.error} role="alert" data-whole={whole}>
      {whole && (
        <title>{t(missing ? 'catalogue.error.missingPageTitle' : 'catalogue.error.pageTitle')}</title>
      )}
      <Heading className={styles.title}>
        {t(missing ? 'catalogue.error.missing' : 'catalogue.error.failed')}
      </Heading>
      <ul className={styles.messages}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {!missing && onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('catalogue.error.retry')}
          </button>
        )}
        {whole && (
          <Link className={styles.home} to="/">
            {t('catalogue.error.home')}
          </Link>
        )}
      </div>
    </div>
  );
}
