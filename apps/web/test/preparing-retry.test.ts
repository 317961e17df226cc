import { describe, expect, it } from 'vitest';
import {
  PREPARING_FIRST_DELAY_MS,
  PREPARING_MAX_DELAY_MS,
  PREPARING_MAX_RETRIES,
  preparingRetryDelay,
  shouldRetryPreparing,
} from '../src/features/player/logic/preparing-retry';
import { manifestQueryOptions } from '../src/features/player/api/get-manifest';
import { apiError } from './fake-client';

describe('asking again for a video being prepared', () => {
  it('asks every 2 s for the first half minute, then backs off to at most 10 s', () => {
    const delays = Array.from({ length: 22 }, (_, retries) => preparingRetryDelay(retries));
    expect(delays).toEqual([
      ...Array<number>(15).fill(2000),
      3000,
      4500,
      6750,
      10_000,
      10_000,
      10_000,
      10_000,
    ]);
    expect(delays[0]).toBe(PREPARING_FIRST_DELAY_MS);
    expect(Math.max(...delays)).toBe(PREPARING_MAX_DELAY_MS);
    // Never shorter than the one before.
    delays.slice(1).forEach((delay, i) => expect(delay).toBeGreaterThanOrEqual(delays[i]!));
  });

  it('gives up after about ten minutes of waiting', () => {
    expect(shouldRetryPreparing(0)).toBe(true);
    expect(shouldRetryPreparing(PREPARING_MAX_RETRIES - 1)).toBe(true);
    expect(shouldRetryPreparing(PREPARING_MAX_RETRIES)).toBe(false);
    let waited = 0;
    for (let retries = 0; shouldRetryPreparing(retries); retries++) waited += preparingRetryDelay(retries);
    expect(waited).toBeGreaterThan(9 * 60_000);
    expect(waited).toBeLessThan(11 * 60_000);
  });

  it('is what the manifest query does: S08 is asked again, any other failure is final', () => {
    const { retry, retryDelay } = manifestQueryOptions('jwt', 'en');
    if (typeof retry !== 'function' || typeof retryDelay !== 'function')
      throw new Error('expected functions');
    expect(retry(0, apiError(1710))).toBe(true);
    expect(retry(PREPARING_MAX_RETRIES, apiError(1710))).toBe(false);
    expect(retry(0, apiError(1721))).toBe(false);
    expect(retry(0, apiError(1706))).toBe(false);
    expect(retryDelay(0, apiError(1710))).toBe(2000);
    expect(retryDelay(18, apiError(1710))).toBe(10_000);
  });
});
