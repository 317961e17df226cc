import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

/** A signed-in member with their row id; `verified` marks the email verified (public lists). */
export async function listMember(t: TestApp, verified = true) {
  const member = await createTestUser(t);
  if (verified) {
    await t.database.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', member.id)
      .execute();
  }
  return member;
}

export type Member = Awaited<ReturnType<typeof listMember>>;

export const code = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown }[] }).errors[0]?.code;
export const message = (res: LightMyRequestResponse) => (res.json() as { message: string }).message;

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> } | null,
  payload?: object,
) {
  return app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** Makes a list through the route; answers its uuid. */
export async function makeList(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  body: { title: string; description?: string; is_public?: boolean },
): Promise<string> {
  const res = await call(app, 'POST', '/api/lists/1/me', who, body);
  if (res.statusCode !== 200) throw new Error(`create list failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { uuid: string }).uuid;
}

/**
 * Fills a list up to `n` items in one statement (random content uuids: content that is gone,
 * which the list page leaves out) and moves its counters as the service would.
 */
export async function fillList(t: TestApp, listUuid: string, n: number) {
  await sql`insert into user_list_items (list_uuid, content_type, content_uuid, title, sort_order)
    select ${listUuid}::uuid, 'series', gen_random_uuid(), 'filler ' || i, i
    from generate_series(1, ${n}) as i`.execute(t.database.db);
  await sql`update user_lists set items_count = items_count + ${n}, series_count = series_count + ${n}
    where uuid = ${listUuid}::uuid`.execute(t.database.db);
}
