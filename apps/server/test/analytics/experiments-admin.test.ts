import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsCode, EXPERIMENT_MAX_VARIANTS } from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';
import {
  ADMIN,
  admin,
  buildExperimentsApp,
  define,
  member,
  uniqueName,
  variantOf,
} from './experiments-fixtures';

/*
 * The staff's experiment definitions (docs/experiments.md "Admin API and CLI"), on both
 * databases: staff only, every definition rule refused with 7764 naming its field, and what PUT,
 * PATCH and DELETE change.
 */
let t: TestApp;
let staffToken: string;
let memberToken: string;

beforeAll(async () => {
  t = await buildExperimentsApp();
  ({ token: staffToken } = await member(t, true));
  ({ token: memberToken } = await member(t));
});
afterAll(async () => t?.app.close());

const valid = () => ({
  description: 'Two buttons',
  enabled: true,
  is_public: true,
  goal_event: 'Signed Up',
  variants: [
    { key: 'blue', weight: 1, payload: { color: 'blue' } },
    { key: 'green', weight: 3, payload: { color: 'green' } },
  ],
});

describe('who may call', () => {
  const calls: [string, 'GET' | 'PUT' | 'PATCH' | 'DELETE', string, unknown][] = [
    ['list', 'GET', '', undefined],
    ['get', 'GET', '/home-hero-text', undefined],
    ['define', 'PUT', '/staff-only-check', valid()],
    ['patch', 'PATCH', '/home-hero-text', { enabled: false }],
    ['delete', 'DELETE', '/home-hero-text', undefined],
  ];

  it.each(calls)(
    '%s: 401 without a session, 403 STAFF_ONLY (2309) for a member who is not staff',
    async (_, method, path, body) => {
      const anonymous = await t.app.inject({
        method,
        url: `${ADMIN}${path}`,
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      const refused = await admin(t, memberToken, method, path, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe(2309);
    },
  );

  it('changed nothing for those refused', async () => {
    const hero = await admin(t, staffToken, 'GET', '/home-hero-text');
    expect(hero.json().enabled).toBe(true);
    expect((await admin(t, staffToken, 'GET', '/staff-only-check')).statusCode).toBe(404);
  });
});

describe('PUT /api/experiments/1/admin/experiments/{name}', () => {
  it('defines an experiment and answers it with each variant’s share; replies are private', async () => {
    const name = uniqueName('define');
    const res = await admin(t, staffToken, 'PUT', `/${name}`, valid());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      name,
      description: 'Two buttons',
      enabled: true,
      is_public: true,
      goal_event: 'Signed Up',
      variants: [
        { key: 'blue', weight: 1, share: 0.25, payload: { color: 'blue' } },
        { key: 'green', weight: 3, share: 0.75, payload: { color: 'green' } },
      ],
    });
    expect((await admin(t, staffToken, 'GET', `/${name}`)).json()).toEqual(res.json());
    const list = (await admin(t, staffToken, 'GET', '')).json() as { experiments: { name: string }[] };
    expect(list.experiments.map((e) => e.name)).toContain(name);
    expect(list.experiments.map((e) => e.name)).toEqual([...list.experiments.map((e) => e.name)].sort());
  });

  it('starts a new experiment off, not public, goal Signed Up, when those are not given', async () => {
    const name = uniqueName('defaults');
    const created = await define(t, staffToken, name, { variants: [{ key: 'only', weight: 1 }] });
    expect(created).toMatchObject({
      enabled: false,
      is_public: false,
      description: '',
      goal_event: 'Signed Up',
    });
    expect(created.variants).toEqual([{ key: 'only', weight: 1, share: 1, payload: {} }]);
  });

  it('replaces the variants and keeps the fields not given (a reweighting cannot turn it off)', async () => {
    const name = uniqueName('replace');
    await define(t, staffToken, name, valid());
    const replaced = await define(t, staffToken, name, {
      variants: [
        { key: 'green', weight: 1 },
        { key: 'red', weight: 1, payload: { color: 'red' } },
      ],
    });
    expect(replaced).toMatchObject({ enabled: true, is_public: true, description: 'Two buttons' });
    expect(replaced.variants.map((v: { key: string }) => v.key)).toEqual(['green', 'red']);
    expect(replaced.variants[0].payload).toEqual({});
    expect(Date.parse(replaced.updated_at)).toBeGreaterThanOrEqual(Date.parse(replaced.created_at));
  });

  const refusals: [string, (body: ReturnType<typeof valid>) => unknown, string][] = [
    ['no variants', (b) => ({ ...b, variants: [] }), 'variants'],
    [
      `more than ${EXPERIMENT_MAX_VARIANTS} variants`,
      (b) => ({
        ...b,
        variants: Array.from({ length: EXPERIMENT_MAX_VARIANTS + 1 }, (_, i) => ({
          key: `v${i}`,
          weight: 1,
        })),
      }),
      'variants',
    ],
    [
      'a key that is not a slug',
      (b) => ({ ...b, variants: [{ key: 'Big Key', weight: 1 }] }),
      'variants.0.key',
    ],
    ['an empty key', (b) => ({ ...b, variants: [{ key: '', weight: 1 }] }), 'variants.0.key'],
    [
      'a key given twice',
      (b) => ({ ...b, variants: [b.variants[0], { key: 'blue', weight: 2 }] }),
      'variants.1.key',
    ],
    ['a negative weight', (b) => ({ ...b, variants: [{ key: 'a', weight: -1 }] }), 'variants.0.weight'],
    ['a fractional weight', (b) => ({ ...b, variants: [{ key: 'a', weight: 1.5 }] }), 'variants.0.weight'],
    [
      'a weight over 1,000,000',
      (b) => ({ ...b, variants: [{ key: 'a', weight: 1_000_001 }] }),
      'variants.0.weight',
    ],
    ['a weight that is text', (b) => ({ ...b, variants: [{ key: 'a', weight: '5' }] }), 'variants.0.weight'],
    [
      'weights summing to 0',
      (b) => ({
        ...b,
        variants: [
          { key: 'a', weight: 0 },
          { key: 'b', weight: 0 },
        ],
      }),
      'variants',
    ],
    [
      'a payload that is a list',
      (b) => ({ ...b, variants: [{ key: 'a', weight: 1, payload: [1] }] }),
      'variants.0.payload',
    ],
    [
      'a payload that is text',
      (b) => ({ ...b, variants: [{ key: 'a', weight: 1, payload: 'hi' }] }),
      'variants.0.payload',
    ],
    [
      'a payload over 8 KB',
      (b) => ({ ...b, variants: [{ key: 'a', weight: 1, payload: { text: 'x'.repeat(8 * 1024) } }] }),
      'variants.0.payload',
    ],
    ['a description over 500 characters', (b) => ({ ...b, description: 'd'.repeat(501) }), 'description'],
    ['an empty goal event', (b) => ({ ...b, goal_event: '' }), 'goal_event'],
    ['enabled that is not a boolean', (b) => ({ ...b, enabled: 'yes' }), 'enabled'],
    ['a body that is a list', () => [], 'body'],
  ];

  it.each(refusals)(
    'refuses %s: 400 INVALID_EXPERIMENT_DEFINITION naming %s, storing nothing',
    async (_, make, field) => {
      const name = uniqueName('refused');
      const res = await admin(t, staffToken, 'PUT', `/${name}`, make(valid()));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: AnalyticsCode.INVALID_EXPERIMENT, field });
      expect((await admin(t, staffToken, 'GET', `/${name}`)).statusCode).toBe(404);
    },
  );

  it('accepts a payload of exactly 8 KB as JSON', async () => {
    // {"text":"…"} is 11 characters besides the text.
    const payload = { text: 'x'.repeat(8 * 1024 - 11) };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBe(8 * 1024);
    const res = await admin(t, staffToken, 'PUT', `/${uniqueName('edge')}`, {
      variants: [{ key: 'a', weight: 1, payload }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a malformed name with 7764 on the field name', async () => {
    for (const bad of ['bad name!', 'a'.repeat(101)]) {
      const res = await admin(t, staffToken, 'PUT', `/${encodeURIComponent(bad)}`, valid());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: AnalyticsCode.INVALID_EXPERIMENT, field: 'name' });
    }
  });
});

describe('PATCH and DELETE', () => {
  it('PATCH sets enabled, is_public and the description; the variants stay', async () => {
    const name = uniqueName('patch');
    const before = await define(t, staffToken, name, valid());
    const res = await admin(t, staffToken, 'PATCH', `/${name}`, { enabled: false, is_public: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, is_public: false, description: 'Two buttons' });
    expect(res.json().variants).toEqual(before.variants);
    const described = await admin(t, staffToken, 'PATCH', `/${name}`, { description: 'Renamed' });
    expect(described.json()).toMatchObject({ enabled: false, description: 'Renamed' });
    // An empty patch changes nothing and answers the experiment.
    expect((await admin(t, staffToken, 'PATCH', `/${name}`, {})).json()).toEqual(described.json());
  });

  it('PATCH refuses a bad value with 7764 and answers 404 for an unknown experiment', async () => {
    const name = uniqueName('patch-bad');
    await define(t, staffToken, name, valid());
    const bad = await admin(t, staffToken, 'PATCH', `/${name}`, { enabled: 'off' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: AnalyticsCode.INVALID_EXPERIMENT, field: 'enabled' });
    const unknown = await admin(t, staffToken, 'PATCH', '/no-such-experiment', { enabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('EXPERIMENT_NOT_FOUND');
  });

  it('DELETE removes the experiment with its assignments; then 404', async () => {
    const name = uniqueName('delete');
    await define(t, staffToken, name, valid());
    expect(await variantOf(t, name, { persistentUserId: crypto.randomUUID() })).not.toBeNull();
    const res = await admin(t, staffToken, 'DELETE', `/${name}`);
    expect(res.statusCode).toBe(204);
    const left = await t.database.db
      .selectFrom('experiment_assignments')
      .select('subject')
      .where('experiment_name', '=', name)
      .execute();
    expect(left).toEqual([]);
    expect((await admin(t, staffToken, 'GET', `/${name}`)).statusCode).toBe(404);
    expect((await admin(t, staffToken, 'DELETE', `/${name}`)).statusCode).toBe(404);
  });

  it('answers a malformed name on GET, PATCH and DELETE with INVALID_EXPERIMENT_NAME', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { enabled: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await admin(t, staffToken, method, '/bad%20name!', body);
      expect(res.statusCode, method).toBe(400);
      expect(res.json().errors[0].code).toBe('INVALID_EXPERIMENT_NAME');
    }
  });
});
