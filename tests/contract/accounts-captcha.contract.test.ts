import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_ENV, newMember } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectMapped, failure, probe } from './accounts-fixtures';

/**
 * A stand-in for Google's siteverify on 127.0.0.1: the token `human` passes, anything else is
 * refused. Records the tokens it was asked about.
 */
async function startFakeRecaptcha() {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      asked.push(token);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          token === 'human'
            ? { success: true, score: 0.9 }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return { asked, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let fake: Awaited<ReturnType<typeof startFakeRecaptcha>>;
let s: ContractServer;
beforeAll(async () => {
  fake = await startFakeRecaptcha();
  s = await startContractServer({
    ...FAST_ENV,
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SECRET: 'contract-secret',
    RECAPTCHA_VERIFY_URL: fake.url,
    LOGIN_CAPTCHA: 'required',
  });
});
afterAll(async () => {
  await s.app.close();
  await fake.close();
});

describe('register with reCAPTCHA (spec §8 "Register": captcha failure)', () => {
  it('a token the provider refuses (CAPTCHA_FAILED) gives 1080 Captcha Error', async () => {
    const p = probe(s);
    const e = await failure(
      p.client.accounts.register({ ...newMember(), captcha: { platform: 'google', token: 'bot' } }),
    );
    expectMapped(e, { status: 400, code: 'CAPTCHA_FAILED' }, 1080);
    expect(fake.asked).toContain('bot');
  });

  it('no token at all gives 1080 too', async () => {
    const e = await failure(probe(s).client.accounts.register(newMember()));
    expectMapped(e, { status: 400, code: 'CAPTCHA_FAILED' }, 1080);
  });

  it('a token the provider accepts registers the member', async () => {
    const body = newMember();
    const result = await probe(s).client.accounts.register({
      ...body,
      captcha: { platform: 'google', token: 'human' },
    });
    expect(result.username).toBe(body.username);
  });
});

describe('login with reCAPTCHA required', () => {
  it('a refused token (CAPTCHA_FAILED) gives 1080, and an accepted one signs in', async () => {
    const body = newMember();
    await probe(s).client.accounts.register({ ...body, captcha: { platform: 'google', token: 'human' } });
    const e = await failure(
      probe(s).client.accounts.login({
        username: body.username,
        password: body.password,
        captcha: { platform: 'google', token: 'bot' },
      }),
    );
    expectMapped(e, { status: 400, code: 'CAPTCHA_FAILED' }, 1080);
    const session = await probe(s).client.accounts.login({
      username: body.username,
      password: body.password,
      captcha: { platform: 'google', token: 'human' },
    });
    expect(session.session_id.length).toBeGreaterThan(40);
  });
});
