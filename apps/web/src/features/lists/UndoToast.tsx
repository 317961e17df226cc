import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/form';
import styles from './lists.module.css';

/**
 * The "deleted, Undo" toast. Its live region is always in the page, so the message is read out
 * when it appears; the Undo button is reachable with Tab while it shows.
 */
export function UndoToast({ message, onUndo }: { message: string | null; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toast}>
      <div role="status" className={styles.toastBody}>
        {message && (
          <>
            <span>{message}</span>
            <Button variant="secondary" className={styles.small} onClick={onUndo}>
              {t('lists.mine.undo')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
