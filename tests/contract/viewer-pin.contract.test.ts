import { describe, expect, it } from 'vitest';
import { COMIC_RATINGS, FILM_RATINGS, PIN_MAX_TRIES, TV_RATINGS, ViewerCode } from '@fanverse/contract';
import { parentalDetails, viewerPinUpdateMapping, viewerUnlockMapping } from '@fanverse/client';
import { expectClientCheck, expectMapped, failure, probe, signUp } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { PIN, TV_PG, limitedMember, strangerToken, withViewerServer } from './viewer-fixtures';

/**
 * client.viewer against the real server (accounts spec §5, §6, §7 "Viewer controls", §8): the
 * ladders, the pin read's 9002, the pin update's messages 1070–1072 and 1009, removal, and the
 * pin prompt's 1411–1413, each from a real reply (or a client check that sends nothing).
 */
let s: ContractServer;
withViewerServer((server) => (s = server));

describe('the rating ladders (public)', () => {
  it('getTvRatings: the TV and film ladders on one level scale; getComicRatings: the comics ladder', async () => {
    const client = s.client();
    const tv = await client.viewer.getTvRatings('US');
    expect(tv.country).toBe('US');
    expect(tv.ratings.map((r) => [r.name, r.system, r.level])).toEqual(
      [...TV_RATINGS, ...FILM_RATINGS].map((r) => [r.name, r.system, r.level]),
    );
    expect((await client.viewer.getTvRatings()).ratings).toHaveLength(tv.ratings.length);
    expect((await client.viewer.getComicRatings()).ratings).toEqual(COMIC_RATINGS);
  });

  it('a country that is no country code is 1201 (field country)', async () => {
    const e = await failure(s.client().viewer.getTvRatings('usa'));
    expect([e.status, e.errors[0]?.code, e.errors[0]?.field]).toEqual([400, 1201, 'country']);
  });
});

describe('getPin (spec §6: 9002)', () => {
  it('without a session: 9002 before sending', async () => {
    const p = probe(s);
    const e = await expectClientCheck(p, p.client.viewer.getPin(), 9002);
    expect(e.errors[0]?.field).toBeUndefined();
  });

  it("the server's 401 (a session it does not know) is 9002, flagged as a lost session", async () => {
    const p = strangerToken(s);
    const e = await failure(p.client.viewer.getPin());
    expect(p.sent).toEqual(['GET /api/5/viewer/pin']);
    expect([e.status, e.errors[0]?.code]).toEqual([401, 9002]);
    expect(e.errors[0]?.cause).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(e.sessionExpired).toBe(true);
  });

  it('a member without controls: no limits, no pin; never the pin once set', async () => {
    const m = await signUp(s);
    expect(await m.client.viewer.getPin()).toMatchObject({ tv_rating: '', age_rating: '', pin_set: false });
    const set = await m.client.viewer.setPin({ ...TV_PG, age_rating: 'Teen' });
    expect(set).toMatchObject({ tv_rating: 'TV-PG', age_rating: 'Teen', country: 'US', pin_set: true });
    const read = await m.client.viewer.getPin();
    expect(read).toEqual(set);
    expect(JSON.stringify(read)).not.toContain(PIN);
  });
});

describe('setPin: the client check and the server messages (1070, 1071, 1072), the password (1009)', () => {
  it('a pin over 4 characters: 1070 (field pin) before sending, kept under setPin', async () => {
    const m = await signUp(s);
    const e = await expectClientCheck(m, m.client.viewer.setPin({ ...TV_PG, pin: '12345' }), 1070);
    expect(e.errors[0]?.field).toBe('pin');
    expect(m.client.errors.get('setPin').map((x) => x.code)).toEqual([1070]);
  });

  it.each([
    ['an unknown TV rating', { tv_rating: 'TV-XX' }, 'Invalid TV rating.', 'tv_rating', 1072],
    ['an unknown age rating', { age_rating: 'Grown-ups' }, 'Invalid age rating.', 'age_rating', 1071],
  ])("%s: the server's message → %i", async (_name, change, message, field, code) => {
    const m = await signUp(s);
    const e = await failure(m.client.viewer.setPin({ ...TV_PG, ...change }));
    expectMapped(e, { status: 400, code: ViewerCode.INVALID_VALUE }, code);
    expect(e.errors[0]?.cause).toMatchObject({ message, field });
    expect(e.errors[0]?.field).toBe(field);
    expect(m.client.errors.get('setPin').map((x) => x.code)).toEqual([code]);
  });

  it("a pin over 4 characters sent anyway: the server's 'Ensure this field has no more than 4 characters.' → 1070", async () => {
    const m = await signUp(s);
    const e = await failure(
      m.client.http.request({
        method: 'POST',
        path: '/api/5/viewer/pin',
        body: { ...TV_PG, pin: '12345' },
        mapping: viewerPinUpdateMapping,
      }),
    );
    expectMapped(e, { status: 400, code: ViewerCode.INVALID_VALUE }, 1070);
    expect(e.errors[0]?.cause).toMatchObject({ message: 'Ensure this field has no more than 4 characters.' });
  });

  it('a pin of 4 characters that are not digits: 6001 (field pin)', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.viewer.setPin({ ...TV_PG, pin: '12ab' }));
    expectMapped(e, { status: 400, code: ViewerCode.INVALID_VALUE }, 6001);
    expect(e.errors[0]?.field).toBe('pin');
  });

  it('changing existing limits takes the account password: none or a wrong one INVALID_LOGIN → 1009', async () => {
    const m = await limitedMember(s);
    const change = { ...TV_PG, tv_rating: 'TV-MA' };
    expectMapped(await failure(m.client.viewer.setPin(change)), { status: 403, code: 'INVALID_LOGIN' }, 1009);
    expectMapped(
      await failure(m.client.viewer.setPin({ ...change, password: 'Not-The-Password-1' })),
      { status: 403, code: 'INVALID_LOGIN' },
      1009,
    );
    expect(m.client.errors.get('setPin').map((x) => x.code)).toEqual([1009]);
    expect(await m.client.viewer.setPin({ ...change, password: m.password })).toMatchObject({
      tv_rating: 'TV-MA',
    });
    expect(m.client.errors.get('setPin')).toEqual([]);
  });
});

describe('removePin', () => {
  it('an empty password: 1025 before sending; a wrong one 1009; the right one removes the controls', async () => {
    const m = await limitedMember(s);
    await expectClientCheck(m, m.client.viewer.removePin(''), 1025);
    expectMapped(
      await failure(m.client.viewer.removePin('Not-The-Password-1')),
      { status: 403, code: 'INVALID_LOGIN' },
      1009,
    );
    expect(m.client.errors.get('removePin').map((x) => x.code)).toEqual([1009]);
    await m.client.viewer.removePin(m.password);
    expect(await m.client.viewer.getPin()).toMatchObject({ tv_rating: '', age_rating: '', pin_set: false });
  });
});

describe('unlock: the pin prompt (1411, 1412, 1413)', () => {
  it('no pin set: PIN_NOT_SET → 1413', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.viewer.unlock(PIN)),
      { status: 404, code: ViewerCode.PIN_NOT_SET },
      1413,
    );
    expect(m.client.errors.get('unlockPin').map((x) => x.code)).toEqual([1413]);
  });

  it('an empty or long pin never reaches the server (it would count as a try)', async () => {
    const m = await limitedMember(s);
    await expectClientCheck(m, m.client.viewer.unlock(''), 6000);
    await expectClientCheck(m, m.client.viewer.unlock('12345'), 1070);
  });

  it('a pin of the wrong form sent anyway: INVALID_VALUE → 6001, not counted', async () => {
    const m = await limitedMember(s);
    const e = await failure(
      m.client.http.request({
        method: 'POST',
        path: '/api/5/viewer/pin/unlock',
        body: { pin: '12a' },
        mapping: viewerUnlockMapping,
      }),
    );
    expectMapped(e, { status: 400, code: ViewerCode.INVALID_VALUE }, 6001);
    const wrong = await failure(m.client.viewer.unlock('0000'));
    expect(parentalDetails(wrong).remaining).toBe(PIN_MAX_TRIES - 1);
  });

  it(`wrong pins: PIN_INCORRECT → 1411 with the tries left; the ${PIN_MAX_TRIES}th locks: PIN_LOCKED → 1412`, async () => {
    const m = await limitedMember(s);
    for (let left = PIN_MAX_TRIES - 1; left >= 1; left--) {
      const e = await failure(m.client.viewer.unlock('0000'));
      expectMapped(e, { status: 403, code: ViewerCode.PIN_INCORRECT }, 1411);
      expect(parentalDetails(e)).toEqual({ remaining: left });
    }
    const lockedOut = await failure(m.client.viewer.unlock('0000'));
    expectMapped(lockedOut, { status: 429, code: ViewerCode.PIN_LOCKED }, 1412);
    const until = parentalDetails(lockedOut).locked_until;
    expect(Date.parse(until ?? '')).toBeGreaterThan(Date.now());
    // Locked: even the right pin is refused, and the client holds no unlock.
    expectMapped(
      await failure(m.client.viewer.unlock(PIN)),
      { status: 429, code: ViewerCode.PIN_LOCKED },
      1412,
    );
    expect(m.client.viewer.getUnlock()).toBeNull();
    expect((await m.client.viewer.getPin()).locked_until).toBe(until);
  });

  it('the right pin: the signed unlock, held by the client until its expiry', async () => {
    const m = await limitedMember(s);
    const unlock = await m.client.viewer.unlock(PIN);
    expect(Date.parse(unlock.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(m.client.viewer.getUnlock()).toEqual(unlock);
    expect(m.client.errors.get('unlockPin')).toEqual([]);
  });
});
