import type { DiscussionThread } from '@fanverse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Avatar } from '../ui/Avatar';
import { SafeLink } from '../ui/SafeLink';
import { RelativeTime } from './RelativeTime';
import { ThreadBadges } from './ThreadBadges';
import styles from './ThreadList.module.css';

export interface ThreadListProps {
  threads: readonly DiscussionThread[];
  /** Names the list for assistive tech ("Threads in Ember Harbor"). */
  label: string;
  /** What each row offers beside its facts (the bookmark toggle). */
  actions?: (thread: DiscussionThread) => ReactNode;
}

/**
 * Threads as a list of rows: the title linking to the thread's page (its `path`, from data, so
 * through SafeLink), the author with their avatar or initials, the reply count, the last activity
 * as relative time and the locked and hidden marks. Titles and names are text, never markup.
 */
export function ThreadList({ threads, label, actions }: ThreadListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={label}>
      {threads.map((thread) => (
        <li key={thread.uuid} className={styles.row}>
          <div className={styles.main}>
            <h3 className={styles.title}>
              <SafeLink to={thread.path}>{thread.title}</SafeLink>
            </h3>
            <ul className={styles.facts}>
              <li className={styles.author}>
                <Avatar src={thread.avatar || null} name={thread.username} size="1.75rem" />
                <span>{t('discussions.threads.by', { name: thread.username })}</span>
              </li>
              <li>{t('discussions.threads.replies', { count: thread.reply_count })}</li>
              <li>
                {t('discussions.threads.lastActivity')} <RelativeTime iso={thread.last_activity_at} />
              </li>
              <ThreadBadges thread={thread} />
            </ul>
          </div>
          {actions && <div className={styles.actions}>{actions(thread)}</div>}
        </li>
      ))}
    </ul>
  );
}
