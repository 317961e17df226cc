import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../comics.module.css';

/** The button under a grid of books that asks for its next page (the browse and series lists). */
export function LoadMore({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.more}>
      <button type="button" className={styles.secondaryAction} onClick={onMore}>
        {t('comics.loadMore')}
      </button>
    </div>
  );
}
