import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await t.app.ready();
});
afterAll(async () => t.app.close());

// A wildcard route (the bookmark calls' thread path) is documented by @fastify/swagger as `{*}`.
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with the shared schemas as components', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.ErrorEnvelope).toBeDefined();
    expect(doc.components.schemas.ConsumerConfig).toBeDefined();
  });

  it('describes every route the app serves', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const served = routes.map((r) => `${r.method} ${toOpenApiPath(r.url)}`);
    expect(served).toContain('GET /api/5/consumer/{name}');
    expect(served).toContain('GET /healthz');
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('serves the interactive reference', async () => {
    let res = await t.app.inject({ url: '/api/docs' });
    if (res.statusCode === 301 || res.statusCode === 302)
      res = await t.app.inject({ url: res.headers.location as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/openapi.json');
  });
});
