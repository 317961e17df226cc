import { AppError } from '../../../errors/app-error';

/**
 * 9999-12-31T23:59:59.999Z: the latest instant the log's schema takes, and the last of the years
 * PostgreSQL reads in ISO form (0001 to 9999); every time the log stores is in [0, LATEST_MS].
 */
export const LATEST_MS = 253_402_300_799_999;
const DIGITS = /^\d{1,15}$/;

/**
 * The `X-Client-Time` header of POST /api/5/log/comic/: the reader's clock, in milliseconds since
 * the epoch, when it sent the batch. Absent: undefined (no correction; navigator.sendBeacon cannot
 * send headers). Anything but digits naming an instant up to the year 9999 (a sign, a fraction,
 * spaces, the header repeated) is refused: a correction from a value we cannot trust would move
 * every event of the batch.
 */
export function parseClientTime(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = typeof header === 'string' ? header : undefined;
  if (value === undefined || !DIGITS.test(value) || Number(value) > LATEST_MS) {
    throw AppError.invalidParameter(
      'X-Client-Time',
      'X-Client-Time must be the client clock in milliseconds since the epoch (digits only)',
    );
  }
  return Number(value);
}

/**
 * Moves a client time by the batch's skew (server clock minus client clock at sending). The
 * result is kept between the epoch and the server's own clock: an event cannot have happened
 * after its batch arrived, and a wildly wrong client time must neither fail the batch (a date out
 * of timestamptz's range) nor pin a row to the top of the member's history for ever.
 */
export function correctedTime(viewDate: number, skew: number, serverNow: number): number {
  return Math.min(Math.max(viewDate + skew, 0), serverNow);
}
