import { vi } from 'vitest';
import { createClient, type ClientOptions, type FanverseClient } from '../src';

/** One request as the fake server saw it. */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records every call and answers real Response objects from `handler`. */
export function fakeFetch(handler: Handler = () => json({})) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    init?.signal?.throwIfAborted();
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    return handler(call);
  };
  const last = (): RecordedCall => {
    const call = calls.at(-1);
    if (!call) throw new Error('no request was sent');
    return call;
  };
  return { fetch, calls, last };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's failure envelope (DESIGN.md "Errors"). */
export function envelope(status: number, ...errors: Array<Record<string, unknown>>): Response {
  const message = typeof errors[0]?.message === 'string' ? errors[0].message : 'Request failed';
  return json({ message, errors }, status);
}

/** A client talking to the fake server at http://api.test. */
export function testClient(handler?: Handler, options: ClientOptions = {}) {
  const server = fakeFetch(handler);
  const client = createClient({ baseUrl: 'http://api.test', fetch: server.fetch, ...options });
  return { client, ...server };
}

/**
 * A client (language `lang`) whose fetch also records whether each request asked for keepalive,
 * with `sendBeacon` as the browser's navigator.sendBeacon when given (undo with
 * vi.unstubAllGlobals): the page-hide calls' transport.
 */
export function pageHideClient(
  handler: Handler,
  lang: string,
  sendBeacon?: (url: string, data: string) => boolean,
) {
  const server = fakeFetch(handler);
  const keepalive: (boolean | undefined)[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    lang,
    fetch: (input, init) => {
      keepalive.push(init?.keepalive);
      return server.fetch(input, init);
    },
  });
  if (sendBeacon) vi.stubGlobal('navigator', { sendBeacon });
  return { client, keepalive, ...server };
}

/** Awaits a promise that must reject, and returns what it rejected with. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/**
 * A homepage or browse call as a promise that rejects when it failed: those calls swallow their
 * failure (spec §8) and the client keeps it under `homepage`, which is what this rejects with.
 */
export async function homepageOutcome(client: FanverseClient, call: Promise<unknown>): Promise<unknown> {
  const result = await call;
  if (result !== undefined) return result;
  throw client.errors.failure('homepage') ?? new Error('homepage resolved undefined without a failure');
}

/** The query as sent, without the language every request carries. */
export function queryOf(call: RecordedCall | undefined): Record<string, string> {
  const params = new URLSearchParams(call?.url.searchParams);
  params.delete('trans');
  return Object.fromEntries(params);
}

/** The Idempotency-Key a call was sent with (null without one). */
export const keyOf = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key') ?? null;
