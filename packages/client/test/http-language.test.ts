import { describe, expect, it } from 'vitest';
import { testClient } from './fake-fetch';

describe('trans query parameter (spec §7: every request)', () => {
  it('defaults to en when neither the request nor the client sets a language', async () => {
    const { client, last } = testClient();
    await client.http.request({ method: 'GET', path: '/api/claims/' });
    expect(last().url.searchParams.get('trans')).toBe('en');
    expect(client.getLang()).toBe('en');
  });

  it("uses the client's language, from createClient or setLang", async () => {
    const { client, last } = testClient(undefined, { lang: 'es' });
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().url.searchParams.get('trans')).toBe('es');
    client.setLang('fr');
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().url.searchParams.get('trans')).toBe('fr');
  });

  it("a per-request lang wins over the client's language", async () => {
    const { client, last } = testClient(undefined, { lang: 'es' });
    await client.http.request({ method: 'GET', path: '/a', lang: 'en' });
    expect(last().url.searchParams.get('trans')).toBe('en');
  });

  it('takes lang from the query and removes it before sending', async () => {
    const { client, last } = testClient();
    await client.http.request({ method: 'GET', path: '/a', query: { lang: 'es', page: 2 } });
    expect(last().url.searchParams.get('trans')).toBe('es');
    expect(last().url.searchParams.has('lang')).toBe(false);
    expect(last().url.searchParams.get('page')).toBe('2');
  });

  it('the lang option wins over a lang query key, which is still removed', async () => {
    const { client, last } = testClient();
    await client.http.request({ method: 'GET', path: '/a', lang: 'es', query: { lang: 'en' } });
    expect(last().url.searchParams.get('trans')).toBe('es');
    expect(last().url.searchParams.getAll('lang')).toEqual([]);
  });

  it('is sent on every method, including the OPTIONS rule fetch', async () => {
    const { client, calls } = testClient(() => new Response('{"rule_sets":[]}'), { lang: 'es' });
    await client.http.request({ method: 'POST', path: '/p', body: { a: 1 } });
    await client.http.request({ method: 'DELETE', path: '/d' });
    await client.rules.check('/r', {});
    expect(calls.map((call) => [call.method, call.url.searchParams.get('trans')])).toEqual([
      ['POST', 'es'],
      ['DELETE', 'es'],
      ['OPTIONS', 'es'],
    ]);
  });

  it('keeps other query values as text and leaves undefined ones out', async () => {
    const { client, last } = testClient();
    await client.http.request({
      method: 'GET',
      path: '/api/5/consumer/www',
      query: { cs: 'x', dfs: undefined, withitems: true, page: 0 },
    });
    const { searchParams } = last().url;
    expect(Object.fromEntries(searchParams)).toEqual({ cs: 'x', withitems: 'true', page: '0', trans: 'en' });
  });

  it('joins the base URL and path once, whatever slashes the base URL ends with', async () => {
    const { client, last } = testClient(undefined, { baseUrl: 'http://api.test/' });
    await client.http.request({ method: 'GET', path: '/build-id.json' });
    expect(last().url.href).toBe('http://api.test/build-id.json?trans=en');
  });
});
