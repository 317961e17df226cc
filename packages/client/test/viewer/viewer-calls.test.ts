import { describe, expect, it } from 'vitest';
import { PIN_MESSAGES, ViewerCode } from '@fanverse/contract';
import { ApiError, parentalDetails, type FanverseClient } from '../../src';
import { codeFor, refused, storedOnFailure } from '../coded-failures';
import { envelope, json, queryOf, rejection } from '../fake-fetch';
import { jsonBody, viewerPin, viewerServer } from './viewer-fixtures';

type C = FanverseClient;
const signedIn = (client: C) => {
  client.setSessionToken('member-token');
  return client;
};
const sent = (call: { method: string; url: URL } | undefined) => `${call?.method} ${call?.url.pathname}`;

describe('client.viewer ladders', () => {
  it('getTvRatings: GET /api/5/tvrating with the country given, none when blank', async () => {
    const { client, calls } = viewerServer();
    expect((await client.viewer.getTvRatings('GB')).country).toBe('GB');
    await client.viewer.getTvRatings('  ');
    await client.viewer.getTvRatings();
    expect(calls.map(sent)).toEqual(Array(3).fill('GET /api/5/tvrating'));
    expect(calls.map(queryOf)).toEqual([{ country: 'GB' }, {}, {}]);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('getTvRatings: a country the server refuses is 1201, by its code or by the field it names', async () => {
    const call = (c: C) => c.viewer.getTvRatings('usa');
    expect(await codeFor(envelope(400, { code: 'INVALID_COUNTRY_CODE', message: 'Bad country' }), call)).toBe(
      1201,
    );
    expect(
      await codeFor(envelope(400, { code: 8, message: 'country: invalid', field: 'country' }), call),
    ).toBe(1201);
  });

  it('getComicRatings: GET /api/comics/1/ratings', async () => {
    const { client, last } = viewerServer();
    expect((await client.viewer.getComicRatings()).ratings.map((r) => r.name)).toContain('Mature');
    expect(sent(last())).toBe('GET /api/comics/1/ratings');
  });
});

describe('client.viewer.getPin (spec §6: 9002)', () => {
  it('without a session it fails with 9002 before sending', async () => {
    const { code, field } = await refused((c) => c.viewer.getPin());
    expect(code).toBe(9002);
    expect(field).toBeUndefined();
  });

  it('with a session: GET /api/5/viewer/pin with the token; answers the limits, never a pin', async () => {
    const { client, last } = viewerServer();
    expect(await signedIn(client).viewer.getPin()).toEqual(viewerPin());
    expect(sent(last())).toBe('GET /api/5/viewer/pin');
    expect(last().headers.get('Authorization')).toBe('Token member-token');
  });

  it.each([
    ['UNAUTHENTICATED', envelope(401, { code: 'UNAUTHENTICATED', message: 'Invalid Session' })],
    ['SESSION_EXPIRED', envelope(401, { code: 'SESSION_EXPIRED', message: 'Your session has expired.' })],
    ['a bare 401', new Response('', { status: 401 })],
  ])('a 401 reply (%s) is 9002', async (_name, reply) => {
    expect(await codeFor(reply, (c) => signedIn(c).viewer.getPin())).toBe(9002);
  });

  it('a lost session is still flagged, so the app signs out', async () => {
    const { client } = viewerServer(() => envelope(401, { code: 'SESSION_EXPIRED', message: 'expired' }));
    const e = (await rejection(signedIn(client).viewer.getPin())) as ApiError;
    expect(e.errors[0]?.code).toBe(9002);
    expect(e.sessionExpired).toBe(true);
  });
});

describe('client.viewer.setPin', () => {
  const body = { age_rating: 'Teen', tv_rating: 'TV-PG', country: 'US', pin: '1234' };

  it('POST /api/5/viewer/pin with the four fields; the password only when given', async () => {
    const { client, calls } = viewerServer();
    signedIn(client);
    expect(await client.viewer.setPin(body)).toEqual(viewerPin());
    await client.viewer.setPin({ ...body, password: 'secret-pass' });
    expect(calls.map(sent)).toEqual(['POST /api/5/viewer/pin', 'POST /api/5/viewer/pin']);
    expect(jsonBody(calls[0])).toEqual(body);
    expect(jsonBody(calls[1])).toEqual({ ...body, password: 'secret-pass' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('a pin over 4 characters is 1070 (field pin), not sent, kept under setPin', async () => {
    const { code, field, client } = await refused((c) => c.viewer.setPin({ ...body, pin: '12345' }));
    expect([code, field]).toEqual([1070, 'pin']);
    expect(client.errors.get('setPin').map((e) => e.code)).toEqual([1070]);
  });

  it('4 characters or fewer are sent (the server judges the form)', async () => {
    const { client, calls } = viewerServer();
    await client.viewer.setPin({ ...body, pin: '12' });
    await client.viewer.setPin({ ...body, pin: '' });
    expect(calls).toHaveLength(2);
  });

  it.each([
    [PIN_MESSAGES.TV_RATING, 'tv_rating', 1072],
    [PIN_MESSAGES.AGE_RATING, 'age_rating', 1071],
    [PIN_MESSAGES.PIN_TOO_LONG, 'pin', 1070],
  ])("the server's message '%s' (field %s) is %i", async (message, field, expected) => {
    const reply = envelope(400, { code: 'INVALID_VALUE', message, field });
    const { client } = viewerServer(() => reply.clone());
    const e = (await rejection(client.viewer.setPin(body))) as ApiError;
    expect([e.errors[0]?.code, e.errors[0]?.field]).toEqual([expected, field]);
    expect(client.errors.get('setPin').map((x) => x.code)).toEqual([expected]);
  });

  it('the messages are read without a code too (the spec names messages only)', async () => {
    const reply = json(
      { message: PIN_MESSAGES.TV_RATING, errors: [{ message: PIN_MESSAGES.TV_RATING }] },
      400,
    );
    expect(await codeFor(reply, (c) => c.viewer.setPin(body))).toBe(1072);
  });

  it.each([
    [
      'a wrong account password: INVALID_LOGIN',
      403,
      { code: 'INVALID_LOGIN', message: 'Wrong password' },
      1009,
    ],
    ['a pin not of 4 digits', 400, { code: 'INVALID_VALUE', message: 'Use 4 digits.', field: 'pin' }, 6001],
    [
      'a rating over the length bound',
      400,
      { code: 8, message: 'tv_rating: too long', field: 'tv_rating' },
      1072,
    ],
    [
      'an age rating over the bound',
      400,
      { code: 8, message: 'age_rating: too long', field: 'age_rating' },
      1071,
    ],
    ['a bad country', 400, { code: 8, message: 'country: invalid', field: 'country' }, 1201],
  ])('%s → %i', async (_name, status, item, expected) => {
    expect(await codeFor(envelope(status, item), (c) => c.viewer.setPin(body))).toBe(expected);
  });
});

describe('client.viewer.removePin', () => {
  it('DELETE /api/5/viewer/pin with the account password', async () => {
    const { client, last } = viewerServer();
    await expect(signedIn(client).viewer.removePin('secret-pass')).resolves.toBeUndefined();
    expect(sent(last())).toBe('DELETE /api/5/viewer/pin');
    expect(jsonBody(last())).toEqual({ password: 'secret-pass' });
  });

  it('an empty password is 1025 (field password), not sent, kept under removePin', async () => {
    const { code, field, client } = await refused((c) => c.viewer.removePin('  '));
    expect([code, field]).toEqual([1025, 'password']);
    expect(client.errors.get('removePin').map((e) => e.code)).toEqual([1025]);
  });

  it('a wrong password: INVALID_LOGIN → 1009', async () => {
    const reply = envelope(403, { code: 'INVALID_LOGIN', message: 'Wrong password' });
    expect(await codeFor(reply, (c) => c.viewer.removePin('wrong-pass'))).toBe(1009);
  });
});

describe('client.viewer.unlock', () => {
  it('POST /api/5/viewer/pin/unlock {pin}; answers and holds the unlock', async () => {
    const { client, last } = viewerServer();
    const unlock = await signedIn(client).viewer.unlock('1234');
    expect(sent(last())).toBe('POST /api/5/viewer/pin/unlock');
    expect(jsonBody(last())).toEqual({ pin: '1234' });
    expect(client.viewer.getUnlock()).toEqual(unlock);
  });

  it.each([
    ['', 6000],
    ['   ', 6000],
    ['12345', 1070],
  ])("a pin '%s' is %i (field pin), not sent: it would cost a try", async (pin, expected) => {
    const { code, field, client } = await refused((c) => c.viewer.unlock(pin));
    expect([code, field]).toEqual([expected, 'pin']);
    expect(client.errors.get('unlockPin').map((e) => e.code)).toEqual([expected]);
  });

  it('PIN_INCORRECT → 1411 with the tries left', async () => {
    const { client } = viewerServer(() =>
      envelope(403, { code: ViewerCode.PIN_INCORRECT, message: 'Incorrect PIN', remaining: 3 }),
    );
    const e = (await rejection(signedIn(client).viewer.unlock('0000'))) as ApiError;
    expect(e.errors[0]?.code).toBe(1411);
    expect(parentalDetails(e)).toEqual({ remaining: 3 });
    expect(client.errors.get('unlockPin').map((x) => x.code)).toEqual([1411]);
    expect(client.viewer.getUnlock()).toBeNull();
  });

  it('PIN_LOCKED → 1412 with when to try again', async () => {
    const lockedUntil = '2030-01-01T00:05:00.000Z';
    const { client } = viewerServer(() =>
      envelope(429, { code: ViewerCode.PIN_LOCKED, message: 'Locked', locked_until: lockedUntil }),
    );
    const e = (await rejection(client.viewer.unlock('0000'))) as ApiError;
    expect(e.errors[0]?.code).toBe(1412);
    expect(parentalDetails(e)).toEqual({ locked_until: lockedUntil });
  });

  it('PIN_NOT_SET → 1413', async () => {
    const reply = envelope(404, { code: ViewerCode.PIN_NOT_SET, message: 'No PIN is set' });
    expect(await codeFor(reply, (c) => c.viewer.unlock('1234'))).toBe(1413);
  });

  it('failures are kept under their operations, and a retry starts clean', async () => {
    const fail = () => envelope(403, { code: 'INVALID_LOGIN', message: 'Wrong password' });
    const body = { age_rating: '', tv_rating: '', country: 'US', pin: '1234', password: 'x' };
    expect(await storedOnFailure((c) => c.viewer.setPin(body), fail)).toContain('setPin');
    expect(await storedOnFailure((c) => c.viewer.removePin('x'), fail)).toContain('removePin');
    expect(await storedOnFailure((c) => c.viewer.unlock('1234'), fail)).toContain('unlockPin');

    let first = true;
    const { client } = viewerServer(() => {
      if (!first) return undefined;
      first = false;
      return envelope(403, { code: ViewerCode.PIN_INCORRECT, message: 'Incorrect PIN', remaining: 4 });
    });
    await rejection(client.viewer.unlock('0000'));
    expect(client.errors.get('unlockPin')).toHaveLength(1);
    await client.viewer.unlock('1234');
    expect(client.errors.get('unlockPin')).toEqual([]);
  });
});

describe('parentalDetails', () => {
  it('reads only what the failure carries, of the right types', () => {
    const failure = (cause: unknown) =>
      new ApiError({
        errors: [{ code: 1410, message: 'm', cause }],
        sessionExpired: false,
        networkError: false,
      });
    expect(parentalDetails(failure({ code: 'PARENTAL_LOCK', rating: 'TV-MA' }))).toEqual({ rating: 'TV-MA' });
    expect(parentalDetails(failure({ remaining: '3', locked_until: 5 }))).toEqual({});
    expect(parentalDetails(failure('text'))).toEqual({});
  });
});
