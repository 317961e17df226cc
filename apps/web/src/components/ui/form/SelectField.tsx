import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FieldError, describedBy } from './FieldMessage';
import styles from './Form.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  id: givenId,
  className,
  children,
  ref,
  ...select
}: SelectFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{t('forms.optional')}</span>}
      </label>
      <select
        id={id}
        ref={ref}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} text={error} />
    </div>
  );
}
