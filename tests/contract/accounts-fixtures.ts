import { expect } from 'vitest';
import { ApiError, createClient, type FanverseClient, type RegisterInput } from '@fanverse/client';
import { newMember } from '../../apps/server/test/helpers/test-user';
import type { ContractServer } from './contract-server';

/** A client of the real server that records every request it sends. */
export interface Probe {
  client: FanverseClient;
  /** Method and path of every request sent, in order. */
  sent: string[];
}

/**
 * A fresh client whose fetch records each request, so a test can prove that a client check
 * stopped a call before it left (spec §5), or that a code came from a real reply. `from` sends
 * `X-Forwarded-For`, for servers started with TRUST_PROXY (per-address sign-in throttling).
 */
export function probe(s: ContractServer, options: { from?: string } = {}): Probe {
  const sent: string[] = [];
  const client = createClient({
    baseUrl: s.baseUrl,
    lang: 'en',
    fetch: (input, init) => {
      const url = new URL(String(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const headers = new Headers(init?.headers);
      if (options.from) headers.set('x-forwarded-for', options.from);
      return fetch(input, { ...init, headers });
    },
  });
  return { client, sent };
}

/** The ApiError a call failed with; fails the test when the call succeeded. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}

/**
 * Asserts one server reply and what the client made of it: the raw code the server answered
 * (kept as the error's cause), the HTTP status, and the normalised client code.
 */
export function expectMapped(
  e: ApiError,
  reply: { status: number; code: string | number },
  clientCode: number,
): void {
  expect(e.status).toBe(reply.status);
  expect(e.errors[0]?.cause).toMatchObject({ code: reply.code });
  expect(e.errors[0]?.code).toBe(clientCode);
  expect(e.sessionExpired).toBe(false);
}

/** Asserts a spec §5 client check: its code, and that nothing was sent. */
export async function expectClientCheck(p: Probe, call: Promise<unknown>, clientCode: number) {
  const before = p.sent.length;
  const e = await failure(call);
  expect(e.errors[0]?.code).toBe(clientCode);
  expect(e.status).toBeUndefined();
  expect(p.sent.length).toBe(before);
  return e;
}

export interface Member extends Probe {
  username: string;
  email: string;
  password: string;
  guid: string;
  token: string;
}

/** A member registered and signed in through the client, against the real server. */
export async function signUp(
  s: ContractServer,
  extra: Partial<RegisterInput> = {},
  options: { from?: string } = {},
): Promise<Member> {
  const { username, email, password } = newMember();
  const p = probe(s, options);
  const registered = await p.client.accounts.register({ username, email, password, ...extra });
  const session = await p.client.accounts.login({ username, password, ...captchaOf(extra) });
  p.client.setSessionToken(session.session_id);
  return { ...p, username, email, password, guid: registered.user_guid, token: session.session_id };
}

const captchaOf = ({ captcha, captchaToken, arkoseSession }: Partial<RegisterInput>) => ({
  captcha,
  captchaToken,
  arkoseSession,
});

/**
 * Reads the newest mail to an address from the development outbox (GET /dev/outbox/latest.json)
 * and answers its link's query parameters, as a member would follow the link.
 */
export async function mailedLink(
  s: ContractServer,
  to: string,
  template: 'verify_email' | 'reset_password' | 'double_opt_in',
): Promise<URLSearchParams> {
  const res = await fetch(`${s.baseUrl}/dev/outbox/latest.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  const mail = (await res.json()) as { template: string; links: string[] };
  expect(mail.template).toBe(template);
  const link = mail.links.find((l) => /[?&]token=/.test(l));
  if (!link) throw new Error(`no token link in the ${template} mail to ${to}`);
  return new URL(link).searchParams;
}

/** A well-formed (hexadecimal) token that the server never issued. */
export const UNISSUED_TOKEN = 'ab'.repeat(32);
