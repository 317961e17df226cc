import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 *
 * Misses are shared: while one request computes a URL's reply, others for the same URL wait
 * for it instead of asking the database too. Without that, a cold cache under load (just after
 * a start or a catalogue edit) sends every request to the database at once, and an embedded
 * engine that answers on the main thread falls further behind with each one.
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
  const flights = new ReplyFlights();
  let lastVersion: string | undefined;
  const drop = () => {
    cache.clear();
    // Requests from now on compute afresh; those already waiting still get their leader's reply.
    flights.forgetAll();
    generation++;
  };
  // The check runs every second: during a database outage it fails every second, so only the
  // first failure and the recovery are logged.
  let failing = false;
  const poll = async () => {
    try {
      const version = await options.readVersion();
      if (lastVersion !== undefined && version !== lastVersion) drop();
      lastVersion = version;
      if (failing) app.log.info('catalogue version check works again');
      failing = false;
    } catch (err) {
      // Without the counter a change could go unseen: serve nothing stale.
      drop();
      if (!failing) app.log.warn({ err }, 'catalogue version check failed; reply cache off until it works');
      failing = true;
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

  // Answering from a hook skips validation and the handler; onSend hooks still run.
  const answer = (reply: FastifyReply, entry: CachedReply, how: 'hit' | 'shared') =>
    void reply.code(200).header('content-type', entry.contentType).header('x-cache', how).send(entry.body);

  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const hit = cache.get(request.url);
    if (hit) return answer(reply, hit, 'hit');
    const leader = flights.join(request.url);
    if (leader) {
      // Nothing to share (the leader failed, or its reply is not cacheable): compute it here.
      void leader.then((entry) => {
        if (entry) return answer(reply, entry, 'shared');
        startedIn.set(request, generation);
        done();
      });
      return;
    }
    flights.lead(request.url, request);
    startedIn.set(request, generation);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isPublicRead(request)) return done(null, payload);
    if (reply.statusCode !== 200) {
      flights.land(request, undefined);
      return done(null, payload);
    }
    reply.header('cache-control', cacheControl);
    if (typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      const entry = {
        body: Buffer.from(payload),
        contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
      };
      if (startedIn.get(request) === generation) cache.set(request.url, entry);
      flights.land(request, entry);
    } else {
      flights.land(request, undefined);
    }
    done(null, payload);
  });
  // A leader that never reached onSend (aborted, or failed before a reply) must not strand its
  // followers; landing twice is harmless.
  app.addHook('onResponse', (request, _reply, done) => {
    flights.land(request, undefined);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    flights.land(request, undefined);
    done();
  });
}

/** The requests computing a URL's reply now, and the requests waiting for each. */
class ReplyFlights {
  private readonly byUrl = new Map<string, { promise: Promise<CachedReply | undefined> }>();
  private readonly byLeader = new WeakMap<FastifyRequest, (entry: CachedReply | undefined) => void>();

  /** The reply of the request already computing `url`, if there is one. */
  join(url: string): Promise<CachedReply | undefined> | undefined {
    return this.byUrl.get(url)?.promise;
  }

  lead(url: string, request: FastifyRequest): void {
    let resolve!: (entry: CachedReply | undefined) => void;
    const promise = new Promise<CachedReply | undefined>((r) => (resolve = r));
    const flight = { promise };
    this.byUrl.set(url, flight);
    this.byLeader.set(request, (entry) => {
      // After a drop another leader may own the URL now: leave its flight alone.
      if (this.byUrl.get(url) === flight) this.byUrl.delete(url);
      resolve(entry);
    });
  }

  land(request: FastifyRequest, entry: CachedReply | undefined): void {
    const resolve = this.byLeader.get(request);
    if (!resolve) return;
    this.byLeader.delete(request);
    resolve(entry);
  }

  forgetAll(): void {
    this.byUrl.clear();
  }
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
