import { describe, expect, it } from 'vitest';
import { ApiError, type FanverseClient } from '../../src';
import { envelope, rejection, testClient } from '../fake-fetch';

type Call = (client: FanverseClient) => Promise<unknown>;
/** A server error item: status, code, message and (optionally) the field it names, then the client code. */
type Row = readonly [
  status: number,
  code: string | number,
  message: string,
  field: string | undefined,
  expected: number,
];

/** Codes the client gives when the fake server answers `reply` to `call`. */
async function codesFor(call: Call, reply: Response): Promise<number[]> {
  const { client } = testClient(() => reply);
  const error = await rejection(call(client));
  if (!(error instanceof ApiError)) throw error;
  return error.errors.map((e) => e.code);
}

const png = new Blob([new Uint8Array([1])], { type: 'image/png' });
const policy = (status = 400): Row[] => [
  [status, 'PASSWORD_TOO_SHORT', 'Too short', 'password', 1073],
  [status, 'PASSWORD_USED_RECENTLY', 'Used', 'password', 1074],
  [status, 'PASSWORD_TOO_SIMILAR', 'Similar', 'password', 1075],
  [status, 'PASSWORD_TOO_COMMON', 'Common', 'password', 1076],
  [status, 'PASSWORD_ENTIRELY_NUMERIC', 'Numeric', 'password', 1077],
  [status, 'PASSWORD_MISSING_CHARS', 'Requirements', 'password', 1078],
  [status, 'PASSWORD_CHANGED_RECENTLY', 'Recently changed', 'password', 1079],
];

/** Spec §8 "Server reply mappings" of the accounts calls, plus the rows for the routes' own codes. */
const tables: ReadonlyArray<readonly [name: string, call: Call, rows: readonly Row[]]> = [
  [
    'login',
    (c) => c.accounts.login({ username: 'reader01', password: 'pw' }),
    [
      [401, 'INVALID_LOGIN', 'Invalid login', undefined, 1009],
      [400, 404, 'No such user', undefined, 1009],
      [404, 'NOT_FOUND', 'No such user', undefined, 1009],
      [403, 'INVALID_LOGIN_LOCKED', 'Locked', undefined, 1031],
      [429, 'TOO_MANY_REQUESTS', 'Slow down', undefined, 1015],
    ],
  ],
  [
    'register',
    (c) => c.accounts.register({ username: 'reader01', email: 'reader@example.com', password: 'pw' }),
    [
      // The spec's rows: any other 400 is a taken username, specific codes and captcha messages win.
      [400, 'SOMETHING_NEW', 'Taken', undefined, 1007],
      [400, 'DF602', 'Bad characters', 'username', 1021],
      [400, 'USER_ALREADY_EXISTS', 'Exists', 'email', 1008],
      [403, 'FORBIDDEN', 'Invalid captcha token', undefined, 1080],
      [400, 'ANY', 'Captcha verification failed', undefined, 1080],
      // The routes' own codes.
      [400, 'CAPTCHA_FAILED', 'Verification failed', undefined, 1080],
      [409, 'USERNAME_UNAVAILABLE', 'Unavailable', 'username', 1007],
      [400, 'VALUE_TOO_SHORT', 'Too short', 'username', 1005],
      [400, 'VALUE_TOO_LONG', 'Too long', 'username', 1024],
      [400, 'INVALID_VALUE', 'Bad email', 'email', 1006],
      [400, 'INVALID_VALUE', 'Bad flag', 'requires_password_reset', 1032],
      [400, 'INVALID_VALUE', 'Bad trait', 'additional_traits', 1900],
      [400, 'INVALID_VALUE', 'Bad name', 'username', 1007],
      [400, 'MISSING_REQUIRED_VALUE', 'Required', 'email', 1010],
      [400, 'MISSING_REQUIRED_VALUE', 'Required', 'password', 1025],
      [400, 'MISSING_REQUIRED_VALUE', 'Required', 'username', 1005],
      [400, 'INVALID_MARKETING_LANGUAGE', 'Bad language', 'marketing_lang', 1033],
      [400, 'INVALID_MARKETING_COUNTRY', 'Bad country', 'marketing_country', 1034],
      ...policy(),
    ],
  ],
  [
    'reset password',
    (c) => c.accounts.resetPassword({ token: 'tok', password: 'pw' }),
    [...policy(), [400, 'INVALID_TOKEN', 'Expired link', 'token', 1000]],
  ],
  [
    'forgot password',
    (c) => c.accounts.forgotPassword('reader01'),
    [[404, 'USER_NOT_FOUND', 'No user', undefined, 1014]],
  ],
  [
    'confirm double opt-in',
    (c) => c.accounts.confirmDoubleOptIn('g', 'abc123'),
    [
      [400, 'INVALID_TOKEN', 'Bad token', 'token', 1085],
      [404, 'USER_NOT_FOUND', 'No user', undefined, 1014],
    ],
  ],
  [
    'verify email',
    (c) => c.accounts.verifyEmail('tok'),
    [
      [400, 'INVALID_TOKEN', 'Bad token', 'token', 7501],
      [400, 'EMAIL_ALREADY_VERIFIED', 'Already', undefined, 7503],
    ],
  ],
  [
    'resend verification email',
    (c) => c.accounts.resendVerificationEmail(),
    [
      [400, 'ANY', 'Wait', undefined, 7504],
      [429, 'RESEND_RATE_LIMITED', 'Wait', undefined, 7504],
      [400, 'EMAIL_ALREADY_VERIFIED', 'Already', undefined, 7503],
    ],
  ],
  ['get profile', (c) => c.accounts.getProfile(), [[403, 'FORBIDDEN', 'Not authorized', undefined, 2200]]],
  [
    'email status',
    (c) => c.accounts.getEmailStatus(),
    [[403, 'FORBIDDEN', 'Not authorized', undefined, 2200]],
  ],
  [
    'update profile',
    (c) => c.accounts.updateProfile({ first_name: 'Ana' }),
    [
      [400, 'INVALID_VALUE_SELECTION', 'Bad', 'gender', 1900],
      [400, 'INVALID_VALUE', 'Bad', 'first_name', 1900],
      [400, 'VALUE_PATTERN_MISMATCH', 'Bad', 'dob', 1900],
      [400, 'EMAIL_ADDRESS_TAKEN', 'Taken', 'email', 1008],
      [400, 'INVALID_MARKETING_LANGUAGE', 'Bad language', 'marketing_lang', 1904],
      [400, 'INVALID_MARKETING_COUNTRY', 'Bad country', 'marketing_country', 1903],
      [400, 'SOMETHING_ELSE', 'Other', undefined, 9999],
      [400, 8, 'other codes are 9999, not 5008', undefined, 9999],
      [403, 'FORBIDDEN', 'Not authorized', undefined, 2200],
    ],
  ],
  [
    'update login',
    (c) => c.accounts.updateLogin('reader02'),
    [
      [400, 'MISSING_REQUIRED_VALUE', 'Required', 'username', 1005],
      [400, 'VALUE_TOO_LONG', 'Long', 'username', 1024],
      [400, 'VALUE_PATTERN_MISMATCH', 'Charset', 'username', 1021],
      [400, 'USERNAME_UNAVAILABLE', 'Taken', 'username', 1007],
      [400, 'VALUE_TOO_SHORT', 'Short', 'username', 1005],
      [400, 'DF602', 'Charset', 'username', 1021],
    ],
  ],
  [
    'update password',
    (c) => c.accounts.updatePassword('old', 'new'),
    [
      [400, 'MISSING_REQUIRED_VALUE', 'Required', 'new_password', 1025],
      [400, 'VALUE_TOO_SHORT', 'Short', 'new_password', 1001],
      [400, 'INVALID_LOGIN', 'Wrong password', 'old_password', 1009],
      ...policy().slice(1),
      [400, 'PASSWORD_TOO_SHORT', 'Too short', 'new_password', 1073],
    ],
  ],
  [
    'upload avatar',
    (c) => c.uploads.uploadAvatar(png),
    [
      [400, 'INVALID_IMAGE', 'Not an image', 'avatar', 7700],
      [400, 'IMAGE_TOO_MANY_PIXELS', 'Too big', 'avatar', 7701],
      [413, 'PAYLOAD_TOO_LARGE', 'Too large', 'avatar', 7702],
      [413, 'OTHER', 'Too large', undefined, 7702],
    ],
  ],
  [
    'upload banner',
    (c) => c.uploads.uploadBanner(png),
    [
      [400, 'INVALID_IMAGE', 'Not an image', 'banner', 7800],
      [400, 'IMAGE_TOO_MANY_PIXELS', 'Too big', 'banner', 7801],
      [413, 'PAYLOAD_TOO_LARGE', 'Too large', 'banner', 7802],
      [413, 'OTHER', 'Too large', undefined, 7802],
    ],
  ],
  [
    'update claim',
    (c) => c.claims.updateClaim('plan', 'free'),
    [
      [403, 'CLAIM_NOT_SETTABLE', 'No', 'claim_name', 9003],
      [400, 'INVALID_VALUE', 'Bad value', 'claim_value', 1900],
    ],
  ],
  ['adx', (c) => c.accounts.adx('nope'), [[400, 'INVALID_USE_CASE', 'Unknown use case', 'use_case', 5008]]],
];

describe.each(tables)('%s reply mapping', (_name, call, rows) => {
  it.each(rows)('%i %s "%s" (field %s) gives %i', async (status, code, message, field, expected) => {
    const item = field === undefined ? { code, message } : { code, message, field };
    expect(await codesFor(call, envelope(status, item))).toEqual([expected]);
  });
});

describe('replies without an envelope', () => {
  it('a 429 from a proxy is Too many requests on login', async () => {
    const call: Call = (c) => c.accounts.login({ username: 'u', password: 'p' });
    expect(await codesFor(call, new Response('Too Many Requests', { status: 429 }))).toEqual([1015]);
  });

  it('a 413 from a proxy is too large on both uploads', async () => {
    const reply = () => new Response('Request Entity Too Large', { status: 413 });
    expect(await codesFor((c) => c.uploads.uploadAvatar(png), reply())).toEqual([7702]);
    expect(await codesFor((c) => c.uploads.uploadBanner(png), reply())).toEqual([7802]);
  });

  it('a bare 400 on resend is the rate limit', async () => {
    expect(
      await codesFor((c) => c.accounts.resendVerificationEmail(), new Response('', { status: 400 })),
    ).toEqual([7504]);
  });
});

describe('every error item is mapped', () => {
  it('a register reply with two field errors gives both codes, each with its field', async () => {
    const { client } = testClient(() =>
      envelope(
        400,
        { code: 'INVALID_MARKETING_LANGUAGE', message: 'x', field: 'marketing_lang' },
        { code: 'INVALID_MARKETING_COUNTRY', message: 'y', field: 'marketing_country' },
      ),
    );
    const error = await rejection(
      client.accounts.register({ username: 'u', email: 'e@x.co', password: 'p' }),
    );
    expect((error as ApiError).errors).toMatchObject([
      { code: 1033, field: 'marketing_lang' },
      { code: 1034, field: 'marketing_country' },
    ]);
  });
});

describe('a lost session on an accounts call', () => {
  it.each([
    ['SESSION_EXPIRED', 'Your session has expired.'],
    ['UNAUTHENTICATED', 'Invalid Session'],
  ])('401 %s is 1003 and marked sessionExpired', async (code, message) => {
    const { client } = testClient(() => envelope(401, { code, message }));
    const error = (await rejection(client.accounts.getProfile())) as ApiError;
    expect(error.errors.map((e) => e.code)).toEqual([1003]);
    expect(error.sessionExpired).toBe(true);
  });

  it('a wrong current password (401 INVALID_LOGIN) is not a lost session', async () => {
    const { client } = testClient(() => envelope(401, { code: 'INVALID_LOGIN', message: 'Wrong' }));
    const error = (await rejection(client.accounts.updatePassword('old', 'new'))) as ApiError;
    expect(error.errors.map((e) => e.code)).toEqual([1009]);
    expect(error.sessionExpired).toBe(false);
  });
});
