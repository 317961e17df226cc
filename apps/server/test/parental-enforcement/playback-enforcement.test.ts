import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestReason, ViewerCode } from '@fanverse/contract';
import { insertClip, insertEpisode, type FixtureContent } from '../playback/playback-fixtures';
import { buildPlaybackTestApp, type PlaybackTestApp } from '../playback/playback-test-app';
import { createTestUser } from '../helpers/test-user';
import {
  errorCode,
  setLimits,
  unlockHeader,
  unlockedHeaders,
  type LimitedMember,
} from './enforcement-fixtures';

/**
 * Parental controls in video rights and manifests (issue 23): under a TV-PG limit a TV-MA episode
 * (or an R film, a clip of a TV-MA series, an unrated episode, a clip without a series) has
 * `can_watch` false with denial `parental`, before any other wall; its token gets no manifest;
 * the pin (X-Viewer-Unlock of this session and this version of the limits) lets it play.
 */
let t: PlaybackTestApp;
let tvMa: FixtureContent;
let tvPg: FixtureContent;
/** No TV rating, film rating PG: allowed under TV-PG (the common level scale). */
let filmPg: FixtureContent;
let filmR: FixtureContent;
let unratedEpisode: FixtureContent;
/** TV-MA and premium-walled: the parental denial comes first. */
let walledTvMa: FixtureContent;
let clipOfTvMa: FixtureContent;
let clipOfTvG: FixtureContent;
let loneClip: FixtureContent;
let limited: LimitedMember;

const rateEpisode = async (episode: FixtureContent, tv_rating: string, mpaa_rating = '') => {
  await t.database.db
    .updateTable('episodes')
    .set({ tv_rating, mpaa_rating })
    .where('uuid', '=', episode.uuid)
    .execute();
};

/** A clip of the series of `episode`, that series rated `tv_rating`. */
const clipOfSeries = async (episode: FixtureContent, tv_rating: string) => {
  const db = t.database.db;
  const { series_id } = await db
    .selectFrom('episodes')
    .select('series_id')
    .where('uuid', '=', episode.uuid)
    .executeTakeFirstOrThrow();
  await db.updateTable('series').set({ tv_rating }).where('id', '=', series_id).execute();
  const clip = await insertClip(db);
  await db.updateTable('clips').set({ series_id }).where('uuid', '=', clip.uuid).execute();
  return clip;
};

beforeAll(async () => {
  t = await buildPlaybackTestApp();
  const db = t.database.db;
  // One after another: the fixture numbers its rows as it goes.
  tvMa = await insertEpisode(db);
  tvPg = await insertEpisode(db);
  filmPg = await insertEpisode(db);
  filmR = await insertEpisode(db);
  unratedEpisode = await insertEpisode(db);
  walledTvMa = await insertEpisode(db, { wall_type: 0 });
  await rateEpisode(tvMa, 'TV-MA');
  await rateEpisode(tvPg, 'TV-PG');
  await rateEpisode(filmPg, '', 'PG');
  await rateEpisode(filmR, '', 'R');
  await rateEpisode(walledTvMa, 'TV-MA');
  // The TV-PG episode's series is TV-MA: its clips are judged by the series, the episode by its own.
  clipOfTvMa = await clipOfSeries(tvPg, 'TV-MA');
  clipOfTvG = await clipOfSeries(filmPg, 'TV-G');
  loneClip = await insertClip(db);
  for (const content of [tvMa, tvPg, filmR]) t.streams.set(content.video_uuid, 'ready', true);
  limited = await createTestUser(t);
  await setLimits(t, limited, { tv_rating: 'TV-PG', age_rating: '' });
});
afterAll(async () => t.app.close());

const rightsOf = async (type: 'episode' | 'clip', uuid: string, headers: Record<string, string>) => {
  const res = await t.get(`/api/5/1/rights/${type}/${uuid}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { token } = res.json() as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    rights: { can_watch: boolean; include_hd: boolean };
    denial?: string;
  };
  return { token, ...payload };
};

const manifest = (token: string) => t.get('/api/5/1/video_manifest_from_jwt/', { 'x-auth-jwt': token });

describe('GET /api/5/1/rights/{type}/{uuid} under a TV-PG limit', () => {
  it("denies 'parental' for TV-MA, R, a TV-MA series' clip, unrated episodes and clips", async () => {
    const denied: ['episode' | 'clip', FixtureContent][] = [
      ['episode', tvMa],
      ['episode', filmR],
      ['episode', unratedEpisode],
      ['clip', clipOfTvMa],
      ['clip', loneClip],
    ];
    for (const [type, content] of denied) {
      const rights = await rightsOf(type, content.uuid, limited.headers);
      expect(rights.rights.can_watch, `${type} ${content.uuid}`).toBe(false);
      expect(rights.denial).toBe('parental');
      expect(rights.rights.include_hd).toBe(false);
    }
  });

  it('allows TV-PG, a PG film and a TV-G series clip', async () => {
    for (const [type, content] of [
      ['episode', tvPg],
      ['episode', filmPg],
      ['clip', clipOfTvG],
    ] as const) {
      const rights = await rightsOf(type, content.uuid, limited.headers);
      expect(rights.rights.can_watch, `${type} ${content.uuid}`).toBe(true);
      expect(rights.denial).toBeUndefined();
    }
  });

  it('names the parental lock before a premium wall, and the wall after the pin', async () => {
    expect((await rightsOf('episode', walledTvMa.uuid, limited.headers)).denial).toBe('parental');
    const unlocked = await rightsOf('episode', walledTvMa.uuid, await unlockedHeaders(t, limited));
    expect(unlocked.denial).toBe('premium');
  });

  it('the pin lets it play: can_watch true, and its manifest answers', async () => {
    const rights = await rightsOf('episode', tvMa.uuid, await unlockedHeaders(t, limited));
    expect(rights.rights.can_watch).toBe(true);
    const res = await manifest(rights.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stream_url).toContain(tvMa.video_uuid);
  });

  it('visitors, members without limits and a comics-only limit watch as ever', async () => {
    const free = await createTestUser(t);
    const comicsOnly = await createTestUser(t);
    await setLimits(t, comicsOnly, { tv_rating: '', age_rating: 'All Ages' });
    for (const headers of [{}, free.headers, comicsOnly.headers]) {
      expect((await rightsOf('episode', tvMa.uuid, headers)).rights.can_watch).toBe(true);
      expect((await rightsOf('clip', loneClip.uuid, headers)).rights.can_watch).toBe(true);
    }
  });

  it("an unlock works only for its own session and the limits' current version", async () => {
    const member = await createTestUser(t);
    await setLimits(t, member, { tv_rating: 'TV-PG', age_rating: '' });
    // Another session of the same member: its own unlock is needed.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: member.username, password: member.password },
    });
    expect(other.statusCode, other.body).toBe(200);
    const otherHeaders = { authorization: `Token ${other.json().session_id}` };
    const unlock = await unlockHeader(t, member);
    expect((await rightsOf('episode', tvMa.uuid, { ...otherHeaders, ...unlock })).denial).toBe('parental');
    expect((await rightsOf('episode', tvMa.uuid, { ...member.headers, ...unlock })).rights.can_watch).toBe(
      true,
    );
    // A forged or expired unlock is no unlock.
    const forged = { 'x-viewer-unlock': `${unlock['x-viewer-unlock']!.slice(0, -4)}AAAA` };
    expect((await rightsOf('episode', tvMa.uuid, { ...member.headers, ...forged })).denial).toBe('parental');
    const expired = await unlockHeader(t, member, -1);
    expect((await rightsOf('episode', tvMa.uuid, { ...member.headers, ...expired })).denial).toBe('parental');
    // Saving the limits again ends every unlock given before.
    await setLimits(t, member, { tv_rating: 'TV-PG', age_rating: '' });
    expect((await rightsOf('episode', tvMa.uuid, { ...member.headers, ...unlock })).denial).toBe('parental');
  });
});

describe('the manifest follows the token', () => {
  it('a token denied by parental controls gets 403 PARENTAL_LOCK and no stream address', async () => {
    const { token } = await rightsOf('episode', tvMa.uuid, limited.headers);
    const res = await manifest(token);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe(ViewerCode.PARENTAL_LOCK);
    expect(res.body).not.toContain('/streams/');
  });

  it('a signed token that says parental is refused the same way, whatever the video', async () => {
    const token = await t.sign({
      content_type: 'episode',
      content_uuid: tvPg.uuid,
      rights: { can_read: false, can_watch: false, hd_available: true, include_hd: false },
      denial: 'parental',
      subject: crypto.randomUUID(),
    });
    const res = await manifest(token);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe(ViewerCode.PARENTAL_LOCK);
    // The other denials keep their reasons.
    const premium = await t.sign({
      content_type: 'episode',
      content_uuid: tvPg.uuid,
      rights: { can_read: false, can_watch: false, hd_available: true, include_hd: false },
      denial: 'premium',
      subject: 'anonymous',
    });
    expect(errorCode(await manifest(premium))).toBe(ManifestReason.PREMIUM_REQUIRED);
  });
});
