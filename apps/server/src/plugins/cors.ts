import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { AppConfig } from '../config/config';

/** Cross-origin calls only from the origins named in CORS_ORIGINS; none by default. */
export async function registerCors(app: FastifyInstance, config: AppConfig) {
  if (config.CORS_ORIGINS.length === 0) return;
  const allowed = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Consumer-Key', 'X-Auth-JWT', 'X-Client-Time'],
    exposedHeaders: ['x-has-more', 'x-request-id'],
    maxAge: 600,
  });
}
