import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@fanverse/client';
import { startContractServer, type ContractServer } from './contract-server';

let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => s.app.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}

describe('server reply → client code: generic rules of spec §8', () => {
  it('an unknown API path (raw code 11) gives 5001 API Not Found', async () => {
    const e = await failure(s.client().http.request({ method: 'GET', path: '/api/no/such/route' }));
    expect(e.status).toBe(404);
    expect(e.errors[0]).toMatchObject({ code: 5001, message: 'API Not Found' });
  });

  it('an invalid parameter (raw 8) gives 5008 and a non-integer page (raw 4) gives 5004', async () => {
    const bad = await failure(s.client().shell.getShopUrl('not a name!'));
    expect(bad.errors[0]?.code).toBe(5008);
    const page = await failure(
      s.client().http.request({ method: 'GET', path: '/api/probe/paged', query: { page: 'x' } }),
    );
    expect(page.errors[0]?.code).toBe(5004);
  });

  it('UNAUTHENTICATED on 401 is an expired session: 1003, flagged sessionExpired', async () => {
    const e = await failure(s.client().http.request({ method: 'GET', path: '/api/probe/private' }));
    expect(e.sessionExpired).toBe(true);
    expect(e.errors[0]?.code).toBe(1003);
    const expired = await failure(s.client().http.request({ method: 'GET', path: '/api/probe/expired' }));
    expect(expired.sessionExpired).toBe(true);
    expect(expired.errors[0]?.code).toBe(1003);
  });

  it('a server failure gives 1502, with the raw reply kept as the cause', async () => {
    const e = await failure(s.client().http.request({ method: 'GET', path: '/api/probe/crash' }));
    expect(e.status).toBe(500);
    expect(e.errors[0]?.code).toBe(1502);
    expect(e.errors[0]?.cause).toMatchObject({ code: 'INTERNAL' });
  });

  it('messages come in the client language', async () => {
    const e = await failure(s.client('es').http.request({ method: 'GET', path: '/api/no/such/route' }));
    expect(e.errors[0]?.code).toBe(5001);
    expect(e.errors[0]?.message).not.toBe('API Not Found');
  });

  it('a reply that breaks the expected schema gives 9999', async () => {
    const e = await failure(
      s
        .client()
        .http.request({ method: 'GET', path: '/api/probe/lang', schema: z.object({ lang: z.number() }) }),
    );
    expect(e.errors[0]?.code).toBe(9999);
  });

  it('the trans parameter reaches the server: per-request, then client language', async () => {
    const client = s.client('es');
    expect(await client.http.request({ method: 'GET', path: '/api/probe/lang' })).toEqual({ lang: 'es' });
    expect(await client.http.request({ method: 'GET', path: '/api/probe/lang', lang: 'en' })).toEqual({
      lang: 'en',
    });
  });

  it('errors are kept per operation and cleared before a retry (getConsumer is op consumer)', async () => {
    const client = s.client();
    await expect(client.shell.getConsumer('nobody')).rejects.toBeInstanceOf(ApiError);
    expect(client.errors.get('consumer')[0]?.code).toBe(1200);
    await client.shell.getConsumer('www');
    expect(client.errors.get('consumer')).toEqual([]);
  });
});

describe('field rules from OPTIONS, checked by the client (spec §5)', () => {
  it('a valid payload passes and is sent', async () => {
    const ok = await s.client().http.request({
      method: 'POST',
      path: '/api/probe/form',
      body: { username: 'reader42', password: 'longenough' },
      validate: true,
    });
    expect(ok).toEqual({ ok: true });
  });

  it('reports 6000 (required) and 6005 (type) for the closest rule set', async () => {
    const e = await failure(
      s.client().http.request({
        method: 'POST',
        path: '/api/probe/form',
        body: { username: 'abcdef', password: '', remember: 'yes' },
        validate: true,
      }),
    );
    expect(e.errors.map((err) => [err.field, err.code])).toEqual([
      ['password', 6000],
      ['remember', 6005],
    ]);
  });

  it('reports 6003 with min_length', async () => {
    const e = await failure(
      s.client().http.request({
        method: 'POST',
        path: '/api/probe/form',
        body: { username: 'abc', password: 'longenough' },
        validate: true,
      }),
    );
    expect(e.errors).toEqual([expect.objectContaining({ code: 6003, field: 'username', min_length: 6 })]);
  });

  it('of several rule sets, reports the one with the fewest errors', async () => {
    // Against the first set: username too short and password missing (2); against the second:
    // only the country is missing (1). The second set's single error is reported.
    const e = await failure(
      s.client().http.request({
        method: 'POST',
        path: '/api/probe/form',
        body: { email: 'fan@example.com', plan: 'annual', username: 'abc' },
        validate: true,
      }),
    );
    expect(e.errors.map((err) => [err.field, err.code])).toEqual([['country', 6000]]);
  });

  it('an allowed-values mismatch gives 6001 with the values', async () => {
    const e = await failure(
      s.client().http.request({
        method: 'POST',
        path: '/api/probe/form',
        body: { email: 'fan@example.com', plan: 'weekly', country: 'US' },
        validate: true,
      }),
    );
    expect(e.errors).toHaveLength(1);
    expect(e.errors[0]).toMatchObject({ code: 6001, field: 'plan', values: ['monthly', 'annual'] });
  });

  it('too long gives 6004 with max_length', async () => {
    const e = await failure(
      s.client().http.request({
        method: 'POST',
        path: '/api/probe/form',
        body: { username: 'u'.repeat(30), password: 'longenough' },
        validate: true,
      }),
    );
    expect(e.errors[0]).toMatchObject({ code: 6004, field: 'username', max_length: 29 });
  });
});

describe('network failure', () => {
  it('gives 9998 Network error, flagged networkError', async () => {
    const closed = await startContractServer();
    const client = closed.client();
    await closed.app.close();
    const e = await failure(client.shell.getCohortExperiments());
    expect(e.networkError).toBe(true);
    expect(e.errors[0]).toMatchObject({ code: 9998, message: 'Network error' });
  });
});
