import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsumerService } from './consumer.service';
import type { ShopService } from './shop.service';
import type { ExperimentsService } from './experiments.service';
export interface ShellRouteDeps {
  consumers: ConsumerService;
  shop: ShopService;
  experiments: ExperimentsService;
  geoHeader: string;
}
/** Start-up and shell calls of the web app: consumer config, shop redirect, experiments. */
export declare const shellRoutes: FastifyPluginAsyncZod<ShellRouteDeps>;
