import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FieldError, describedBy, formStyles } from '../../ui/form';
import styles from './reviews.module.css';

export interface CountedTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** A one-line input, or a text area for longer text. */
  multiline?: boolean;
  /** The field's error text (`code:1028`…, see resolveErrorText). */
  error?: string;
}

/**
 * An optional text with its length counter ("12 / 100"). Typing past the limit is not cut off
 * (a pasted text would silently lose its end): the counter turns red and the server's code says
 * what is wrong, next to the field.
 */
export function CountedText({ label, value, onChange, max, multiline, error }: CountedTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = [...value].length;
  const common = {
    id,
    value,
    className: multiline ? `${formStyles.input} ${styles.textarea}` : formStyles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(counterId, error && errorId),
  } as const;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        <span className={formStyles.optional}>{t('forms.optional')}</span>
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={counterId} className={styles.counter} data-over={length > max}>
        {t('reviews.form.counter', { length, max })}
      </p>
      <FieldError id={errorId} text={error} />
    </div>
  );
}
