import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { currentLocale } from '../../lib/i18n';
import { absoluteTimeText, relativeTimeText, stableDateText } from './relative-time';

/**
 * One clock for every relative time on the page, ticking each minute while any is shown, so
 * "2 minutes ago" stays true without a timer per post.
 */
const TICK_MS = 60_000;
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // Idle until now: the time read before subscribing may be old (React re-reads it after this).
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function readNow() {
  if (!now) now = Date.now();
  return now;
}

/** No clock on the server, nor while hydrating: 0 says "write the stable date". */
const serverNow = () => 0;

/**
 * A post time as "3 hours ago" with the full date and time as its title. The server render and
 * hydration write the UTC date instead (their clocks and zones differ, the markup must not); the
 * relative text follows right after hydration.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const current = useSyncExternalStore(subscribe, readNow, serverNow);
  if (!current) {
    return (
      <time className={className} dateTime={iso}>
        {stableDateText(iso, lang)}
      </time>
    );
  }
  return (
    <time className={className} dateTime={iso} title={absoluteTimeText(iso, lang)}>
      {relativeTimeText(iso, current, lang)}
    </time>
  );
}
