import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { formFor, storedForms, type CachedReply } from '../../plugins/reply-cache';
import { scopes, type ChangeGenerations } from './change-generations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this POST changes nothing a member's kept replies show (an analytics batch, a
     * look-up sent as POST), so it does not make them stale. Default: every request other than
     * GET, HEAD and OPTIONS by a signed-in member does.
     */
    changesMember?: boolean;
    /**
     * A member-private GET whose replies the member cache keeps: how to key them, so that a kept
     * reply is answered as the request arrives, before validation and the handler (which uses the
     * same key on a miss).
     */
    memberReply?: MemberReplyKey;
  }
}

/** How a route keys its kept replies (see `PrivateReplyCache.answer`). */
export interface MemberReplyKey {
  /** The key parts beside the method and URL; checks the caller (so throws as the handler would). */
  key(request: FastifyRequest): Promise<readonly unknown[]>;
  /** The route's own headers, set on every reply of it, kept or not (cache-control, request id). */
  headers(request: FastifyRequest, reply: FastifyReply): void;
}

interface PrivateEntry {
  reply: CachedReply;
  /** Headers of the reply the route set that belong to it (`x-has-more`). */
  headers: Record<string, string>;
  /** The change counter when the reply's reads began (change-generations.ts). */
  mark: number;
  scopes: readonly string[];
}

interface Pending {
  key: string;
  mark: number;
  scopes?: readonly string[];
  headers?: readonly string[];
}

export interface PrivateReplyCacheOptions {
  /** Longest a reply is kept; 0 turns the cache off. */
  ttlSeconds: number;
  maxBytes: number;
  /** Keep brotli and gzip forms (compression is on). */
  compress: boolean;
}

/**
 * Member-private reads kept in memory (the consume-next feed, user lists: issues 18 and 20), so
 * that a member reading the same thing again costs no database work until something it depends
 * on changes (docs/member-cache.md). A route asks `answer` first, which sends the kept reply when
 * there is one still good, and otherwise notes the change counter; after reading it names what
 * the reply depends on with `keep`, and the reply is stored as it is sent (with its brotli and
 * gzip forms, as the public reply cache does) unless one of those scopes changed meanwhile.
 *
 * Keys are the route's own (the URL, the session, the parental unlock, the country): nothing is
 * ever answered to a caller other than the one whose key it is. Entries also end after
 * `ttlSeconds`, which bounds what no bump announces (a subscription reaching its end, an
 * availability window opening, a change on another instance while the relay is down).
 */
export class PrivateReplyCache {
  private readonly entries: LRUCache<string, PrivateEntry> | null;
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  /**
   * Misses being computed, by key: a request that finds one waits for its reply instead of asking
   * the database too. Without that, when a reply much asked for ends (its time is up, or a change
   * made it stale), every request arriving meanwhile reads the database at once, and an embedded
   * engine that answers on the main thread falls seconds behind (the lists bench's p99).
   */
  private readonly flights = new Map<string, Promise<PrivateEntry | undefined>>();
  private readonly leaders = new WeakMap<FastifyRequest, (entry: PrivateEntry | undefined) => void>();

  constructor(
    private readonly changes: ChangeGenerations,
    private readonly options: PrivateReplyCacheOptions,
  ) {
    this.entries =
      options.ttlSeconds > 0
        ? new LRUCache<string, PrivateEntry>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry, key) =>
              entry.reply.identity.byteLength +
              (entry.reply.br?.byteLength ?? 0) +
              (entry.reply.gzip?.byteLength ?? 0) +
              key.length +
              128,
            ttl: options.ttlSeconds * 1000,
          })
        : null;
  }

  /**
   * Sends the kept reply for `keyParts` (with the request's URL) and answers true, or notes the
   * counter for `keep` and answers false. A request finding the same reply being computed waits
   * for it. The route's own headers (cache-control, request id) should be set before.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, keyParts: readonly unknown[]): Promise<boolean> {
    if (!this.entries) return false;
    const key = this.keyOf(request, keyParts);
    const kept = this.current(this.entries.get(key));
    if (kept) return this.send(request, reply, kept);
    const flight = this.flights.get(key);
    if (flight) {
      const shared = this.current(await flight);
      if (shared) return this.send(request, reply, shared);
    } else {
      this.lead(request, key);
    }
    this.pending.set(request, { key, mark: this.changes.mark() });
    return false;
  }

  /**
   * Sends the kept reply for `keyParts` if there is one still good (calling `before` first, to set
   * the route's headers), and answers whether it did; notes nothing (a miss is left to the
   * route's own `answer`).
   */
  hit(
    request: FastifyRequest,
    reply: FastifyReply,
    keyParts: readonly unknown[],
    before: () => void,
  ): boolean {
    const kept = this.entries && this.current(this.entries.get(this.keyOf(request, keyParts)));
    if (!kept) return false;
    before();
    return this.send(request, reply, kept);
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  /**
   * The reply about to be sent depends on `dependsOn` (scopes of change-generations.ts): keep it,
   * with the route's headers named in `headers`, unless one of them changed since `answer`.
   */
  keep(request: FastifyRequest, dependsOn: readonly string[], headers: readonly string[] = []): void {
    const pending = this.pending.get(request);
    if (pending) Object.assign(pending, { scopes: [scopes.catalogue, ...dependsOn], headers });
  }

  /** Stores the reply of a request `keep` named; answers the form to send. */
  store(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const pending = this.pending.get(request);
    if (!this.entries || !pending?.scopes || reply.statusCode !== 200 || typeof payload !== 'string') {
      this.land(request, undefined);
      return payload;
    }
    this.pending.delete(request);
    const contentType = reply.getHeader('content-type');
    const forms = storedForms(
      Buffer.from(payload),
      typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
      this.options.compress,
    );
    let entry: PrivateEntry | undefined;
    if (this.changes.unchangedSince(pending.mark, pending.scopes)) {
      const headers: Record<string, string> = {};
      for (const name of pending.headers ?? []) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      entry = { reply: forms, headers, mark: pending.mark, scopes: pending.scopes };
      this.entries.set(pending.key, entry);
    }
    this.land(request, entry);
    return formFor(request, reply, forms);
  }

  /** Ends the request's flight, if it leads one: those waiting get `entry`, or compute their own. */
  land(request: FastifyRequest, entry: PrivateEntry | undefined): void {
    const resolve = this.leaders.get(request);
    if (!resolve) return;
    this.leaders.delete(request);
    resolve(entry);
  }

  private lead(request: FastifyRequest, key: string): void {
    let resolve!: (entry: PrivateEntry | undefined) => void;
    const flight = new Promise<PrivateEntry | undefined>((r) => (resolve = r));
    this.flights.set(key, flight);
    this.leaders.set(request, (entry) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      resolve(entry);
    });
  }

  private keyOf(request: FastifyRequest, keyParts: readonly unknown[]): string {
    return JSON.stringify([request.method, request.url, ...keyParts]);
  }

  /** `entry` if nothing it depends on changed since it was read. */
  private current(entry: PrivateEntry | undefined): PrivateEntry | undefined {
    return entry && this.changes.unchangedSince(entry.mark, entry.scopes) ? entry : undefined;
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: PrivateEntry): true {
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    reply.code(200).header('content-type', entry.reply.contentType).header('x-cache', 'hit');
    void reply.send(formFor(request, reply, entry.reply));
    return true;
  }
}

/**
 * Wires the member caches into every route: a request that may change something (any method but
 * GET, HEAD and OPTIONS) by a signed-in member bumps that member's scope before its reply goes
 * out, so whatever they read next is read afresh (their own writes, their log events, their
 * purchases); and replies routes asked to keep are stored as they are sent. Registered on the
 * root instance after compression (its hook is a route hook, which runs after these).
 */
export function registerPrivateReplyCache(
  app: FastifyInstance,
  cache: PrivateReplyCache,
  changes: ChangeGenerations,
  callerOf: (request: FastifyRequest) => { userId: string } | undefined,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      const caller = callerOf(request);
      if (caller && request.routeOptions.config?.changesMember !== false) {
        changes.bump(scopes.member(caller.userId));
      }
      return done(null, payload);
    }
    done(null, cache.store(request, reply, payload));
  });
  // Kept replies of routes that name their key (config.memberReply) are answered here, before
  // validation, the handler and its serialiser: a hit then costs the caller's session check and
  // the send. The key's caller check is the handler's own (auth.plugin.ts checks a request once),
  // so a bad or missing token falls through to the route, which refuses it as it always did; a
  // miss falls through too, to the route's `answer`, which shares flights and notes the counter.
  if (cache.enabled) {
    app.addHook('onRequest', (request, reply, done) => {
      const early = request.routeOptions.config?.memberReply;
      if (!early || request.method !== 'GET') return done();
      early.key(request).then(
        (keyParts) => {
          if (!cache.hit(request, reply, keyParts, () => early.headers(request, reply))) done();
        },
        () => done(),
      );
    });
  }
  // A leader that never reached onSend (aborted, or failed before a reply) must not strand those
  // waiting for it; landing twice is harmless.
  app.addHook('onResponse', (request, _reply, done) => {
    cache.land(request, undefined);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    cache.land(request, undefined);
    done();
  });
}
