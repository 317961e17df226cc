import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route, declared by the route itself in `config: { auth }` so that the auth
 * matrix test (apps/server/test/route-matrix) covers every route from its first commit:
 * - `public`: no credential is read.
 * - `session`: `Authorization: Token …` required (requireUser); anything else is 401.
 * - `optional`: anonymous allowed, but a bad or expired token still fails (optionalUser).
 * - `lenient`: anonymous allowed, and a bad or expired token counts as anonymous (userOrAnonymous).
 * - `jwt`: a rights token in `X-Auth-JWT` required (the video manifest, the stream key).
 * - `staff`: a staff session required (users.is_staff; else 403).
 * - `checkin`: a session of a member with the `checkin_admin` claim (else 403 MUST_BE_ADMIN).
 */
export const ROUTE_ACCESS = ['public', 'session', 'optional', 'lenient', 'jwt', 'staff', 'checkin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see apps/server/src/http/route-access.ts). */
    auth?: RouteAccess;
  }
}

/**
 * Declares the access class of the routes a third-party plugin registers (static files, the API
 * reference), which take no route config of their own: every route added while `register`
 * runs gets `access` unless it declares one itself. Fastify adds a plugin's routes before the
 * awaited `register` resolves, so later routes are untouched.
 */
export async function withRouteAccess(
  app: FastifyInstance,
  access: RouteAccess,
  register: () => PromiseLike<unknown>,
): Promise<void> {
  let open = true;
  app.addHook('onRoute', (route: RouteOptions) => {
    if (open && !route.config?.auth) route.config = { ...route.config, auth: access };
  });
  try {
    await register();
  } finally {
    open = false;
  }
}
