import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import type { VideoLogBatch } from '@fanverse/contract';
import { ApiError, type BeaconSender } from '../../src';
import { envelope, json, pageHideClient, rejection, testClient, type Handler } from '../fake-fetch';

const EPISODE = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
const key = new TextEncoder().encode('client-tests-do-not-verify-this-key!');

function rightsPayload(overrides: Record<string, unknown> = {}) {
  return {
    content_type: 'episode',
    content_uuid: EPISODE,
    rights: { can_read: false, can_watch: true, hd_available: true, include_hd: false },
    sub: 'anonymous',
    aud: 'fanverse-rights',
    iat: 1_700_000_000,
    nbf: 1_700_000_000,
    exp: 1_700_000_900,
    ...overrides,
  };
}
const sign = (payload: object) => new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(key);

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

describe('rights', () => {
  it('GETs the rights path and decodes the token: times in milliseconds, the JWT kept', async () => {
    const token = await sign(rightsPayload({ denial: undefined }));
    const { client, last } = testClient(() => json({ token }));
    const rights = await client.playback.rights('episode', EPISODE);
    expect(last().url.pathname).toBe(`/api/5/1/rights/episode/${EPISODE}`);
    expect(last().url.searchParams.get('trans')).toBe('en');
    expect(rights).toEqual({
      content_type: 'episode',
      content_uuid: EPISODE,
      iat: 1_700_000_000_000,
      nbf: 1_700_000_000_000,
      exp: 1_700_000_900_000,
      rights: { can_read: false, can_watch: true, hd_available: true, include_hd: false },
      jwt: token,
    });
  });

  it('keeps the denial', async () => {
    const token = await sign(
      rightsPayload({ rights: { ...rightsPayload().rights, can_watch: false }, denial: 'register' }),
    );
    const { client } = testClient(() => json({ token }));
    expect((await client.playback.rights('clip', EPISODE)).denial).toBe('register');
  });

  it('checks the uuid (1715) and the content type (1716) before sending', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.playback.rights('episode', 'nope'))).toBe(1715);
    expect(await codeOf(client.playback.rights('series', EPISODE))).toBe(1716);
    expect(await codeOf(client.playback.rights('', ''))).toBe(1715);
    expect(calls).toHaveLength(0);
  });

  it('maps the server replies: INVALID_UUID 1715, INVALID_CONTENT_TYPE 1716, RESOURCE_NOT_FOUND 1721', async () => {
    const replies: [Response, number][] = [
      [envelope(400, { code: 'INVALID_UUID', message: 'bad' }), 1715],
      [envelope(400, { code: 'INVALID_CONTENT_TYPE', message: 'bad' }), 1716],
      [envelope(404, { code: 'RESOURCE_NOT_FOUND', message: 'gone' }), 1721],
    ];
    for (const [reply, code] of replies) {
      const { client } = testClient(() => reply);
      expect(await codeOf(client.playback.rights('episode', EPISODE))).toBe(code);
    }
  });

  it('a token that does not decode or breaks the contract fails with 9999', async () => {
    for (const token of ['not-a-jwt', await sign(rightsPayload({ rights: undefined }))]) {
      const { client } = testClient(() => json({ token }));
      expect(await codeOf(client.playback.rights('episode', EPISODE))).toBe(9999);
    }
  });
});

describe('rights with a premium preview (issue 22)', () => {
  it('sends the preview token as ?preview_token=, and the books call too', async () => {
    const token = await sign(rightsPayload({ denial: undefined }));
    const { client, last } = testClient(() => json({ token }));
    await client.playback.rights('episode', EPISODE, { previewToken: 'tok-1' });
    expect(last().url.pathname).toBe(`/api/5/1/rights/episode/${EPISODE}`);
    expect(last().url.searchParams.get('preview_token')).toBe('tok-1');
    await client.comics.getRights(EPISODE, { previewToken: 'tok-2' });
    expect(last().url.pathname).toBe(`/api/5/1/rights/book/${EPISODE}`);
    expect(last().url.searchParams.get('preview_token')).toBe('tok-2');
    await client.playback.rights('episode', EPISODE);
    expect(last().url.searchParams.has('preview_token')).toBe(false);
  });

  it('reads a refused preview token as 3051', async () => {
    const { client } = testClient(() => envelope(400, { code: 3051, message: 'Invalid preview token' }));
    expect(await codeOf(client.playback.rights('episode', EPISODE, { previewToken: 'old' }))).toBe(3051);
  });
});

describe('manifest', () => {
  const reply = { cdn: 'default', stream_url: 'https://media.example/s/master.m3u8' };

  it('sends the token as X-Auth-JWT with the query it is given', async () => {
    const { client, last } = testClient(() => json(reply));
    expect(await client.playback.manifest('jwt-1', { st: 'hls', subs: 'es' })).toEqual(reply);
    expect(last().url.pathname).toBe('/api/5/1/video_manifest_from_jwt/');
    expect(last().headers.get('x-auth-jwt')).toBe('jwt-1');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ st: 'hls', subs: 'es', trans: 'en' });
  });

  it('the thumbnail variant asks for iframe, default, default, none', async () => {
    const { client, last } = testClient(() => json(reply));
    await client.playback.thumbnailManifest('jwt-1');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      st: 'iframe',
      drm: 'default',
      cdn: 'default',
      subs: 'none',
      trans: 'en',
    });
  });

  it('1717 without a token, and nothing is sent', async () => {
    const { client, calls } = testClient(() => json(reply));
    for (const jwt of [null, undefined, '']) {
      expect(await codeOf(client.playback.manifest(jwt))).toBe(1717);
      expect(await codeOf(client.playback.thumbnailManifest(jwt))).toBe(1717);
    }
    expect(calls).toHaveLength(0);
  });

  it('maps every manifest reason of spec §8; anything else is 9999', async () => {
    const reasons: [number, string | number, number][] = [
      [409, 'S01', 1704],
      [403, 'S02', 1705],
      [403, 'S03', 1706],
      [403, 'S04', 1707],
      [403, 'S05', 1703],
      [403, 'S06', 1708],
      [400, 'S07', 1709],
      [409, 'S08', 1710],
      [401, 'S10', 1711],
      [401, 'JWT', 1717],
      [400, 9, 1719],
      [400, 8, 1720],
      [400, 2, 1716],
      [404, 1, 1721],
      [400, 'S99', 9999],
      [403, 'FORBIDDEN', 9999],
    ];
    for (const [status, reason, code] of reasons) {
      const { client } = testClient(() => envelope(status, { code: reason, message: `${reason} explained` }));
      expect(await codeOf(client.playback.manifest('jwt')), String(reason)).toBe(code);
    }
  });
});

describe('log', () => {
  const batch: VideoLogBatch = {
    page_domain: 'www.fanverse.example',
    events: [
      {
        event_type: 'pause',
        videotype: 'episode',
        content_id: EPISODE,
        session_id: EPISODE,
        timestamp: 1_700_000_000_000,
        start_timecode: 1,
        end_timecode: 2,
      },
    ],
  };

  const loggingClient = (handler: Handler = () => json({ accepted: 1 }, 202), sendBeacon?: BeaconSender) =>
    pageHideClient(handler, 'es', sendBeacon);
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the batch as JSON and answers the reply', async () => {
    const { client, last, keepalive } = loggingClient();
    expect(await client.playback.log(batch)).toEqual({ accepted: 1 });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/5/log/');
    expect(last().headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(last().body))).toEqual(batch);
    expect(keepalive).toEqual([undefined]);
  });

  it('on page hide a visitor’s batch goes by navigator.sendBeacon (text/plain JSON, no reply)', async () => {
    const beacon = vi.fn<BeaconSender>(() => true);
    const { client, calls } = loggingClient(undefined, beacon);
    expect(await client.playback.log(batch, { beacon: true })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(beacon).toHaveBeenCalledWith('http://api.test/api/5/log/?trans=es', JSON.stringify(batch));
  });

  it('a refused beacon, or none, falls back to fetch keepalive', async () => {
    const refused = loggingClient(undefined, () => false);
    expect(await refused.client.playback.log(batch, { beacon: true })).toEqual({ accepted: 1 });
    expect(refused.keepalive).toEqual([true]);
    vi.unstubAllGlobals();
    const none = loggingClient();
    expect(await none.client.playback.log(batch, { beacon: true })).toEqual({ accepted: 1 });
    expect(none.keepalive).toEqual([true]);
  });

  it('a member’s batch keeps its session: fetch keepalive with Authorization, never a beacon', async () => {
    const beacon = vi.fn<BeaconSender>(() => true);
    const { client, last, keepalive } = loggingClient(undefined, beacon);
    client.setSessionToken('session-1');
    await client.playback.log(batch, { beacon: true });
    expect(beacon).not.toHaveBeenCalled();
    expect(keepalive).toEqual([true]);
    expect(last().headers.get('authorization')).toBe('Token session-1');
  });

  it('a batch too large for keepalive is sent as a plain request', async () => {
    const { client, keepalive } = loggingClient();
    client.setSessionToken('session-1');
    const big = { ...batch, events: Array.from({ length: 400 }, () => batch.events[0]!) };
    expect(new TextEncoder().encode(JSON.stringify(big)).byteLength).toBeGreaterThan(65_536);
    await client.playback.log(big, { beacon: true });
    expect(keepalive).toEqual([undefined]);
  });
});

describe('position', () => {
  const position = { content_id: EPISODE, position_seconds: 61.5, updated_at: '2025-01-01T00:00:00.000Z' };

  it('null without a session token, and nothing is sent', async () => {
    const { client, calls } = testClient(() => json(position));
    expect(await client.playback.position(EPISODE)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('GETs the member’s position', async () => {
    const { client, last } = testClient(() => json(position));
    client.setSessionToken('session-1');
    expect(await client.playback.position(EPISODE)).toEqual(position);
    expect(last().url.pathname).toBe(`/api/5/2/user/playback/${EPISODE}/position`);
    expect(last().headers.get('authorization')).toBe('Token session-1');
  });

  it('null when never watched (404), an error otherwise; 1715 for a bad uuid before sending', async () => {
    const notFound = testClient(() => envelope(404, { code: 'RESOURCE_NOT_FOUND', message: 'none' }));
    notFound.client.setSessionToken('s');
    expect(await notFound.client.playback.position(EPISODE)).toBeNull();
    const expired = testClient(() => envelope(401, { code: 'SESSION_EXPIRED', message: 'expired' }));
    expired.client.setSessionToken('s');
    const error = await rejection(expired.client.playback.position(EPISODE));
    expect((error as ApiError).sessionExpired).toBe(true);
    const bad = testClient();
    bad.client.setSessionToken('s');
    expect(await codeOf(bad.client.playback.position('x'))).toBe(1715);
    expect(bad.calls).toHaveLength(0);
  });
});
