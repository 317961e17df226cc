import type { CodedError } from '@fanverse/client';
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/Dialog';
import { Button, FormAlert } from '../../../components/ui/form';
import styles from '../subscription.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The safe choice: first, so Enter at once keeps things as they are; Escape does the same. */
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  errors: readonly CodedError[];
  onKeep: () => void;
  onConfirm: () => void;
}

/** "Are you sure?" for an action that takes something away (cancelling premium, removing a card). */
export function ConfirmDialog({
  title,
  children,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  errors,
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} onEscape={busy ? undefined : onKeep}>
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        <FormAlert errors={errors} />
      </div>
      <div className={styles.dialogActions}>
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
