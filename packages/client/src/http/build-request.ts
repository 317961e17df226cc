import { DEFAULT_LANG, VIEWER_UNLOCK_HEADER, type ViewerUnlock } from '@fanverse/contract';
import type { ClientState } from '../client-state';
import type { HttpRequest, QueryParams } from './request-types';

/** Spec §7: per-request lang, else the client's language, else en. */
export function requestLang(req: Pick<HttpRequest, 'lang' | 'query'>, state: ClientState): string {
  const fromQuery = req.query?.lang;
  return req.lang || (fromQuery === undefined ? '' : String(fromQuery)) || state.lang || DEFAULT_LANG;
}

/** `trans` goes on every request; `lang` is how callers pass it, so it is never sent itself. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: QueryParams | undefined,
  lang: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key !== 'lang' && value !== undefined) params.set(key, String(value));
  }
  params.set('trans', lang);
  const separator = path.includes('?') ? '&' : '?';
  return `${baseUrl.replace(/\/+$/, '')}${path}${separator}${params.toString()}`;
}

/**
 * Spec §6: each credential header is present exactly while its value is set; the parental
 * unlock (issue 23) while the client holds a live one (`unlock`, from ViewerUnlockHolder.get).
 */
export function buildHeaders(
  state: ClientState,
  req: Pick<HttpRequest, 'jwt' | 'body' | 'clientTime' | 'idempotencyKey'>,
  unlock: ViewerUnlock | null = null,
): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (state.sessionToken) headers.set('Authorization', `Token ${state.sessionToken}`);
  if (state.consumerKey) headers.set('X-Consumer-Key', state.consumerKey);
  if (unlock) headers.set(VIEWER_UNLOCK_HEADER, unlock.unlock_token);
  if (req.jwt) headers.set('X-Auth-JWT', req.jwt);
  if (req.clientTime !== undefined) headers.set('X-Client-Time', String(req.clientTime));
  if (req.idempotencyKey) headers.set('Idempotency-Key', req.idempotencyKey);
  if (req.body !== undefined && !isFetchEncoded(req.body)) headers.set('Content-Type', 'application/json');
  return headers;
}

export function encodeBody(body: unknown): RequestInit['body'] {
  if (body === undefined) return undefined;
  return isFetchEncoded(body) ? body : JSON.stringify(body);
}

/** Bodies fetch encodes with their own content type (multipart uploads, device-link forms). */
function isFetchEncoded(body: unknown): body is FormData | URLSearchParams {
  return body instanceof FormData || body instanceof URLSearchParams;
}
