import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styles from './Form.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and the busy label, and refuses clicks, while an action runs. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /**
   * Unavailable for now (a countdown, say) but still focusable and announced as dimmed, unlike
   * `disabled`, which would throw keyboard focus back to the top of the page.
   */
  unavailable?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonVariant = 'primary', block = false, extra = ''): string {
  return [styles.button, variant !== 'primary' && styles[variant], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  unavailable = false,
  block = false,
  className,
  children,
  type = 'button',
  onClick,
  ref,
  ...button
}: ButtonProps) {
  const refused = busy || unavailable;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A second submit while the first runs, or a click while unavailable, does nothing.
    if (refused) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, block, className)}
      aria-disabled={refused || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      {...button}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
