import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

export interface ModalDialogProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Escape calls this; without it Escape does nothing (a choice the user must make). */
  onEscape?: () => void;
  /** The element to render beside, made inert while the dialog is open; defaults to #root. */
  inertTarget?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: rendered over the page into document.body, the page behind it inert (neither
 * focusable nor read), keyboard focus kept inside with Tab and Shift+Tab, focus moved in on open
 * and given back on close.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onEscape,
  inertTarget = () => document.getElementById('root'),
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const background = inertTarget();
    background?.setAttribute('inert', '');
    const first = dialog ? focusables(dialog)[0] : undefined;
    (first ?? dialog)?.focus();
    return () => {
      background?.removeAttribute('inert');
      previous?.focus();
    };
    // Opening and closing are what matter; the target is read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.dialog} ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
