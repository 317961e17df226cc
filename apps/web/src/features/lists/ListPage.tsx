import {
  DEFAULT_LIST_ITEM_SORT,
  LIST_ITEM_SORTS,
  type ListItemSort,
  type UserListDetail,
} from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { MY_LISTS_PATH, isListMissing, isNotAuthorized, listErrors } from '../../components/lists';
import { Button, FormAlert, SelectField } from '../../components/ui/form';
import { PATHS } from '../../lib/paths';
import { useProfile, useSignedIn, withReturnPath } from '../../lib/session';
import { useFollowList } from './api/follow-list';
import { useList } from './api/get-list';
import { useRemoveItem } from './api/remove-item';
import { useReorderItems } from './api/set-item-order';
import { ListItems } from './ListItems';
import { ListMeta } from './ListMeta';
import styles from './lists.module.css';

function readSort(value: string | null): ListItemSort {
  return (LIST_ITEM_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ListItemSort)
    : DEFAULT_LIST_ITEM_SORT;
}

/**
 * `/lists/:uuid`: one list. Its owner sorts, reorders and removes items; anyone else sees the
 * owner's name, follows or unfollows, and copies the share link of a public list. Someone else's
 * private list answers 'Not authorized' (2200): the page says so.
 */
export function ListPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const list = useList(uuid, sort);

  if (list.isPending) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.state}>
          {t('lists.page.loading')}
        </p>
      </div>
    );
  }
  if (list.isError) return <ListFailure error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <ListView
      list={list.data}
      sort={sort}
      onSort={(next) => {
        const search = new URLSearchParams(params);
        if (next === DEFAULT_LIST_ITEM_SORT) search.delete('sort');
        else search.set('sort', next);
        setParams(search, { replace: true });
      }}
    />
  );
}

function ListFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  if (isNotAuthorized(error)) {
    return (
      <div className={styles.page}>
        <title>{t('lists.page.privateTitle')}</title>
        <div className={styles.state} role="alert">
          <h1 className={styles.title}>{t('lists.page.privateTitle')}</h1>
          <p>{t('lists.page.private')}</p>
          {!signedIn && (
            <Link to={withReturnPath(PATHS.login, location.pathname)}>{t('lists.page.signIn')}</Link>
          )}
        </div>
      </div>
    );
  }
  if (isListMissing(error)) {
    return (
      <div className={styles.page}>
        <title>{t('lists.page.missingTitle')}</title>
        <div className={styles.state} role="alert">
          <h1 className={styles.title}>{t('lists.page.missingTitle')}</h1>
          <p>{t('lists.page.missing')}</p>
          {signedIn && <Link to={MY_LISTS_PATH}>{t('lists.page.backToMine')}</Link>}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <LoadError error={error} onRetry={onRetry} whole />
    </div>
  );
}

interface ListViewProps {
  list: UserListDetail;
  sort: ListItemSort;
  onSort: (sort: ListItemSort) => void;
}

function ListView({ list, sort, onSort }: ListViewProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const signedIn = useSignedIn();
  const own = signedIn && profile?.user_guid === list.user_guid;
  const reorder = useReorderItems(list.uuid, sort);
  const remove = useRemoveItem(list.uuid, sort);
  const follow = useFollowList(list.uuid);
  const title = list.is_favorites ? t('lists.favourites') : list.title;
  const failures = [...listErrors(reorder.error), ...listErrors(remove.error), ...listErrors(follow.error)];
  const items = list.items.values;

  return (
    <div className={styles.page}>
      <title>{t('lists.page.pageTitle', { title })}</title>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{title}</h1>
          {!own && <p className={styles.owner}>{t('lists.page.owner', { name: list.username })}</p>}
          {list.description && <p className={styles.lead}>{list.description}</p>}
          <ListMeta list={list} />
        </div>
        <div className={styles.headActions}>
          {signedIn && !own && (
            <Button
              variant={list.is_following ? 'secondary' : 'primary'}
              aria-pressed={list.is_following}
              onClick={() => {
                follow.reset();
                follow.mutate(!list.is_following);
              }}
            >
              {list.is_following ? t('lists.page.following') : t('lists.page.follow')}
            </Button>
          )}
          {own && <Link to={MY_LISTS_PATH}>{t('lists.page.backToMine')}</Link>}
        </div>
      </header>
      {list.is_public && <ShareLink path={list.url} />}
      <FormAlert errors={failures} />
      <div className={styles.toolbar}>
        <SelectField
          label={t('lists.page.sort')}
          value={sort}
          onChange={(event) => onSort(event.target.value as ListItemSort)}
        >
          {LIST_ITEM_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`lists.sorts.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {items.length === 0 ? (
        <div className={styles.state}>
          <h2>{t('lists.page.emptyTitle')}</h2>
          <p>{own ? t('lists.page.emptyOwn') : t('lists.page.empty')}</p>
        </div>
      ) : (
        <ListItems
          items={items}
          label={t('lists.page.items', { title })}
          onReorder={
            own && sort === 'sort_order'
              ? (ordered) => {
                  reorder.reset();
                  reorder.mutate(ordered);
                }
              : undefined
          }
          onRemove={
            own
              ? (item) => {
                  remove.reset();
                  remove.mutate(item);
                }
              : undefined
          }
        />
      )}
      {own && sort !== 'sort_order' && items.length > 1 && (
        <p className={styles.lead}>{t('lists.page.reorderInOwnOrder')}</p>
      )}
    </div>
  );
}

/** The share link of a public list, with a copy button (the address stays selectable). */
function ShareLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const href = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className={styles.share}>
      <label htmlFor="list-share">{t('lists.page.shareLabel')}</label>
      <input
        id="list-share"
        className={styles.shareInput}
        readOnly
        value={href}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="secondary" className={styles.small} onClick={() => void copy()}>
        {t('lists.page.copy')}
      </Button>
      <span role="status">
        {copied === 'yes' ? t('lists.page.copied') : copied === 'no' ? t('lists.page.copyFailed') : ''}
      </span>
    </div>
  );
}
