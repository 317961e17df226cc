import type { DiscussionThread } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Avatar } from '../../components/ui/Avatar';
import { Button } from '../../components/ui/form';
import { SafeLink } from '../../components/ui/SafeLink';
import { currentLocale } from '../../lib/i18n';
import styles from './bookmarks.module.css';

/**
 * One bookmarked thread: its title (a link to the thread's page, which is its path), its board,
 * who started it and when, and Remove. Titles and names are members' plain text, escaped by React.
 */
export function BookmarkRow({ thread, onRemove }: { thread: DiscussionThread; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'medium' });
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          <SafeLink to={thread.path}>{thread.title}</SafeLink>
        </h2>
        <p className={styles.meta}>
          <span>{t('bookmarks.page.board', { board: thread.board })}</span>
          <span className={styles.author}>
            <Avatar src={thread.avatar || null} name={thread.username} size="1.6rem" />
            {t('bookmarks.page.by', { name: thread.username })}
          </span>
          <time dateTime={thread.created_at}>{date.format(new Date(thread.created_at))}</time>
        </p>
      </div>
      <Button variant="secondary" className={styles.small} onClick={onRemove}>
        {t('bookmarks.page.remove')}
        <span className="visually-hidden">{`: ${thread.title}`}</span>
      </Button>
    </li>
  );
}
