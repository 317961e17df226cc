import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, videoManifestMapping, type FanverseClient } from '@fanverse/client';
import { expectMapped, failure, probe, signUp } from './accounts-fixtures';
import { startPlaybackServer, type PlaybackServer, type Scenario } from './playback-fixtures';

/**
 * Every reply of GET /api/5/1/video_manifest_from_jwt/ from the real server, read by the real
 * client: the server's reason (errors[0].code, first characters of the message) to the code of
 * spec §8's manifest mapping (S01 1704 … 1 1721).
 */
let s: PlaybackServer;
beforeAll(async () => {
  s = await startPlaybackServer();
});
afterAll(async () => s.app.close());

const jwtOf = async (scenario: Scenario, client: FanverseClient = s.client(), type = 'episode') =>
  (await client.playback.rights(type, scenario.uuid)).jwt;

/** The manifest failure, checked for status, raw reason and client code. */
async function expectReason(call: Promise<unknown>, status: number, reason: string | number, code: number) {
  const e = await failure(call);
  expectMapped(e, { status, code: reason }, code);
  expect(String((e.errors[0]?.cause as { message?: string }).message).startsWith(`${reason} `)).toBe(true);
}

describe('success', () => {
  it('a token the rules allow: cdn default and a signed stream path on the site', async () => {
    const client = s.client();
    const manifest = await client.playback.manifest(await jwtOf(s.scenarios.ready, client), {
      st: 'hls',
      drm: 'default',
      cdn: 'default',
      subs: 'en',
    });
    expect(manifest.cdn).toBe('default');
    expect(manifest.stream_url.startsWith('/streams/')).toBe(true);
    expect(manifest.stream_url).toContain(s.scenarios.ready.videoUuid);
    const thumbs = await client.playback.thumbnailManifest(await jwtOf(s.scenarios.ready, client));
    expect(thumbs.stream_url).not.toBe(manifest.stream_url);
  });

  it('a clip plays too', async () => {
    const client = s.client();
    expect((await client.playback.manifest(await jwtOf(s.scenarios.clip, client, 'clip'))).cdn).toBe(
      'default',
    );
  });
});

describe('the token', () => {
  it('JWT → 1717: the client refuses to send without one; the server answers the same when sent', async () => {
    const p = probe(s);
    const local = await failure(p.client.playback.manifest(undefined));
    expect(local.errors[0]?.code).toBe(1717);
    expect(p.sent).toEqual([]);
    const raw = s.client().http.request({
      method: 'GET',
      path: '/api/5/1/video_manifest_from_jwt/',
      mapping: videoManifestMapping,
    });
    await expectReason(raw, 401, 'JWT', 1717);
  });

  it('S10 → 1711: tampered, expired, and claims tokens', async () => {
    const client = s.client();
    const jwt = await jwtOf(s.scenarios.ready, client);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const flipped = `${header}.${payload.slice(0, 12)}${payload[12] === 'x' ? 'y' : 'x'}${payload.slice(13)}.${signature}`;
    await expectReason(client.playback.manifest(flipped), 401, 'S10', 1711);

    const grant = {
      content_type: 'episode' as const,
      content_uuid: s.scenarios.ready.uuid,
      rights: { can_read: false, can_watch: true, hd_available: false, include_hd: false },
      subject: 'anonymous',
    };
    const expired = await s.sign(grant, new Date(Date.now() - (s.config.RIGHTS_TTL_SECONDS + 60) * 1000));
    await expectReason(client.playback.manifest(expired), 401, 'S10', 1711);
    // The same grant, fresh, plays: the expiry alone made the difference.
    expect((await client.playback.manifest(await s.sign(grant))).cdn).toBe('default');

    const claims = (await fetch(`${s.baseUrl}/api/claims/`).then((r) => r.json())) as { token: string };
    await expectReason(client.playback.manifest(claims.token), 401, 'S10', 1711);
  });
});

describe('the query', () => {
  it('9 → 1719 (st), S07 → 1709 (drm), 8 → 1720 (cdn, subs)', async () => {
    const client = s.client();
    const jwt = await jwtOf(s.scenarios.ready, client);
    await expectReason(client.playback.manifest(jwt, { st: 'dash' }), 400, 9, 1719);
    await expectReason(client.playback.manifest(jwt, { drm: 'widevine' }), 400, 'S07', 1709);
    await expectReason(client.playback.manifest(jwt, { cdn: 'elsewhere' }), 400, 8, 1720);
    await expectReason(client.playback.manifest(jwt, { subs: 'fr' }), 400, 8, 1720);
  });
});

describe('the content', () => {
  it('2 → 1716: a genuine rights token for a comic book has no video', async () => {
    const book = await s.sign({
      content_type: 'book',
      content_uuid: s.scenarios.ready.uuid,
      rights: { can_read: true, can_watch: false, hd_available: false, include_hd: false },
      subject: 'anonymous',
    });
    await expectReason(s.client().playback.manifest(book), 400, 2, 1716);
  });

  it('1 → 1721: the content was deleted after the token was issued', async () => {
    const client = s.client();
    const jwt = await jwtOf(s.scenarios.doomed, client);
    await s.database.db.deleteFrom('episodes').where('uuid', '=', s.scenarios.doomed.uuid).execute();
    await expectReason(client.playback.manifest(jwt), 404, 1, 1721);
  });
});

describe('the rights', () => {
  it('S03 → 1706 premium wall, S04 → 1707 registration wall, S05 → 1703 region, S02 → 1705 not approved', async () => {
    const client = s.client();
    await expectReason(
      client.playback.manifest(await jwtOf(s.scenarios.premiumWall, client)),
      403,
      'S03',
      1706,
    );
    await expectReason(
      client.playback.manifest(await jwtOf(s.scenarios.registrationWall, client)),
      403,
      'S04',
      1707,
    );
    await expectReason(
      client.playback.manifest(await jwtOf(s.scenarios.geoblocked, client)),
      403,
      'S05',
      1703,
    );
    await expectReason(
      client.playback.manifest(await jwtOf(s.scenarios.notApproved, client)),
      403,
      'S02',
      1705,
    );
  });

  it('a member gets past the registration wall; nobody past the premium wall yet', async () => {
    const member = await signUp(s);
    const manifest = await member.client.playback.manifest(
      await jwtOf(s.scenarios.registrationWall, member.client),
    );
    expect(manifest.cdn).toBe('default');
    const premium = member.client.playback.manifest(await jwtOf(s.scenarios.premiumWall, member.client));
    await expectReason(premium, 403, 'S03', 1706);
  });
});

describe('the consumer and the media', () => {
  it('S06 → 1708: a consumer key no consumer holds; the www secret is fine', async () => {
    const client = s.client();
    const jwt = await jwtOf(s.scenarios.ready, client);
    client.setConsumerKey('not-a-consumer-secret');
    await expectReason(client.playback.manifest(jwt), 403, 'S06', 1708);
    const www = await s.client().shell.getConsumer('www');
    client.setConsumerKey(www.consumer_secret);
    expect((await client.playback.manifest(jwt)).cdn).toBe('default');
  });

  it('S01 → 1704 no media, S08 → 1710 media being prepared', async () => {
    const client = s.client();
    await expectReason(client.playback.manifest(await jwtOf(s.scenarios.noMedia, client)), 409, 'S01', 1704);
    await expectReason(
      client.playback.manifest(await jwtOf(s.scenarios.processing, client)),
      409,
      'S08',
      1710,
    );
  });

  it('every failure is an ApiError, never a session expiry', async () => {
    const e = await failure(s.client().playback.manifest('junk'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.sessionExpired).toBe(false);
  });
});
