import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevicesServices } from './devices.factory';

/** Accounts spec §7 "Device": TV linking by short code, and the member's signed-in devices. */
export const devicesRoutes: FastifyPluginAsyncZod<DevicesServices> = async () => {};
