import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
/**
 * Cross-origin calls only from the origins named in CORS_ORIGINS; none by default.
 *
 * Written out rather than taken from @fastify/cors: that plugin copies its options object and
 * builds closures on every request, which measured at half of /healthz's throughput. Our
 * policy is one fixed set of origins, so the whole check is a Set lookup.
 */
export declare function registerCors(app: FastifyInstance, config: AppConfig): void;
