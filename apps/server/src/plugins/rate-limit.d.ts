import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
/**
 * One global limit per client address: kept in process by default, in Redis when REDIS_URL is
 * set so that every instance behind a load balancer shares the count. Health probes are exempt
 * (routes opt out with `config: { rateLimit: false }`).
 */
export declare function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void>;
