import { DO_NOT_SELL_FLAG, ErrorStore, createSessionManager, type SessionClient } from '@fanverse/client';
import { SIGNED_UP_EVENT } from '@fanverse/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doNotSellFlags } from '../../src/app/session';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { RegisterPage } from '../../src/features/auth/RegisterPage';
import {
  analyticsMemberOf,
  createRecordingAnalytics,
  getAnalytics,
  trackRegistration,
  type AnalyticsCall,
} from '../../src/lib/analytics';
import { claimsFor, createFakeServices, fakeAccounts, marker, renderRoute } from '../fake-client';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function callsFromNow() {
  const before = getAnalytics().calls.length;
  return (): AnalyticsCall[] => getAnalytics().calls.slice(before);
}

describe('who analytics says the member is', () => {
  it('is the guid, with the username as the only trait', () => {
    const analytics = createRecordingAnalytics();
    trackRegistration({ guid: 'guid-1', username: 'ada_lovelace' }, analytics);
    expect(analytics.calls).toEqual([
      { type: 'alias', userId: 'guid-1', previousId: null }, // the pipeline fills in the anonymous id
      { type: 'identify', userId: 'guid-1', traits: { username: 'ada_lovelace' } },
      { type: 'track', event: SIGNED_UP_EVENT, properties: {} },
    ]);
  });

  it('is nobody until the session has a member', () => {
    expect(
      analyticsMemberOf({
        user: null,
        claims: null,
        profile: null,
        doubleOptInStatus: null,
        visitorType: 'anonymous',
      }),
    ).toBeNull();
    expect(
      analyticsMemberOf({
        user: { sessionId: 's' },
        claims: claimsFor('registered'),
        profile: null,
        doubleOptInStatus: null,
        visitorType: 'registered',
      }),
    ).toEqual({ guid: 'user-guid-1', username: 'ada_lovelace' });
  });

  it('is identified at sign-in, with no email or other personal data', async () => {
    const calls = callsFromNow();
    renderRoute(<LoginPage />, { path: '/login?next=/account', routes: [marker('/account')] });
    fill('Email or username', 'ada_lovelace');
    fill('Password', 'comet-tail-42');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    await screen.findByText('at /account');
    const identify = calls().filter((call) => call.type === 'identify');
    expect(identify).toEqual([
      { type: 'identify', userId: expect.any(String), traits: { username: 'ada_lovelace' } },
    ]);
    expect(JSON.stringify(calls())).not.toContain('@');
  });

  it('is aliased, identified and counted as signed up at registration', async () => {
    const calls = callsFromNow();
    const services = createFakeServices({
      accounts: fakeAccounts({
        register: () =>
          Promise.resolve({
            user_guid: 'user-guid-1',
            username: 'ada_lovelace',
            email: 'ada@example.com',
            requires_password_reset: false,
            session: { jwt: 'jwt', session_id: 'session-1', user_guid: 'user-guid-1' },
          }),
      }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services, routes: [marker('/welcome')] });
    fill('Username', 'ada_lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'comet-tail-42');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    await screen.findByText('at /welcome');
    const guid = services.store.getState().profile?.user_guid;
    expect(calls().map((call) => call.type)).toEqual(['alias', 'identify', 'track']);
    expect(calls()[0]).toMatchObject({ type: 'alias', userId: guid });
    expect(calls()[2]).toEqual({ type: 'track', event: SIGNED_UP_EVENT, properties: {} });
  });
});

describe('the do-not-sell event (spec §4)', () => {
  afterEach(() => localStorage.clear());

  /** The client's session manager over the app's flags, its claims asking not to sell. */
  function sessionWith(performance: { allowed: boolean }) {
    const track = vi.fn();
    const claims = claimsFor('registered');
    const optedOut = { ...claims, premium: { ...claims.premium, userRequestDoNotSell: true } };
    const client = {
      claims: { getClaims: vi.fn(async () => optedOut), updateClaim: vi.fn(async () => optedOut) },
      accounts: {},
      errors: new ErrorStore(() => 'en'),
      setSessionToken: () => undefined,
      getSessionToken: () => null,
    } as unknown as SessionClient;
    const session = createSessionManager(client, {
      flags: doNotSellFlags(localStorage, () => performance.allowed),
      track,
    });
    return { track, session };
  }

  it('fires once, and the flag records that it went out', async () => {
    const { track, session } = sessionWith({ allowed: true });
    await session.refreshClaims();
    await session.refreshClaims();
    expect(track.mock.calls).toEqual([['Do Not Sell Toggled', { do_not_sell: true }]]);
    expect(localStorage.getItem(DO_NOT_SELL_FLAG)).toBe('true');
  });

  it('keeps no flag while performance is not allowed (the event stays in the browser), and fires once it is', async () => {
    const performance = { allowed: false };
    const { track, session } = sessionWith(performance);
    await session.refreshClaims();
    expect(localStorage.getItem(DO_NOT_SELL_FLAG)).toBeNull();
    performance.allowed = true;
    await session.refreshClaims();
    await session.refreshClaims();
    expect(localStorage.getItem(DO_NOT_SELL_FLAG)).toBe('true');
    // Made twice (the first one, without consent, was only recorded), never again after that.
    expect(track).toHaveBeenCalledTimes(2);
  });
});
