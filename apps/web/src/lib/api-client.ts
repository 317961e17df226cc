import { createClient } from '@fanverse/client';
import { takeResponse } from './early-responses';

/**
 * The one API client of the web app. Same-origin: in production the Fastify server serves both
 * the app and `/api`, in development Vite proxies `/api` to it (vite.config.ts). A request the
 * watch boot already made (early-responses.ts) is answered from its reply, not sent again.
 */
export const apiClient = createClient({
  fetch: (input, init) => takeResponse(input, init) ?? globalThis.fetch(input, init),
});
