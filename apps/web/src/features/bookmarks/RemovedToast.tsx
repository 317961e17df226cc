import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/form';
import styles from './bookmarks.module.css';

/**
 * "Removed, Undo" after a removal, then "Bookmark restored" after an undo. The live region is
 * always in the page, so each message is read out when it appears; Undo is reachable with Tab.
 */
export function RemovedToast({
  message,
  done,
  onUndo,
}: {
  message: string | null;
  done: string | null;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toast}>
      <div role="status" className={styles.toastBody}>
        {message ? (
          <>
            <span>{message}</span>
            <Button variant="secondary" className={styles.small} onClick={onUndo}>
              {t('bookmarks.page.undo')}
            </Button>
          </>
        ) : (
          done && <span>{done}</span>
        )}
      </div>
    </div>
  );
}
