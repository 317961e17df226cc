/**
 * Errors that mean the database could not be reached or the connection was lost, as opposed to
 * a statement that failed (bad data, a constraint): the first kind is temporary and answers 503,
 * and a write that met one may or may not have been committed, so it must not be replayed.
 */

// SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
// or shutting down), 53300 too_many_connections (the server refuses new ones); class 08 is
// connection_exception.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = /^08[0-9A-Z]{3}$/;

// Socket errors from Node while connecting to or talking with the server.
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg's own errors carry no code, only these messages: a socket that closed ("Connection
// terminated unexpectedly", "… due to connection timeout"), a client already broken by one,
// and the pool's wait for a free connection running out (connectionTimeoutMillis).
const MESSAGES = [/^Connection terminated/, /is not queryable$/, /^timeout exceeded when trying to connect$/];

/** True when `err` (or an error it wraps as `cause`) means the database is unavailable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SQLSTATES.has(code) || CONNECTION_EXCEPTION_CLASS.test(code) || SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
