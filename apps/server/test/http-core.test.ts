import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './helpers/test-app';

/** A GET sent with its path exactly as written (no client-side normalisation of `%2e%2e`). */
function rawGet(port: number, path: string): Promise<{ status?: number; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
      })
      .on('error', reject);
  });
}

let t: TestApp;
const BODY = z.union([
  z.object({
    username: z
      .string()
      .min(6)
      .max(29)
      .regex(/^[\w@.+-]+$/),
    password: z.string().min(8),
    remember: z.boolean().optional(),
  }),
  z.object({ email: z.email(), password: z.string().min(8), mode: z.enum(['a', 'b']), v: z.literal(2) }),
]);

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000' });
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/echo',
    { schema: { body: BODY, querystring: z.object({ page: z.coerce.number().int().optional() }) } },
    async (req) => ({
      ok: true,
      lang: req.lang,
    }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('relation "users" does not exist: SELECT password FROM users');
  });
  app.get('/api/test/lang', async (req) => ({ lang: req.lang }));
});
afterAll(async () => t.app.close());

describe('error envelope', () => {
  it('answers an unknown /api path with 404 and code 11', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'API Not Found',
      errors: [{ code: 11, message: 'API Not Found' }],
    });
  });

  it('answers an unknown method on a known path with code 11', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/5/1/cohort-experiments/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe(11);
  });

  it('answers an unknown path outside /api with a plain 404, never the API envelope', async () => {
    for (const url of ['/streams/garbage', '/art/nope', '/media/nope.txt', '/nope', '/API/x', '/apiary']) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await t.app.inject({ url, headers: { accept } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
        expect(res.body, url).toBe('Not Found');
      }
    }
    const post = await t.app.inject({ method: 'POST', url: '/streams/x', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.body).toBe('Not Found');
  });

  it('answers /api itself with code 11', async () => {
    for (const url of ['/api', '/api?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code, url).toBe(11);
    }
  });

  it('answers a path parameter longer than any route takes with 400 code 8 (a coded envelope)', async () => {
    const res = await t.app.inject({ url: `/api/5/2/homepage/${'f'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe(8);
    const outside = await t.app.inject({ url: `/streams/${'s'.repeat(500)}/a/b/c/d` });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toBe('Not Found');
  });

  it('answers a malformed escape in a path parameter with 400 code 8 (plain 400 outside /api)', async () => {
    for (const url of ['/api/5/2/homepage/%zz', '/api/5/2/homepage/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: 'Invalid request URL',
        errors: [{ code: 8, message: 'Invalid request URL' }],
      });
    }
    const art = await t.app.inject({ url: '/art/%zz/x/y' });
    expect([art.statusCode, art.headers['content-type'], art.body]).toEqual([
      400,
      'text/plain; charset=utf-8',
      'Bad Request',
    ]);
  });

  it('answers an encoded .. under /media/ or /streams/ with a plain 404 (over a real socket)', async () => {
    // Injection normalises `%2e%2e` away as a URL parser would; a raw request keeps it.
    const probe = await buildTestApp();
    try {
      await probe.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = probe.app.server.address() as AddressInfo;
      for (const url of ['/media/%2e%2e/x', '/media/%2e%2e/%2e%2e/package.json', '/streams/%2e%2e/x']) {
        const res = await rawGet(port, url);
        expect(res.status, url).toBe(404);
        expect(res.type, url).toBe('text/plain; charset=utf-8');
        expect(res.body, url).toBe('Not Found');
      }
    } finally {
      await probe.app.close();
    }
  });

  it('answers a schema failure with 400, code 8 and the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { username: 'abc', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe(8);
  });

  it('answers a non-integer page with the generic code 4', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=two',
      payload: { username: 'abcdef', password: 'longenough' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 4, field: 'page' });
  });

  it('answers malformed JSON with 400 and code 8', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe(8);
  });

  it('answers an over-large body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'longenough' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never leaks a stack or SQL text from an unexpected failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Internal server error',
      errors: [{ code: 'INTERNAL', message: 'Internal server error' }],
    });
    expect(res.body).not.toMatch(/SELECT|users|at .*\.ts/);
  });
});

describe('language parameter', () => {
  it.each([
    ['', 'en'],
    ['?trans=es', 'es'],
    ['?trans=es-MX', 'es'],
    ['?trans=fr', 'en'],
  ])('trans %s gives %s', async (query, lang) => {
    expect((await t.app.inject({ method: 'GET', url: `/api/test/lang${query}` })).json()).toEqual({ lang });
  });
});

describe('field rules (OPTIONS)', () => {
  it('answers one rule set per body alternative, derived from the route schema', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/test/echo' });
    expect(res.statusCode).toBe(200);
    const { rule_sets } = res.json();
    expect(rule_sets).toHaveLength(2);
    expect(rule_sets[0]).toEqual({
      username: { required: true, type: 'string', regex: '^[\\w@.+-]+$', min_length: 6, max_length: 29 },
      password: { required: true, type: 'string', min_length: 8 },
      remember: { required: false, type: 'bool' },
    });
    expect(rule_sets[1].mode).toEqual({ required: true, type: 'string', allowed_values: ['a', 'b'] });
    expect(rule_sets[1].v).toMatchObject({ required: true, value: 2 });
    expect(rule_sets[1].email.required).toBe(true);
  });

  it('answers code 11 on a path without a body', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/5/1/cohort-experiments/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe(11);
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/api/5/consumer/www', '/api/nope'])('are set on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: true });
  });

  it('answers 503 from readiness when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: false });
    } finally {
      t.database.ping = ping;
    }
  });
});
