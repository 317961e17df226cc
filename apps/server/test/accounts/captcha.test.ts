import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCode } from '@fanverse/contract';
import { ArkoseVerifier } from '../../src/modules/captcha/arkose.verifier';
import { RecaptchaVerifier } from '../../src/modules/captcha/recaptcha.verifier';
import { OffCaptchaVerifier } from '../../src/modules/captcha/captcha-verifier';
import { loadConfig } from '../../src/config/config';
import { buildAccountsApp, firstError, newMember, register, type AccountsTestApp } from './helpers';

interface Seen {
  path: string;
  contentType: string;
  body: string;
}

/** A stand-in for Google's siteverify and Arkose's verify API, on 127.0.0.1 only. */
async function startFakeProviders() {
  const seen: Seen[] = [];
  let dropped = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
      const reply = (status: number, payload: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (req.url === '/recaptcha') {
        const token = new URLSearchParams(body).get('response');
        if (token === 'human') return reply(200, { success: true, score: 0.9, action: 'register' });
        if (token === 'edge') return reply(200, { success: true, score: 0.5 });
        if (token === 'bot') return reply(200, { success: true, score: 0.1 });
        if (token === 'v2') return reply(200, { success: true });
        if (token === 'boom') return reply(500, 'oops', 'text/plain');
        if (token === 'html') return reply(200, '<html></html>', 'text/html');
        return reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
      if (req.url === '/arkose') {
        const { session_token: token } = JSON.parse(body || '{}') as { session_token?: string };
        if (token === 'solved') return reply(200, { session_details: { solved: true, session: token } });
        // Closes the connection without a reply once, as a provider closing a kept-alive one does.
        if (token === 'dropped-once' && !dropped) {
          dropped = true;
          return req.socket.destroy();
        }
        if (token === 'dropped-once') return reply(200, { session_details: { solved: true } });
        if (token === 'unsolved') return reply(200, { session_details: { solved: false } });
        return reply(200, { error: 'DENIED ACCESS', verified: false });
      }
      reply(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let fake: Awaited<ReturnType<typeof startFakeProviders>>;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(async () => fake.close());

const errors: unknown[] = [];
const onError = (err: unknown) => errors.push(err);

describe('RecaptchaVerifier', () => {
  const verifier = () =>
    new RecaptchaVerifier({ verifyUrl: `${fake.base}/recaptcha`, secret: 's3cret', minScore: 0.5, onError });

  it('posts secret, response and remoteip form-encoded', async () => {
    expect(await verifier().verify('human', '203.0.113.9')).toBe(true);
    const last = fake.seen.at(-1)!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({
      secret: 's3cret',
      response: 'human',
      remoteip: '203.0.113.9',
    });
  });

  it.each([
    ['human', true],
    ['edge', true],
    ['bot', false],
    ['v2', true],
    ['rejected', false],
    ['boom', false],
    ['html', false],
  ])('token %s passes: %s', async (token, passes) => {
    expect(await verifier().verify(token, '127.0.0.1')).toBe(passes);
  });

  it('fails without a token, without asking Google', async () => {
    const before = fake.seen.length;
    expect(await verifier().verify(undefined, '127.0.0.1')).toBe(false);
    expect(await verifier().verify('', '127.0.0.1')).toBe(false);
    expect(fake.seen.length).toBe(before);
  });

  it('fails, and reports, when the provider cannot be reached', async () => {
    const down = new RecaptchaVerifier({
      verifyUrl: 'http://127.0.0.1:9/x',
      secret: 's',
      minScore: 0.5,
      onError,
    });
    const reported = errors.length;
    expect(await down.verify('human', '127.0.0.1')).toBe(false);
    expect(errors.length).toBe(reported + 1);
  });
});

describe('ArkoseVerifier', () => {
  const verifier = () =>
    new ArkoseVerifier({ verifyUrl: `${fake.base}/arkose`, privateKey: 'pk-1', onError });

  it('posts private_key and session_token as JSON and passes a solved session', async () => {
    expect(await verifier().verify('solved', '127.0.0.1')).toBe(true);
    const last = fake.seen.at(-1)!;
    expect(last.contentType).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ private_key: 'pk-1', session_token: 'solved' });
  });

  it.each(['unsolved', 'forged', ''])('fails the session %j', async (token) => {
    expect(await verifier().verify(token, '127.0.0.1')).toBe(false);
  });

  it('sends once more when the provider drops the connection before answering', async () => {
    const before = fake.seen.length;
    const reported = errors.length;
    expect(await verifier().verify('dropped-once', '127.0.0.1')).toBe(true);
    expect(fake.seen.length).toBe(before + 2);
    expect(errors.length).toBe(reported);
  });
});

it('the off verifier accepts everything', async () => {
  expect(await new OffCaptchaVerifier().verify()).toBe(true);
});

describe('configuration', () => {
  it('needs the secret of the chosen provider', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'arkose' })).toThrow(/ARKOSE_PRIVATE_KEY/);
    expect(loadConfig({}).CAPTCHA_PROVIDER).toBe('off');
  });
});

describe('registration and sign-in with reCAPTCHA', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'app-secret',
      RECAPTCHA_VERIFY_URL: `${fake.base}/recaptcha`,
    });
  });
  afterAll(async () => t.app.close());

  it('registers with a passing token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newMember({ recaptchaToken: 'human' }),
      remoteAddress: '198.51.100.4',
    });
    expect(res.statusCode).toBe(200);
    expect(new URLSearchParams(fake.seen.at(-1)!.body).get('remoteip')).toBe('198.51.100.4');
  });

  it.each([{ recaptchaToken: 'bot' }, { recaptchaToken: 'rejected' }, {}])(
    'refuses %j with 400 CAPTCHA_FAILED and a message naming the Captcha',
    async (fields) => {
      const body = newMember(fields);
      const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
      expect(res.statusCode).toBe(400);
      expect(firstError(res).code).toBe(AccountCode.CAPTCHA_FAILED);
      expect(firstError(res).message).toMatch(/Captcha/);
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );

  it('checks the captcha before saying whether a username is taken', async () => {
    const taken = newMember({ recaptchaToken: 'human' });
    await register(t.app, taken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...newMember({ recaptchaToken: 'bot' }), username: taken.username },
    });
    expect(firstError(res).code).toBe(AccountCode.CAPTCHA_FAILED);
  });

  it('checks a login captcha when one is sent (LOGIN_CAPTCHA=optional)', async () => {
    const body = newMember({ recaptchaToken: 'human' });
    await register(t.app, body);
    const login = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: body.username, password: body.password, ...extra },
      });
    expect((await login({})).statusCode).toBe(200);
    expect((await login({ recaptchaToken: 'human' })).statusCode).toBe(200);
    const refused = await login({ recaptchaToken: 'bot' });
    expect(refused.statusCode).toBe(400);
    expect(firstError(refused).code).toBe(AccountCode.CAPTCHA_FAILED);
  });
});

describe('sign-in with Arkose required', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({
      CAPTCHA_PROVIDER: 'arkose',
      ARKOSE_PRIVATE_KEY: 'pk-app',
      ARKOSE_VERIFY_URL: `${fake.base}/arkose`,
      LOGIN_CAPTCHA: 'required',
    });
  });
  afterAll(async () => t.app.close());

  it('reads the token from arkoseSession and requires it on every sign-in', async () => {
    const body = newMember({ arkoseSession: 'solved' });
    await register(t.app, body);
    expect(JSON.parse(fake.seen.at(-1)!.body)).toEqual({ private_key: 'pk-app', session_token: 'solved' });
    const login = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: body.username, password: body.password, ...extra },
      });
    expect((await login({ arkoseSession: 'solved' })).statusCode).toBe(200);
    for (const extra of [{}, { arkoseSession: 'unsolved' }, { recaptchaToken: 'solved' }]) {
      const res = await login(extra);
      expect(res.statusCode).toBe(400);
      expect(firstError(res).code).toBe(AccountCode.CAPTCHA_FAILED);
    }
  });
});
