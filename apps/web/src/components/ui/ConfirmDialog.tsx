import type { CodedError } from '@fanverse/client';
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './Dialog';
import styles from './Dialog.module.css';
import { Button, FormAlert } from './form';

export interface ConfirmDialogProps {
  title: string;
  /** What the action takes away, as paragraphs; it describes the dialog to a screen reader. */
  children: ReactNode;
  /** The safe choice: first, so Enter at once keeps things as they are; Escape does the same. */
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog so the member can try again or keep. */
  errors?: readonly CodedError[];
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * "Are you sure?" for an action that takes something away (cancelling premium or a sign-up,
 * removing a card, signing out here). While it runs, neither Escape nor "keep" closes it.
 */
export function ConfirmDialog({
  title,
  children,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  errors = [],
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} onEscape={busy ? undefined : onKeep}>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.text}>
          {children}
        </div>
        <FormAlert errors={errors} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onKeep} unavailable={busy}>
          {keepLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
