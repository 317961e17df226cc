import { FAVORITES_LIST, type ListContentType } from '@fanverse/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { codedErrorMessage } from '../../lib/forms';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { Icon } from '../ui/Icon';
import { useCreateList } from './create-list';
import { listErrors } from './list-errors';
import { ListFormDialog } from './ListFormDialog';
import { holds, useItemUuids, useToggleMembership } from './use-list-membership';
import styles from './lists.module.css';

export interface AddToListProps {
  type: ListContentType;
  /** The content's uuid. */
  uuid: string;
  /** The content's title, for the controls' accessible names. */
  title: string;
}

/**
 * The "add to list" control of a content page: a favourite toggle and an "Add to…" menu of the
 * member's lists with checkmarks and "New list…". Changes show at once and are put back with
 * a message when the server refuses. Visitors get "Sign in to save"; while a server-rendered
 * page does not know the session yet, an empty box of the same size (no flash, no shift).
 */
export function AddToList(props: AddToListProps) {
  const known = useSessionKnown();
  const signedIn = useSignedIn();
  if (!known) return <div className={styles.control} aria-hidden="true" />;
  if (!signedIn) return <SignInToSave />;
  return <MemberAddToList {...props} />;
}

function SignInToSave() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={styles.control}>
      <Link
        className={styles.controlButton}
        to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}
      >
        <Icon name="star" className={styles.controlIcon} />
        {t('lists.control.signIn')}
      </Link>
    </div>
  );
}

function MemberAddToList({ type, uuid, title }: AddToListProps) {
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const lists = useItemUuids();
  const toggle = useToggleMembership(type, uuid);
  const createList = useCreateList();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const favourite = holds(lists.data, FAVORITES_LIST, uuid);
  const own = (lists.data?.values ?? []).filter((list) => !list.is_favorites);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const failure = listErrors(toggle.error).map((error) => codedErrorMessage(error, lang))[0];

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const change = (list: string, add: boolean) => {
    toggle.reset();
    toggle.mutate({ list, add });
  };

  const loading = lists.isPending;
  return (
    <div className={styles.control}>
      <button
        type="button"
        className={styles.controlButton}
        aria-pressed={favourite}
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={() => change(FAVORITES_LIST, !favourite)}
      >
        <Icon name="star" className={favourite ? styles.starOn : styles.controlIcon} />
        {favourite ? t('lists.control.favourited') : t('lists.control.favourite')}
        <span className="visually-hidden">{`: ${title}`}</span>
      </button>
      <div className={styles.menuWrap}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.controlButton}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="list" className={styles.controlIcon} />
          {t('lists.control.addTo')}
        </button>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t('lists.control.menuLabel', { title })}
            className={styles.menu}
            onKeyDown={onMenuKey}
          >
            {loading && (
              <p role="status" className={styles.menuNote}>
                {t('lists.control.loading')}
              </p>
            )}
            {lists.isError && (
              <p role="alert" className={styles.menuNote}>
                {t('lists.control.loadFailed')}
              </p>
            )}
            {lists.isSuccess && own.length === 0 && (
              <p className={styles.menuNote}>{t('lists.control.none')}</p>
            )}
            {own.map((list) => {
              const checked = list.item_uuids.includes(uuid);
              return (
                <button
                  key={list.uuid}
                  type="button"
                  role="menuitemcheckbox"
                  aria-checked={checked}
                  tabIndex={-1}
                  className={styles.menuItem}
                  onClick={() => change(list.uuid, !checked)}
                >
                  <span className={styles.check} aria-hidden="true">
                    {checked ? '✓' : ''}
                  </span>
                  {list.title}
                </button>
              );
            })}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              <span className={styles.check} aria-hidden="true">
                +
              </span>
              {t('lists.control.newList')}
            </button>
          </div>
        )}
      </div>
      <p role="alert" className={styles.controlError}>
        {failure ? t('lists.control.failed', { message: failure }) : ''}
      </p>
      {creating && (
        <ListFormDialog
          mode="create"
          onClose={() => {
            setCreating(false);
            buttonRef.current?.focus();
          }}
          onSubmit={async (values) => {
            const list = await createList.mutateAsync(values);
            toggle.mutate({ list: list.uuid, add: true });
          }}
        />
      )}
    </div>
  );
}
