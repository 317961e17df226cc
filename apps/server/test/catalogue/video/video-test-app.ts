import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { insertVideoFixture, type VideoFixture } from './video-fixtures';

export interface VideoTestApp extends TestApp {
  fx: VideoFixture;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** The real app on an isolated database holding the video fixture. */
export async function buildVideoTestApp(env: Record<string, string> = {}): Promise<VideoTestApp> {
  const t = await buildTestApp(env);
  const fx = await insertVideoFixture(t.database.db);
  await t.app.ready();
  return { ...t, fx, get: (url: string) => t.app.inject({ method: 'GET', url }) };
}

/** The first error of a failure reply: what the client's mapping tables read. */
export function firstError(res: { json(): unknown }) {
  return (res.json() as { errors: { code: string | number; field?: string }[] }).errors[0];
}
