/**
 * Answers to calls made before the app started (the watch boot asks for rights and the manifest
 * while the app's code is still arriving), handed to the app's API client (lib/api-client.ts):
 * the first request with the same method, address and token gets the answer instead of going
 * out again. Each answer is taken once, and only for a short while.
 */

/** An early answer, taken by the first app request with the same method, address and token. */
interface EarlyResponse {
  key: string;
  response: Promise<Response>;
}

/** How long an early answer waits for the app: a rights token is fresh for a visit, not more. */
export const EARLY_RESPONSE_MS = 15_000;

const responses: EarlyResponse[] = [];

/**
 * A request's identity: method, path, query parameters in any order, and the rights token (the
 * manifest's answer depends on it). Headers the server ignores for these calls do not count.
 */
export function requestKey(method: string, url: string, jwt: string | null): string {
  const parsed = new URL(url, 'http://app.invalid');
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method.toUpperCase()} ${parsed.pathname}?${new URLSearchParams(params)} ${jwt ?? ''}`;
}

/** Boot side: offers the answer of a call it made; the clone keeps the boot's own copy readable. */
export function offerResponse(method: string, url: string, jwt: string | null, response: Promise<Response>) {
  const entry = { key: requestKey(method, url, jwt), response };
  responses.push(entry);
  setTimeout(() => {
    const index = responses.indexOf(entry);
    if (index >= 0) responses.splice(index, 1);
  }, EARLY_RESPONSE_MS);
}

/**
 * Boot side: GETs `url` (with the JWT header when given) and offers a copy of the answer to the
 * app; the boot reads the response it returns. A failure is the taker's to handle, if anyone
 * takes it.
 */
export function fetchAndOffer(url: string, jwt: string | null = null): Promise<Response> {
  const response = fetch(url, jwt ? { headers: { 'X-Auth-JWT': jwt } } : {});
  const copy = response.then((reply) => reply.clone());
  copy.catch(() => undefined);
  offerResponse('GET', url, jwt, copy);
  return response;
}

/** App side (the API client's fetch): the boot's answer to this very request, once, or null. */
export function takeResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  if (responses.length === 0) return null;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const jwt = new Headers(init?.headers).get('X-Auth-JWT');
  const index = responses.findIndex((entry) => entry.key === requestKey(method, url, jwt));
  if (index < 0) return null;
  const [entry] = responses.splice(index, 1);
  return entry!.response;
}
