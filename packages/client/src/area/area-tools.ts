import type { CatalogueCode } from '@fanverse/contract';
import { checkFailure } from '../accounts/client-checks';
import type { ApiError } from '../errors/api-error';
import type { OperationType } from '../errors/operation-types';
import type { HttpRequest } from '../http/request-types';
import type { AreaContext, CallOptions } from './area-context';

/** What a call adds to method and path: body, query, schema, mapping. */
export type RequestParts<T> = Omit<HttpRequest<T>, 'method' | 'path'>;

/** How a call with an operation type treats a failure (spec §8); see packages/client/README.md. */
export interface RunOptions {
  /** Store the failure and resolve `undefined` instead of rethrowing (agreements, homepage). */
  swallow?: boolean;
}

/**
 * What every area builds its calls with, so each is built the same way: requests with the
 * caller's options applied last, client checks that fail like a server reply, and the one
 * error rule of spec §8 (`run`).
 */
export function areaTools({ http, errors, getLang }: AreaContext) {
  const lang = (options: CallOptions) => options.lang || getLang();

  function run<T>(op: OperationType, fn: () => Promise<T>): Promise<T>;
  function run<T>(
    op: OperationType,
    fn: () => Promise<T>,
    options: { swallow: true },
  ): Promise<T | undefined>;
  function run<T>(op: OperationType, fn: () => Promise<T>, options: RunOptions = {}) {
    return options.swallow ? errors.run(op, fn, { swallow: true }) : errors.run(op, fn);
  }

  return {
    request: <T>(req: HttpRequest<T>, options: CallOptions) => http.request<T>({ ...req, ...options }),
    get: <T>(path: string, parts: RequestParts<T>, options: CallOptions) =>
      http.request<T>({ method: 'GET', path, ...parts, ...options }),
    post: <T>(path: string, parts: RequestParts<T>, options: CallOptions) =>
      http.request<T>({ method: 'POST', path, ...parts, ...options }),
    /** The language a call's messages are in: its own, else the client's. */
    lang,
    /** A client-check failure in the language the request would have used. */
    fail: (code: CatalogueCode, field: string, options: CallOptions): ApiError =>
      checkFailure(code, field, lang(options)),
    /**
     * Spec §8 for a call with an operation type: clears `op`'s stored errors, runs `fn`, and on
     * failure stores its normalised errors, then rethrows, or with `swallow` resolves undefined.
     * A cancelled call (AbortError) is never stored and always rejects.
     */
    run,
  };
}
