import { Redis } from 'ioredis';
import type { MemorySeenStore, SeenStore } from './seen-store';

/** How long a batch waits for Redis's first connection before deduplicating in process. */
const CONNECT_WAIT_MS = 2000;

/**
 * The seen-store shared by every instance through Redis: one key per messageId
 * (`<prefix>seen:<id>`), claimed with `SET key 1 NX EX <window>` (set only if absent, so of
 * concurrent claims on any instances exactly one gets OK), all of a batch's ids in one pipeline
 * (one round trip).
 *
 * While Redis is unreachable the ingest keeps going rather than refusing the browser's batches:
 * those claims fall back to the in-process store (duplicates within this instance are still
 * dropped; a retry sent to another instance meanwhile may be stored twice), and one line is
 * logged when Redis goes and one when it is back.
 */
export class RedisSeenStore implements SeenStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowSeconds: number,
    private readonly fallback: MemorySeenStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  private key(id: string) {
    return `${this.prefix}seen:${id}`;
  }

  /**
   * Whether Redis can take commands now. Right after start-up the connection is still being made:
   * a batch waits for it (up to the connect timeout) rather than deduplicating in process.
   */
  private async connected(): Promise<boolean> {
    const status = this.redis.status;
    if (status === 'ready') return true;
    if (status !== 'connecting' && status !== 'connect') return false;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady).off('error', onFailure).off('end', onFailure);
        resolve(ok);
      };
      const onReady = () => done(true);
      // The first attempt failed: this batch does not wait for the reconnections.
      const onFailure = () => done(false);
      const timer = setTimeout(onFailure, CONNECT_WAIT_MS);
      this.redis.once('ready', onReady).once('error', onFailure).once('end', onFailure);
    });
  }

  async claim(ids: readonly string[]): Promise<boolean[]> {
    if (ids.length === 0) return [];
    if (!(await this.connected())) return this.fallback.claimNow(ids);
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.set(this.key(id), '1', 'EX', this.windowSeconds, 'NX');
    let results: [Error | null, unknown][] | null;
    try {
      results = await pipeline.exec();
    } catch (err) {
      this.onError(err);
      return this.fallback.claimNow(ids);
    }
    if (!results) return this.fallback.claimNow(ids);
    return ids.map((id, i) => {
      const [err, reply] = results[i] ?? [new Error('no reply'), null];
      if (err) {
        this.onError(err);
        return this.fallback.claimNow([id])[0]!;
      }
      return reply === 'OK';
    });
  }

  async release(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.fallback.release(ids);
    try {
      await this.redis.del(...ids.map((id) => this.key(id)));
    } catch (err) {
      // The claims expire with the window; a retry meanwhile is taken for a duplicate.
      this.onError(err);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await this.redis.quit().catch(() => undefined);
  }
}

/** A Redis client for the seen-store: fails fast while Redis is away instead of queueing. */
export function seenStoreRedis(
  url: string,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
) {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  // ioredis reports every failed reconnection as an 'error': one line when it goes, one when back.
  const onError = (err: unknown) => {
    if (!down) log.warn({ err }, 'analytics seen-store: Redis unavailable, deduplicating in process');
    down = true;
  };
  redis.on('error', onError);
  redis.on('ready', () => {
    if (down) log.info('analytics seen-store: Redis available again');
    down = false;
  });
  return { redis, onError };
}
