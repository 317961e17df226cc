import { createClient, type FanverseClient } from '@fanverse/client';
import { takeResponse } from './early-responses';

/**
 * Where the server-side renderer keeps the client of the request being rendered (entry-server.tsx
 * sets it once, backed by Node's AsyncLocalStorage). A module-level client would be shared by
 * concurrent renders (language, consumer key), so on the server `apiClient` only forwards to it.
 */
let requestClient: (() => FanverseClient | undefined) | null = null;

/** Server only: how `apiClient` finds the client of the request it is used in. */
export function setRequestClientResolver(resolve: () => FanverseClient | undefined): void {
  requestClient = resolve;
}

function requestScopedClient(): FanverseClient {
  return new Proxy({} as FanverseClient, {
    get(_target, property) {
      const client = requestClient?.();
      if (!client) throw new Error('Fanverse: the API client was used outside a server render');
      return client[property as keyof FanverseClient];
    },
  });
}

/**
 * The one API client of the web app. Same-origin: in production the Fastify server serves both
 * the app and `/api`, in development Vite proxies `/api` to it (vite.config.ts). A request the
 * watch boot already made (early-responses.ts) is answered from its reply, not sent again. In the
 * server-side render it is the rendering request's own client (see above).
 */
export const apiClient: FanverseClient = import.meta.env.SSR
  ? requestScopedClient()
  : createClient({
      fetch: (input, init) => takeResponse(input, init) ?? globalThis.fetch(input, init),
    });
