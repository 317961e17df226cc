import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { RIGHTS_AUDIENCE } from '@fanverse/contract';
import { insertClip, insertEpisode } from './playback-fixtures';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from './playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
});
afterAll(async () => t.app.close());

const storedKey = async () =>
  Buffer.from(
    (
      await t.database.db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'jwt_hs256')
        .executeTakeFirstOrThrow()
    ).value,
    'base64url',
  );

describe('GET /api/5/1/rights/{content_type}/{content_uuid}', () => {
  it('answers {token}: HS256, audience fanverse-rights, times in seconds, 15 minutes, never cached', async () => {
    const episode = await insertEpisode(t.database.db);
    const before = Math.floor(Date.now() / 1000);
    const res = await t.get(`/api/5/1/rights/episode/${episode.uuid}`);
    const after = Math.ceil(Date.now() / 1000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json())).toEqual(['token']);
    const token = res.json().token as string;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, await storedKey(), { audience: RIGHTS_AUDIENCE });
    expect(payload).toMatchObject({
      content_type: 'episode',
      content_uuid: episode.uuid,
      sub: 'anonymous',
      aud: RIGHTS_AUDIENCE,
      rights: { can_read: false, can_watch: true, hd_available: false, include_hd: false },
    });
    expect(payload.denial).toBeUndefined();
    // Seconds, not milliseconds.
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.iat).toBeLessThanOrEqual(after);
    expect(payload.nbf).toBe(payload.iat);
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('a claims token is not a rights token: different audience', async () => {
    const claims = (await t.get('/api/claims/')).json().token as string;
    await expect(jwtVerify(claims, await storedKey(), { audience: RIGHTS_AUDIENCE })).rejects.toThrow();
    const clip = await insertClip(t.database.db);
    const rights = (await t.get(`/api/5/1/rights/clip/${clip.uuid}`)).json().token as string;
    expect(decodeJwt(rights).content_type).toBe('clip');
  });

  it('a malformed uuid answers 400 INVALID_UUID (client 1715)', async () => {
    const res = await t.get('/api/5/1/rights/episode/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 'INVALID_UUID', field: 'content_uuid' });
  });

  it('a content type other than episode, clip or book answers 400 INVALID_CONTENT_TYPE (client 1716)', async () => {
    const episode = await insertEpisode(t.database.db);
    for (const type of ['series', 'EPISODE', 'BOOK']) {
      const res = await t.get(`/api/5/1/rights/${type}/${episode.uuid}`);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'INVALID_CONTENT_TYPE', field: 'content_type' });
    }
    // `book` is the comics module's (test/comics): an episode's uuid is no book.
    const asBook = await t.get(`/api/5/1/rights/book/${episode.uuid}`);
    expect(asBook.statusCode).toBe(404);
    expect(firstError(asBook)).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it('unknown content answers 404 RESOURCE_NOT_FOUND (client 1721), an episode uuid asked as a clip too', async () => {
    const episode = await insertEpisode(t.database.db);
    for (const url of [
      '/api/5/1/rights/episode/00000000-0000-4000-8000-000000000000',
      `/api/5/1/rights/clip/${episode.uuid}`,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(404);
      expect(firstError(res).code).toBe('RESOURCE_NOT_FOUND');
    }
  });

  it('a denial is signed into the token', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 0 });
    const payload = decodeJwt((await t.get(`/api/5/1/rights/episode/${walled.uuid}`)).json().token);
    expect(payload.rights).toMatchObject({ can_watch: false });
    expect(payload.denial).toBe('premium');
  });
});

describe('RIGHTS_TTL_SECONDS', () => {
  it('sets the lifetime of rights tokens', async () => {
    const short = await buildPlaybackTestApp({ RIGHTS_TTL_SECONDS: '60' });
    try {
      const clip = await insertClip(short.database.db);
      const payload = decodeJwt((await short.get(`/api/5/1/rights/clip/${clip.uuid}`)).json().token);
      expect(payload.exp! - payload.iat!).toBe(60);
    } finally {
      await short.app.close();
    }
  });
});
