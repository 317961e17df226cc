import { AppError } from '../../../errors/app-error';
import { LATEST_MS } from './client-clock';

/** Where a history page stops: its last row's (view_date, id), newest first. */
export interface HistoryKey {
  viewDate: Date;
  /** The row id (bigint) as decimal text. */
  id: string;
}

const KEY_TEXT = /^(\d{1,15}):(\d{1,19})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const BIGINT_MAX = 9_223_372_036_854_775_807n;

/**
 * `last_key`/`start_from` of comic history: base64url of `<view_date ms>:<id>`. Opaque to the
 * client; it only hands it back. Keyed on the pair the index is ordered by, a page starts right
 * after the previous one whatever was logged in between: no row twice, none skipped.
 */
export function encodeHistoryKey(key: HistoryKey): string {
  return Buffer.from(`${key.viewDate.getTime()}:${key.id}`, 'utf8').toString('base64url');
}

/** A `start_from` back into a key; anything we did not hand out is 400, never a server error. */
export function decodeHistoryKey(text: string): HistoryKey {
  const match = BASE64URL.test(text) ? KEY_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8')) : null;
  const ms = match ? Number(match[1]) : NaN;
  if (!match || ms > LATEST_MS || BigInt(match[2]!) > BIGINT_MAX) {
    throw AppError.invalidParameter('start_from', 'start_from must be a last_key from a previous page');
  }
  return { viewDate: new Date(ms), id: BigInt(match[2]!).toString() };
}
