import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DISCUSSIONS_API, type DiscussionReply, type DiscussionThread } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV } from '../helpers/test-user';

export { DISCUSSIONS_API as API };

/** A signed-in member with their row id; `staff` sets users.is_staff (the claim is_staff). */
export async function discussionMember(t: TestApp, staff = false) {
  const member = await createTestUser(t);
  if (staff) {
    await t.database.db.updateTable('users').set({ is_staff: true }).where('id', '=', member.id).execute();
  }
  return member;
}
export type Member = Awaited<ReturnType<typeof discussionMember>>;

/** What the threads and replies tests each start from: an app, an author, another member, staff. */
export interface DiscussionCast {
  t: TestApp;
  author: Member;
  other: Member;
  staff: Member;
}

/** Builds the app and its three members (for a file's beforeAll; close `t.app` after all). */
export async function discussionCast(): Promise<DiscussionCast> {
  const t = await buildTestApp(FAST_ENV);
  return {
    t,
    author: await discussionMember(t),
    other: await discussionMember(t),
    staff: await discussionMember(t, true),
  };
}

export const code = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown }[] }).errors[0]?.code;

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> } | null,
  payload?: object,
) {
  return app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** Starts a thread through the route; fails the test on anything but 201. */
export async function startThread(
  app: FastifyInstance,
  who: Member,
  board = 'lounge',
  body: { title: string; body: string } = { title: 'A thread', body: 'Opening post' },
): Promise<DiscussionThread> {
  const res = await call(app, 'POST', `${DISCUSSIONS_API}/boards/${board}/threads`, who, body);
  if (res.statusCode !== 201) throw new Error(`start thread failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function replyTo(
  app: FastifyInstance,
  who: Member,
  threadUuid: string,
  body = 'A reply',
): Promise<DiscussionReply> {
  const res = await call(app, 'POST', `${DISCUSSIONS_API}/threads/${threadUuid}/replies`, who, { body });
  if (res.statusCode !== 201) throw new Error(`reply failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A minimal series row; the tables' trigger gives it its board. */
export async function insertSeries(t: TestApp, slug: string, title: string, translations: object = {}) {
  const uuid = crypto.randomUUID();
  await t.database.db
    .insertInto('series')
    .values({ uuid, slug, asset_key: slug, title, year: 2024, translations: JSON.stringify(translations) })
    .execute();
  return uuid;
}

export async function insertComicSeries(t: TestApp, slug: string, title: string) {
  const uuid = crypto.randomUUID();
  await t.database.db
    .insertInto('comic_series')
    .values({ uuid, slug, asset_key: `comics-${slug}`, title })
    .execute();
  return uuid;
}

/** Pushes the members' posts out of the posting window, so a test can post freely again. */
export async function agePosts(t: TestApp, ...authorIds: string[]) {
  const old = new Date(Date.now() - 86_400_000);
  for (const table of ['discussion_threads', 'discussion_replies'] as const) {
    await t.database.db
      .updateTable(table)
      .set({ created_at: old } as never)
      .where('author_id', 'in', authorIds)
      .execute();
  }
}
