import { SESSION_EXPIRED_MESSAGES, ServerCode, isRecord } from '@fanverse/contract';
import type { RawErrorItem } from './raw-error-item';

const EXPIRED_CODES: readonly unknown[] = [ServerCode.SESSION_EXPIRED, ServerCode.UNAUTHENTICATED];
const EXPIRED_MESSAGES: readonly unknown[] = SESSION_EXPIRED_MESSAGES;

/**
 * Spec §6: a 401 is a lost session only when the body is an object and either its first error
 * code is SESSION_EXPIRED / UNAUTHENTICATED or its message is one of the two fixed texts. Other
 * 401s (a wrong pin, a rights check) must not log the user out.
 */
export function isSessionExpired(status: number | undefined, body: unknown, items: RawErrorItem[]): boolean {
  if (status !== 401 || !isRecord(body)) return false;
  const firstCode = items[0]?.code ?? body.code;
  return EXPIRED_CODES.includes(firstCode) || EXPIRED_MESSAGES.includes(body.message);
}
