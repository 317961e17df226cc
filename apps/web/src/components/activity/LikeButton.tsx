import type { LikeContentType } from '@fanverse/contract';
import { toApiError } from '@fanverse/client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { codedErrorMessage } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { useLikes, useToggleLike } from './use-likes';
import styles from './LikeButton.module.css';

export interface LikeButtonProps {
  type: LikeContentType;
  /** The content's uuid. */
  uuid: string;
  /** The content's title, for the button's accessible name. */
  title: string;
}

/** One heart: drawn as an outline when not liked, filled when liked (not colour alone). */
const HEART =
  'M12 20.3s-7.6-4.6-9.2-9.4C1.7 7.6 3.8 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.2 0 5.3 3.1 4.2 6.4-1.6 4.8-9.2 9.4-9.2 9.4Z';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.heart}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={HEART}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "1.2K" rather than "1,234": the count's box is sized for four characters. */
function useCountText() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(currentLocale(i18n), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (count: number | undefined) => (count === undefined ? '' : format.format(count));
}

/**
 * The like control of a series, episode, clip or book page: a heart with the number of likes.
 * Members toggle it; the change shows at once and is put back, with the reason, when the server
 * refuses. Visitors see the count too, and pressing it takes them to sign in and back. The box
 * has a fixed size whatever it holds (nothing yet, a count, a message), so a server-rendered page
 * does not move when the session and the count arrive.
 */
export function LikeButton(props: LikeButtonProps) {
  const known = useSessionKnown();
  const signedIn = useSignedIn();
  if (!known) {
    // The server render and hydration: nobody in particular, so no count and no state yet.
    return (
      <span className={styles.like} aria-hidden="true">
        <span className={styles.button}>
          <Heart filled={false} />
          <span className={styles.count} />
        </span>
      </span>
    );
  }
  return signedIn ? <MemberLikeButton {...props} /> : <VisitorLikeButton {...props} />;
}

function VisitorLikeButton({ type, uuid, title }: LikeButtonProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const likes = useLikes(type, uuid, true);
  const countText = useCountText();
  const count = likes.data?.likes;
  return (
    <span className={styles.like}>
      <Link
        className={styles.button}
        to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}
        aria-label={
          count === undefined
            ? t('likes.button.signIn', { title })
            : t('likes.button.signInCount', { title, count, shown: countText(count) })
        }
      >
        <Heart filled={false} />
        <span className={styles.count}>{countText(count)}</span>
      </Link>
    </span>
  );
}

function MemberLikeButton({ type, uuid, title }: LikeButtonProps) {
  const { t, i18n } = useTranslation();
  const likes = useLikes(type, uuid, true);
  const toggle = useToggleLike(type, uuid);
  const countText = useCountText();
  const liked = likes.data?.liked === true;
  const count = likes.data?.likes;
  const busy = likes.isPending || toggle.isPending;
  const failure = toggle.error ?? likes.error;
  const lang = currentLocale(i18n);
  const messages = failure ? toApiError(failure).errors.map((item) => codedErrorMessage(item, lang)) : [];

  return (
    <span className={styles.like}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={liked}
        aria-label={
          count === undefined
            ? t('likes.button.label', { title })
            : t('likes.button.labelCount', { title, count, shown: countText(count) })
        }
        // Until the state is known a press could only guess; while a change is on its way a
        // second press would race it. Both are announced as unavailable, and ignored.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          toggle.reset();
          toggle.mutate(!liked);
        }}
      >
        <Heart filled={liked} />
        <span className={styles.count}>{countText(count)}</span>
      </button>
      <span role="alert" className={styles.error}>
        {messages.length > 0 && t('likes.button.failed', { message: [...new Set(messages)].join(' ') })}
      </span>
    </span>
  );
}
