import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { insertCollectionsFixture, type CollectionsFixture } from './collections-fixtures';

export interface CollectionsTestApp extends TestApp {
  fx: CollectionsFixture;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** The real app (every plugin, the real item loaders of every module) on the collections fixture. */
export async function buildCollectionsTestApp(): Promise<CollectionsTestApp> {
  const t = await buildTestApp();
  const fx = await insertCollectionsFixture(t.database.db);
  await t.app.ready();
  return { ...t, fx, get: (url: string) => t.app.inject({ method: 'GET', url }) };
}

/** The first error of a failure reply: what the client's mapping tables read. */
export function firstError(res: { json(): unknown }): { code: string | number; field?: string } {
  const [first] = (res.json() as { errors: { code: string | number; field?: string }[] }).errors;
  if (!first) throw new Error('the reply has no error');
  return first;
}
