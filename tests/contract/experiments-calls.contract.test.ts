import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMapped, failure, probe, signUp } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { HOME_HERO_VARIANTS } from '../../apps/server/src/modules/analytics/experiments/demo-experiment';
import {
  assignmentPoint,
  pickVariant,
} from '../../apps/server/src/modules/analytics/experiments/experiment-assignment';

/**
 * client.shell's experiment calls through the real server (issue 25; docs/experiments.md): the
 * visitor's variant and payload by persistentUserId, the member's inherited from it, and the
 * spec's 1040 and 1051 from real replies.
 */
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV });
});
afterAll(async () => s?.app.close());

const HERO = 'home-hero-text';

describe('experiments through client.shell', () => {
  it('answers a browser its sticky variant with the payload; without an id, variant null', async () => {
    const { client } = probe(s);
    const persistentUserId = crypto.randomUUID();
    const first = await client.shell.getExperiment(HERO, { persistentUserId });
    expect(first).toMatchObject({ name: HERO, enabled: true, is_public: true });
    expect(['classic', 'fan-first']).toContain(first.variant);
    expect(first.payload).toMatchObject({ headline: { en: expect.any(String), es: expect.any(String) } });
    expect(await client.shell.getExperiment(HERO, { persistentUserId })).toEqual(first);

    const cohort = await client.shell.getCohortExperiments({ persistentUserId });
    expect(cohort.experiments.find((e) => e.name === HERO)).toEqual(first);

    expect(await client.shell.getExperiment(HERO)).toMatchObject({ variant: null, payload: null });
  });

  it('gives a member who signed up in that browser the variant the browser had', async () => {
    const m = await signUp(s);
    // A browser whose variant is not the one the member's own subject would get, so that only
    // inheriting can answer it.
    const pick = (subject: string) => pickVariant(HOME_HERO_VARIANTS, assignmentPoint(HERO, subject));
    let persistentUserId = crypto.randomUUID();
    while (pick(`p:${persistentUserId}`) === pick(`m:${m.guid}`)) persistentUserId = crypto.randomUUID();
    const visitor = probe(s);
    const seen = (await visitor.client.shell.getExperiment(HERO, { persistentUserId })).variant;
    expect(seen).toBe(pick(`p:${persistentUserId}`));
    expect((await m.client.shell.getExperiment(HERO, { persistentUserId })).variant).toBe(seen);
    // The member's own from now on, without the browser's id.
    expect((await m.client.shell.getExperiment(HERO)).variant).toBe(seen);
  });

  it('maps a malformed name to 1040 and an unknown one to 1051, from real replies', async () => {
    const { client } = probe(s);
    expectMapped(
      await failure(client.shell.getExperiment('bad name!')),
      { status: 400, code: 'INVALID_EXPERIMENT_NAME' },
      1040,
    );
    expectMapped(
      await failure(client.shell.getExperiment('no-such-experiment')),
      { status: 404, code: 'EXPERIMENT_NOT_FOUND' },
      1051,
    );
  });
});
