import type { FastifyBaseLogger } from 'fastify';
import { ANALYTICS_DEDUP_WINDOW_SECONDS } from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { CopyIn } from '../../../db/database';
import { AnalyticsEventsRepository } from './analytics-events.repository';
import { AnalyticsIngestService, type IngestObserver } from './analytics-ingest.service';
import { RedisSeenStore, seenStoreRedis } from './redis-seen-store';
import { MemorySeenStore, type SeenStore } from './seen-store';

const NAMESPACE = 'fanverse-analytics:';

/**
 * The ingest and its seen-store: Redis when REDIS_URL is set (every instance drops the others'
 * duplicates), in process otherwise. A store given by the caller (a test sharing one between two
 * apps) is the caller's to close.
 */
export function createIngest(
  config: Pick<AppConfig, 'REDIS_URL'>,
  deps: { copyIn: CopyIn; log: Pick<FastifyBaseLogger, 'warn' | 'info'>; observer: IngestObserver },
  overrides: { now?: () => Date; namespace?: string; seenStore?: SeenStore } = {},
): AnalyticsIngestService {
  const now = overrides.now;
  let seen = overrides.seenStore;
  let owned = false;
  if (!seen) {
    owned = true;
    // The real clock unless a test gives its own.
    const memory = new MemorySeenStore(
      ANALYTICS_DEDUP_WINDOW_SECONDS,
      now ? { now: () => now().getTime() } : {},
    );
    if (config.REDIS_URL) {
      const { redis, onError } = seenStoreRedis(config.REDIS_URL, deps.log);
      const prefix = overrides.namespace ?? NAMESPACE;
      seen = new RedisSeenStore(redis, prefix, ANALYTICS_DEDUP_WINDOW_SECONDS, memory, onError);
    } else {
      seen = memory;
    }
  }
  return new AnalyticsIngestService(new AnalyticsEventsRepository(deps.copyIn), seen, deps.observer, {
    now,
    closeStore: owned,
  });
}
