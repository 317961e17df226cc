import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { RIGHTS_AUDIENCE } from '@fanverse/contract';
import type { RightsGrant } from '../../src/modules/rights/rights-tokens';
import { insertEpisode, type FixtureContent } from './playback-fixtures';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from './playback-test-app';

let t: PlaybackTestApp;
let ready: FixtureContent;
let readyToken: string;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
  ready = await insertEpisode(t.database.db);
  t.streams.set(ready.video_uuid, 'ready', true);
  readyToken = await rightsToken(ready);
});
afterAll(async () => t.app.close());

const URL_BASE = '/api/5/1/video_manifest_from_jwt/';

/** A token as the rights route issues it. */
async function rightsToken(content: FixtureContent, headers: Record<string, string> = {}, type = 'episode') {
  const res = await t.get(`/api/5/1/rights/${type}/${content.uuid}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

function manifest(jwt: string | undefined, query = '', headers: Record<string, string> = {}) {
  return t.get(`${URL_BASE}${query ? `?${query}` : ''}`, {
    ...(jwt ? { 'x-auth-jwt': jwt } : {}),
    ...headers,
  });
}

/** The reply's status and reason, checked to lead the message as the client's mapping reads it. */
function reason(res: Awaited<ReturnType<typeof manifest>>) {
  const error = firstError(res);
  expect(error.message.startsWith(`${error.code} `), error.message).toBe(true);
  expect(res.json().message).toBe(error.message);
  return { status: res.statusCode, code: error.code };
}

const grant = (content: FixtureContent, overrides: Partial<RightsGrant> = {}): RightsGrant => ({
  content_type: 'episode',
  content_uuid: content.uuid,
  rights: { can_read: false, can_watch: true, hd_available: false, include_hd: false },
  subject: 'anonymous',
  ...overrides,
});

describe('success', () => {
  it('answers cdn default and the signed stream address, never cached', async () => {
    const res = await manifest(readyToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      cdn: 'default',
      stream_url: `https://media.test/streams/${ready.video_uuid}/hls.m3u8`,
    });
    expect(t.streams.asked.at(-1)).toEqual({
      videoUuid: ready.video_uuid,
      options: { type: 'hls', subs: 'none', includeHd: false },
    });
  });

  it('the player and thumbnail variants pass their query on; include_hd comes from the token', async () => {
    const premium = await t.premiumMember();
    const token = await rightsToken(ready, premium.headers);
    expect((await manifest(token, 'st=hls&drm=aes-128&cdn=default&subs=es')).statusCode).toBe(200);
    expect(t.streams.asked.at(-1)?.options).toEqual({ type: 'hls', subs: 'es', includeHd: true });
    const thumbs = await manifest(token, 'st=iframe&drm=default&cdn=default&subs=none');
    expect(thumbs.json().stream_url).toContain('/iframe.m3u8');
    expect(t.streams.asked.at(-1)?.options).toEqual({ type: 'iframe', subs: 'none', includeHd: true });
  });
});

describe('the token', () => {
  it('no X-Auth-JWT header: 401 JWT', async () => {
    expect(reason(await manifest(undefined))).toEqual({ status: 401, code: 'JWT' });
    expect(reason(await manifest('', '', { 'x-auth-jwt': '' }))).toEqual({ status: 401, code: 'JWT' });
  });

  it('garbage: 401 S10', async () => {
    expect(reason(await manifest('not.a.jwt'))).toEqual({ status: 401, code: 'S10' });
  });

  it('tampered: a flipped payload character, or new rights under the old signature, is 401 S10', async () => {
    const [header, payload, signature] = readyToken.split('.') as [string, string, string];
    const i = 10;
    const flipped = payload.slice(0, i) + (payload[i] === 'A' ? 'B' : 'A') + payload.slice(i + 1);
    expect(reason(await manifest(`${header}.${flipped}.${signature}`))).toEqual({ status: 401, code: 'S10' });

    const denied = await rightsToken(await insertEpisode(t.database.db, { wall_type: 0 }));
    const [dHeader, dPayload, dSignature] = denied.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(dPayload, 'base64url').toString());
    claims.rights.can_watch = true;
    delete claims.denial;
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(reason(await manifest(`${dHeader}.${forged}.${dSignature}`))).toEqual({
      status: 401,
      code: 'S10',
    });
  });

  it('expired (signed 16 minutes ago, 15-minute lifetime) or not yet valid: 401 S10', async () => {
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    expect(reason(await manifest(await t.sign(grant(ready), sixteenMinutesAgo)))).toEqual({
      status: 401,
      code: 'S10',
    });
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    expect(reason(await manifest(await t.sign(grant(ready), inTenMinutes)))).toEqual({
      status: 401,
      code: 'S10',
    });
    // The same grant signed a minute ago is good: only the clock made the difference.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    expect((await manifest(await t.sign(grant(ready), aMinuteAgo))).statusCode).toBe(200);
  });

  it('a claims token (audience fanverse) is refused: 401 S10', async () => {
    const claims = (await t.get('/api/claims/')).json().token as string;
    expect(reason(await manifest(claims))).toEqual({ status: 401, code: 'S10' });
  });

  it('a token signed with another key, or unsigned, is refused: 401 S10', async () => {
    const otherKey = new TextEncoder().encode('another-key-another-key-another-key!');
    const foreign = await new SignJWT({ ...grant(ready), rights: grant(ready).rights })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(RIGHTS_AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime('10m')
      .sign(otherKey);
    expect(reason(await manifest(foreign))).toEqual({ status: 401, code: 'S10' });
    const [, payload] = readyToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(reason(await manifest(none))).toEqual({ status: 401, code: 'S10' });
  });
});

describe('the query', () => {
  it('st other than hls or iframe: 400 code 9', async () => {
    expect(reason(await manifest(readyToken, 'st=dash'))).toEqual({ status: 400, code: 9 });
  });

  it('drm other than default or aes-128: 400 S07', async () => {
    expect(reason(await manifest(readyToken, 'drm=widevine'))).toEqual({ status: 400, code: 'S07' });
  });

  it('cdn other than default, subs other than none, en or es: 400 code 8 naming the field', async () => {
    const cdn = await manifest(readyToken, 'cdn=akamai');
    expect(reason(cdn)).toEqual({ status: 400, code: 8 });
    expect(firstError(cdn).field).toBe('cdn');
    const subs = await manifest(readyToken, 'subs=fr');
    expect(reason(subs)).toEqual({ status: 400, code: 8 });
    expect(firstError(subs).field).toBe('subs');
  });

  it('checks run in order: the token before the query, st before drm before cdn', async () => {
    expect(reason(await manifest('junk', 'st=dash')).code).toBe('S10');
    expect(reason(await manifest(readyToken, 'st=dash&drm=x&cdn=y')).code).toBe(9);
    expect(reason(await manifest(readyToken, 'drm=x&cdn=y&subs=z')).code).toBe('S07');
  });
});

describe('the content', () => {
  it('a genuine rights token for content without video (a comic book): 400 code 2', async () => {
    const book = await t.sign(
      grant(ready, { content_type: 'book', rights: { ...grant(ready).rights, can_read: true } }),
    );
    expect(reason(await manifest(book))).toEqual({ status: 400, code: 2 });
  });

  it('content deleted since the token was issued: 404 code 1', async () => {
    const doomed = await insertEpisode(t.database.db);
    const token = await rightsToken(doomed);
    await t.database.db.deleteFrom('episodes').where('uuid', '=', doomed.uuid).execute();
    expect(reason(await manifest(token))).toEqual({ status: 404, code: 1 });
  });
});

describe('the rights in the token', () => {
  it('premium wall S03, registration wall S04, region S05, not approved S02 (all 403)', async () => {
    const premiumWall = await insertEpisode(t.database.db, { wall_type: 0 });
    const registerWall = await insertEpisode(t.database.db, { wall_type: 1 });
    const gbOnly = await insertEpisode(t.database.db, { available_in: ['GB'] });
    const staged = await insertEpisode(t.database.db, { video_status: 'staged' });
    for (const content of [premiumWall, registerWall, gbOnly, staged])
      t.streams.set(content.video_uuid, 'ready');
    expect(reason(await manifest(await rightsToken(premiumWall)))).toEqual({ status: 403, code: 'S03' });
    expect(reason(await manifest(await rightsToken(registerWall)))).toEqual({ status: 403, code: 'S04' });
    expect(reason(await manifest(await rightsToken(gbOnly)))).toEqual({ status: 403, code: 'S05' });
    expect(reason(await manifest(await rightsToken(staged)))).toEqual({ status: 403, code: 'S02' });
    // The same content for a visitor the rules let in plays.
    const member = await t.member();
    expect((await manifest(await rightsToken(registerWall, member.headers))).statusCode).toBe(200);
    expect((await manifest(await rightsToken(gbOnly, { 'x-country-code': 'GB' }))).statusCode).toBe(200);
  });
});

describe('the consumer key', () => {
  it('an X-Consumer-Key no consumer holds: 403 S06; the www secret and no header are fine', async () => {
    expect(reason(await manifest(readyToken, '', { 'x-consumer-key': 'not-a-consumer-secret' }))).toEqual({
      status: 403,
      code: 'S06',
    });
    const { consumer_secret } = await t.database.db
      .selectFrom('consumers')
      .select('consumer_secret')
      .where('name', '=', 'www')
      .executeTakeFirstOrThrow();
    expect((await manifest(readyToken, '', { 'x-consumer-key': consumer_secret })).statusCode).toBe(200);
  });

  it('rights are checked before the consumer key, the consumer key before the media', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 0 });
    const bad = { 'x-consumer-key': 'nope' };
    expect(reason(await manifest(await rightsToken(walled), '', bad)).code).toBe('S03');
    const noMedia = await insertEpisode(t.database.db);
    expect(reason(await manifest(await rightsToken(noMedia), '', bad)).code).toBe('S06');
  });
});

describe('the media', () => {
  it('none: 409 S01; a failed preparation: 409 S01; being prepared: 409 S08', async () => {
    const content = await insertEpisode(t.database.db);
    const token = await rightsToken(content);
    expect(reason(await manifest(token))).toEqual({ status: 409, code: 'S01' });
    t.streams.set(content.video_uuid, 'failed');
    expect(reason(await manifest(token))).toEqual({ status: 409, code: 'S01' });
    t.streams.set(content.video_uuid, 'processing');
    expect(reason(await manifest(token))).toEqual({ status: 409, code: 'S08' });
    t.streams.set(content.video_uuid, 'ready');
    expect((await manifest(token)).statusCode).toBe(200);
  });
});

describe('a video being prepared is made next', () => {
  it('a manifest request for it moves it to the front; a ready, missing or failed one does not', async () => {
    const content = await insertEpisode(t.database.db);
    // Signed directly: the rights route would already have asked for it.
    const token = await t.sign(grant(content));
    t.streams.set(content.video_uuid, 'processing');
    t.streams.prioritised.length = 0;
    expect(reason(await manifest(token))).toEqual({ status: 409, code: 'S08' });
    expect(t.streams.prioritised).toEqual([content.video_uuid]);
    for (const status of ['ready', 'failed', 'missing'] as const) {
      t.streams.set(content.video_uuid, status);
      await manifest(token);
    }
    expect(t.streams.prioritised).toEqual([content.video_uuid]);
  });

  it('a rights request moves it too, but only for a viewer who may watch it', async () => {
    const open = await insertEpisode(t.database.db);
    const walled = await insertEpisode(t.database.db, { wall_type: 0 });
    t.streams.set(open.video_uuid, 'processing');
    t.streams.set(walled.video_uuid, 'processing');
    t.streams.prioritised.length = 0;
    await rightsToken(walled);
    expect(t.streams.prioritised).toEqual([]);
    await rightsToken(open);
    expect(t.streams.prioritised).toEqual([open.video_uuid]);
    t.streams.set(open.video_uuid, 'ready');
    await rightsToken(open);
    expect(t.streams.prioritised).toEqual([open.video_uuid]);
  });
});
