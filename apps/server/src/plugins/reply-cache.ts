import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncoding,
  COMPRESS_MIN_BYTES,
  isCompressibleType,
  varyOnAcceptEncoding,
} from './compression';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends only on the URL (path, query, `trans`): never on who asks. */
    publicCache?: boolean;
  }
}

export interface CachedReply {
  /** Buffers, not strings: their bytes live outside the V8 heap, so a cache of a hundred
   * megabytes adds nothing for the garbage collector to copy or compact (tail latency). */
  identity: Buffer;
  /** The same body brotli- and gzip-encoded, made once when the reply is stored; absent when
   * the body is too small or not text (compression.ts), or compression is off. */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
}

export interface ReplyCacheOptions {
  /** Longest a stored reply is served; 0 turns the cache off (headers still say public). */
  ttlSeconds: number;
  maxBytes: number;
  /** Reads the catalogue's change counter; the cache is dropped whenever it moves. */
  readVersion: () => Promise<string>;
  pollMs?: number;
  /** Keep brotli and gzip forms of each reply (compression.ts is on); false: the bytes only. */
  compress: boolean;
  /**
   * Whether a signed-in caller's reply differs from the public one (parental limits, issue 23: a
   * limited member's lists leave titles out, a locked title answers 403). Asked only for public
   * reads that carry a session token; such replies are neither served from the cache nor stored
   * in it, and go out `private, no-store`. Absent: every reply is public.
   */
  personal?: (request: FastifyRequest) => Promise<boolean>;
  /** Told whenever the catalogue's counter moved (the member caches' `catalogue` scope). */
  onCatalogueChange?: () => void;
}

/**
 * Public reads that carry a credential vary by it: a shared cache (a CDN) must not answer a
 * member under parental limits with the reply it stored for a visitor.
 */
const VARY_CREDENTIALS = 'authorization, x-viewer-unlock';

/** Browsers and CDNs may reuse a catalogue reply this long; edits show within that time. */
const SHARED_MAX_AGE_SECONDS = 10;

/**
 * Brotli quality of the form made when a reply is stored. That happens on the request that fills
 * the cache, on the event loop, so it must stay cheap: 0.9 ms for the 75 kB homepage feed (12.9
 * kB; quality 4, the per-request setting, gave 13.8 kB). Quality 9 took 33 ms for the same size;
 * only 10 and 11 are smaller, and 11 took 80 ms: see POLISH_MIN_BYTES.
 */
const STORED_BROTLI_QUALITY = 6;
const STORED_GZIP_LEVEL = 9;
/**
 * Replies at least this big get their brotli form made again at quality 11 (11.4 kB for the
 * homepage feed instead of 12.9), in the background on libuv's thread pool, one at a time, so
 * neither the event loop nor a burst of cache fills waits for it. Smaller pages save too few
 * bytes for 20 to 80 ms of CPU each, and there are many of them (every page of every series).
 */
const POLISH_MIN_BYTES = 32 * 1024;
/** Replies waiting for their quality-11 form; more than this and the newest keep quality 6. */
const POLISH_QUEUE_MAX = 16;

const brotliOptions = (quality: number, size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});

/** A reply as stored: its bytes, plus its encoded forms when it is text worth compressing. */
export function storedForms(identity: Buffer, contentType: string, compress: boolean): CachedReply {
  if (!compress || identity.byteLength < COMPRESS_MIN_BYTES || !isCompressibleType(contentType)) {
    return { identity, contentType };
  }
  return {
    identity,
    contentType,
    br: zlib.brotliCompressSync(identity, brotliOptions(STORED_BROTLI_QUALITY, identity.byteLength)),
    gzip: zlib.gzipSync(identity, { level: STORED_GZIP_LEVEL }),
  };
}

/**
 * The stored form this request accepts, its headers set. Replies with forms vary by
 * Accept-Encoding even when answered as they are; @fastify/compress passes an encoded form on
 * untouched (its content-encoding is set) and finds nothing it may do with the identity one (the
 * request accepts neither encoding).
 */
export function formFor(request: FastifyRequest, reply: FastifyReply, entry: CachedReply): Buffer {
  if (entry.br === undefined || entry.gzip === undefined) return entry.identity;
  varyOnAcceptEncoding(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return entry.identity;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? entry.br : entry.gzip;
}

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
 * Each reply is kept with its brotli and gzip forms, made once when it is stored (and for large
 * replies once more at brotli's best quality, in the background), and a hit is answered with the
 * form its request accepts: a cached read costs no compression.
 *
 * Misses are shared: while one request computes a URL's reply, others for the same URL wait
 * for it instead of asking the database too. Without that, a cold cache under load (just after
 * a start or a catalogue edit) sends every request to the database at once, and an embedded
 * engine that answers on the main thread falls further behind with each one.
 *
 * The one caller whose reply differs is a member under parental limits (issue 23): `personal`
 * names them, and their replies bypass the cache both ways and are sent `private, no-store`.
 */
export function registerReplyCache(app: FastifyInstance, options: ReplyCacheOptions) {
  const cacheControl = `public, max-age=${SHARED_MAX_AGE_SECONDS}`;
  // Registered first: the cache's own hooks below see which requests are personal.
  const personal = registerPersonalReplies(app, options.personal);
  const isPublicRead = (request: FastifyRequest) => isPublicRoute(request) && !personal.has(request);
  if (options.ttlSeconds <= 0) {
    // Nothing kept here; the member caches still learn of catalogue changes.
    if (options.onCatalogueChange) watchCatalogueVersion(app, options, () => undefined);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPublicRead(request) && reply.statusCode === 200) {
        reply.header('cache-control', cacheControl);
        varyOnCredentials(reply);
      }
      done(null, payload);
    });
    return;
  }
  const cache = new LRUCache<string, CachedReply>({
    maxSize: options.maxBytes,
    // Every form counts against maxBytes.
    sizeCalculation: (entry, key) =>
      entry.identity.byteLength +
      (entry.br?.byteLength ?? 0) +
      (entry.gzip?.byteLength ?? 0) +
      key.length +
      64,
    ttl: options.ttlSeconds * 1000,
  });
  // Bumped on every drop: a reply computed before a drop must not be stored after it.
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  const flights = new ReplyFlights();
  const polishQueue: string[] = [];
  let polishing = false;
  const drop = () => {
    cache.clear();
    polishQueue.length = 0;
    // Requests from now on compute afresh; those already waiting still get their leader's reply.
    flights.forgetAll();
    generation++;
  };
  watchCatalogueVersion(app, options, drop);

  // Makes the quality-11 brotli form of the next queued reply, off the event loop; the stored
  // entry is swapped for one with the smaller form only if it is still the one in the cache.
  const polishNext = () => {
    if (polishing) return;
    const url = polishQueue.shift();
    if (url === undefined) return;
    const entry = cache.peek(url);
    if (entry?.br === undefined) return polishNext();
    polishing = true;
    zlib.brotliCompress(entry.identity, brotliOptions(11, entry.identity.byteLength), (err, best) => {
      polishing = false;
      if (err) app.log.warn({ err, url }, 'brotli compression of a stored reply failed');
      else if (cache.peek(url) === entry && best.byteLength < entry.br!.byteLength) {
        cache.set(url, { ...entry, br: best }, { noUpdateTTL: true });
      }
      polishNext();
    });
  };
  const store = (url: string, entry: CachedReply) => {
    cache.set(url, entry);
    if (entry.br === undefined || entry.identity.byteLength < POLISH_MIN_BYTES) return;
    if (polishQueue.length >= POLISH_QUEUE_MAX) return;
    polishQueue.push(url);
    polishNext();
  };

  // Answering from a hook skips validation and the handler; onSend hooks still run.
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedReply,
    how: 'hit' | 'shared',
  ) => {
    reply.code(200).header('content-type', entry.contentType).header('x-cache', how);
    varyOnCredentials(reply);
    void reply.send(formFor(request, reply, entry));
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const hit = cache.get(request.url);
    if (hit) return answer(request, reply, hit, 'hit');
    const leader = flights.join(request.url);
    if (leader) {
      // Nothing to share (the leader failed, or its reply is not cacheable): compute it here.
      void leader.then((entry) => {
        if (entry) return answer(request, reply, entry, 'shared');
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
    varyOnCredentials(reply);
    if (typeof payload !== 'string') {
      flights.land(request, undefined);
      return done(null, payload);
    }
    // Encoded once here, for this request, the waiting ones and every hit after: none of them
    // compresses again.
    const contentType = reply.getHeader('content-type');
    const entry = storedForms(
      Buffer.from(payload),
      typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
      options.compress,
    );
    if (startedIn.get(request) === generation) store(request.url, entry);
    flights.land(request, entry);
    done(null, formFor(request, reply, entry));
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

/**
 * Reads the catalogue's change counter every `pollMs` (and once when the app is ready) and calls
 * `drop` when it moved, or when it cannot be read: without the counter a change could go unseen,
 * so nothing stale is served. During a database outage the check fails every second, so only the
 * first failure and the recovery are logged.
 */
function watchCatalogueVersion(app: FastifyInstance, options: ReplyCacheOptions, drop: () => void) {
  const changed = () => {
    drop();
    options.onCatalogueChange?.();
  };
  let lastVersion: string | undefined;
  let failing = false;
  const poll = async () => {
    try {
      const version = await options.readVersion();
      if (lastVersion !== undefined && version !== lastVersion) changed();
      lastVersion = version;
      if (failing) app.log.info('catalogue version check works again');
      failing = false;
    } catch (err) {
      changed();
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

function isPublicRoute(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.publicCache === true;
}

function varyOnCredentials(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/authorization/i.test(value)) return;
  reply.header('vary', value ? `${value}, ${VARY_CREDENTIALS}` : VARY_CREDENTIALS);
}

/**
 * Marks the public reads whose reply is the caller's own (see ReplyCacheOptions.personal) and
 * sends them `private, no-store`, whatever the route set. A check that fails counts as personal:
 * the cache is skipped, never a visitor's reply served to a limited member.
 */
function registerPersonalReplies(
  app: FastifyInstance,
  isPersonal: ReplyCacheOptions['personal'],
): WeakSet<FastifyRequest> {
  const personal = new WeakSet<FastifyRequest>();
  if (!isPersonal) return personal;
  app.addHook('onRequest', async (request) => {
    if (!isPublicRoute(request) || !request.headers.authorization) return;
    if (await isPersonal(request).catch(() => true)) personal.add(request);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (personal.has(request)) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
  return personal;
}

/** Marks every GET route registered after this call, in this plugin, as public catalogue data. */
export function markPublicReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) route.config = { ...route.config, publicCache: true };
  });
}
