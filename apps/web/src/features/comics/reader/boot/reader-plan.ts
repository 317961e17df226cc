import { bootGateOpen } from '../../../../lib/age-gate/boot-gate';
import { hasStoredSession } from '../../../../lib/session/stored-session';
/**
 * What the reader boot (src/reader-boot.ts) asks for, worked out from the address and storage
 * alone. The boot must not load the app's modules (the contract's schemas, i18next, the client)
 * before the first page, so these few rules are restated here; test/reader-boot-plan.test.ts
 * holds them to the app's own (resolveLocale, readSettings, chooseQuality, readLocalProgress and
 * chooseResume, the API client's addresses). When they ever disagree the app simply asks again:
 * nothing breaks, the first page comes later.
 */

/** `/comics/read/{uuid}`: the route the boot serves (app/router.tsx). */
const READ_PATH = /^\/comics\/read\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** lib/i18n/locale.ts LOCALE_STORAGE_KEY and the contract's LOCALES. */
const LOCALE_KEY = 'locale';
const LOCALES = ['en', 'es'];
/** logic/reader-settings.ts SETTINGS_KEY and logic/local-progress.ts PROGRESS_KEY. */
const SETTINGS_KEY = 'fanverse_comic_reader';
const PROGRESS_KEY = 'fanverse_comic_progress';
/** An anonymous visitor's settings and progress are kept under this reader. */
const ANON = 'anon';
/** logic/reading-link.ts PAGE_PARAM and PANEL_PARAM: plain whole indexes, each given once. */
const PAGE_PARAM = 'page';
const PANEL_PARAM = 'panel';
const INDEX = /^\d+$/;

export type BootQuality = 'SD' | 'HD';

/** The settings the first view depends on (logic/reader-settings.ts). */
export interface BootSettings {
  mode: string;
  quality: BootQuality;
}

export interface ReaderPlan {
  uuid: string;
  lang: string;
  quality: BootQuality;
  /** The reader's settings for this visitor: the mode decides whether page 1 shows alone. */
  settings: BootSettings;
  /** Whether the reader opens this book on its first page (no link or resume point elsewhere). */
  opensOnFirstPage: boolean;
  bookUrl: string;
  rightsUrl: string;
  /** The first download page's address, without the token it is sent with. */
  downloadUrl: string;
  /** This browser passed the age gate (lib/age-gate/boot-gate.ts): else a mature book is the app's. */
  ageGateOpen: boolean;
}

/** navigator.connection's fields the quality choice reads (logic/prefetch-plan.ts). */
export interface BootConnection {
  effectiveType?: string;
  saveData?: boolean;
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readRecord(storage: Storage | null, key: string): Record<string, unknown> {
  const raw = read(storage, key);
  if (raw === null) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function readBootSettings(storage: Storage | null): BootSettings {
  const saved = asRecord(readRecord(storage, SETTINGS_KEY)[ANON]);
  const mode = saved?.mode;
  const quality = saved?.quality;
  return {
    mode: typeof mode === 'string' && ['auto', 'single', 'double', 'vertical'].includes(mode) ? mode : 'auto',
    quality: quality === 'HD' ? 'HD' : 'SD',
  };
}

/** Whether the visitor's stored progress in this book opens it on page 1, whole (chooseResume). */
function opensOnFirst(storage: Storage | null, uuid: string): boolean {
  const stored = asRecord(readRecord(storage, PROGRESS_KEY)[`${ANON}:${uuid}`]);
  if (
    !stored ||
    typeof stored.p !== 'number' ||
    typeof stored.at !== 'number' ||
    (stored.n !== null && typeof stored.n !== 'number')
  )
    return true;
  if (stored.d) return true;
  // A page beyond the first (the book's length is not known yet: any) or a guided panel.
  const page = Math.max(0, Math.trunc(stored.p));
  const panel = stored.n === null || stored.n < 0 ? null : stored.n;
  return page === 0 && panel === null;
}

/** An address's index parameter by readingLink's rule, or null. */
function indexParam(params: URLSearchParams, name: string): number | null {
  const values = params.getAll(name);
  const raw = values.length === 1 ? values[0]!.trim() : '';
  if (!INDEX.test(raw)) return null;
  const index = Number(raw);
  return Number.isSafeInteger(index) ? index : null;
}

/**
 * Whether the address's `?page=&panel=` opens the book on page 1, whole: true or false when it
 * names a good page (it then wins over the stored progress, as in the reader), null when not.
 */
function linkOpensOnFirst(search: string): boolean | null {
  const params = new URLSearchParams(search);
  const page = indexParam(params, PAGE_PARAM);
  if (page === null) return null;
  return page === 0 && indexParam(params, PANEL_PARAM) === null;
}

function isSlow(connection: BootConnection | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  return ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/**
 * The calls an anonymous visit of a reader address makes, or null when the boot should leave the
 * page to the app: another address, or a stored session (a member's rights, settings and
 * history need the session restored first).
 */
export function planReader(
  pathname: string,
  storage: Storage | null,
  browserLanguage: string | undefined,
  connection: BootConnection | undefined,
  search = '',
): ReaderPlan | null {
  const match = READ_PATH.exec(pathname);
  if (!match || hasStoredSession(storage)) return null;
  const uuid = match[1]!;
  const stored = read(storage, LOCALE_KEY);
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  const lang =
    stored && LOCALES.includes(stored) ? stored : browser && LOCALES.includes(browser) ? browser : 'en';
  const settings = readBootSettings(storage);
  const quality: BootQuality = settings.quality === 'HD' && !isSlow(connection) ? 'HD' : 'SD';
  const trans = `trans=${lang}`;
  return {
    uuid,
    lang,
    quality,
    settings,
    opensOnFirstPage: linkOpensOnFirst(search) ?? opensOnFirst(storage, uuid),
    bookUrl: `/api/comics/1/book/${uuid}/?${trans}`,
    rightsUrl: `/api/5/1/rights/book/${uuid}?${trans}`,
    downloadUrl: `/api/comics/1/book/download/?page=1&quality=${quality}&${trans}`,
    ageGateOpen: bootGateOpen(storage),
  };
}

/** Whether the first view is page 1 alone in the paged stage (not the vertical scroll). */
export function showsFirstPageAlone(settings: BootSettings, readingDirection: unknown): boolean {
  const mode =
    settings.mode === 'auto' ? (readingDirection === 'vertical' ? 'vertical' : 'single') : settings.mode;
  return mode === 'single' || mode === 'double'; // double: the cover stands alone (logic/spreads.ts)
}

/** Whether a rights token (a JWT, read not verified: the server checks it) lets this visitor read. */
export function tokenAllowsReading(jwt: string): boolean {
  try {
    const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { rights?: { can_read?: unknown } };
    return claims.rights?.can_read === true;
  } catch {
    return false;
  }
}
