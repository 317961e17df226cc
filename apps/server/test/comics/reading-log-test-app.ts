import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ComicLogEvent } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';

export const LOG = '/api/5/log/comic/';
export const HISTORY = '/api/comics/1/user/history/comic/';
export const REDUCED = '/api/comics/1/user/history/comic/reduced/';

export interface ReadingLogTestApp extends TestApp {
  member(): Promise<{ id: string; guid: string; token: string; headers: Record<string, string> }>;
  post(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** The real app (every module, plugin, hook and route) on a fresh database, with quick sign-ups. */
export async function buildReadingLogTestApp(env: Record<string, string> = {}): Promise<ReadingLogTestApp> {
  const t = await buildTestApp({ ...FAST_ENV, ...env });
  await t.app.ready();
  return {
    ...t,
    member: () => createTestUser(t),
    post: (body, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: LOG,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers }),
  };
}

/** A valid reading event of a random session; `overrides` set or replace its fields. */
export function comicEvent(overrides: Partial<ComicLogEvent> = {}): ComicLogEvent {
  return {
    event_type: 'page_view',
    object_type: 'book',
    session_id: crypto.randomUUID(),
    content_uuid: crypto.randomUUID(),
    series_uuid: crypto.randomUUID(),
    page_index: 3,
    panel_index: 1,
    view_date: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
    is_offline: false,
    container_type: 'series',
    container_uuid: crypto.randomUUID(),
    ...overrides,
  };
}

export function firstError(res: LightMyRequestResponse): { code: unknown; field?: string; message: string } {
  return (res.json() as { errors: { code: unknown; field?: string; message: string }[] }).errors[0]!;
}
