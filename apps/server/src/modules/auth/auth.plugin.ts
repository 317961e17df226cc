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

/** The member each request's token was checked to be (by the helpers below). */
const callers = new WeakMap<FastifyRequest, SessionContext>();
/**
 * Each request's check, made once: a route whose member cache checks the caller before validation
 * (http/member-cache) and its handler, which checks again on a miss, share one look-up, and a bad
 * token is refused by one, not two.
 */
const checks = new WeakMap<FastifyRequest, Promise<SessionContext>>();

/**
 * The signed-in member of a request whose token a route has checked; undefined for visitors and
 * for requests no route checked. The member caches read it (a write by a member makes their
 * cached replies stale: http/member-cache).
 */
export const callerOf = (request: FastifyRequest): SessionContext | undefined => callers.get(request);

function checked(request: FastifyRequest, sessions: SessionService, token: string) {
  let check = checks.get(request);
  if (!check) {
    check = sessions.authenticate(token).then((user) => {
      callers.set(request, user);
      return user;
    });
    checks.set(request, check);
  }
  return check;
}

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
  return checked(request, sessions, token);
}

/** The signed-in caller, or null for an anonymous visitor; a bad or expired token still fails. */
export async function optionalUser(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<SessionContext | null> {
  return request.sessionToken ? checked(request, sessions, request.sessionToken) : null;
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
    return await checked(request, sessions, request.sessionToken);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return null;
    throw err;
  }
}
