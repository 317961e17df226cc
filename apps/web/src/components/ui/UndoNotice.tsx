import type { Ref } from 'react';
import { Button } from './form';
import styles from './UndoNotice.module.css';

export interface UndoNoticeProps {
  /** What was removed ("“Episode 3” removed from your history."), while Undo is offered. */
  message: string | null;
  /** The Undo button's text. */
  undoLabel: string;
  /** Read after the label by screen readers (": Episode 3"): what Undo brings back. */
  undoDetail?: string;
  onUndo: () => void;
  /** For the page to move the focus to Undo (when the removed item's button is gone). */
  undoRef?: Ref<HTMLButtonElement>;
  /** A line shown when no Undo is offered, e.g. a removal the server did not take. */
  fallback?: string | null;
}

/**
 * The "Removed — Undo" toast of a removal with an undo window (useUndoableRemoval). The live
 * region is always in the page, so each message is read out as it appears; Undo is a Tab stop.
 */
export function UndoNotice({ message, undoLabel, undoDetail, onUndo, undoRef, fallback }: UndoNoticeProps) {
  return (
    <div className={styles.toast}>
      <div role="status" className={styles.toastBody}>
        {message !== null ? (
          <>
            <span>{message}</span>
            <Button ref={undoRef} variant="secondary" className={styles.undo} onClick={onUndo}>
              {undoLabel}
              {undoDetail && <span className="visually-hidden">{undoDetail}</span>}
            </Button>
          </>
        ) : (
          fallback && <span>{fallback}</span>
        )}
      </div>
    </div>
  );
}
