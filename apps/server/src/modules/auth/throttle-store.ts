import { Redis } from 'ioredis';

/**
 * Small keyed counters with a time window (failed sign-ins per address, password-change
 * attempts). In process by default; in Redis when REDIS_URL is set, so that every instance
 * behind a load balancer counts together (DESIGN.md "rate limits, short-lived codes").
 */
export interface ThrottleStore {
  /** The key's count in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Adds one, starting a window of `windowMs` when the key has none; answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY = 1_000;

export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async count(key: string): Promise<number> {
    const entry = this.counters.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
    const entry = this.counters.get(key);
    if (entry && entry.resetAt > now) return ++entry.count;
    this.counters.set(key, { count: 1, resetAt: now + windowMs });
    return 1;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  /** Drops ended windows, so that counters for addresses seen once do not pile up. */
  private sweep(now: number) {
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }
}

// INCR and setting the expiry in one step, so a crash between the two cannot leave a key forever.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'fanverse-throttle:',
  ) {}

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs)));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * Wraps a store so that its failures (Redis down) count as "no attempts yet" instead of failing
 * sign-in for everyone: the account lockout, kept in the database, still holds meanwhile.
 */
export class FailOpenThrottleStore implements ThrottleStore {
  constructor(
    private readonly inner: ThrottleStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  count(key: string) {
    return this.inner.count(key).catch((err) => (this.onError(err), 0));
  }
  increment(key: string, windowMs: number) {
    return this.inner.increment(key, windowMs).catch((err) => (this.onError(err), 0));
  }
  reset(key: string) {
    return this.inner.reset(key).catch((err) => this.onError(err));
  }
  close() {
    return this.inner.close();
  }
}

export function createThrottleStore(
  config: { REDIS_URL?: string },
  onError: (err: unknown) => void,
): ThrottleStore {
  if (!config.REDIS_URL) return new MemoryThrottleStore();
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // ioredis emits 'error' for every failed reconnection while Redis is away: reported once per
  // outage (failed commands still report themselves, through the fail-open store).
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) onError(err);
    down = true;
  });
  redis.on('ready', () => (down = false));
  return new FailOpenThrottleStore(new RedisThrottleStore(redis), onError);
}
