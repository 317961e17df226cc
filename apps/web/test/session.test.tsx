import type { SessionChannel, SessionMessage } from '@fanverse/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppSession } from '../src/app/session';
import { SessionBridge } from '../src/app/SessionBridge';
import { createStore } from '../src/lib/store';
import {
  ANONYMOUS_STATE,
  bindSession,
  createSessionStore,
  vuexSessionPersistence,
  type SessionState,
} from '../src/lib/session';
import { claimsFor, createFakeServices, fakeAccounts, fakeAreas, makeProfile } from './fake-client';

/** Two tabs' channels, wired to each other (a BroadcastChannel never echoes to its sender). */
function channelPair(): [SessionChannel, SessionChannel] {
  const listeners: [((m: unknown) => void)[], ((m: unknown) => void)[]] = [[], []];
  const make = (me: 0 | 1): SessionChannel => ({
    post: (message: SessionMessage) => listeners[me === 0 ? 1 : 0].forEach((listener) => listener(message)),
    subscribe: (listener) => {
      listeners[me].push(listener);
    },
  });
  return [make(0), make(1)];
}

function fakeClient(accounts = fakeAccounts()) {
  let token: string | null = null;
  return {
    ...fakeAreas(accounts),
    errors: { run: (_op: string, fn: () => unknown) => fn(), get: () => [] },
    setSessionToken: (value: string | null) => {
      token = value;
    },
    getSessionToken: () => token,
    token: () => token,
  };
}

describe('bindSession', () => {
  it('mirrors the manager state into the app store now and on every change', () => {
    const manager = createStore<SessionState>(ANONYMOUS_STATE);
    const store = createSessionStore();
    const stop = bindSession(
      { getState: manager.getState, subscribe: (fn) => manager.subscribe(() => fn(manager.getState())) },
      store,
    );
    manager.setState({ user: { sessionId: 's1' }, visitorType: 'registered' });
    expect(store.getState()).toMatchObject({ user: { sessionId: 's1' }, visitorType: 'registered' });
    stop();
    manager.setState({ user: null, visitorType: 'anonymous' });
    expect(store.getState().visitorType).toBe('registered');
  });
});

describe('session persistence under "vuex"', () => {
  it('keeps the session id in vuex.user and leaves the other slices alone', () => {
    localStorage.setItem('vuex', JSON.stringify({ app: { browserId: 'b' } }));
    const persistence = vuexSessionPersistence(localStorage);
    expect(persistence.get()).toBeNull();
    persistence.set('session-9');
    expect(JSON.parse(localStorage.getItem('vuex') ?? '{}')).toEqual({
      app: { browserId: 'b' },
      user: { sessionId: 'session-9' },
    });
    expect(persistence.get()).toBe('session-9');
    persistence.remove();
    expect(JSON.parse(localStorage.getItem('vuex') ?? '{}')).toEqual({ app: { browserId: 'b' } });
  });

  it('ignores junk and survives having no storage', () => {
    localStorage.setItem('vuex', JSON.stringify({ user: { sessionId: 42 } }));
    expect(vuexSessionPersistence(localStorage).get()).toBeNull();
    const none = vuexSessionPersistence(null);
    expect(() => none.set('x')).not.toThrow();
    expect(none.get()).toBeNull();
  });
});

describe('the app session', () => {
  it('restores a stored session at start-up: signed in, claims and profile loaded, visitor registered', async () => {
    vuexSessionPersistence(localStorage).set('stored-session');
    const client = fakeClient();
    const app = createAppSession(client as never, { storage: localStorage, channel: undefined });
    expect(app.store.getState().visitorType).toBe('anonymous');
    await app.restore();
    expect(client.token()).toBe('stored-session');
    expect(app.store.getState()).toMatchObject({
      user: { sessionId: 'stored-session' },
      visitorType: 'registered',
      profile: { username: 'ada_lovelace' },
    });
    // Spec §4: the session cookie is put back when it is missing.
    expect(client.accounts.setCookie).toHaveBeenCalledTimes(1);
  });

  it('tells whether an earlier visit left a session to sign back in with', () => {
    const app = createAppSession(fakeClient() as never, { storage: localStorage, channel: undefined });
    vuexSessionPersistence(localStorage).remove();
    expect(app.hasStoredSession()).toBe(false);
    vuexSessionPersistence(localStorage).set('stored-session');
    expect(app.hasStoredSession()).toBe(true);
    vuexSessionPersistence(localStorage).remove();
  });

  it('restores once per page load however many loaders ask', async () => {
    const client = fakeClient(fakeAccounts({ getClaims: () => Promise.resolve(claimsFor('anonymous')) }));
    const app = createAppSession(client as never, { storage: localStorage, channel: undefined });
    await Promise.all([app.restore(), app.restore(), app.restore()]);
    expect(client.claims.getClaims).toHaveBeenCalledTimes(1);
    expect(app.store.getState().visitorType).toBe('anonymous');
  });

  it('says premium when the claims do', async () => {
    vuexSessionPersistence(localStorage).set('stored-session');
    const client = fakeClient(fakeAccounts({ getClaims: () => Promise.resolve(claimsFor('premium')) }));
    const app = createAppSession(client as never, { storage: localStorage, channel: undefined });
    await app.restore();
    expect(app.store.getState().visitorType).toBe('premium');
  });

  it('never rejects: a broken restore starts the visitor signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = createAppSession(
      {
        ...fakeClient(fakeAccounts({ getClaims: () => Promise.reject(new Error('down')) })),
      } as never,
      { storage: localStorage, channel: undefined },
    );
    await expect(app.restore()).resolves.toBeUndefined();
    expect(app.store.getState().user).toBeNull();
  });

  it('signs in and out in every tab (BroadcastChannel)', async () => {
    const [tabA, tabB] = channelPair();
    const a = createFakeServices({ channel: tabA, storage: null });
    const b = createFakeServices({ channel: tabB, storage: null });
    await a.session.login({ username: 'ada_lovelace', password: 'comet-tail-42' });
    await vi.waitFor(() => expect(b.store.getState().profile?.username).toBe('ada_lovelace'));
    expect(b.store.getState().user).toEqual({ sessionId: 'session-1' });
    await a.session.logout();
    expect(b.store.getState()).toMatchObject({ user: null, profile: null, visitorType: 'anonymous' });
  });
});

describe('SessionBridge', () => {
  it('drops every cached "me" query when the member changes, and keeps the rest', async () => {
    const services = createFakeServices({ accounts: fakeAccounts({}, makeProfile()) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me', 'agreements', 'terms', 'en'], { accepted: true });
    queryClient.setQueryData(['shell', 'consumer', 'www'], { name: 'www' });
    render(
      <QueryClientProvider client={queryClient}>
        <SessionBridge services={services}>
          <p>app</p>
        </SessionBridge>
      </QueryClientProvider>,
    );
    await act(() => services.session.login({ username: 'ada_lovelace', password: 'comet-tail-42' }));
    expect(queryClient.getQueryData(['me', 'agreements', 'terms', 'en'])).toBeUndefined();
    expect(queryClient.getQueryData(['shell', 'consumer', 'www'])).toEqual({ name: 'www' });
  });

  it('asks again as the new member for a "me" query on screen, which later invalidations still reach', async () => {
    const services = createFakeServices({ accounts: fakeAccounts({}, makeProfile()) });
    const queryClient = new QueryClient();
    let asked = 0;
    // What the server rendered for an anonymous visitor: on screen before the session is known.
    queryClient.setQueryData(['me', 'summary'], 'anonymous');
    function Summary() {
      const summary = useQuery({
        queryKey: ['me', 'summary'],
        queryFn: async () => `member ${++asked}`,
        staleTime: 60_000,
      });
      return <p>{summary.data ?? 'loading'}</p>;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <SessionBridge services={services}>
          <Summary />
        </SessionBridge>
      </QueryClientProvider>,
    );
    expect(view.getByText('anonymous')).toBeTruthy();
    await act(() => services.session.login({ username: 'ada_lovelace', password: 'comet-tail-42' }));
    expect(await view.findByText('member 1')).toBeTruthy();
    await act(() => queryClient.invalidateQueries({ queryKey: ['me', 'summary'] }));
    expect(await view.findByText('member 2')).toBeTruthy();
  });
});
