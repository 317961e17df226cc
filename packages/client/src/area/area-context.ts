import type { ErrorStore } from '../errors/error-store';
import type { HttpClient } from '../http/http-client';

/** What a caller may set on any one call. */
export interface CallOptions {
  /** This call's language; the client's otherwise. */
  lang?: string;
  signal?: AbortSignal;
}

/** What every area of the client is built from: one per client, shared by all its areas. */
export interface AreaContext {
  /** The layer every request goes through. */
  http: HttpClient;
  /** Errors kept per operation type (spec §8). */
  errors: ErrorStore;
  /** The client's language, for client-check messages when a call names none. */
  getLang: () => string;
  /** The session token the client holds, for calls that act differently for members. */
  getSessionToken: () => string | null;
  /** The client's own `setSessionToken`: a call that answers a session adopts it (TV device login). */
  setSessionToken: (token: string | null) => void;
}

/** An area of the client (`client.<area>`): its calls, built from the client's context. */
export type Area<T> = (context: AreaContext) => T;
