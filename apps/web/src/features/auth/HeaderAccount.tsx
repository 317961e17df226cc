import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/Avatar';
import { useProfile, useSession, useSignedIn, useSignOut, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import styles from './HeaderAccount.module.css';
import { PATHS } from '../../lib/paths';
import { PURCHASES_PATH, REDEEM_PATH } from '../../components/purchases/purchases-paths';
import { HISTORY_PAGE_PATH } from '../../components/activity/history-page-path';
import { BOOKMARKS_PAGE_PATH } from '../../components/discussions/discussions-keys';
import { MY_LISTS_PATH } from '../../components/lists/lists-keys';

/** The staff insights dashboard (app/router.tsx). */
const INSIGHTS_PATH = '/insights';

export interface HeaderAccountProps {
  /** Called when a link or action is chosen, so the phone menu can close. */
  onNavigate?: () => void;
}

/** The header's account corner: Sign in / Register for visitors, the user menu for members. */
export function HeaderAccount({ onNavigate }: HeaderAccountProps) {
  const signedIn = useSignedIn();
  if (!useSessionKnown()) return <PendingAccount />;
  return signedIn ? <UserMenu onNavigate={onNavigate} /> : <GuestLinks onNavigate={onNavigate} />;
}

/**
 * Until the session is known (a server-rendered page, before the browser has restored it): the
 * guest links' room, kept empty to the eye and to assistive technology, so neither a member
 * sees "Sign in" flash by nor does the header move when the real corner arrives.
 */
function PendingAccount() {
  const { t } = useTranslation();
  return (
    <div className={styles.guest} aria-hidden="true" style={{ visibility: 'hidden' }}>
      <span className={styles.signIn}>{t('auth.header.signIn')}</span>
      <span className={styles.register}>{t('auth.header.register')}</span>
    </div>
  );
}

function GuestLinks({ onNavigate }: HeaderAccountProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // Come back here after signing in, unless "here" is a sign-in page itself.
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={styles.guest}>
      <Link className={styles.signIn} to={withReturnPath(PATHS.login, here)} onClick={onNavigate}>
        {t('auth.header.signIn')}
      </Link>
      <Link className={styles.register} to={withReturnPath(PATHS.register, here)} onClick={onNavigate}>
        {t('auth.header.register')}
      </Link>
    </div>
  );
}

/**
 * A disclosure (button + list of links), not an ARIA menu: the items are ordinary links and a
 * button, reached with Tab like everything else. Escape and a click outside close it.
 */
function UserMenu({ onNavigate }: HeaderAccountProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  // Only offered to staff; the dashboard's calls are refused to anyone else all the same.
  const isStaff = useSession((state) => state.claims?.profile.isStaff ?? false);
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const username = profile?.username ?? '';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };
  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <div className={styles.user} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={profile?.avatar} name={username} size="2.1rem" />
        <span className={styles.name}>
          <span className="visually-hidden">{t('auth.header.menuFor')} </span>
          {username || t('auth.header.account')}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={popupId} className={styles.popup} hidden={!open}>
        <div className={styles.identity}>
          <span className={styles.identityAvatar}>
            <Avatar src={profile?.avatar} name={username} size="2.5rem" />
          </span>
          <strong>{username}</strong>
          {profile?.email && <span className={styles.identityEmail}>{profile.email}</span>}
        </div>
        <Link className={styles.item} to={PATHS.account} onClick={choose}>
          {t('auth.header.settings')}
        </Link>
        <Link className={styles.item} to={MY_LISTS_PATH} onClick={choose}>
          {t('bookmarks.menu.myLists')}
        </Link>
        <Link className={styles.item} to={BOOKMARKS_PAGE_PATH} onClick={choose}>
          {t('bookmarks.menu.bookmarks')}
        </Link>
        <Link className={styles.item} to={HISTORY_PAGE_PATH} onClick={choose}>
          {t('history.menu')}
        </Link>
        <Link className={styles.item} to={PURCHASES_PATH} onClick={choose}>
          {t('purchases.menu.purchases')}
        </Link>
        <Link className={styles.item} to={REDEEM_PATH} onClick={choose}>
          {t('purchases.menu.redeem')}
        </Link>
        {isStaff && (
          <Link className={styles.item} to={INSIGHTS_PATH} onClick={choose}>
            {t('insights.menu')}
          </Link>
        )}
        <button
          type="button"
          className={styles.item}
          disabled={pending}
          onClick={() => {
            choose();
            void signOut();
          }}
        >
          {pending ? t('auth.header.signingOut') : t('auth.header.signOut')}
        </button>
      </div>
    </div>
  );
}
