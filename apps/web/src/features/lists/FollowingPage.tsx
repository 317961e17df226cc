import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { MY_LISTS_PATH, listPagePath } from '../../components/lists';
import { useFollowing } from './api/get-following';
import { ListMeta } from './ListMeta';
import styles from './lists.module.css';

/** `/lists/following`: the public lists of other fans the member follows. */
export function FollowingPage() {
  const { t } = useTranslation();
  const following = useFollowing();
  const lists = following.data?.values ?? [];
  return (
    <div className={styles.page}>
      <title>{t('lists.following.pageTitle')}</title>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('lists.following.title')}</h1>
          <p className={styles.lead}>{t('lists.following.lead')}</p>
        </div>
        <div className={styles.headActions}>
          <Link to={MY_LISTS_PATH}>{t('lists.following.mine')}</Link>
        </div>
      </header>
      {following.isPending && (
        <p role="status" className={styles.state}>
          {t('lists.following.loading')}
        </p>
      )}
      {following.isError && <LoadError error={following.error} onRetry={() => void following.refetch()} />}
      {following.isSuccess && lists.length === 0 && (
        <div className={styles.state}>
          <h2>{t('lists.following.emptyTitle')}</h2>
          <p>{t('lists.following.empty')}</p>
        </div>
      )}
      {lists.length > 0 && (
        <ul className={styles.cards} aria-label={t('lists.following.title')}>
          {lists.map((list) => (
            <li key={list.uuid} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={listPagePath(list.uuid)}>{list.title}</Link>
              </h2>
              {list.description && <p className={styles.lead}>{list.description}</p>}
              <ListMeta list={list} owner />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
