import { bootGateOpen } from '../../../lib/age-gate/boot-gate';
import { hasStoredSession } from '../../../lib/session/stored-session';
/**
 * What the watch boot asks for, worked out from the address and storage alone. The boot must not
 * load the app's modules (the contract's schemas, i18next, the client) before the first frame,
 * so these few rules are restated here; test/watch-plan.test.ts holds them to the app's own
 * (resolveLocale, initialSubtitles, the stored session's key, the API client's addresses). When
 * they ever disagree the app simply asks again: nothing breaks, the video starts later.
 */

/** `/watch/{episode|clip}/{uuid}`: the routes the boot serves (app/router.tsx). */
const WATCH_PATH =
  /^\/watch\/(episode|clip)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** lib/i18n/locale.ts LOCALE_STORAGE_KEY and the contract's LOCALES. */
const LOCALE_KEY = 'locale';
const LOCALES = ['en', 'es'];
/** features/player/logic/player-preferences.ts SUBTITLES_KEY and the contract's SUBTITLE_CHOICES. */
const SUBTITLES_KEY = 'fanverse_player_subtitles';
const SUBTITLE_CHOICES = ['none', 'en', 'es'];
/** features/player/logic/start-link.ts START_PARAM and its rule: one plain number of seconds. */
const START_PARAM = 't';
const PLAIN_SECONDS = /^\d+(\.\d+)?$/;

export interface WatchPlan {
  type: 'episode' | 'clip';
  uuid: string;
  lang: string;
  /** The content call (title, timestamps), the rights call, and the manifest's address without
   * the token it is sent with. */
  contentUrl: string;
  rightsUrl: string;
  manifestUrl: string;
  /** `?t=` seconds, where the address says to start (clamped to the video once its length is
   * known), or null: the start (an anonymous visit's local position is the app's to apply). */
  start: number | null;
  /**
   * This browser passed the age gate (lib/age-gate/boot-gate.ts): without it a mature video is
   * left to the app, which asks first.
   */
  ageGateOpen: boolean;
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The address's start second, by linkedStart's rule; null when absent or not a plain number. */
function startOf(search: string): number | null {
  const values = new URLSearchParams(search).getAll(START_PARAM);
  const raw = values.length === 1 ? values[0]!.trim() : '';
  if (!PLAIN_SECONDS.test(raw)) return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * The calls an anonymous visit of a watch address makes, or null when the boot should leave the
 * page to the app: another address, or a stored session (a member's rights and resume position
 * need the session restored first).
 */
export function planWatch(
  pathname: string,
  storage: Storage | null,
  browserLanguage: string | undefined,
  search = '',
): WatchPlan | null {
  const match = WATCH_PATH.exec(pathname);
  if (!match || hasStoredSession(storage)) return null;
  const type = match[1]!.toLowerCase() as WatchPlan['type'];
  const uuid = match[2]!;
  const stored = read(storage, LOCALE_KEY);
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  const lang =
    stored && LOCALES.includes(stored) ? stored : browser && LOCALES.includes(browser) ? browser : 'en';
  const storedSubs = read(storage, SUBTITLES_KEY);
  const subs =
    storedSubs && SUBTITLE_CHOICES.includes(storedSubs)
      ? storedSubs
      : SUBTITLE_CHOICES.includes(lang)
        ? lang
        : 'none';
  const trans = `trans=${lang}`;
  return {
    type,
    uuid,
    lang,
    contentUrl: type === 'episode' ? `/api/5/episode/${uuid}/?${trans}` : `/api/5/2/clips/${uuid}?${trans}`,
    rightsUrl: `/api/5/1/rights/${type}/${uuid}?${trans}`,
    manifestUrl: `/api/5/1/video_manifest_from_jwt/?st=hls&drm=default&cdn=default&subs=${subs}&${trans}`,
    start: startOf(search),
    ageGateOpen: bootGateOpen(storage),
  };
}

/** Where the boot starts the video: the linked second, clamped to the catalogue's length (watchStart). */
export function bootStart(start: number | null, duration: unknown): number {
  if (start === null) return 0;
  return typeof duration === 'number' && Number.isFinite(duration) && duration > 0
    ? Math.min(start, duration)
    : start;
}

/** Whether a rights token (a JWT, read not verified: the server checks it) lets this visitor watch. */
export function tokenAllowsWatching(jwt: string): boolean {
  try {
    const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { rights?: { can_watch?: unknown } };
    return claims.rights?.can_watch === true;
  } catch {
    return false;
  }
}
