import { createClient, deviceLinkMapping, type FanverseClient } from '@fanverse/client';
import { DEVICE_SECRET_COOKIE } from '@fanverse/contract';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/*
 * Helpers of the device-linking contract tests (issue 23): the real server behind a trusted proxy
 * (each test party its own address, so the per-address limits of one test do not reach another),
 * and a TV whose fetch keeps cookies as a browser does, so the HttpOnly device secret travels.
 */

/** A Samsung TV's browser, as the TV page would be opened on one. */
export const TV_AGENT =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0 TV Safari/537.36';

export function startDevicesServer(): Promise<ContractServer> {
  return startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000', TRUST_PROXY: 'true' });
}

let addresses = 0;
/** A fresh client address (TEST-NET-2), sent as X-Forwarded-For. */
export const nextAddress = () => `198.51.100.${++addresses}`;

/** A TV: a client whose fetch keeps the cookies the server sets, and counts what it sends. */
export interface Tv {
  client: FanverseClient;
  sent: string[];
  /** The cookies the TV holds, by name. */
  cookies: Map<string, string>;
}

export function tv(s: ContractServer, from = nextAddress()): Tv {
  const cookies = new Map<string, string>();
  const sent: string[] = [];
  const client = createClient({
    baseUrl: s.baseUrl,
    lang: 'en',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', from);
      headers.set('user-agent', TV_AGENT);
      // Every cookie the server sets here is scoped to /api/5/, which all the TV's calls are under.
      if (cookies.size > 0 && url.pathname.startsWith('/api/5/')) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const response = await fetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) keepCookie(cookies, line);
      return response;
    },
  });
  return { client, sent, cookies };
}

/** A browser's cookie jar in one rule: a cookie set with Max-Age=0 (or an empty value) is gone. */
function keepCookie(cookies: Map<string, string>, line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const name = pair.slice(0, at);
  const value = pair.slice(at + 1);
  const cleared =
    value === '' || attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
  if (cleared) cookies.delete(name);
  else cookies.set(name, value);
}

/** The TV's device secret (the HttpOnly cookie), or undefined. */
export const deviceSecret = (t: Tv) => t.cookies.get(DEVICE_SECRET_COOKIE);

/** A member signed in through the client, from an address of their own. */
export const member = (s: ContractServer): Promise<Member> => signUp(s, {}, { from: nextAddress() });

/**
 * A link request straight through the client's HTTP layer with the link mapping: what the client
 * makes of the server's reply to a code its own check refuses before sending.
 */
export function rawLink(client: FanverseClient, shortCode: string) {
  return client.http.request({
    method: 'POST',
    path: '/api/5/device/link',
    body: new URLSearchParams({ short_code: shortCode }),
    mapping: deviceLinkMapping,
  });
}
