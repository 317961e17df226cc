import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { SessionContext, SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Token …` credential of the request, if any; checked by `requireUser`/`optionalUser`. */
    readonly sessionToken: string | null;
  }
}

const SCHEME = /^Token\s+(\S+)$/i;

/** Reads the `Authorization: Token <session>` header (DESIGN.md "Auth"); checks it on demand. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessionToken', {
    getter(this: FastifyRequest) {
      const header = this.headers.authorization;
      return (header && SCHEME.exec(header)?.[1]) || null;
    },
  });
}

/** The signed-in caller, or 401 UNAUTHENTICATED / SESSION_EXPIRED. */
export async function requireUser(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<SessionContext> {
  const token = request.sessionToken;
  if (!token) throw AppError.unauthenticated();
  return sessions.authenticate(token);
}

/** The signed-in caller, or null for an anonymous visitor; a bad or expired token still fails. */
export async function optionalUser(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<SessionContext | null> {
  return request.sessionToken ? sessions.authenticate(request.sessionToken) : null;
}

/**
 * The signed-in caller, or null for an anonymous visitor and for a bad or expired token alike:
 * for calls that answer anonymous visitors too and must not fail on a stale token (claims, adx).
 */
export async function userOrAnonymous(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<SessionContext | null> {
  if (!request.sessionToken) return null;
  try {
    return await sessions.authenticate(request.sessionToken);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return null;
    throw err;
  }
}
