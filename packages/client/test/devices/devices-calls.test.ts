import { describe, expect, it } from 'vitest';
import { DeviceCode } from '@fanverse/contract';
import { ApiError, type FanverseClient } from '../../src';
import { codeFor, refused } from '../coded-failures';
import { envelope, json, queryOf, rejection } from '../fake-fetch';
import {
  SESSION_ID,
  deviceCode,
  devicesServer,
  formOf,
  pendingDevice,
  signedInDevice,
} from './devices-fixtures';

type C = FanverseClient;
const sent = (call: { method: string; url: URL } | undefined) => `${call?.method} ${call?.url.pathname}`;
const reply = (status: number, code: string) =>
  envelope(status, { code, message: code, field: 'short_code' });

describe('client.devices on the TV: getCode', () => {
  it('GET /api/5/device/link with the device cookie; answers the code', async () => {
    const { client, last, cookieModes } = devicesServer();
    expect(await client.devices.getCode()).toEqual(deviceCode());
    expect(sent(last())).toBe('GET /api/5/device/link');
    expect(cookieModes).toEqual(['include']);
  });
});

describe('client.devices short-code checks (spec §5: 1401, 1402; separators ignored)', () => {
  const byCall: Array<[string, (c: C, code: string) => Promise<unknown>, string]> = [
    ['getPending', (c, code) => c.devices.getPending(code), 'linkDevice'],
    ['link', (c, code) => c.devices.link(code), 'linkDevice'],
    ['login', (c, code) => c.devices.login(code), 'loginDevice'],
  ];

  describe.each(byCall)('%s', (_name, call, op) => {
    it.each([
      ['', 1401],
      ['   ', 1401],
      [' - -', 1401],
      [null as unknown as string, 1401],
      ['BCDFGH', 1402],
      ['bcd fgh', 1402],
    ])('%j is %i (field short_code), not sent, kept under the operation', async (code, expected) => {
      const failed = await refused((c) => call(c, code));
      expect([failed.code, failed.field]).toEqual([expected, 'short_code']);
      expect(failed.client.errors.get(op as never).map((e) => e.code)).toEqual([expected]);
    });

    it('5 characters once separators are removed are sent, upper-cased, without separators', async () => {
      const { client, calls } = devicesServer();
      await call(client, 'bcd-fg');
      await call(client, ' b c d f g ');
      const codes = calls.map((c) => (c.method === 'GET' ? queryOf(c).short_code : formOf(c).short_code));
      expect(codes).toEqual(['BCDFG', 'BCDFG']);
    });
  });
});

describe('client.devices on the web: getPending and link', () => {
  it('getPending: GET /api/5/device/link/pending?short_code=', async () => {
    const { client, last } = devicesServer();
    client.setSessionToken('member-token');
    expect(await client.devices.getPending('bcdfg')).toEqual(pendingDevice());
    expect(sent(last())).toBe('GET /api/5/device/link/pending');
    expect(queryOf(last())).toEqual({ short_code: 'BCDFG' });
    expect(last().headers.get('Authorization')).toBe('Token member-token');
  });

  it('link: POST /api/5/device/link as a form (short_code)', async () => {
    const { client, last } = devicesServer();
    expect(await client.devices.link('BCD-FG')).toEqual({ short_code: 'BCDFG', link_complete: true });
    expect(sent(last())).toBe('POST /api/5/device/link');
    expect(formOf(last())).toEqual({ short_code: 'BCDFG' });
    // fetch sets application/x-www-form-urlencoded itself for a URLSearchParams body.
    expect(last().headers.get('Content-Type')).toBeNull();
  });

  it('a reply whose link_complete is false fails with 1400 (spec §4), kept under linkDevice', async () => {
    const { client } = devicesServer(() => json({ short_code: 'BCDFG', link_complete: false }));
    const e = (await rejection(client.devices.link('BCDFG'))) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect([e.errors[0]?.code, e.status]).toEqual([1400, 200]);
    expect(client.errors.get('linkDevice').map((x) => x.code)).toEqual([1400]);
  });

  it.each([
    [400, DeviceCode.MISSING_SHORT_CODE, 1401],
    [400, DeviceCode.SHORT_CODE_TOO_LONG, 1402],
    [404, DeviceCode.SHORT_CODE_NOT_FOUND, 1403],
    [429, DeviceCode.DEVICE_LINK_FAILED, 1400],
    [429, 'TOO_MANY_REQUESTS', 1400],
  ])('a %i %s reply is %i on link and on the look-up', async (status, code, expected) => {
    expect(await codeFor(reply(status, code), (c) => c.devices.link('BCDFG'))).toBe(expected);
    expect(await codeFor(reply(status, code), (c) => c.devices.getPending('BCDFG'))).toBe(expected);
  });

  it('a bare 429 (a proxy) is 1400 too', async () => {
    expect(await codeFor(new Response('', { status: 429 }), (c) => c.devices.link('BCDFG'))).toBe(1400);
  });
});

describe('client.devices on the TV: login', () => {
  it('POST /api/5/login/device as a form with the device cookie; the secret becomes the session', async () => {
    const { client, calls, cookieModes } = devicesServer();
    client.setSessionToken(null);
    expect(await client.devices.login('bcdfg')).toEqual({
      session_secret: 'tv-session-secret',
      user_guid: 'user-1',
    });
    expect(sent(calls[0])).toBe('POST /api/5/login/device');
    expect(formOf(calls[0])).toEqual({ short_code: 'BCDFG' });
    expect(cookieModes).toEqual(['include']);
    expect(client.getSessionToken()).toBe('tv-session-secret');
    await client.devices.listSessions();
    expect(calls[1]?.headers.get('Authorization')).toBe('Token tv-session-secret');
  });

  it.each([
    ['no secret', { user_guid: 'user-1' }],
    ['an empty secret', { session_secret: '', user_guid: 'user-1' }],
    ['a null secret', { session_secret: null, user_guid: 'user-1' }],
  ])('a reply with %s fails with 1405 and leaves the session as it was', async (_name, body) => {
    const { client } = devicesServer(() => json(body));
    client.setSessionToken('before');
    const e = (await rejection(client.devices.login('BCDFG'))) as ApiError;
    expect(e.errors[0]?.code).toBe(1405);
    expect(client.getSessionToken()).toBe('before');
    expect(client.errors.get('loginDevice').map((x) => x.code)).toEqual([1405]);
  });

  it.each([
    [400, DeviceCode.USER_NOT_LINKED, 1404],
    [400, DeviceCode.DEVICE_LOGIN_FAILED, 1405],
    [401, DeviceCode.DEVICE_LOGIN_FAILED, 1405],
    [400, DeviceCode.MISSING_SHORT_CODE, 1401],
    [400, DeviceCode.SHORT_CODE_TOO_LONG, 1402],
    [404, DeviceCode.SHORT_CODE_NOT_FOUND, 1403],
    [429, 'TOO_MANY_REQUESTS', 1405],
  ])('a %i %s reply is %i', async (status, code, expected) => {
    expect(await codeFor(reply(status, code), (c) => c.devices.login('BCDFG'))).toBe(expected);
  });

  it('a 401 DEVICE_LOGIN_FAILED is not a lost session', async () => {
    const { client } = devicesServer(() => reply(401, DeviceCode.DEVICE_LOGIN_FAILED));
    const e = (await rejection(client.devices.login('BCDFG'))) as ApiError;
    expect(e.sessionExpired).toBe(false);
  });
});

describe('client.devices: signed-in devices', () => {
  it('listSessions: GET /api/5/sessions/ answers the sessions', async () => {
    const { client, last } = devicesServer();
    expect(await client.devices.listSessions()).toEqual([
      signedInDevice({ current: true }),
      signedInDevice(),
    ]);
    expect(sent(last())).toBe('GET /api/5/sessions/');
  });

  it('signOut: DELETE /api/5/sessions/{id}/, the id escaped', async () => {
    const { client, calls } = devicesServer();
    await expect(client.devices.signOut(SESSION_ID)).resolves.toBeUndefined();
    await client.devices.signOut('a/b');
    expect(calls.map(sent)).toEqual([
      `DELETE /api/5/sessions/${SESSION_ID}/`,
      'DELETE /api/5/sessions/a%2Fb/',
    ]);
  });

  it("another member's session (404) is 1724; an unknown path keeps 5001", async () => {
    const notFound = envelope(404, { code: 'NOT_FOUND', message: 'Not found' });
    expect(await codeFor(notFound, (c) => c.devices.signOut(SESSION_ID))).toBe(1724);
    expect(
      await codeFor(envelope(404, { code: 11, message: 'API Not Found' }), (c) => c.devices.listSessions()),
    ).toBe(5001);
  });
});
