import { afterAll, beforeAll } from 'vitest';
import type { ViewerPinBody } from '@fanverse/contract';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { probe, signUp, type Member, type Probe } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/*
 * Helpers of the viewer-controls contract tests (parental controls, issue 23): the real server
 * with cheap hashing, and members who set their limits through the real client.
 */

export const PIN = '1234';

/** A TV-PG video limit, no comics limit, the pin 1234: the limits the tests name. */
export const TV_PG: ViewerPinBody = { tv_rating: 'TV-PG', age_rating: '', country: 'US', pin: PIN };

/** One server for the test file that calls this, handed to `onReady`, closed after its tests. */
export function withViewerServer(
  onReady: (s: ContractServer) => void,
  prepare?: (s: ContractServer) => Promise<unknown>,
) {
  let server: ContractServer | undefined;
  beforeAll(async () => {
    server = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
    await prepare?.(server);
    onReady(server);
  });
  afterAll(async () => server?.app.close());
}

/** A member signed in through the client who has set `limits` (with the pin) through it. */
export async function limitedMember(s: ContractServer, limits: ViewerPinBody = TV_PG): Promise<Member> {
  const m = await signUp(s);
  await m.client.viewer.setPin(limits);
  return m;
}

/** A client of the real server holding a session token the server never issued. */
export function strangerToken(s: ContractServer): Probe {
  const p = probe(s);
  p.client.setSessionToken('not-a-session-the-server-issued');
  return p;
}
