import { describe, expect, it } from 'vitest';
import {
  ApiError,
  avatarUploadMapping,
  bannerUploadMapping,
  consumerMapping,
  contentLookupMapping,
  experimentMapping,
  listItemLookupMapping,
  listsMapping,
  loginMapping,
  passwordUpdateMapping,
  pinUpdateMapping,
  profileUpdateMapping,
  promoMapping,
  registerMapping,
  resetPasswordMapping,
  shopMapping,
  subscribeMapping,
  usernameUpdateMapping,
  videoManifestMapping,
  type ReplyMapping,
} from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

/** Sends one request the fake server fails with `reply`, and returns the client codes. */
async function codesFor(mapping: ReplyMapping | undefined, reply: Response): Promise<number[]> {
  const { client } = testClient(() => reply);
  const error = await rejection(client.http.request({ method: 'POST', path: '/any', mapping }));
  if (!(error instanceof ApiError)) throw error;
  return error.errors.map((e) => e.code);
}

type Row = readonly [status: number, code: string | number, message: string, expected: number];

/** Each row of spec §8 "Server reply mappings": server reply -> client code. */
const tables: ReadonlyArray<readonly [name: string, mapping: ReplyMapping, rows: readonly Row[]]> = [
  [
    'login',
    loginMapping,
    [
      [401, 'INVALID_LOGIN', 'Invalid login', 1009],
      [400, 404, 'No such user', 1009],
      [404, 'NOT_FOUND', 'No such user', 1009],
      [403, 'INVALID_LOGIN_LOCKED', 'Locked', 1031],
    ],
  ],
  [
    'register',
    registerMapping,
    [
      [400, 'USERNAME_TAKEN', 'Taken', 1007],
      [400, 'DF602', 'Bad characters', 1021],
      [400, 'USER_ALREADY_EXISTS', 'Exists', 1008],
      [400, 'CAPTCHA_FAILED', 'Captcha verification failed', 1080],
      [403, 'FORBIDDEN', 'Invalid captcha token', 1080],
    ],
  ],
  [
    'reset password',
    resetPasswordMapping,
    [
      [400, 'PASSWORD_TOO_SHORT', '', 1073],
      [400, 'PASSWORD_USED_RECENTLY', '', 1074],
      [400, 'PASSWORD_TOO_SIMILAR', '', 1075],
      [400, 'PASSWORD_TOO_COMMON', '', 1076],
      [400, 'PASSWORD_ENTIRELY_NUMERIC', '', 1077],
      [400, 'PASSWORD_MISSING_CHARS', '', 1078],
      [400, 'PASSWORD_CHANGED_RECENTLY', '', 1079],
    ],
  ],
  [
    'profile update',
    profileUpdateMapping,
    [
      [400, 'INVALID_VALUE_SELECTION', '', 1900],
      [400, 'INVALID_VALUE', '', 1900],
      [400, 'VALUE_PATTERN_MISMATCH', '', 1900],
      [400, 'EMAIL_ADDRESS_TAKEN', '', 1008],
      [400, 'SOMETHING_ELSE', '', 9999],
      [400, 8, 'other codes are 9999, not 5008', 9999],
    ],
  ],
  [
    'username update',
    usernameUpdateMapping,
    [
      [400, 'MISSING_REQUIRED_VALUE', '', 1005],
      [400, 'VALUE_TOO_LONG', '', 1024],
      [400, 'VALUE_PATTERN_MISMATCH', '', 1021],
      [400, 'USERNAME_UNAVAILABLE', '', 1007],
    ],
  ],
  [
    'password update',
    passwordUpdateMapping,
    [
      [400, 'MISSING_REQUIRED_VALUE', '', 1025],
      [400, 'VALUE_TOO_SHORT', '', 1001],
      [400, 'INVALID_LOGIN', '', 1009],
      [400, 'PASSWORD_USED_RECENTLY', '', 1074],
      [400, 'PASSWORD_TOO_SIMILAR', '', 1075],
      [400, 'PASSWORD_TOO_COMMON', '', 1076],
      [400, 'PASSWORD_ENTIRELY_NUMERIC', '', 1077],
      [400, 'PASSWORD_MISSING_CHARS', '', 1078],
      [400, 'PASSWORD_CHANGED_RECENTLY', '', 1079],
    ],
  ],
  [
    'pin update (by message)',
    pinUpdateMapping,
    [
      [400, 'INVALID_VALUE', 'Invalid TV rating.', 1072],
      [400, 'INVALID_VALUE', 'Invalid age rating.', 1071],
      [400, 'INVALID_VALUE', 'Ensure this field has no more than 4 characters.', 1070],
    ],
  ],
  [
    'video manifest',
    videoManifestMapping,
    [
      [403, 'FORBIDDEN', 'S01 content not staged', 1704],
      [403, 'FORBIDDEN', 'S02 content not approved', 1705],
      [403, 'FORBIDDEN', 'S03 paywall claims failed', 1706],
      [403, 'FORBIDDEN', 'S04 registration wall claims failed', 1707],
      [403, 'FORBIDDEN', 'S05 not provisioned for geo location', 1703],
      [403, 'FORBIDDEN', 'S06 unsupported consumer', 1708],
      [403, 'FORBIDDEN', 'S07 invalid DRM type', 1709],
      [403, 'FORBIDDEN', 'S08 request in process', 1710],
      [403, 'FORBIDDEN', 'S10 invalid token', 1711],
      [401, 'FORBIDDEN', 'JWT missing', 1717],
      [403, 'S01', 'code carries the reason', 1704],
      [400, 9, 'season', 1719],
      [400, 8, 'invalid parameter', 1720],
      [400, 2, 'content type', 1716],
      [404, 1, 'not found', 1721],
      [400, 4, 'otherwise 9999, not 5004', 9999],
      [400, 'S09', 'S09 unknown reason', 9999],
    ],
  ],
  [
    'subscribe',
    subscribeMapping,
    [
      [400, 'EXISTING_ACTIVE_SUBSCRIPTION', '', 3003],
      [400, 'FAILED_TO_SUBSCRIBE', '', 3034],
    ],
  ],
  [
    'promo',
    promoMapping,
    [
      [404, 'NOT_FOUND', '', 3012],
      [400, 'MAX_USAGE', '', 3013],
      [400, 'EXPIRED', '', 3014],
      [400, 'APPLIED', '', 3020],
    ],
  ],
  [
    'uploads',
    avatarUploadMapping,
    [
      [413, 'PAYLOAD_TOO_LARGE', 'Too large', 7702],
      [413, 'OTHER', 'Too large', 7702],
    ],
  ],
  ['banner upload', bannerUploadMapping, [[413, 'PAYLOAD_TOO_LARGE', 'Too large', 7802]]],
  ['lists', listsMapping, [[403, 'FORBIDDEN', 'Not authorized', 2200]]],
  [
    'list item look-ups',
    listItemLookupMapping,
    [
      [404, 'NOT_FOUND', 'No such list', 2206],
      [403, 'FORBIDDEN', 'Not authorized', 2200],
    ],
  ],
  ['content look-ups', contentLookupMapping, [[404, 'NOT_FOUND', 'No such episode', 1724]]],
  [
    'consumer',
    consumerMapping,
    [
      [404, 'CONSUMER_NOT_FOUND', '', 1200],
      [400, 'INVALID_COUNTRY_CODE', '', 1201],
    ],
  ],
  ['shop', shopMapping, [[404, 'SHOP_DESTINATION_NOT_FOUND', '', 1061]]],
  [
    'experiment',
    experimentMapping,
    [
      [404, 'EXPERIMENT_NOT_FOUND', '', 1051],
      [400, 'INVALID_EXPERIMENT_NAME', '', 1040],
    ],
  ],
];

describe.each(tables)('%s reply mapping', (_name, mapping, rows) => {
  it.each(rows)('%i %s "%s" gives %i', async (status, code, message, expected) => {
    expect(await codesFor(mapping, envelope(status, { code, message }))).toEqual([expected]);
  });
});

describe('default mapping (every call)', () => {
  it.each([
    [429, 'TOO_MANY_REQUESTS', 1015],
    [500, 'INTERNAL', 1502],
    [401, 'UNAUTHENTICATED', 1003],
    [401, 'SESSION_EXPIRED', 1003],
    [404, 11, 5001],
  ] as const)('%i %s gives %i, with or without an operation mapping', async (status, code, expected) => {
    expect(await codesFor(undefined, envelope(status, { code, message: 'x' }))).toEqual([expected]);
    expect(await codesFor(subscribeMapping, envelope(status, { code, message: 'x' }))).toEqual([expected]);
  });
});

describe('mappings that key on the reply, not an item', () => {
  it('a 413 from a proxy, without an envelope, is still too large', async () => {
    expect(
      await codesFor(avatarUploadMapping, new Response('Request Entity Too Large', { status: 413 })),
    ).toEqual([7702]);
  });

  it('the manifest reason may be in the envelope message only', async () => {
    const reply = json({ message: 'S06 unsupported consumer', errors: [{ code: 'FORBIDDEN' }] }, 403);
    expect(await codesFor(videoManifestMapping, reply)).toEqual([1708]);
  });

  it("an operation's status row wins over a default code row (login 404 is 1009 even with code 11)", async () => {
    expect(await codesFor(loginMapping, envelope(404, { code: 11, message: 'x' }))).toEqual([1009]);
  });

  it('a list 404 outside item look-ups is not 2206', async () => {
    expect(
      await codesFor(listsMapping, envelope(404, { code: 'NOT_FOUND', message: 'No such list' })),
    ).toEqual([9999]);
  });
});
