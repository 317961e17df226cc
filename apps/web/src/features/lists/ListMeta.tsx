import type { UserList } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './lists.module.css';

/** A list's facts: how many items, public or private, and its followers when public. */
export function ListMeta({ list, owner = false }: { list: UserList; owner?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.meta}>
      <li>{t('lists.meta.items', { count: list.items_count })}</li>
      <li className={styles.badge}>{list.is_public ? t('lists.meta.public') : t('lists.meta.private')}</li>
      {list.is_public && <li>{t('lists.meta.followers', { count: list.follower_count })}</li>}
      {owner && <li>{t('lists.meta.by', { name: list.username })}</li>}
    </ul>
  );
}
