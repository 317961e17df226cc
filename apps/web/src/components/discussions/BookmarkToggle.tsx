import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { toApiError } from '@fanverse/client';
import { codedErrorMessage } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { bookmarkStateQueryOptions } from './bookmark-check';
import { useToggleBookmark } from './use-toggle-bookmark';
import styles from './discussions.module.css';

export interface BookmarkToggleProps {
  /** The thread's path (`/boards/{slug}/threads/{uuid}`): what the bookmark stores. */
  path: string;
  /** The thread's title, for the button's accessible name. */
  threadTitle: string;
}

/**
 * A thread's bookmark toggle: a button whose pressed state is whether the member bookmarked the
 * thread. The change shows at once and is put back, with the reason, when the server refuses.
 * Visitors get a sign-in link that comes back here; while a server-rendered page does not know
 * the session yet, an empty box of the same size.
 */
export function BookmarkToggle(props: BookmarkToggleProps) {
  const known = useSessionKnown();
  const signedIn = useSignedIn();
  if (!known) return <span className={styles.bookmark} aria-hidden="true" />;
  if (!signedIn) return <SignInToBookmark />;
  return <MemberBookmarkToggle {...props} />;
}

function SignInToBookmark() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <span className={styles.bookmark}>
      <Link
        className={styles.bookmarkButton}
        to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}
      >
        {t('bookmarks.toggle.signIn')}
      </Link>
    </span>
  );
}

function MemberBookmarkToggle({ path, threadTitle }: BookmarkToggleProps) {
  const { t, i18n } = useTranslation();
  const state = useQuery(bookmarkStateQueryOptions(path));
  const toggle = useToggleBookmark(path);
  const bookmarked = state.data === true;
  const lang = currentLocale(i18n);
  const failure = toggle.error ?? state.error;
  const messages = failure ? toApiError(failure).errors.map((item) => codedErrorMessage(item, lang)) : [];

  return (
    <span className={styles.bookmark}>
      <button
        type="button"
        className={styles.bookmarkButton}
        aria-pressed={bookmarked}
        // The thread's title completes the name: a list of threads has one toggle per row.
        aria-label={`${bookmarked ? t('bookmarks.toggle.on') : t('bookmarks.toggle.off')}: ${threadTitle}`}
        // Until the state is known a press could only guess: it is announced as unavailable.
        aria-disabled={state.isPending || undefined}
        onClick={() => {
          if (!state.isPending) toggle.mutate(!bookmarked);
        }}
      >
        <span aria-hidden="true" className={styles.bookmarkIcon}>
          {bookmarked ? '★' : '☆'}
        </span>
        {bookmarked ? t('bookmarks.toggle.on') : t('bookmarks.toggle.off')}
      </button>
      <span role="alert" className={styles.bookmarkError}>
        {messages.length > 0 && t('bookmarks.toggle.failed', { message: [...new Set(messages)].join(' ') })}
      </span>
    </span>
  );
}
