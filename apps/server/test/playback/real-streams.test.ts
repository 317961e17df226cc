import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { StoredRendition } from '../../src/db/schema-playback';
import { VideoMediaRepository } from '../../src/modules/streams/video-media.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV } from '../helpers/test-user';
import { insertEpisode } from './playback-fixtures';

/**
 * Rights and the manifest through the app exactly as `npm start` wires it: the real streams
 * module (video_media rows, signed addresses) and the real premium state (nobody is premium yet).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, PUBLIC_URL: 'https://fanverse.test' });
  await t.app.ready();
});
afterAll(async () => t.app.close());

const rendition = (name: string, height: number): StoredRendition => ({
  name,
  width: Math.round((height * 16) / 9),
  height,
  bandwidth: height * 4000,
  codecs: 'avc1.64001f,mp4a.40.2',
});

async function media(videoUuid: string, status: 'processing' | 'ready', renditions: StoredRendition[]) {
  await t.database.db
    .insertInto('video_media')
    .values({
      video_uuid: videoUuid,
      status,
      folder: videoUuid,
      duration_seconds: status === 'ready' ? 12 : null,
      renditions: JSON.stringify(renditions),
      key_hex: crypto.randomBytes(16).toString('hex'),
    })
    .execute();
}

async function rights(uuid: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/5/1/rights/episode/${uuid}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const manifest = (jwt: string, query = '') =>
  t.app.inject({ url: `/api/5/1/video_manifest_from_jwt/${query}`, headers: { 'x-auth-jwt': jwt } });

describe('playback on the real streams module', () => {
  it('a ready video with an HD rendition: hd_available, no include_hd (nobody is premium yet), a signed address', async () => {
    const episode = await insertEpisode(t.database.db);
    await media(episode.video_uuid, 'ready', [rendition('720p', 720), rendition('360p', 360)]);
    const member = await createTestUser(t);
    const token = await rights(episode.uuid, member.headers);
    expect(decodeJwt(token).rights).toEqual({
      can_read: false,
      can_watch: true,
      hd_available: true,
      include_hd: false,
    });
    const res = await manifest(token, '?st=hls&subs=en');
    expect(res.statusCode, res.body).toBe(200);
    const { cdn, stream_url } = res.json();
    expect(cdn).toBe('default');
    // A path on whatever origin the player was loaded from, never PUBLIC_URL's host.
    expect(stream_url.startsWith('/streams/')).toBe(true);
    expect(stream_url).toContain(episode.video_uuid);
  });

  it('processing answers S08, no row S01', async () => {
    const preparing = await insertEpisode(t.database.db);
    await media(preparing.video_uuid, 'processing', []);
    const res = await manifest(await rights(preparing.uuid));
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'S08']);
    const none = await insertEpisode(t.database.db);
    const missing = await manifest(await rights(none.uuid));
    expect([missing.statusCode, missing.json().errors[0].code]).toEqual([409, 'S01']);
  });

  it('rights and the manifest of a video being prepared record the request once, for every preparer to see', async () => {
    const first = await insertEpisode(t.database.db);
    const second = await insertEpisode(t.database.db);
    await media(first.video_uuid, 'processing', []);
    await media(second.video_uuid, 'processing', []);
    const requestedAt = async (videoUuid: string) =>
      (
        await t.database.db
          .selectFrom('video_media')
          .select('requested_at')
          .where('video_uuid', '=', videoUuid)
          .executeTakeFirstOrThrow()
      ).requested_at;
    expect(await requestedAt(second.video_uuid)).toBeNull();
    // The manifest alone (a token from earlier) records it; a second request keeps its place.
    const secondToken = await rights(second.uuid);
    await t.database.db
      .updateTable('video_media')
      .set({ requested_at: null })
      .where('video_uuid', '=', second.video_uuid)
      .execute();
    expect((await manifest(secondToken)).statusCode).toBe(409);
    const asked = await requestedAt(second.video_uuid);
    expect(asked).toBeInstanceOf(Date);
    await rights(first.uuid);
    expect((await manifest(secondToken)).statusCode).toBe(409);
    expect(await requestedAt(second.video_uuid)).toEqual(asked);
    const wanted = await new VideoMediaRepository(t.database.db).wanted();
    expect(wanted.filter((v) => v === first.video_uuid || v === second.video_uuid)).toEqual([
      second.video_uuid,
      first.video_uuid,
    ]);
  });

  it('a premium wall stays shut for a member: nobody can subscribe yet (premiumStateOf)', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 0 });
    await media(walled.video_uuid, 'ready', [rendition('360p', 360)]);
    const member = await createTestUser(t);
    const res = await manifest(await rights(walled.uuid, member.headers));
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'S03']);
  });
});
