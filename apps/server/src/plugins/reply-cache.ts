import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends only on the URL (path, query, `trans`): never on who asks. */
    publicCache?: boolean;
  }
}

interface CachedReply {
  body: string;
  contentType: string;
}

export interface ReplyCacheOptions {
  /** How long a stored reply is served; 0 turns the cache off (headers still say public). */
  ttlSeconds: number;
  maxBytes: number;
}

const served = new WeakSet<object>();

/**
 * Micro-cache for public catalogue reads. A catalogue page is the same for every visitor of the
 * same URL, and a busy front page asks for the same few hundred URLs over and over: keeping each
 * serialised reply for a few seconds turns most reads into a memory look-up instead of a
 * database round trip, and makes latency independent of the catalogue's size. Staleness is
 * bounded by the TTL, which also keeps instances behind a load balancer within seconds of each
 * other without coordination (DESIGN.md: nothing only one instance knows). The same TTL goes
 * out in `Cache-Control`, so browsers and a CDN may cache as long as we do. Only 200 replies of
 * routes marked `publicCache` are kept; memory is bounded by total reply size (LRU).
 */
export function registerReplyCache(app: FastifyInstance, options: ReplyCacheOptions) {
  const cacheControl = `public, max-age=${options.ttlSeconds}`;
  const cache =
    options.ttlSeconds > 0
      ? new LRUCache<string, CachedReply>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
          ttl: options.ttlSeconds * 1000,
        })
      : undefined;

  app.addHook('onRequest', (request, reply, done) => {
    if (!cache || request.method !== 'GET' || !request.routeOptions.config.publicCache) return done();
    const hit = cache.get(request.url);
    if (!hit) return done();
    served.add(request);
    // Answering from a hook skips validation and the handler; onSend hooks still run.
    void reply.code(200).header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache || reply.statusCode !== 200) {
      return done(null, payload);
    }
    reply.header('cache-control', cacheControl);
    if (cache && !served.has(request) && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      cache.set(request.url, {
        body: payload,
        contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
      });
    }
    done(null, payload);
  });
}

/** Marks every GET route registered after this call, in this plugin, as public catalogue data. */
export function markPublicReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) route.config = { ...route.config, publicCache: true };
  });
}
