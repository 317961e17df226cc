import { describe, expect, it } from 'vitest';
import {
  determineActive,
  initializeFlag,
  parseDicePercentage,
  type FeatureFlag,
  type FlagEnvironment,
  type FlagMemory,
} from '../src/features/feature-flags/flag-lifecycle';
import {
  FEATURE_FLAG_KEY_PREFIX,
  browserFlagEnvironment,
  readFlagMemory,
} from '../src/features/feature-flags/flag-storage';

function memoryEnv(random: number, initial: Record<string, FlagMemory> = {}) {
  const saved = new Map(Object.entries(initial));
  let rolls = 0;
  const env: FlagEnvironment = {
    random: () => {
      rolls += 1;
      return random;
    },
    readMemory: (name) => saved.get(name) ?? null,
    writeMemory: (name, memory) => saved.set(name, memory),
  };
  return { env, saved, rolls: () => rolls };
}

async function run(definition: Parameters<typeof initializeFlag>[0], env: FlagEnvironment) {
  const seen: FeatureFlag[] = [];
  const flag = await initializeFlag(definition, env, (state) => seen.push(state));
  return { flag, statuses: seen.map((state) => state.status) };
}

describe('parseDicePercentage', () => {
  it('accepts numbers and numeric text between 0 and 100', () => {
    expect(parseDicePercentage(0)).toBe(0);
    expect(parseDicePercentage(100)).toBe(100);
    expect(parseDicePercentage('25')).toBe(25);
    expect(parseDicePercentage(' 12.5 ')).toBe(12.5);
  });

  it('rejects anything that is not a number in range', () => {
    for (const value of ['abc', '', '  ', null, undefined, NaN, Infinity, -1, 101, {}, [], true]) {
      expect(parseDicePercentage(value)).toBeNull();
    }
  });
});

describe('determineActive', () => {
  it('dice 0 is off and 100 is on, without rolling', () => {
    const random = () => {
      throw new Error('must not roll');
    };
    expect(determineActive({ persist: false, percentage: 0, memory: null, random }).enabled).toBe(false);
    expect(determineActive({ persist: false, percentage: 100, memory: null, random }).enabled).toBe(true);
  });

  it('otherwise rolls: Math.random()*100 < percentage', () => {
    expect(
      determineActive({ persist: false, percentage: 30, memory: null, random: () => 0.29 }).enabled,
    ).toBe(true);
    expect(determineActive({ persist: false, percentage: 30, memory: null, random: () => 0.3 }).enabled).toBe(
      false,
    );
  });

  it('remembers the roll so the visitor keeps their result', () => {
    const first = determineActive({ persist: false, percentage: 50, memory: null, random: () => 0.1 });
    expect(first).toEqual({ enabled: true, memory: { roll: 10 } });
    const again = determineActive({
      persist: false,
      percentage: 50,
      memory: first.memory,
      random: () => 0.9,
    });
    expect(again.enabled).toBe(true);
  });

  it('a persisted flag that was enabled stays enabled', () => {
    const decision = determineActive({
      persist: true,
      percentage: 0,
      memory: { enabled: true },
      random: () => 0.99,
    });
    expect(decision.enabled).toBe(true);
  });

  it('a non-persisted flag ignores a remembered "enabled"', () => {
    const decision = determineActive({
      persist: false,
      percentage: 0,
      memory: { enabled: true },
      random: () => 0,
    });
    expect(decision.enabled).toBe(false);
  });
});

describe('initializeFlag', () => {
  it('walks created → get-dice-percentage → determine-active → get-data → initialized', async () => {
    const { env } = memoryEnv(0.5);
    const { flag, statuses } = await run(
      { name: 'hub', dicePercentage: 100, getData: () => ({ banner: 'hello' }) },
      env,
    );
    expect(statuses).toEqual([
      'created',
      'get-dice-percentage',
      'determine-active',
      'get-data',
      'initialized',
    ]);
    expect(flag).toMatchObject({
      name: 'hub',
      persist: false,
      dicePercentage: 100,
      enabled: true,
      status: 'initialized',
      data: { banner: 'hello' },
      error: null,
    });
  });

  it('a flag at 0% initialises disabled and loads no data', async () => {
    const { env } = memoryEnv(0);
    let loaded = false;
    const { flag } = await run(
      {
        name: 'off',
        dicePercentage: 0,
        getData: () => {
          loaded = true;
          return 1;
        },
      },
      env,
    );
    expect(flag).toMatchObject({ status: 'initialized', enabled: false, data: null });
    expect(loaded).toBe(false);
  });

  it('reads the percentage from a loader, sync or async', async () => {
    const { env } = memoryEnv(0.2);
    expect((await run({ name: 'a', dicePercentage: async () => '25' }, env)).flag.enabled).toBe(true);
    expect((await run({ name: 'b', dicePercentage: () => 10 }, env)).flag.enabled).toBe(false);
  });

  it('a non-numeric percentage ends in the error state', async () => {
    const { env } = memoryEnv(0);
    const { flag, statuses } = await run({ name: 'bad', dicePercentage: 'lots' }, env);
    expect(statuses).toEqual(['created', 'get-dice-percentage', 'error']);
    expect(flag.enabled).toBe(false);
    expect(flag.error).toMatch(/numeric/);
  });

  it('a failing percentage loader or data loader ends in the error state', async () => {
    const { env } = memoryEnv(0);
    const failingDice = await run(
      {
        name: 'x',
        dicePercentage: () => Promise.reject(new Error('config down')),
      },
      env,
    );
    expect(failingDice.flag).toMatchObject({ status: 'error', error: 'config down', enabled: false });

    const failingData = await run(
      { name: 'y', dicePercentage: 100, getData: () => Promise.reject(new Error('no data')) },
      env,
    );
    expect(failingData.statuses.at(-1)).toBe('error');
    expect(failingData.flag).toMatchObject({ enabled: false, error: 'no data' });
  });

  it('persists a winning roll for a persisted flag, and keeps it enabled later', async () => {
    const { env, saved } = memoryEnv(0.05);
    const first = await run({ name: 'beta', persist: true, dicePercentage: 10 }, env);
    expect(first.flag.enabled).toBe(true);
    expect(saved.get('beta')).toEqual({ roll: 5, enabled: true });

    // Even if the roll would now lose (percentage lowered), the persisted flag stays enabled.
    const later = await run({ name: 'beta', persist: true, dicePercentage: 1 }, env);
    expect(later.flag.enabled).toBe(true);
  });

  it('rolls once per visitor: later runs reuse the stored roll', async () => {
    const { env, rolls } = memoryEnv(0.7);
    await run({ name: 'exp', dicePercentage: 50 }, env);
    await run({ name: 'exp', dicePercentage: 50 }, env);
    expect(rolls()).toBe(1);
  });
});

describe('flag storage', () => {
  it('uses the wbdl_feature_flag_ prefix in local storage', async () => {
    expect(FEATURE_FLAG_KEY_PREFIX).toBe('wbdl_feature_flag_');
    const env = { ...browserFlagEnvironment(localStorage), random: () => 0.25 };
    await initializeFlag({ name: 'newHome', persist: true, dicePercentage: 50 }, env);
    expect(JSON.parse(localStorage.getItem('wbdl_feature_flag_newHome') ?? 'null')).toEqual({
      roll: 25,
      enabled: true,
    });
  });

  it('treats a stored bare "true" as enabled and ignores junk', () => {
    localStorage.setItem('wbdl_feature_flag_a', 'true');
    localStorage.setItem('wbdl_feature_flag_b', '{not json');
    localStorage.setItem('wbdl_feature_flag_c', JSON.stringify({ roll: 'x', enabled: 'yes' }));
    expect(readFlagMemory('a', localStorage)).toEqual({ enabled: true });
    expect(readFlagMemory('b', localStorage)).toBeNull();
    expect(readFlagMemory('c', localStorage)).toEqual({});
  });
});
