import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request through one is not from this machine, whatever its socket says. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, `Authorization: Bearer <token>` (compared in
 * constant time, on digests so that the length is not told either); without it, only this
 * machine. "This machine" is the socket's own peer, not `request.ip` (which TRUST_PROXY takes
 * from X-Forwarded-For, set by anyone), and not a request a local proxy forwarded.
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization;
    const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    return given !== undefined && crypto.timingSafeEqual(digest(given), digest(token));
  }
  const peer = request.socket.remoteAddress;
  return peer !== undefined && LOOPBACK.has(peer) && !FORWARDED.some((h) => request.headers[h] !== undefined);
}
