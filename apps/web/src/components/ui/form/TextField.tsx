import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FieldError, describedBy } from './FieldMessage';
import styles from './Form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error text (see `resolveErrorText`). */
  error?: string;
  /** Marks the label "(optional)"; required fields are the norm on our forms. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Extra content under the hint, such as live password checks; described by the control. */
  extra?: ReactNode;
  /** Adds a show/hide button (password fields). */
  revealable?: boolean;
}

/** A labelled input with its hint and error wired for assistive tech. */
export function TextField({
  label,
  hint,
  error,
  optional,
  extra,
  revealable,
  id: givenId,
  className,
  type = 'text',
  ref,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = givenId ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const extraId = extra ? `${id}-extra` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{t('forms.optional')}</span>}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          type={revealable && revealed ? 'text' : type}
          className={`${styles.input} ${revealable ? styles.withToggle : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, extraId, error && errorId)}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? t('forms.hidePassword') : t('forms.showPassword')}
            <span className="visually-hidden">{typeof label === 'string' ? `: ${label}` : ''}</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {extra && <div id={extraId}>{extra}</div>}
      <FieldError id={errorId} text={error} />
    </div>
  );
}
