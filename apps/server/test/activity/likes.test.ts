import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ERROR,
  CatalogueServerCode,
  LIKE_CONTENT_TYPES,
  ServerCode,
  likesSchema,
  type LikeContentType,
  type Likes,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser, signedInMember } from '../helpers/test-user';
import { insertClip } from '../playback/playback-fixtures';
import { insertComicFixtures, insertShow } from './activity-fixtures';

/*
 * GET /api/5/user/likes/{type}/{uuid}/, POST /api/5/user/like/… and /unlike/… through the real
 * app: shapes, codes, idempotence, `liked` per caller, and exact counts under concurrency.
 */
type Member = Awaited<ReturnType<typeof signedInMember>>;

let t: TestApp;
/** One real uuid of each likeable type. */
const content = {} as Record<LikeContentType, string>;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  const show = await insertShow(t.database.db);
  const comics = await insertComicFixtures(t.database.db, { books: [{}] });
  content.series = show.uuid;
  content.episode = show.episodes[0]!.uuid;
  content.clip = (await insertClip(t.database.db)).uuid;
  content.comicseries = comics.series.uuid;
  content.book = comics.books[0]!.uuid;
});
afterAll(async () => t?.app.close());

const likesUrl = (type: string, uuid: string, slash = '/') => `/api/5/user/likes/${type}/${uuid}${slash}`;
const writeUrl = (verb: 'like' | 'unlike', type: string, uuid: string, slash = '/') =>
  `/api/5/user/${verb}/${type}/${uuid}${slash}`;

const read = (type: string, uuid: string, who?: Member, slash = '/') =>
  t.app.inject({ method: 'GET', url: likesUrl(type, uuid, slash), headers: who?.headers ?? {} });
const write = (verb: 'like' | 'unlike', type: string, uuid: string, who?: Member, slash = '/') =>
  t.app.inject({ method: 'POST', url: writeUrl(verb, type, uuid, slash), headers: who?.headers ?? {} });

/** A 200 reply of the likes shape, never kept by a shared cache. */
function likesOf(res: LightMyRequestResponse): Likes {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const body = res.json() as Likes;
  expect(likesSchema.strict().parse(body)).toEqual(body);
  return body;
}

function errorOf(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { errors: { code: string | number; field?: string }[] }).errors[0]!;
}

async function storedRows(type: LikeContentType, uuid: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from likes
    where content_type = ${type} and content_uuid = ${uuid}`.execute(t.database.db);
  return rows[0]!.n;
}

describe('likes', () => {
  it('anyone reads the count of each type; a visitor never likes', async () => {
    for (const type of LIKE_CONTENT_TYPES) {
      expect(likesOf(await read(type, content[type]))).toEqual({
        content_type: type,
        likes: 0,
        uuid: content[type],
        liked: false,
      });
    }
  });

  it("a like counts once however often it is sent, and `liked` is the caller's own", async () => {
    const [ana, ben] = [await signedInMember(t.app), await signedInMember(t.app)];
    for (const type of LIKE_CONTENT_TYPES) {
      const uuid = content[type];
      const before = likesOf(await read(type, uuid)).likes;
      expect(likesOf(await write('like', type, uuid, ana))).toEqual({
        content_type: type,
        likes: before + 1,
        uuid,
        liked: true,
      });
      // Again (a retried request): nothing changes.
      expect(likesOf(await write('like', type, uuid, ana))).toMatchObject({ likes: before + 1, liked: true });
      expect(likesOf(await read(type, uuid, ana))).toMatchObject({ likes: before + 1, liked: true });
      expect(likesOf(await read(type, uuid, ben))).toMatchObject({ likes: before + 1, liked: false });
      expect(likesOf(await read(type, uuid))).toMatchObject({ likes: before + 1, liked: false });

      expect(likesOf(await write('like', type, uuid, ben))).toMatchObject({ likes: before + 2, liked: true });
      expect(likesOf(await write('unlike', type, uuid, ana))).toMatchObject({
        likes: before + 1,
        liked: false,
      });
      // Unliking what is not liked is no error and changes nothing.
      expect(likesOf(await write('unlike', type, uuid, ana))).toMatchObject({
        likes: before + 1,
        liked: false,
      });
      expect(likesOf(await read(type, uuid, ben))).toMatchObject({ likes: before + 1, liked: true });
      expect(await storedRows(type, uuid)).toBe(before + 1);
    }
  });

  it('a like of one type is not a like of the same uuid as another type', async () => {
    const cara = await signedInMember(t.app);
    const before = likesOf(await read('episode', content.episode)).likes;
    likesOf(await write('like', 'series', content.series, cara));
    expect(likesOf(await read('episode', content.episode, cara))).toMatchObject({
      likes: before,
      liked: false,
    });
    likesOf(await write('unlike', 'series', content.series, cara));
  });

  it('answers the same without the trailing slash, and reads a uuid in capitals', async () => {
    const dan = await signedInMember(t.app);
    const upper = content.book.toUpperCase();
    const before = likesOf(await read('book', content.book)).likes;
    expect(likesOf(await write('like', 'book', upper, dan, ''))).toEqual({
      content_type: 'book',
      likes: before + 1,
      uuid: content.book,
      liked: true,
    });
    expect(likesOf(await read('book', upper, dan, ''))).toMatchObject({ likes: before + 1, liked: true });
    expect(likesOf(await write('unlike', 'book', content.book, dan, ''))).toMatchObject({
      likes: before,
      liked: false,
    });
  });

  it('an unknown type is 7900, a malformed uuid INVALID_UUID (1715), unknown content 404', async () => {
    const eve = await signedInMember(t.app);
    for (const slash of ['/', '']) {
      for (const type of ['movie', 'Series', 'collection', '']) {
        if (!type) continue;
        expect(errorOf(await read(type, content.series, eve, slash), 400)).toMatchObject({
          code: ACTIVITY_ERROR.INVALID_TYPE,
          field: 'type',
        });
        expect(errorOf(await write('like', type, content.series, eve, slash), 400).code).toBe(
          ACTIVITY_ERROR.INVALID_TYPE,
        );
        expect(errorOf(await write('unlike', type, content.series, eve, slash), 400).code).toBe(
          ACTIVITY_ERROR.INVALID_TYPE,
        );
      }
      for (const uuid of ['not-a-uuid', `${content.series}0`, content.series.replaceAll('-', '')]) {
        expect(errorOf(await read('series', uuid, undefined, slash), 400)).toMatchObject({
          code: CatalogueServerCode.INVALID_UUID,
          field: 'uuid',
        });
        expect(errorOf(await write('like', 'series', uuid, eve, slash), 400).code).toBe(
          CatalogueServerCode.INVALID_UUID,
        );
      }
    }
    // A uuid that names nothing, and one that names content of another type.
    for (const type of LIKE_CONTENT_TYPES) {
      const other = type === 'book' ? content.series : content.book;
      for (const uuid of [crypto.randomUUID(), other]) {
        expect(errorOf(await read(type, uuid), 404).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
        expect(errorOf(await write('like', type, uuid, eve), 404).code).toBe(
          CatalogueServerCode.RESOURCE_NOT_FOUND,
        );
        expect(errorOf(await write('unlike', type, uuid, eve), 404).code).toBe(
          CatalogueServerCode.RESOURCE_NOT_FOUND,
        );
        expect(await storedRows(type, uuid)).toBe(0);
      }
    }
  });

  it('liking and unliking need a session; reading with a bad one fails', async () => {
    for (const verb of ['like', 'unlike'] as const) {
      expect(errorOf(await write(verb, 'series', content.series), 401).code).toBe(ServerCode.UNAUTHENTICATED);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: likesUrl('series', content.series),
      headers: { authorization: 'Token not-a-session' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a deleted member takes their like with them', async () => {
    const fay = await createTestUser(t);
    const before = likesOf(await read('clip', content.clip)).likes;
    likesOf(await write('like', 'clip', content.clip, fay));
    expect(likesOf(await read('clip', content.clip)).likes).toBe(before + 1);
    await t.database.db.deleteFrom('users').where('id', '=', fay.id).execute();
    expect(likesOf(await read('clip', content.clip)).likes).toBe(before);
  });

  it('counts stay exact when 40 members like, like again and unlike all at once', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => signedInMember(t.app)));
    const uuid = content.episode;
    const before = likesOf(await read('episode', uuid)).likes;
    const unlikers = members.filter((_, i) => i % 3 === 0);
    const replies = await Promise.all(
      members.flatMap((m, i) => [
        write('like', 'episode', uuid, m),
        write('like', 'episode', uuid, m),
        ...(i % 3 === 0 ? [write('unlike', 'episode', uuid, m)] : []),
      ]),
    );
    for (const res of replies) likesOf(res);
    // Whether an unlike ran before or after that member's likes is the race's; the count and
    // the rows agree either way, and every member who only liked is counted.
    const mid = likesOf(await read('episode', uuid)).likes;
    expect(mid).toBe(await storedRows('episode', uuid));
    expect(mid).toBeGreaterThanOrEqual(before + members.length - unlikers.length);
    expect(mid).toBeLessThanOrEqual(before + members.length);

    await Promise.all(unlikers.map((m) => write('unlike', 'episode', uuid, m).then(likesOf)));
    const after = likesOf(await read('episode', uuid));
    expect(after.likes).toBe(before + members.length - unlikers.length);
    expect(await storedRows('episode', uuid)).toBe(after.likes);
    for (const [i, m] of members.entries()) {
      expect(likesOf(await read('episode', uuid, m)).liked).toBe(i % 3 !== 0);
    }
  });
});

describe('likes under the rate limit', () => {
  let limited: TestApp;
  afterAll(async () => limited?.app.close());

  it('a member liking over and over is stopped by the global limit (429)', async () => {
    limited = await buildTestApp({ ...FAST_ENV, RATE_LIMIT_MAX: '12' });
    const show = await insertShow(limited.database.db, { seasons: [[100]] });
    // Registering and signing in are two of the twelve.
    const gus = await signedInMember(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const verb = i % 2 ? 'unlike' : 'like';
      const res = await limited.app.inject({
        method: 'POST',
        url: writeUrl(verb, 'series', show.uuid),
        headers: gus.headers,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(errorOf(res, 429).code).toBe(ServerCode.TOO_MANY_REQUESTS);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
