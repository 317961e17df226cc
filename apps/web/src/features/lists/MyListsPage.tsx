import type { UserList } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import {
  FOLLOWING_PATH,
  ListFormDialog,
  listErrors,
  listPagePath,
  useCreateList,
  type ListFormValues,
} from '../../components/lists';
import { Button, FormAlert } from '../../components/ui/form';
import { useDeleteList } from './api/delete-list';
import { favouritesFirst, useMyLists } from './api/get-my-lists';
import { useUpdateList } from './api/update-list';
import { ListMeta } from './ListMeta';
import { UndoToast } from './UndoToast';
import { useUndoDelete } from './use-undo-delete';
import styles from './lists.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; list: UserList } | null;

/**
 * `/lists`: the member's lists, favourites first. Create, edit (title, description, public),
 * make public or private, and delete with a few seconds to undo before anything is sent.
 */
export function MyListsPage() {
  const { t } = useTranslation();
  const lists = useMyLists();
  const createList = useCreateList();
  const updateList = useUpdateList();
  const deleteList = useDeleteList();
  const deletes = useUndoDelete((uuid) => deleteList.mutateAsync(uuid));
  const [editing, setEditing] = useState<Editing>(null);

  const save = (values: ListFormValues) => {
    if (editing?.mode !== 'edit') return createList.mutateAsync(values);
    // Only what changed is sent (spec §5: update sends only the supplied fields).
    const { list } = editing;
    const fields = Object.fromEntries(
      (['title', 'description', 'is_public'] as const)
        .filter((name) => values[name] !== list[name])
        .map((name) => [name, values[name]]),
    );
    return Object.keys(fields).length === 0
      ? Promise.resolve()
      : updateList.mutateAsync({ uuid: list.uuid, fields });
  };

  const visible = favouritesFirst(lists.data?.values ?? []).filter((list) => !deletes.hidden.has(list.uuid));
  const failures = [...listErrors(updateList.error), ...listErrors(deletes.error)];

  return (
    <div className={styles.page}>
      <title>{t('lists.mine.pageTitle')}</title>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('lists.mine.title')}</h1>
          <p className={styles.lead}>{t('lists.mine.lead')}</p>
        </div>
        <div className={styles.headActions}>
          <Link to={FOLLOWING_PATH}>{t('lists.mine.following')}</Link>
          <Button onClick={() => setEditing({ mode: 'create' })}>{t('lists.mine.create')}</Button>
        </div>
      </header>
      <FormAlert errors={failures} />
      {lists.isPending && (
        <p role="status" className={styles.state}>
          {t('lists.mine.loading')}
        </p>
      )}
      {lists.isError && <LoadError error={lists.error} onRetry={() => void lists.refetch()} />}
      {lists.isSuccess && visible.length === 0 && (
        <div className={styles.state}>
          <h2>{t('lists.mine.emptyTitle')}</h2>
          <p>{t('lists.mine.empty')}</p>
        </div>
      )}
      {visible.length > 0 && (
        <ul className={styles.cards} aria-label={t('lists.mine.title')}>
          {visible.map((list) => (
            <li key={list.uuid} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={listPagePath(list.uuid)}>
                  {list.is_favorites ? t('lists.favourites') : list.title}
                </Link>
              </h2>
              {list.description && <p className={styles.lead}>{list.description}</p>}
              <ListMeta list={list} />
              {!list.is_favorites && (
                <div className={styles.cardActions}>
                  <Button
                    variant="secondary"
                    className={styles.small}
                    onClick={() => setEditing({ mode: 'edit', list })}
                  >
                    {t('lists.mine.edit')}
                    <span className="visually-hidden">{`: ${list.title}`}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className={styles.small}
                    onClick={() =>
                      updateList.mutate({ uuid: list.uuid, fields: { is_public: !list.is_public } })
                    }
                  >
                    {list.is_public ? t('lists.mine.makePrivate') : t('lists.mine.makePublic')}
                    <span className="visually-hidden">{`: ${list.title}`}</span>
                  </Button>
                  <Button
                    variant="danger"
                    className={styles.small}
                    onClick={() => deletes.remove({ uuid: list.uuid, title: list.title })}
                  >
                    {t('lists.mine.delete')}
                    <span className="visually-hidden">{`: ${list.title}`}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <UndoToast
        message={deletes.last ? t('lists.mine.deleted', { title: deletes.last.title }) : null}
        onUndo={() => deletes.last && deletes.undo(deletes.last.uuid)}
      />
      {editing && (
        <ListFormDialog
          mode={editing.mode}
          initial={
            editing.mode === 'edit'
              ? {
                  title: editing.list.title,
                  description: editing.list.description,
                  is_public: editing.list.is_public,
                }
              : undefined
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
