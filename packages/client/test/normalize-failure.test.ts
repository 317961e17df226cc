import { describe, expect, it } from 'vitest';
import { normalizeFailure, type ReplyMapping } from '../src';

const codes = (...args: Parameters<typeof normalizeFailure>) =>
  normalizeFailure(...args).errors.map((e) => e.code);
const body = (...errors: unknown[]) => ({ message: 'Failed', errors });

describe('normalizeFailure: error items (spec §8)', () => {
  it('maps each item to a code with the catalogue message and the raw item as cause', () => {
    const item = { code: 'TOO_MANY_REQUESTS', message: 'slow down', field: 'email' };
    expect(normalizeFailure({ status: 429, body: body(item) })).toEqual({
      errors: [{ code: 1015, message: 'Too many requests', cause: item, field: 'email' }],
      sessionExpired: false,
      networkError: false,
    });
  });

  it('gives an unknown numeric code 5000 + code when that is catalogued', () => {
    for (const [raw, expected] of [
      [4, 5004],
      [5, 5005],
      [8, 5008],
      [9, 5009],
      [10, 5010],
      ['8', 5008],
    ] as const) {
      expect(codes({ status: 400, body: body({ code: raw, message: 'x' }) })).toEqual([expected]);
    }
  });

  it('gives 9999 Unknown error when neither the code nor 5000 + code is catalogued', () => {
    const failure = normalizeFailure({
      status: 400,
      body: body({ code: 77, message: 'x' }, { code: 'ODD', message: 'y' }),
    });
    expect(failure.errors.map((e) => [e.code, e.message])).toEqual([
      [9999, 'Unknown error'],
      [9999, 'Unknown error'],
    ]);
  });

  it('keeps a raw code that already is a catalogued client code', () => {
    expect(codes({ status: 400, body: body({ code: 6001, message: 'bad', field: 'username' }) })).toEqual([
      6001,
    ]);
  });

  it('maps raw code 11 (unknown API path) to 5001 API Not Found', () => {
    const failure = normalizeFailure({ status: 404, body: body({ code: 11, message: 'No such API' }) });
    expect(failure.errors.map((e) => [e.code, e.message])).toEqual([[5001, 'API Not Found']]);
  });

  it('unpacks nested error lists: arrays inside errors and objects holding their own errors', () => {
    const reply = {
      message: 'Several',
      errors: [
        [{ code: 4, message: 'a' }, [{ code: 5, message: 'b' }]],
        { errors: [{ code: 10, message: 'c' }] },
      ],
    };
    expect(codes({ status: 400, body: reply })).toEqual([5004, 5005, 5010]);
  });

  it('unpacks a reply body that is itself a list of errors, and plain message strings', () => {
    expect(codes({ status: 400, body: [{ code: 9, message: 'season' }, 'free text'] })).toEqual([5009, 9999]);
  });

  it('carries field-rule details a server item sends (values, lengths)', () => {
    const item = { code: 6003, message: 'short', field: 'username', min_length: 6, values: ['a'] };
    expect(normalizeFailure({ status: 400, body: body(item) }).errors[0]).toMatchObject({
      code: 6003,
      field: 'username',
      min_length: 6,
      values: ['a'],
    });
  });

  it('writes messages in the requested language, falling back to English', () => {
    const reply = { status: 400, body: body({ code: 8, message: 'x' }) };
    expect(normalizeFailure(reply, undefined, 'es').errors[0]?.message).toBe('Parámetro no válido');
    expect(normalizeFailure(reply, undefined, 'de').errors[0]?.message).toBe('Invalid parameter');
  });
});

describe('normalizeFailure: nothing logged (spec §8 defaults)', () => {
  it('an expired session gives 1003 Invalid user token', () => {
    const failure = normalizeFailure({ status: 401, body: { message: 'Invalid Session' } });
    expect(failure.sessionExpired).toBe(true);
    expect(failure.errors.map((e) => [e.code, e.message])).toEqual([[1003, 'Invalid user token']]);
  });

  it('a network failure gives 9998 Network error and the networkError flag', () => {
    const cause = new TypeError('fetch failed');
    expect(normalizeFailure({ networkError: true, cause })).toEqual({
      errors: [{ code: 9998, message: 'Network error', cause }],
      sessionExpired: false,
      networkError: true,
    });
  });

  it("the message 'Network Error' alone marks a network failure", () => {
    const failure = normalizeFailure({ message: 'Network Error' });
    expect(failure.networkError).toBe(true);
    expect(failure.errors.map((e) => e.code)).toEqual([9998]);
  });

  it('a body carrying raw code 11 gives 5001 API Not Found', () => {
    expect(codes({ status: 404, body: { code: 11, message: 'Not found' } })).toEqual([5001]);
    expect(codes({ status: 404, body: { code: '11' } })).toEqual([5001]);
  });

  it('otherwise gives 9999, also for a bare numeric code (5000 + code is for listed items)', () => {
    expect(codes({ status: 500 })).toEqual([9999]);
    expect(codes({ status: 400, body: {} })).toEqual([9999]);
    expect(codes({ status: 400, body: { code: 4 } })).toEqual([9999]);
    expect(codes({ message: 'Something else' })).toEqual([9999]);
  });

  it("still applies the operation's mapping to the reply itself (status, message)", () => {
    const mapping: ReplyMapping = { statuses: { 413: 7702 }, messages: [['Not authorized', 2200]] };
    expect(codes({ status: 413, body: 'Request Entity Too Large' }, mapping)).toEqual([7702]);
    expect(codes({ status: 403, body: { message: 'Not authorized' } }, mapping)).toEqual([2200]);
  });
});

describe('reply mapping order', () => {
  const mapping: ReplyMapping = {
    codes: { SPECIFIC: 1008 },
    messages: [['Captcha', 1080]],
    statuses: { 400: 1007 },
  };

  it('a code row beats a message row, which beats the status row', () => {
    expect(
      codes({ status: 400, body: body({ code: 'SPECIFIC', message: 'Captcha failed' }) }, mapping),
    ).toEqual([1008]);
    expect(codes({ status: 400, body: body({ code: 'OTHER', message: 'Captcha failed' }) }, mapping)).toEqual(
      [1080],
    );
    expect(codes({ status: 400, body: body({ code: 'OTHER', message: 'x' }) }, mapping)).toEqual([1007]);
  });

  it('a message rule reads the envelope message when the item has none', () => {
    expect(codes({ status: 403, body: { message: 'Captcha', errors: [{ code: 'X' }] } }, mapping)).toEqual([
      1080,
    ]);
  });

  it('the resolve hook comes first; the default mapping still applies after the operation mapping', () => {
    const hooked: ReplyMapping = {
      resolve: ({ item }) => (item.code === 'HOOK' ? 1400 : undefined),
      codes: { HOOK: 1401 },
    };
    expect(codes({ status: 400, body: body({ code: 'HOOK', message: '' }) }, hooked)).toEqual([1400]);
    expect(codes({ status: 429, body: body({ code: 'TOO_MANY_REQUESTS', message: '' }) }, hooked)).toEqual([
      1015,
    ]);
  });

  it('otherwise replaces the 5000 + code and 9999 fallbacks', () => {
    const strict: ReplyMapping = { otherwise: 1900 };
    expect(
      codes({ status: 400, body: body({ code: 8, message: '' }, { code: 'ODD', message: '' }) }, strict),
    ).toEqual([1900, 1900]);
  });
});
