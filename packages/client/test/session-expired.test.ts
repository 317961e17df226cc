import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src';
import { normalizeFailure } from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

const expired = (status: number, body: unknown) => normalizeFailure({ status, body }).sessionExpired;

describe('sessionExpired (spec §6)', () => {
  it('is set on a 401 whose first error code is SESSION_EXPIRED or UNAUTHENTICATED', () => {
    expect(expired(401, { message: 'x', errors: [{ code: 'SESSION_EXPIRED', message: 'x' }] })).toBe(true);
    expect(expired(401, { message: 'x', errors: [{ code: 'UNAUTHENTICATED', message: 'x' }] })).toBe(true);
  });

  it("is set on a 401 whose message is 'Invalid Session' or the re-login text", () => {
    expect(expired(401, { message: 'Invalid Session' })).toBe(true);
    expect(expired(401, { message: 'Unable to authenticate. Please login and try again.' })).toBe(true);
  });

  it('reads only the first error code', () => {
    const body = {
      message: 'x',
      errors: [
        { code: 'INVALID_PIN', message: 'x' },
        { code: 'SESSION_EXPIRED', message: 'x' },
      ],
    };
    expect(expired(401, body)).toBe(false);
  });

  it('is not set when the 401 body is not an object', () => {
    expect(expired(401, 'Invalid Session')).toBe(false);
    expect(expired(401, undefined)).toBe(false);
    expect(expired(401, null)).toBe(false);
    expect(expired(401, [{ code: 'SESSION_EXPIRED', message: 'x' }])).toBe(false);
  });

  it('is not set on other statuses, nor on a 401 with another code or message', () => {
    expect(expired(403, { message: 'Invalid Session' })).toBe(false);
    expect(expired(400, { message: 'x', errors: [{ code: 'SESSION_EXPIRED', message: 'x' }] })).toBe(false);
    expect(expired(401, { message: 'Wrong pin', errors: [{ code: 9002, message: 'Wrong pin' }] })).toBe(
      false,
    );
  });

  it('reaches the caller on the ApiError, with code 1003', async () => {
    const { client } = testClient(() =>
      envelope(401, { code: 'SESSION_EXPIRED', message: 'Session expired' }),
    );
    const error = (await rejection(client.http.request({ method: 'GET', path: '/api/claims/' }))) as ApiError;
    expect(error.sessionExpired).toBe(true);
    expect(error.errors.map((e) => e.code)).toEqual([1003]);
  });

  it('a 401 \'{message: "Invalid Session"}\' with an item that has no code is also 1003', async () => {
    const { client } = testClient(() =>
      json({ message: 'Invalid Session', errors: [{ message: 'Invalid Session' }] }, 401),
    );
    const error = (await rejection(client.http.request({ method: 'GET', path: '/a' }))) as ApiError;
    expect(error.sessionExpired).toBe(true);
    expect(error.errors.map((e) => e.code)).toEqual([1003]);
  });
});
