import type { CatalogueCode } from '@fanverse/contract';
import type { HttpClient } from '../http/http-client';
import type { HttpRequest } from '../http/request-types';
import type { CallOptions } from '../shell/shell-calls';
import { checkFailure } from './client-checks';

/** What a call adds to method and path: body, query, schema, mapping. */
export type RequestParts<T> = Omit<HttpRequest<T>, 'method' | 'path'>;

/** Short forms the accounts calls share; the caller's options (lang, signal) apply last. */
export function requestHelpers({ http, getLang }: { http: HttpClient; getLang: () => string }) {
  return {
    get: <T>(path: string, parts: RequestParts<T>, options: CallOptions) =>
      http.request<T>({ method: 'GET', path, ...parts, ...options }),
    post: <T>(path: string, parts: RequestParts<T>, options: CallOptions) =>
      http.request<T>({ method: 'POST', path, ...parts, ...options }),
    /** A client-check failure in the language the request would have used. */
    fail: (code: CatalogueCode, field: string, options: CallOptions) =>
      checkFailure(code, field, options.lang || getLang()),
  };
}
