import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@fanverse/client';
import { startContractServer, type ContractServer } from './contract-server';

let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ RATE_LIMIT_MAX: '40', SUPPORTED_COUNTRIES: 'US,ES' });
});
afterAll(async () => s.app.close());

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e.errors[0]?.code;
    throw e;
  }
  return 'succeeded';
};

describe('shell calls against the real server', () => {
  it('loads the consumer config, parsed by the contract schema', async () => {
    const config = await s.client().shell.getConsumer('www', { country_code: 'es' });
    expect(config).toMatchObject({
      name: 'www',
      country_code: 'ES',
      country_supported: true,
      country_language: 'es',
    });
    expect(config.consumer_secret.length).toBeGreaterThan(20);
  });

  it('maps the consumer failures: unknown 1200, bad country 1201', async () => {
    expect(await codeOf(s.client().shell.getConsumer('nobody'))).toBe(1200);
    expect(await codeOf(s.client().shell.getConsumer('www', { country_code: '123' }))).toBe(1201);
  });

  it('resolves shop links and maps an unknown destination to 1061', async () => {
    expect(await s.client().shell.getShopUrl('homepage')).toEqual({
      reason: 'homepage',
      url: 'https://shop.fanverse.example/',
    });
    expect(await codeOf(s.client().shell.getShopUrl('spaceships'))).toBe(1061);
  });

  it('reads experiments and maps unknown to 1051, malformed to 1040', async () => {
    expect(await s.client().shell.getExperiment('autoplay-next')).toEqual({
      name: 'autoplay-next',
      enabled: true,
      is_public: true,
      variant: null,
      payload: null,
    });
    expect((await s.client().shell.getCohortExperiments()).experiments.length).toBeGreaterThan(0);
    expect(await codeOf(s.client().shell.getExperiment('nope'))).toBe(1051);
    expect(await codeOf(s.client().shell.getExperiment('bad name!'))).toBe(1040);
  });

  it('maps an unbuilt web app build id to 5001', async () => {
    expect(await codeOf(s.client().shell.getBuildId())).toBe(5001);
  });

  it('maps the rate limit reply to 1015 Too many requests', async () => {
    const client = s.client();
    let code: unknown;
    for (let i = 0; i < 60 && code === undefined; i++) {
      const c = await codeOf(client.shell.getCohortExperiments());
      if (c !== 'succeeded') code = c;
    }
    expect(code).toBe(1015);
  });
});
