import type { CodedError } from '@fanverse/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { codedErrorMessage } from '../../../lib/forms';
import styles from './Form.module.css';

/**
 * The form-level error region. It is always in the page, so that errors placed in it are
 * announced as they appear (role="alert"), and empty (hidden) otherwise.
 */
export function FormAlert({ errors, title }: { errors: readonly CodedError[]; title?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const messages = [...new Set(errors.map((error) => codedErrorMessage(error, lang)))];
  return (
    <div role="alert" className={styles.alert}>
      {messages.length > 0 && title && <p className={styles.alertTitle}>{title}</p>}
      {messages.length === 1 && <p>{messages[0]}</p>}
      {messages.length > 1 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A polite status line for "Saved." and other quiet confirmations. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={styles.status}>
      {message ?? ''}
    </p>
  );
}
