import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { assignmentPoint, pickVariant } from '../../src/modules/analytics/experiments/experiment-assignment';
import { HOME_HERO_EXPERIMENT } from '../../src/modules/analytics/experiments/demo-experiment';
import {
  admin,
  ask,
  buildExperimentsApp,
  define,
  member,
  seededUuid,
  uniqueName,
  variantOf,
} from './experiments-fixtures';

/*
 * Cohort experiments' assignment (docs/experiments.md "Assignment"), on both databases: sticky per
 * subject whatever the weights become, weighted by the definition (a chi-square test on 20,000
 * browsers), one row under concurrent first asks, a member inheriting their browser's variant,
 * nothing for a disabled experiment or an unidentified visitor, and the spec's 1040 / 1051.
 */
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await buildExperimentsApp();
  ({ token: staffToken } = await member(t, true));
});
afterAll(async () => t?.app.close());

const twoWay = (a: number, b: number, on = true) => ({
  enabled: on,
  is_public: true,
  variants: [
    { key: 'control', weight: a, payload: { text: 'A' } },
    { key: 'treatment', weight: b, payload: { text: 'B' } },
  ],
});

const rowsOf = (name: string) =>
  t.database.db
    .selectFrom('experiment_assignments')
    .selectAll()
    .where('experiment_name', '=', name)
    .orderBy('subject')
    .execute();

describe('the weighted pick', () => {
  it('lays variants end to end by weight; weight 0 is never picked', () => {
    const variants = [
      { key: 'a', weight: 1 },
      { key: 'off', weight: 0 },
      { key: 'b', weight: 3 },
    ];
    expect(pickVariant(variants, 0)).toBe('a');
    expect(pickVariant(variants, 0.2499)).toBe('a');
    expect(pickVariant(variants, 0.25)).toBe('b');
    expect(pickVariant(variants, 0.999999)).toBe('b');
    expect(pickVariant([{ key: 'x', weight: 0 }], 0.5)).toBeNull();
  });

  it('gives each (experiment, subject) one point in [0, 1), independent across experiments', () => {
    const point = assignmentPoint('e1', 'p:abc');
    expect(point).toBe(assignmentPoint('e1', 'p:abc'));
    expect(point).toBeGreaterThanOrEqual(0);
    expect(point).toBeLessThan(1);
    expect(assignmentPoint('e2', 'p:abc')).not.toBe(point);
  });
});

describe('GET /api/5/1/experiment/{name}', () => {
  it('answers the variant and its payload, and the same one to 100 asks (sticky)', async () => {
    const name = uniqueName('sticky');
    await define(t, staffToken, name, twoWay(50, 50));
    const persistentUserId = crypto.randomUUID();
    const first = await ask(t, name, { persistentUserId });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect(body).toMatchObject({ name, enabled: true, is_public: true });
    expect(['control', 'treatment']).toContain(body.variant);
    expect(body.payload).toEqual({ text: body.variant === 'control' ? 'A' : 'B' });

    const answers = new Set<string | null>();
    for (let i = 0; i < 100; i++) answers.add(await variantOf(t, name, { persistentUserId }));
    expect([...answers]).toEqual([body.variant]);
    const rows = await rowsOf(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: `p:${persistentUserId}`,
      variant: body.variant,
      converted_at: null,
    });
  });

  it('keeps every assigned subject on their variant when the weights change', async () => {
    const name = uniqueName('reweight');
    await define(t, staffToken, name, twoWay(50, 50));
    const browsers = Array.from({ length: 60 }, (_, i) => seededUuid(name, i));
    const before = await Promise.all(browsers.map((p) => variantOf(t, name, { persistentUserId: p })));
    expect(new Set(before)).toEqual(new Set(['control', 'treatment']));

    // Everyone new goes to treatment now; no one assigned moves.
    await define(t, staffToken, name, twoWay(0, 100));
    const after = await Promise.all(browsers.map((p) => variantOf(t, name, { persistentUserId: p })));
    expect(after).toEqual(before);
    const newcomers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        variantOf(t, name, { persistentUserId: seededUuid(`${name}-new`, i) }),
      ),
    );
    expect(new Set(newcomers)).toEqual(new Set(['treatment']));
  });

  it('moves subjects off a variant that was removed, to one that is defined', async () => {
    const name = uniqueName('removed');
    await define(t, staffToken, name, twoWay(50, 50));
    const browsers = Array.from({ length: 30 }, (_, i) => seededUuid(name, i));
    const before = await Promise.all(browsers.map((p) => variantOf(t, name, { persistentUserId: p })));
    expect(before).toContain('treatment');
    await define(t, staffToken, name, {
      variants: [
        { key: 'control', weight: 1 },
        { key: 'other', weight: 1 },
      ],
    });
    const after = await Promise.all(browsers.map((p) => variantOf(t, name, { persistentUserId: p })));
    after.forEach((variant, i) => {
      if (before[i] === 'control') expect(variant).toBe('control');
      else expect(['control', 'other']).toContain(variant);
    });
    expect((await rowsOf(name)).every((r) => r.variant !== 'treatment')).toBe(true);
  });

  it('splits 20,000 browsers by the weights: chi-square p > 0.001, each share within 2 points', async () => {
    // The pick the service makes for each browser (its subject's point, the definition's
    // weights), drawn for 20,000 browsers; the next test proves the service answers exactly it.
    const variants = twoWay(70, 30).variants;
    const total = 20_000;
    const counts = { control: 0, treatment: 0 };
    for (let i = 0; i < total; i++) {
      const pick = pickVariant(variants, assignmentPoint('weights-70-30', `p:${seededUuid('weights', i)}`));
      counts[pick as keyof typeof counts] += 1;
    }
    const expected = { control: total * 0.7, treatment: total * 0.3 };
    const chiSquare =
      (counts.control - expected.control) ** 2 / expected.control +
      (counts.treatment - expected.treatment) ** 2 / expected.treatment;
    // One degree of freedom: p > 0.001 ⇔ χ² < 10.828.
    expect(chiSquare, JSON.stringify(counts)).toBeLessThan(10.828);
    expect(Math.abs(counts.control / total - 0.7)).toBeLessThan(0.02);
    expect(Math.abs(counts.treatment / total - 0.3)).toBeLessThan(0.02);
  });

  it('answers and stores for each of 1,000 browsers on a 70/30 experiment exactly that pick', async () => {
    const name = uniqueName('weights');
    const definition = twoWay(70, 30);
    await define(t, staffToken, name, definition);
    const total = 1_000;
    const browsers = Array.from({ length: total }, (_, i) => seededUuid(name, i));
    const answered: (string | null)[] = [];
    for (let start = 0; start < total; start += 50) {
      const chunk = browsers.slice(start, start + 50);
      answered.push(...(await Promise.all(chunk.map((p) => variantOf(t, name, { persistentUserId: p })))));
    }
    const expected = browsers.map((p) => pickVariant(definition.variants, assignmentPoint(name, `p:${p}`)));
    expect(answered).toEqual(expected);
    const stored = new Map((await rowsOf(name)).map((r) => [r.subject, r.variant]));
    expect(browsers.map((p) => stored.get(`p:${p}`))).toEqual(expected);
    // Even a thousand is near the weights (3 standard deviations of a binomial share: 4.3 points).
    const share = answered.filter((v) => v === 'control').length / total;
    expect(Math.abs(share - 0.7)).toBeLessThan(0.045);
  }, 60_000);

  it('stores one row when 50 first asks of one subject arrive at once, and all get its variant', async () => {
    const name = uniqueName('concurrent');
    await define(t, staffToken, name, twoWay(50, 50));
    const persistentUserId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => variantOf(t, name, { persistentUserId })),
    );
    expect(new Set(answers).size).toBe(1);
    const rows = await rowsOf(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.variant).toBe(answers[0]);
  });

  it('gives a member with no assignment of their own the variant of the browser they send', async () => {
    const name = uniqueName('inherit');
    await define(t, staffToken, name, twoWay(50, 50));
    const someone = await member(t);
    // A browser whose variant differs from the one the member's own point would pick, so that
    // inheriting is visible.
    let persistentUserId = '';
    for (let i = 0; ; i++) {
      persistentUserId = seededUuid(`${name}-browser`, i);
      const browserPick = pickVariant(
        twoWay(50, 50).variants,
        assignmentPoint(name, `p:${persistentUserId}`),
      );
      const memberPick = pickVariant(twoWay(50, 50).variants, assignmentPoint(name, `m:${someone.guid}`));
      if (browserPick !== memberPick) break;
    }
    const asVisitor = await variantOf(t, name, { persistentUserId });
    const asMember = await variantOf(t, name, { persistentUserId, token: someone.token });
    expect(asMember).toBe(asVisitor);
    // Theirs from now on, from any browser.
    expect(await variantOf(t, name, { token: someone.token })).toBe(asVisitor);
    expect(await variantOf(t, name, { token: someone.token, persistentUserId: crypto.randomUUID() })).toBe(
      asVisitor,
    );
    const rows = await rowsOf(name);
    const memberRow = rows.find((r) => r.subject === `m:${someone.guid}`)!;
    const browserRow = rows.find((r) => r.subject === `p:${persistentUserId}`)!;
    expect(memberRow.variant).toBe(browserRow.variant);
    // One person, one exposure: the member's row carries the browser's.
    expect(memberRow.exposed_at.getTime()).toBe(browserRow.exposed_at.getTime());
    // and names it, so the rollup counts the person once (rollup-recounts.ts).
    expect(memberRow.inherited_from).toBe(`p:${persistentUserId}`);
    expect(browserRow.inherited_from).toBeNull();
  });

  it('assigns a signed-in member by their own subject without a browser id', async () => {
    const name = uniqueName('member');
    await define(t, staffToken, name, twoWay(50, 50));
    const someone = await member(t);
    const variant = await variantOf(t, name, { token: someone.token });
    expect(variant).toBe(pickVariant(twoWay(50, 50).variants, assignmentPoint(name, `m:${someone.guid}`)));
    expect((await rowsOf(name)).map((r) => r.subject)).toEqual([`m:${someone.guid}`]);
  });

  it('reads a bad or stale token as no session (lenient): the browser is the subject', async () => {
    const name = uniqueName('lenient');
    await define(t, staffToken, name, twoWay(50, 50));
    const persistentUserId = crypto.randomUUID();
    const res = await ask(t, name, { persistentUserId, token: 'garbage-token-garbage-token' });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(name)).map((r) => r.subject)).toEqual([`p:${persistentUserId}`]);
  });

  it('answers variant null and stores nothing when the experiment is off or nobody is identified', async () => {
    const name = uniqueName('off');
    await define(t, staffToken, name, twoWay(50, 50, false));
    const off = (await ask(t, name, { persistentUserId: crypto.randomUUID() })).json();
    expect(off).toEqual({ name, enabled: false, is_public: true, variant: null, payload: null });

    await admin(t, staffToken, 'PATCH', `/${name}`, { enabled: true });
    const nobody = (await ask(t, name)).json();
    expect(nobody).toEqual({ name, enabled: true, is_public: true, variant: null, payload: null });
    expect(await rowsOf(name)).toEqual([]);
  });

  it('keeps assignments while an experiment is off and answers them again when it is on', async () => {
    const name = uniqueName('pause');
    await define(t, staffToken, name, twoWay(50, 50));
    const persistentUserId = crypto.randomUUID();
    const variant = await variantOf(t, name, { persistentUserId });
    await admin(t, staffToken, 'PATCH', `/${name}`, { enabled: false });
    expect(await variantOf(t, name, { persistentUserId })).toBeNull();
    await admin(t, staffToken, 'PATCH', `/${name}`, { enabled: true });
    expect(await variantOf(t, name, { persistentUserId })).toBe(variant);
  });

  it('answers an on/off flag without variants with variant null', async () => {
    const res = await ask(t, 'autoplay-next', { persistentUserId: crypto.randomUUID() });
    expect(res.json()).toEqual({
      name: 'autoplay-next',
      enabled: true,
      is_public: true,
      variant: null,
      payload: null,
    });
  });

  it('answers 1040 INVALID_EXPERIMENT_NAME to a malformed name and 1051 EXPERIMENT_NOT_FOUND to an unknown one', async () => {
    for (const bad of ['bad name!', 'a'.repeat(101), 'semi;colon']) {
      const res = await ask(t, bad, { persistentUserId: crypto.randomUUID() });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'INVALID_EXPERIMENT_NAME', field: 'name' });
    }
    const unknown = await ask(t, 'no-such-experiment', { persistentUserId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('EXPERIMENT_NOT_FOUND');
  });

  it('refuses a persistentUserId that is not a uuid (400), storing nothing', async () => {
    const name = uniqueName('pid');
    await define(t, staffToken, name, twoWay(50, 50));
    const res = await ask(t, name, { persistentUserId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('persistentUserId');
    expect(await rowsOf(name)).toEqual([]);
  });
});

describe('GET /api/5/1/cohort-experiments/', () => {
  it('answers every public experiment with the visitor’s variants, assigning the enabled ones', async () => {
    const persistentUserId = crypto.randomUUID();
    const res = await t.app.inject({
      url: `/api/5/1/cohort-experiments/?persistentUserId=${persistentUserId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { experiments } = res.json() as {
      experiments: { name: string; is_public: boolean; variant: string | null }[];
    };
    expect(experiments.every((e) => e.is_public)).toBe(true);
    const hero = experiments.find((e) => e.name === HOME_HERO_EXPERIMENT)!;
    expect(['classic', 'fan-first']).toContain(hero.variant);
    // The same as the one-experiment call answers: one assignment per subject.
    expect(await variantOf(t, HOME_HERO_EXPERIMENT, { persistentUserId })).toBe(hero.variant);
    const panel = experiments.find((e) => e.name === 'panel-reader-v2')!;
    expect(panel.variant).toBeNull();
    expect(experiments.some((e) => e.name === 'staff-preview')).toBe(false);
  });

  it('answers without variants to a visitor nobody identifies', async () => {
    const { experiments } = (await t.app.inject({ url: '/api/5/1/cohort-experiments/' })).json() as {
      experiments: { variant: string | null; payload: unknown }[];
    };
    expect(experiments.length).toBeGreaterThan(0);
    expect(experiments.every((e) => e.variant === null && e.payload === null)).toBe(true);
  });
});

describe('the demo experiment', () => {
  it('is seeded enabled and public, 50/50, with the hero texts in both languages', async () => {
    const res = await admin(t, staffToken, 'GET', `/${HOME_HERO_EXPERIMENT}`);
    expect(res.statusCode).toBe(200);
    const hero = res.json();
    expect(hero).toMatchObject({ enabled: true, is_public: true, goal_event: 'Signed Up' });
    expect(hero.variants.map((v: { key: string; share: number }) => [v.key, v.share])).toEqual([
      ['classic', 0.5],
      ['fan-first', 0.5],
    ]);
    for (const v of hero.variants) {
      for (const lang of ['en', 'es']) {
        expect(typeof v.payload.headline[lang]).toBe('string');
        expect(typeof v.payload.subline[lang]).toBe('string');
      }
    }
  });
});
