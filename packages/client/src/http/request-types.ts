import type { ZodType } from 'zod';
import type { ReplyMapping } from '../errors/reply-mapping';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface HttpRequest<T = unknown> {
  method: HttpMethod;
  /** Path under the base URL, e.g. `/api/5/consumer/www`. */
  path: string;
  /** Undefined values are left out; a `lang` key sets this request's language and is not sent. */
  query?: QueryParams;
  /** JSON-encoded, except FormData and URLSearchParams which fetch encodes itself. */
  body?: unknown;
  /** This request's language (`trans`); wins over `query.lang` and the client's language. */
  lang?: string;
  /** Rights JWT, sent as X-Auth-JWT (video manifest, comic download). */
  jwt?: string;
  /** The client's clock in ms when sending, as X-Client-Time (comic log: the server corrects skew). */
  clientTime?: number;
  /** Sent as Idempotency-Key (mutating premium calls: a repeat with the same key is answered, not redone). */
  idempotencyKey?: string;
  /** Parses the success reply; a reply that does not match fails with 9999. */
  schema?: ZodType<T>;
  /** The operation's server reply mapping (spec §8); the default mapping always applies after it. */
  mapping?: ReplyMapping;
  signal?: AbortSignal;
  /** Check `body` against the server's field rules for this path before sending (spec §5). */
  validate?: boolean;
  /** Let the request outlive the page (fetch keepalive; bodies up to 64 KiB): the player's last log batch. */
  keepalive?: boolean;
  /**
   * fetch's cookie mode when a call needs other than the default (same-origin): the TV's device
   * calls send `include`, so the HttpOnly device-secret cookie travels even to an API origin.
   */
  credentials?: RequestInit['credentials'];
}

/** A success reply with what some calls need beyond the body (x-has-more, x-request-id). */
export interface HttpReply<T> {
  data: T;
  status: number;
  headers: Headers;
}
