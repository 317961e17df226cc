import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCode, SHORT_CODE_ALPHABET } from '@fanverse/contract';
import { expectClientCheck, expectMapped, failure } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { deviceSecret, member, rawLink, startDevicesServer, tv } from './devices-fixtures';

/**
 * TV device linking through the real client and server (accounts spec §4 "Device linking", §5,
 * §7 "Device", §8 1400–1405; issue 23): the whole story (code, confirm page, link, device login,
 * the devices list, signing the TV out), then every code from a real reply or a client check.
 */
let s: ContractServer;
beforeAll(async () => {
  s = await startDevicesServer();
});
afterAll(async () => s?.app.close());

describe('a TV linked by its short code', () => {
  it('code on the TV, confirm and link on the web, device login, listed, signed out', async () => {
    const screen = tv(s);
    const code = await screen.client.devices.getCode();
    expect(code.short_code).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{5}$`));
    expect(code).toMatchObject({ link_complete: false, interval: 5 });
    expect(code.verification_uri_complete).toBe(`${code.verification_uri}?code=${code.short_code}`);
    expect(deviceSecret(screen), 'the device secret is set as a cookie').toMatch(/.{40,}/);
    // Polling answers the same code while the cookie names it.
    expect((await screen.client.devices.getCode()).short_code).toBe(code.short_code);

    const m = await member(s);
    const typed = `${code.short_code.slice(0, 3).toLowerCase()}-${code.short_code.slice(3)}`;
    const pending = await m.client.devices.getPending(typed);
    expect(pending).toMatchObject({
      short_code: code.short_code,
      device_kind: 'tv',
      device_name: 'Samsung Smart TV',
    });
    expect(await m.client.devices.link(typed)).toEqual({ short_code: code.short_code, link_complete: true });

    expect((await screen.client.devices.getCode()).link_complete).toBe(true);
    const login = await screen.client.devices.login(code.short_code);
    expect(login.user_guid).toBe(m.guid);
    expect(screen.client.getSessionToken()).toBe(login.session_secret);
    expect(deviceSecret(screen), 'the cookie is cleared with the login').toBeUndefined();
    expect((await screen.client.accounts.getProfile()).username).toBe(m.username);

    const devices = await m.client.devices.listSessions();
    const tvSession = devices.find((d) => d.device_kind === 'tv');
    expect(tvSession).toMatchObject({ device_name: 'Samsung Smart TV', current: false });
    expect(devices.filter((d) => d.current)).toHaveLength(1);

    await m.client.devices.signOut(tvSession!.id);
    expect((await m.client.devices.listSessions()).map((d) => d.id)).not.toContain(tvSession!.id);
    const signedOut = await failure(screen.client.accounts.getProfile());
    expect([signedOut.status, signedOut.sessionExpired]).toEqual([401, true]);
  });
});

describe('the short code checks (1401, 1402): before sending, and from the server', () => {
  it('missing: 1401 before sending; sent anyway, MISSING_SHORT_CODE → 1401', async () => {
    const m = await member(s);
    for (const code of ['', ' - ']) {
      await expectClientCheck(m, m.client.devices.link(code), 1401);
      await expectClientCheck(m, m.client.devices.getPending(code), 1401);
    }
    expectMapped(
      await failure(rawLink(m.client, '')),
      { status: 400, code: DeviceCode.MISSING_SHORT_CODE },
      1401,
    );
    expect(m.client.errors.get('linkDevice').map((e) => e.code)).toEqual([1401]);
  });

  it('over 5 characters: 1402 before sending; sent anyway, SHORT_CODE_TOO_LONG → 1402', async () => {
    const m = await member(s);
    await expectClientCheck(m, m.client.devices.link('BCD-FGH'), 1402);
    await expectClientCheck(m, m.client.devices.getPending('BCDFGH'), 1402);
    expectMapped(
      await failure(rawLink(m.client, 'BCDFGH')),
      { status: 400, code: DeviceCode.SHORT_CODE_TOO_LONG },
      1402,
    );
  });

  it('on the TV too: 1401 and 1402 before sending', async () => {
    const screen = tv(s);
    await expectClientCheck(screen, screen.client.devices.login(''), 1401);
    await expectClientCheck(screen, screen.client.devices.login('BCDFGH'), 1402);
    expect(screen.client.errors.get('loginDevice').map((e) => e.code)).toEqual([1402]);
  });
});

describe('link and look-up refused (1403, 1400)', () => {
  it('a code never issued: SHORT_CODE_NOT_FOUND → 1403, on the look-up and the link', async () => {
    const m = await member(s);
    const notFound = { status: 404, code: DeviceCode.SHORT_CODE_NOT_FOUND };
    expectMapped(await failure(m.client.devices.getPending('ZZZZZ')), notFound, 1403);
    expectMapped(await failure(m.client.devices.link('ZZZZZ')), notFound, 1403);
    expect(m.client.errors.get('linkDevice').map((e) => e.code)).toEqual([1403]);
  });

  it('a code already linked is used: a second link is 1403', async () => {
    const screen = tv(s);
    const { short_code } = await screen.client.devices.getCode();
    const m = await member(s);
    await m.client.devices.link(short_code);
    expectMapped(
      await failure(m.client.devices.link(short_code)),
      { status: 404, code: DeviceCode.SHORT_CODE_NOT_FOUND },
      1403,
    );
  });

  it('too many failed entries by one member: DEVICE_LINK_FAILED → 1400, even for a live code', async () => {
    const screen = tv(s);
    const { short_code } = await screen.client.devices.getCode();
    const m = await member(s);
    let refused = 0;
    for (let i = 0; i < 10 && refused === 0; i++) {
      const e = await failure(m.client.devices.link('ZZZZZ'));
      if (e.errors[0]?.code === 1400) refused += 1;
      else expect(e.errors[0]?.code).toBe(1403);
    }
    expect(refused, 'the member limit trips within 10 failed entries').toBe(1);
    const e = await failure(m.client.devices.link(short_code));
    expectMapped(e, { status: 429, code: DeviceCode.DEVICE_LINK_FAILED }, 1400);
    expect(m.client.errors.get('linkDevice').map((x) => x.code)).toEqual([1400]);
    // Another member links the code: the limit was the guesser's, the code is still live.
    await expect((await member(s)).client.devices.link(short_code)).resolves.toMatchObject({
      link_complete: true,
    });
  });
});

describe('device login refused (1404, 1405)', () => {
  it('before a member links the code: USER_NOT_LINKED → 1404 (the TV keeps polling)', async () => {
    const screen = tv(s);
    const { short_code } = await screen.client.devices.getCode();
    const e = await failure(screen.client.devices.login(short_code));
    expectMapped(e, { status: 400, code: DeviceCode.USER_NOT_LINKED }, 1404);
    expect(screen.client.errors.get('loginDevice').map((x) => x.code)).toEqual([1404]);
    expect(screen.client.getSessionToken()).toBeNull();
  });

  it('the code alone is not enough: another TV (no device secret, or its own) gets DEVICE_LOGIN_FAILED → 1405', async () => {
    const screen = tv(s);
    const { short_code } = await screen.client.devices.getCode();
    await (await member(s)).client.devices.link(short_code);

    const thief = tv(s);
    const withoutSecret = await failure(thief.client.devices.login(short_code));
    expectMapped(withoutSecret, { status: 400, code: DeviceCode.DEVICE_LOGIN_FAILED }, 1405);
    await thief.client.devices.getCode();
    expect(deviceSecret(thief)).toBeDefined();
    expect((await failure(thief.client.devices.login(short_code))).errors[0]?.code).toBe(1405);
    expect(thief.client.getSessionToken()).toBeNull();

    // The TV that asked still signs in, once; the used code then fails with 1405.
    await screen.client.devices.login(short_code);
    expect(screen.client.getSessionToken()).not.toBeNull();
    const again = tv(s);
    expect((await failure(again.client.devices.login(short_code))).errors[0]?.code).toBe(1405);
  });
});

describe('signed-in devices', () => {
  it("another member's session: 1724, and it stays signed in", async () => {
    const owner = await member(s);
    const ownId = (await owner.client.devices.listSessions())[0]!.id;
    const stranger = await member(s);
    const e = await failure(stranger.client.devices.signOut(ownId));
    expectMapped(e, { status: 404, code: 'NOT_FOUND' }, 1724);
    expect((await owner.client.devices.listSessions()).map((d) => d.id)).toContain(ownId);
  });
});
