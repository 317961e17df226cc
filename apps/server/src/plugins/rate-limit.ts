import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors/app-error';
import { ServerCode } from '@fanverse/contract';

const LIMITED_PREFIXES = ['/api/', '/shop/', '/dev/'];

/**
 * One global limit per client address: kept in process by default, in Redis when REDIS_URL is
 * set so that every instance behind a load balancer shares the count. Health probes are exempt
 * (routes opt out with `config: { rateLimit: false }`).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    // ioredis reports every failed reconnection as an 'error' (printed as unhandled without a
    // listener); the limiter skips Redis meanwhile, so one line when it goes and one when back.
    let down = false;
    redis.on('error', (err: Error) => {
      if (!down) app.log.warn({ err }, 'rate limit: Redis unavailable, requests are not limited');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate limit: Redis available again');
      down = false;
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: 'fanverse-rl:' } : {}),
    // If Redis is down we serve rather than fail every request; the limit resumes with Redis.
    skipOnError: true,
    // Only the API is limited: one page load fetches a score of static files (scripts, styles,
    // images), which the CDN or the browser cache answer in production anyway.
    allowList: (request) => !LIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
    errorResponseBuilder: () => new AppError(429, ServerCode.TOO_MANY_REQUESTS, 'Too many requests'),
  });
}
