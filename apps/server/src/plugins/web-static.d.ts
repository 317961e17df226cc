import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
/**
 * Serves the built web app (hashed assets cached for a year, everything else revalidated) and
 * the media folder, and returns the SPA fallback used by the not-found handler: a browser
 * navigation to any non-API path gets index.html so that the client router decides.
 */
export declare function registerWebStatic(
  app: FastifyInstance,
  config: AppConfig,
): Promise<{
  spaFallback: (request: FastifyRequest, reply: FastifyReply) => boolean;
}>;
