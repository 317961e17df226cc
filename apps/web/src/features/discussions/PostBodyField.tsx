import { POST_BODY_MAX_LENGTH } from '@fanverse/contract';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FieldError, describedBy, formStyles } from '../../components/ui/form';
import styles from './discussions.module.css';

export interface PostBodyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translation key or `code:<n>` (see resolveErrorText). */
  error?: string;
  disabled?: boolean;
  /** Why the field is disabled (a locked thread), read with it. */
  note?: string;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A post's text box with its limit counter: the counter is the field's description (read when
 * the field is reached, not announced at every key press).
 */
export function PostBodyField({
  label,
  value,
  onChange,
  error,
  disabled,
  note,
  rows = 5,
  ref,
}: PostBodyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-count`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        className={`${formStyles.input} ${styles.textarea}`}
        value={value}
        rows={rows}
        maxLength={POST_BODY_MAX_LENGTH}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(note && noteId, counterId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {note && (
        <p id={noteId} className={formStyles.hint}>
          {note}
        </p>
      )}
      <p id={counterId} className={`${formStyles.hint} ${styles.counter}`}>
        {t('discussions.form.counter', { count: value.length, max: POST_BODY_MAX_LENGTH })}
      </p>
      <FieldError id={errorId} text={error} />
    </div>
  );
}
