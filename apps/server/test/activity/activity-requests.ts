import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ConsumeNextItem } from '@fanverse/contract';

/** The activity calls' paths, as a client writes them. */
export const FEED = '/api/5/2/user/consume_next';
export const HISTORY = '/api/5/user/history';
export const VIDEO_HISTORY = '/api/5/1/user/history/video/';
export const HISTORY_SEARCH = '/api/5/1/user/history/search';
export const markUrl = (key: string, command: string) => `/api/5/1/user/history/video/${key}/${command}`;
export const clearUrl = (type: string, uuid: string) => `/api/5/user/history/${type}/${uuid}`;

/** The activity tests' requests to the file's app, as the member (headers) or anonymously. */
export function activityRequests(t: { app: FastifyInstance }) {
  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, headers),
    post: (url: string, headers?: Record<string, string>, payload?: unknown) =>
      send('POST', url, headers, payload),
    del: (url: string, headers?: Record<string, string>) => send('DELETE', url, headers),
  };
}

/** The first error of a failure reply, after checking its status: what the client's mapping reads. */
export function failure(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { errors: { code: string | number; field?: string }[] }).errors[0]!;
}

export interface FeedReply {
  res: LightMyRequestResponse;
  items: ConsumeNextItem[];
}

/** GET the feed as a member; asserts a 200 and returns its items. */
export async function getFeed(
  t: { app: FastifyInstance },
  headers: Record<string, string>,
  query: Record<string, string | number | boolean> = {},
): Promise<FeedReply> {
  const res = await t.app.inject({ method: 'GET', url: FEED, query: stringify(query), headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, items: res.json() as ConsumeNextItem[] };
}

const stringify = (query: Record<string, string | number | boolean>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** The feed's items as `container_uuid → content_id status` lines, for compact assertions. */
export const summary = (items: ConsumeNextItem[]) =>
  items.map((item) => `${item.container_uuid} ${item.content_id} ${item.status}`);
