import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  await t.app.ready();
});
afterAll(async () => t.app.close());

const segment = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '..',
    '%2e%2e%2f',
    "' OR 1=1 --",
    '<script>',
    '-1',
    '0',
    '1e9',
    '99999999999',
    'ñ',
    'home',
    'a'.repeat(150),
  ),
);
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return 'x';
  }
};

const routes = [
  (a: string, b: string) => `/api/5/2/collections/slug/${encode(a)}?trans=${encode(b)}`,
  (a: string) => `/api/5/2/collections/uuid/${encode(a)}`,
  (a: string, b: string) =>
    `/api/5/2/collection-items/slug/${encode(a)}?page=${encode(b)}&page_size=${encode(b)}`,
  (a: string, b: string) => `/api/5/2/collection-items/uuid/${encode(a)}?page=${encode(b)}`,
  (a: string, b: string) => `/api/5/2/homepage/${encode(a)}?withitems=${encode(b)}`,
  (a: string) => `/api/5/2/jsonbag/slug/${encode(a)}`,
  (a: string) => `/api/5/2/jsonbag/uuid/${encode(a)}`,
  (a: string) => `/api/5/2/cmspage/slug/${encode(a)}`,
  (a: string, b: string) => `/art/${encode(a)}/${encode(b)}/thumb.jpg`,
  (a: string, b: string) => `/art/series/${encode(a)}/${encode(b)}`,
];

describe('collections, homepage, banners, pages and art never answer 5xx to bad input', () => {
  it('holds for generated path and query values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), segment, segment, async (i, a, b) => {
        const url = routes[i]!(a, b);
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode < 400) return;
        // Outside /api, a path no route serves (a `..` that climbs out of /art/…) is a plain 404.
        if (!url.startsWith('/api/') && String(res.headers['content-type']).startsWith('text/plain')) {
          expect([res.statusCode, res.body], url).toEqual([404, 'Not Found']);
          return;
        }
        expect(errorEnvelopeSchema.safeParse(res.json()).success, url).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
