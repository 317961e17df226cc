import { describe, expect, it } from 'vitest';
import { createCatalogueCalls, createClient, isAbortError } from '../../src';
import { json, rejection, testClient } from '../fake-fetch';
import { homepage } from './fixtures';

/** A server whose replies the test releases one by one, in any order. */
function heldServer() {
  const pending: Array<{ path: string; release: (body: unknown) => void }> = [];
  const { client, calls } = testClient(
    (call) =>
      new Promise<Response>((resolve) => {
        pending.push({ path: call.url.pathname, release: (body) => resolve(json(body)) });
      }),
  );
  return { client, calls, pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client.catalogue: homepage cancellation', () => {
  it('a newer call for the same flavor cancels the older; the older result is never delivered', async () => {
    const { client, pending } = heldServer();
    const first = client.catalogue.getHomepage('home', { withitems: true });
    await tick();
    const second = client.catalogue.getHomepage('home', { withitems: true });
    const firstError = rejection(first);
    await tick();
    expect(isAbortError(await firstError)).toBe(true);

    // The older reply arriving late changes nothing; the newer one is delivered.
    pending[0]!.release(homepage());
    const newest = { ...homepage(), title: 'Newest' };
    pending[1]!.release(newest);
    await expect(second).resolves.toEqual(newest);
  });

  it('the cancelled request was aborted at the transport', async () => {
    const signals: AbortSignal[] = [];
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: (_input, init) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      },
    });
    const first = client.catalogue.getHomepage('home');
    const second = client.catalogue.getHomepage('home');
    await rejection(first);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    void second;
  });

  it('a cancel is not stored as a homepage failure', async () => {
    const { client, pending } = heldServer();
    const first = client.catalogue.getHomepage('home');
    await tick();
    const second = client.catalogue.getHomepage('home');
    await rejection(first);
    expect(client.errors.get('homepage')).toEqual([]);
    await tick();
    pending[1]!.release(homepage());
    await second;
  });

  it('different flavors do not cancel each other; getBrowse is the browse flavor', async () => {
    const { client, pending } = heldServer();
    const home = client.catalogue.getHomepage('home');
    const browse = client.catalogue.getBrowse();
    await tick();
    expect(pending.map((p) => p.path)).toEqual(['/api/5/2/homepage/home', '/api/5/2/homepage/browse']);
    pending[0]!.release(homepage('home'));
    pending[1]!.release(homepage('browse'));
    await expect(home).resolves.toMatchObject({ flavor: 'home' });
    await expect(browse).resolves.toMatchObject({ flavor: 'browse' });

    const older = rejection(client.catalogue.getHomepage('browse'));
    await tick();
    const newer = client.catalogue.getBrowse();
    expect(isAbortError(await older)).toBe(true);
    await tick();
    pending[3]!.release(homepage('browse'));
    await expect(newer).resolves.toMatchObject({ flavor: 'browse' });
  });

  it('the caller’s own signal still cancels', async () => {
    const { client } = heldServer();
    const controller = new AbortController();
    const call = client.catalogue.getHomepage('home', {}, { signal: controller.signal });
    await tick();
    controller.abort();
    expect(isAbortError(await rejection(call))).toBe(true);
  });

  it('an already aborted caller signal cancels before anything is delivered', async () => {
    const { client } = testClient(() => json(homepage()));
    const call = client.catalogue.getHomepage('home', {}, { signal: AbortSignal.abort() });
    expect(isAbortError(await rejection(call))).toBe(true);
  });

  it('a finished call does not affect the next one', async () => {
    const { client } = testClient(() => json(homepage()));
    await expect(client.catalogue.getHomepage('home')).resolves.toEqual(homepage());
    await expect(client.catalogue.getHomepage('home')).resolves.toEqual(homepage());
  });

  it('an area built on its own from the client context cancels the same way', async () => {
    const { client, pending } = heldServer();
    const { http, errors, getLang, getSessionToken, setSessionToken } = client;
    const calls = createCatalogueCalls({ http, errors, getLang, getSessionToken, setSessionToken });
    const older = rejection(calls.getHomepage('home'));
    const newer = calls.getHomepage('home');
    expect(isAbortError(await older)).toBe(true);
    await tick();
    pending[1]!.release(homepage());
    await expect(newer).resolves.toEqual(homepage());
  });
});
