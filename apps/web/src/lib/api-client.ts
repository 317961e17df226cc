import { createClient } from '@fanverse/client';

/**
 * The one API client of the web app. Same-origin: in production the Fastify server serves both
 * the app and `/api`, in development Vite proxies `/api` to it (vite.config.ts).
 */
export const apiClient = createClient();
