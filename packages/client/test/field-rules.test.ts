import type { RuleSet } from '@fanverse/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, checkRuleSets } from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

const check = (ruleSet: RuleSet, payload: unknown) => checkRuleSets([ruleSet], payload);
const codes = (ruleSets: RuleSet[], payload: unknown) => checkRuleSets(ruleSets, payload).map((e) => e.code);

describe('checkRuleSets (spec §5 generic rule engine)', () => {
  it('required fails on missing, null, empty string and empty list with 6000 and the field', () => {
    for (const payload of [{}, { email: null }, { email: '' }, { email: [] }]) {
      expect(check({ email: { required: true } }, payload)).toEqual([
        { code: 6000, message: 'This field is required', field: 'email' },
      ]);
    }
  });

  it('an absent optional field passes, whatever its other rules', () => {
    expect(check({ bio: { min_length: 3, type: 'string', regex: '^x$' } }, {})).toEqual([]);
  });

  it('a regex mismatch is 6001', () => {
    expect(check({ username: { regex: '^[\\w.@+-]+$' } }, { username: 'bad name!' })).toEqual([
      { code: 6001, message: 'This field has an invalid format or value', field: 'username' },
    ]);
    expect(check({ username: { regex: '^[\\w.@+-]+$' } }, { username: 'good.name' })).toEqual([]);
  });

  it('a value outside the allowed values is 6001 carrying the values', () => {
    const [error] = check(
      { merchant_type: { allowed_values: ['Braintree', 'House'] } },
      { merchant_type: 'Cash' },
    );
    expect(error).toMatchObject({ code: 6001, field: 'merchant_type', values: ['Braintree', 'House'] });
  });

  it('a wrong exact value is 6002 carrying the expected value', () => {
    const [error] = check({ accept: { value: true } }, { accept: false });
    expect(error).toMatchObject({ code: 6002, field: 'accept', values: [true] });
  });

  it('too short is 6003 with min_length, too long is 6004 with max_length', () => {
    const rule = { username: { min_length: 6, max_length: 29 } };
    expect(check(rule, { username: 'abc' })).toEqual([
      { code: 6003, message: 'This field is too short', field: 'username', min_length: 6, max_length: 29 },
    ]);
    expect(check(rule, { username: 'a'.repeat(30) })).toMatchObject([{ code: 6004, max_length: 29 }]);
    expect(check(rule, { username: 'a'.repeat(29) })).toEqual([]);
  });

  it.each([
    ['bool', 'true'],
    ['string', 12],
    ['int', 1.5],
    ['number', '3'],
    ['object', [1]],
    ['array', {}],
  ] as const)('type %s rejects %j with 6005', (type, value) => {
    expect(check({ field: { type } }, { field: value })).toMatchObject([{ code: 6005, field: 'field' }]);
  });

  it.each([
    ['bool', false],
    ['string', 'x'],
    ['int', 3],
    ['number', 2.5],
    ['object', { a: 1 }],
    ['array', [1]],
  ] as const)('type %s accepts %j', (type, value) => {
    expect(check({ field: { type } }, { field: value })).toEqual([]);
  });

  it('reports every broken rule of a field and of every field', () => {
    const ruleSet: RuleSet = { username: { regex: '^[a-z]+$', min_length: 6 }, password: { required: true } };
    expect(codes([ruleSet], { username: 'AB' })).toEqual([6001, 6003, 6000]);
  });

  it('with several rule sets the payload passes when any set passes', () => {
    const byUsername: RuleSet = { username: { required: true }, password: { required: true } };
    const byEmail: RuleSet = { email: { required: true }, password: { required: true } };
    expect(codes([byUsername, byEmail], { email: 'a@b.c', password: 'pw' })).toEqual([]);
  });

  it('otherwise reports the set with the fewest errors', () => {
    const byUsername: RuleSet = { username: { required: true }, password: { required: true } };
    const byEmail: RuleSet = {
      email: { required: true, regex: '@' },
      password: { required: true, min_length: 8 },
    };
    const errors = checkRuleSets([byEmail, byUsername], { email: 'no-at', password: 'short' });
    expect(errors.map((e) => [e.code, e.field])).toEqual([[6000, 'username']]);
  });

  it('no rule sets means nothing to break; a form payload is checked by its entries', () => {
    expect(codes([], { anything: 1 })).toEqual([]);
    const form = new FormData();
    form.set('short_code', 'TOOLONG');
    expect(codes([{ short_code: { required: true, max_length: 5 } }], form)).toEqual([6004]);
  });

  it('writes messages in the requested language', () => {
    expect(checkRuleSets([{ pin: { required: true } }], {}, 'es')[0]?.message).toBe(
      'Este campo es obligatorio',
    );
  });
});

describe('client.rules (OPTIONS-fed, cached per path)', () => {
  const rules = { rule_sets: [{ username: { required: true, min_length: 6 } }] };

  it('fetches OPTIONS <path> once, then checks from the cache', async () => {
    const { client, calls } = testClient(() => json(rules));
    await client.rules.check('/api/users/me/update_login', { username: 'longenough' });
    const error = (await rejection(
      client.rules.check('/api/users/me/update_login', { username: 'abc' }),
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toMatchObject([{ code: 6003, field: 'username', min_length: 6 }]);
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([
      ['OPTIONS', '/api/users/me/update_login'],
    ]);
  });

  it('a path the server publishes no rules for (404) has none', async () => {
    const { client } = testClient(() => envelope(404, { code: 11, message: 'No route' }));
    await expect(client.rules.check('/api/unruled', {})).resolves.toBeUndefined();
  });

  it('a failed rule fetch is not cached: the next check fetches again', async () => {
    let attempt = 0;
    const { client, calls } = testClient(() =>
      ++attempt === 1 ? envelope(500, { code: 'INTERNAL', message: 'x' }) : json(rules),
    );
    expect(((await rejection(client.rules.check('/p', {}))) as ApiError).errors[0]?.code).toBe(1502);
    expect(((await rejection(client.rules.check('/p', {}))) as ApiError).errors[0]?.code).toBe(6000);
    expect(calls).toHaveLength(2);
  });

  it('http.request with validate checks first and does not send a failing payload', async () => {
    const { client, calls } = testClient((call) =>
      call.method === 'OPTIONS' ? json(rules) : json({ ok: true }),
    );
    const send = (username: string) =>
      client.http.request({
        method: 'POST',
        path: '/api/users/me/update_login',
        body: { username },
        validate: true,
      });
    const error = (await rejection(send(''))) as ApiError;
    expect(error.errors.map((e) => [e.code, e.field])).toEqual([[6000, 'username']]);
    expect(calls.map((call) => call.method)).toEqual(['OPTIONS']);

    await expect(send('longenough')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.method)).toEqual(['OPTIONS', 'POST']);
  });

  it('validation messages follow the request language', async () => {
    const { client } = testClient(() => json(rules));
    const error = (await rejection(
      client.http.request({ method: 'POST', path: '/x', body: {}, validate: true, lang: 'es' }),
    )) as ApiError;
    expect(error.errors[0]?.message).toBe('Este campo es obligatorio');
  });
});
