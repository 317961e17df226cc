import type { DiscussionThread } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './ThreadList.module.css';

/** "Locked" and "Hidden" marks of a thread (hidden ones only ever reach staff). */
export function ThreadBadges({ thread }: { thread: Pick<DiscussionThread, 'is_locked' | 'is_hidden'> }) {
  const { t } = useTranslation();
  return (
    <>
      {thread.is_locked && <li className={styles.badge}>{t('discussions.threads.locked')}</li>}
      {thread.is_hidden && <li className={styles.badge}>{t('discussions.threads.hidden')}</li>}
    </>
  );
}
