import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
/**
 * OpenAPI 3.1 generated from the zod route schemas (`/api/openapi.json`) and an interactive
 * reference (`/api/docs`). Routes must be registered after this plugin to be described.
 */
export declare function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void>;
