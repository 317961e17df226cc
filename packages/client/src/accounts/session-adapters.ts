/** Where the signed-in session id is kept between visits (e.g. one local-storage key). */
export interface SessionPersistence {
  get(): string | null;
  set(sessionId: string): void;
  remove(): void;
}

/** What one tab tells the others: sign-in and sign-out apply everywhere. */
export type SessionMessage = { type: 'signed-in'; sessionId: string } | { type: 'signed-out' };

/** A channel between the tabs of one browser (the web app passes a BroadcastChannel). */
export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Messages from other tabs; may return an unsubscribe function. */
  subscribe(listener: (message: unknown) => void): (() => void) | void;
}

/** Local-storage style flags (the do-not-sell flag); `localStorage` itself fits. */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const SESSION_STORAGE_KEY = 'fanverse_session';

/** The part of a Web Storage (localStorage) this needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The session id under one key of a Storage (local storage by default in the web app). A
 * storage that throws (private mode, quota, disabled) only loses persistence, never the session.
 */
export function storageSessionPersistence(
  storage: KeyValueStorage | null | undefined,
  key: string = SESSION_STORAGE_KEY,
): SessionPersistence {
  const attempt = <T>(fn: (s: KeyValueStorage) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return fn(storage);
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt((s) => s.getItem(key), null),
    set: (sessionId) => attempt((s) => s.setItem(key, sessionId), undefined),
    remove: () => attempt((s) => s.removeItem(key), undefined),
  };
}

/**
 * The part of a BroadcastChannel the session manager uses. Events are typed loosely so that
 * both the DOM's and Node's BroadcastChannel fit; the message is read from `data`.
 */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: object) => void): void;
  removeEventListener(type: 'message', listener: (event: object) => void): void;
}

/** Adapts a BroadcastChannel (which never echoes a tab's own messages) to a SessionChannel. */
export function broadcastSessionChannel(channel: BroadcastChannelLike): SessionChannel {
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: object) => listener('data' in event ? event.data : undefined);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** Messages come from other tabs, possibly of an older or newer app: only well-formed ones count. */
export function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; sessionId?: unknown };
  if (message.type === 'signed-out') return true;
  return message.type === 'signed-in' && typeof message.sessionId === 'string' && message.sessionId !== '';
}
