import { useTranslation } from '../../../lib/i18n/use-translation';
import { resolveErrorText } from '../../../lib/forms';
import styles from './Form.module.css';

/** A field's error, in the current language (see `resolveErrorText`); nothing when there is none. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const { t, i18n } = useTranslation();
  const message = resolveErrorText(text, t, i18n.resolvedLanguage ?? i18n.language);
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** The ids a control lists in aria-describedby: its hint, then its error, when present. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
