import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends only on the URL (path, query, `trans`): never on who asks. */
    publicCache?: boolean;
  }
}

interface CachedReply {
  /** A Buffer, not the string: its bytes live outside the V8 heap, so a cache of a hundred
   * megabytes adds nothing for the garbage collector to copy or compact (tail latency). */
  body: Buffer;
  contentType: string;
}

export interface ReplyCacheOptions {
  /** Longest a stored reply is served; 0 turns the cache off (headers still say public). */
  ttlSeconds: number;
  maxBytes: number;
  /** Reads the catalogue's change counter; the cache is dropped whenever it moves. */
  readVersion: () => Promise<string>;
  pollMs?: number;
}

/** Browsers and CDNs may reuse a catalogue reply this long; edits show within that time. */
const SHARED_MAX_AGE_SECONDS = 10;

/**
 * Cache of public catalogue reads. A catalogue page is the same for every visitor of the same
 * URL and changes only when an editor (or the demo generator) writes, so each serialised reply is
 * kept in memory until the catalogue changes: every instance reads one counter row once a second
 * (migration 0007) and drops its whole cache when the number moved. Unchanged pages then never go
 * back to the database, and latency no longer depends on the catalogue's size. Nothing is
 * shared between instances and nothing needs coordinating (DESIGN.md). Only 200 replies of routes
 * marked `publicCache` are kept; memory is bounded by total reply size (least recently used go
 * first) and time by `ttlSeconds`.
 */
export function registerReplyCache(app: FastifyInstance, options: ReplyCacheOptions) {
  const cacheControl = `public, max-age=${SHARED_MAX_AGE_SECONDS}`;
  if (options.ttlSeconds <= 0) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPublicRead(request) && reply.statusCode === 200) reply.header('cache-control', cacheControl);
      done(null, payload);
    });
    return;
  }
  const cache = new LRUCache<string, CachedReply>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length + 64,
    ttl: options.ttlSeconds * 1000,
  });
  // Bumped on every drop: a reply computed before a drop must not be stored after it.
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  let lastVersion: string | undefined;
  const drop = () => {
    cache.clear();
    generation++;
  };
  const poll = async () => {
    try {
      const version = await options.readVersion();
      if (lastVersion !== undefined && version !== lastVersion) drop();
      lastVersion = version;
    } catch (err) {
      // Without the counter a change could go unseen: serve nothing stale.
      drop();
      app.log.warn({ err }, 'catalogue version check failed; reply cache dropped');
    }
  };
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void poll().finally(() => (polling = false));
  }, options.pollMs ?? 1000);
  timer.unref();
  app.addHook('onReady', poll);
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const hit = cache.get(request.url);
    if (!hit) {
      startedIn.set(request, generation);
      return done();
    }
    // Answering from a hook skips validation and the handler; onSend hooks still run.
    void reply.code(200).header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isPublicRead(request) || reply.statusCode !== 200) return done(null, payload);
    reply.header('cache-control', cacheControl);
    if (startedIn.get(request) === generation && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      cache.set(request.url, {
        body: Buffer.from(payload),
        contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
      });
    }
    done(null, payload);
  });
}

function isPublicRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.publicCache === true;
}

/** Marks every GET route registered after this call, in this plugin, as public catalogue data. */
export function markPublicReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) route.config = { ...route.config, publicCache: true };
  });
}
