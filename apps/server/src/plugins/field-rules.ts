import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldRulesReplySchema, type RuleSet } from '@fanverse/contract';
import { fieldRulesFromSchema } from '../http/field-rules';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * For every route that takes a body, `OPTIONS` on the same path answers its field rules
 * (DESIGN.md "Field rules"). Registered as routes are added; several methods on one path share
 * one OPTIONS route whose rule sets are the union of theirs. CORS preflights never reach these
 * handlers: @fastify/cors answers them in its onRequest hook.
 */
export function registerFieldRules(app: FastifyInstance) {
  const bodies = new Map<string, z.ZodType[]>();
  const cache = new Map<string, RuleSet[]>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const body = route.schema?.body as z.ZodType | undefined;
    if (!body || !methods.some((m) => BODY_METHODS.has(m))) return;
    const url = route.url;
    const known = bodies.get(url);
    if (known) {
      known.push(body);
      cache.delete(url);
      return;
    }
    bodies.set(url, [body]);
    app.withTypeProvider<ZodTypeProvider>().route({
      method: 'OPTIONS',
      url,
      config: { auth: 'public' },
      schema: {
        tags: ['field rules'],
        summary: `Field rules for ${url}`,
        response: { 200: fieldRulesReplySchema },
      },
      handler: async () => {
        let ruleSets = cache.get(url);
        if (!ruleSets) {
          ruleSets = (bodies.get(url) ?? []).flatMap(fieldRulesFromSchema);
          cache.set(url, ruleSets);
        }
        return { rule_sets: ruleSets };
      },
    });
  });
}
