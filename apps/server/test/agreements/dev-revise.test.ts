import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '10000' });
  await t.app.ready();
});
afterAll(async () => t.app.close());

describe('POST /dev/agreements/{type}/revise (development only)', () => {
  it('publishes a newer revision that becomes the latest', async () => {
    const before = (await t.app.inject({ url: '/api/agreements/terms' })).json();
    const res = await t.app.inject({ method: 'POST', url: '/dev/agreements/terms/revise' });
    expect(res.statusCode).toBe(200);
    const revised = res.json();
    expect(revised.revision_id).toBeGreaterThan(before.revision_id);
    expect(revised.date_revised).toBe(new Date().toISOString().slice(0, 10));
    expect((await t.app.inject({ url: '/api/agreements/terms' })).json().revision_id).toBe(
      revised.revision_id,
    );
  });

  it('answers coded errors for an unknown type or flavor', async () => {
    const type = await t.app.inject({ method: 'POST', url: '/dev/agreements/cookies/revise' });
    expect(type.statusCode).toBe(400);
    const flavor = await t.app.inject({ method: 'POST', url: '/dev/agreements/terms/revise?flavor=nope' });
    expect(flavor.statusCode).toBe(404);
    expect(flavor.json().errors[0].code).toBe('AGREEMENT_NOT_FOUND');
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/dev/agreements/terms/revise' });
      expect(res.statusCode).toBe(404);
      // Outside /api an unknown path is a plain 404: code 11 belongs to the API.
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    } finally {
      await prod.app.close();
    }
  });
});
