import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumerConfigSchema, consumerQuerySchema, shopUrlSchema } from '@fanverse/contract';
import { failureReplies } from '../../http/route-schemas';
import type { ConsumerService } from './consumer.service';
import type { ShopService } from './shop.service';

export interface ShellRouteDeps {
  consumers: ConsumerService;
  shop: ShopService;
  geoHeader: string;
}

const nameParam = z.object({ name: z.string().min(1).max(100) });

/** Start-up and shell calls of the web app: consumer config, shop redirect (experiments: modules/analytics). */
export const shellRoutes: FastifyPluginAsyncZod<ShellRouteDeps> = async (app, deps) => {
  app.get(
    '/api/5/consumer/:name',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['shell'],
        summary: 'Consumer configuration (the web app loads `www` at start-up)',
        description:
          '`country_supported` is decided from SUPPORTED_COUNTRIES and, in order, `country_code`, the trusted geo ' +
          'header, or DEFAULT_COUNTRY. `cs` is the secret the caller holds (the reply always carries the current ' +
          'one); `dfs` is accepted for compatibility and has no effect.',
        params: nameParam,
        querystring: consumerQuerySchema,
        response: { 200: consumerConfigSchema, ...failureReplies },
      },
    },
    async (request) => {
      const geo = request.headers[deps.geoHeader];
      return deps.consumers.getConfig(request.params.name, request.query, {
        clientIp: request.ip,
        geoCountry: typeof geo === 'string' ? geo : undefined,
      });
    },
  );

  app.get(
    '/shop/:name',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['shell'],
        summary: 'Where a shop link leads (`homepage` is the shop front page)',
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
        response: { 200: shopUrlSchema, ...failureReplies },
      },
    },
    async (request) => deps.shop.resolve(request.params.name),
  );
};
