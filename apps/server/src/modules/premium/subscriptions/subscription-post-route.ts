import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { subscriptionSchema, type Subscription } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { headerValue } from '../../playback/route-helpers';
import { viewerCountry } from '../../playback/viewer';
import { idempotentReply } from '../idempotency/idempotent-route';
import type { PremiumServices } from '../premium.factory';

type App = Parameters<FastifyPluginAsyncZod<PremiumServices>>[0];

/** What a mutating subscription action is given: the member, the parsed request, the country. */
export interface PostContext<P, B> {
  userId: string;
  params: P;
  body: B;
  /** The visitor's country (the geo header, as playback reads it, else DEFAULT_COUNTRY). */
  country: string;
}

/** One mutating subscription route: its path, OpenAPI text, schemas and the service call. */
export interface PostRoute<P extends z.ZodTypeAny | undefined, B extends z.ZodTypeAny | undefined> {
  path: string;
  summary: string;
  description: string;
  params?: P;
  body?: B;
  act: (
    services: PremiumServices,
    context: PostContext<
      P extends z.ZodTypeAny ? z.infer<P> : undefined,
      B extends z.ZodTypeAny ? z.infer<B> : undefined
    >,
  ) => Promise<Subscription>;
}

const countryOf = (services: PremiumServices, request: FastifyRequest) =>
  viewerCountry(
    headerValue(request.headers[services.config.GEO_COUNTRY_HEADER]),
    services.config.DEFAULT_COUNTRY,
  );

/**
 * Registers a mutating subscription route. Every one has the same shape (duplicates row D2):
 * signed-in member only (`auth: 'session'`), never cached, the action run under the
 * Idempotency-Key, the updated Subscription answered, and failures 400/401/404/409.
 */
export function subscriptionPost<
  P extends z.ZodTypeAny | undefined = undefined,
  B extends z.ZodTypeAny | undefined = undefined,
>(app: App, services: PremiumServices, route: PostRoute<P, B>): void {
  app.post(
    route.path,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['premium'],
        summary: route.summary,
        description: route.description,
        security: [{ sessionToken: [] }],
        ...(route.params ? { params: route.params } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: subscriptionSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services, user.userId, () =>
        route.act(services, {
          userId: user.userId,
          // Parsed by the route's own schemas above (the type provider cannot see through the generics).
          params: request.params as never,
          body: request.body as never,
          country: countryOf(services, request),
        }),
      );
    },
  );
}
