import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { signedInMember } from '../helpers/test-user';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '30' });
  await seedDemoCatalogue(t.database.db);
  await t.app.ready();
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public catalogue reply cache', () => {
  it('serves a repeated catalogue read from memory, with the same bytes and public cache headers', async () => {
    const first = await get('/api/5/1/series/2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    expect(first.headers['x-cache']).toBeUndefined();

    const second = await get('/api/5/1/series/2');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=10');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('drops what it holds within about a second of any catalogue write', async () => {
    const before = await get('/api/5/1/series/1');
    expect((await get('/api/5/1/series/1')).headers['x-cache']).toBe('hit');
    await sql`update series set title = 'Renamed by an editor' where id = 1`.execute(t.database.db);
    await vi.waitFor(
      async () => {
        const after = await get('/api/5/1/series/1');
        expect(after.headers['x-cache']).toBeUndefined();
        expect(after.json().title).toBe('Renamed by an editor');
      },
      { timeout: 5000, interval: 200 },
    );
    expect(before.json().title).not.toBe('Renamed by an editor');
  });

  it('keeps languages and queries apart', async () => {
    const en = await get('/api/5/series/1/episodes/?page=1');
    const es = await get('/api/5/series/1/episodes/?page=1&trans=es');
    const desc = await get('/api/5/series/1/episodes/?page=1&sort=desc');
    expect(es.body).not.toBe(en.body);
    expect(desc.body).not.toBe(en.body);
    expect((await get('/api/5/series/1/episodes/?page=1&trans=es')).body).toBe(es.body);
  });

  it('never keeps failures, and answers them fresh each time', async () => {
    const missing = await get('/api/5/1/series/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    const again = await get('/api/5/1/series/999999');
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('computes a cold URL once when many ask at the same moment, and shares that reply', async () => {
    const url = '/api/5/series/2/episodes/?page=1&trans=es';
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const computed = replies.filter((r) => r.headers['x-cache'] === undefined);
    const shared = replies.filter((r) => r.headers['x-cache'] === 'shared');
    expect(computed).toHaveLength(1);
    expect(shared).toHaveLength(5);
    for (const reply of shared) {
      expect(reply.body).toBe(computed[0]!.body);
      expect(reply.headers['cache-control']).toBe('public, max-age=10');
      expect(reply.headers['content-type']).toBe(computed[0]!.headers['content-type']);
    }
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('lets each waiting request answer for itself when the one computing fails', async () => {
    const replies = await Promise.all(Array.from({ length: 4 }, () => get('/api/5/1/series/888888')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(4).fill(404));
    for (const reply of replies) {
      expect(reply.headers['x-cache']).toBeUndefined();
      expect(reply.json().code).toBe(replies[0]!.json().code);
    }
  });

  it('does not apply to user-specific routes', async () => {
    const member = await signedInMember(t.app);
    const first = await get('/api/users/me/profile', member.headers);
    const second = await get('/api/users/me/profile', member.headers);
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(first.headers['cache-control']).not.toBe('public, max-age=10');
  });
});
