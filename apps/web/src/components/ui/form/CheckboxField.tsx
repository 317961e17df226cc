import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, describedBy } from './FieldMessage';
import styles from './Form.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  hint,
  error,
  id: givenId,
  className,
  ref,
  ...input
}: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.checkbox} ${className ?? ''}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} text={error} />
    </div>
  );
}
