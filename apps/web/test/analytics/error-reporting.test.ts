import { CLIENT_ERROR_EVENT } from '@fanverse/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  createRecordingAnalytics,
  parseSampleRate,
  sampled,
} from '../../src/lib/analytics';
import { MAX_STACK_BYTES, truncateBytes } from '../../src/lib/analytics/error-reporting';

function setup({ rate = 1 as boolean | number, allowed = true, random = () => 0.5 } = {}) {
  const analytics = createRecordingAnalytics();
  const reporter = createErrorReporter({
    analytics: () => analytics,
    allowed: () => allowed,
    rate,
    build: 'build-7',
    url: () => 'https://fanverse.example/browse',
    random,
  });
  const target = new EventTarget();
  const stop = reporter.listen(target as unknown as Window);
  const reports = () =>
    analytics.calls.filter((call) => call.type === 'track' && call.event === CLIENT_ERROR_EVENT);
  return { analytics, reporter, target, stop, reports };
}

function errorEvent(error: unknown, message = error instanceof Error ? error.message : String(error)) {
  return Object.assign(new Event('error'), { error, message });
}

describe('the error-reporting sample rate (spec §5)', () => {
  it('reads the build setting: a boolean or a number 0 to 1, else the default (1)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSampleRate(undefined)).toBe(1);
    expect(parseSampleRate(' ')).toBe(1);
    expect(parseSampleRate('true')).toBe(true);
    expect(parseSampleRate('FALSE')).toBe(false);
    expect(parseSampleRate('0')).toBe(0);
    expect(parseSampleRate('0.25')).toBe(0.25);
    expect(parseSampleRate('1')).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['1.5', '-0.1', 'half', 'NaN', 'Infinity']) expect(parseSampleRate(bad)).toBe(1);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('samples: false and 0 never, true and 1 always, a fraction by chance', () => {
    expect(sampled(false, () => 0)).toBe(false);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(true, () => 0.999)).toBe(true);
    expect(sampled(1, () => 0.999)).toBe(true);
    expect(sampled(0.25, () => 0.24)).toBe(true);
    expect(sampled(0.25, () => 0.25)).toBe(false);
  });

  it('sends about the sampled share of reports', () => {
    // A seeded generator (mulberry32): the test is the same on every run.
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    let kept = 0;
    for (let n = 0; n < 10_000; n += 1) if (sampled(0.3, random)) kept += 1;
    // Binomial(10 000, 0.3): standard deviation ≈ 46; 5 of them either side.
    expect(kept).toBeGreaterThan(3_000 - 230);
    expect(kept).toBeLessThan(3_000 + 230);
  });
});

describe('client error reports', () => {
  it('tracks an uncaught error with its message, stack, address and build', () => {
    const { target, reports } = setup();
    const error = new Error('Boom');
    target.dispatchEvent(errorEvent(error));
    expect(reports()).toEqual([
      {
        type: 'track',
        event: CLIENT_ERROR_EVENT,
        properties: {
          message: 'Boom',
          stack: error.stack,
          url: 'https://fanverse.example/browse',
          build: 'build-7',
        },
      },
    ]);
  });

  it('tracks an unhandled rejection, whatever it was rejected with', () => {
    const { target, reports } = setup();
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('nope') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { code: 7 } }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: undefined }));
    expect(reports().map((call) => (call.type === 'track' ? call.properties.message : null))).toEqual([
      'nope',
      '{"code":7}',
      'Unhandled promise rejection',
    ]);
  });

  it('ignores the details-free "Script error." of another origin’s script', () => {
    const { target, reports } = setup();
    target.dispatchEvent(errorEvent(null, 'Script error.'));
    expect(reports()).toEqual([]);
  });

  it('sends at most 10 a page load, and reports one error once', () => {
    const { target, reporter, reports } = setup();
    const first = new Error('first');
    reporter.report(first);
    reporter.report(first);
    for (let n = 0; n < 20; n += 1) target.dispatchEvent(errorEvent(new Error(`e${n}`)));
    expect(reports()).toHaveLength(10);
  });

  it('sends nothing without performance consent, or with the rate off', () => {
    const noConsent = setup({ allowed: false });
    noConsent.target.dispatchEvent(errorEvent(new Error('x')));
    expect(noConsent.analytics.calls).toEqual([]);
    const off = setup({ rate: false });
    off.target.dispatchEvent(errorEvent(new Error('x')));
    expect(off.analytics.calls).toEqual([]);
    const sampledOut = setup({ rate: 0.1, random: () => 0.5 });
    sampledOut.target.dispatchEvent(errorEvent(new Error('x')));
    expect(sampledOut.analytics.calls).toEqual([]);
  });

  it('stops listening when asked', () => {
    const { target, stop, reports } = setup();
    stop();
    target.dispatchEvent(errorEvent(new Error('x')));
    expect(reports()).toEqual([]);
  });

  it('cuts a stack to 4 kB without splitting a character', () => {
    const { reporter, reports } = setup();
    const error = new Error('deep');
    error.stack = `Error: deep\n${'    at frame (app.js:1:1) ✓\n'.repeat(400)}`;
    reporter.report(error);
    const [first] = reports();
    const stack = first?.type === 'track' ? String(first.properties.stack) : '';
    expect(new TextEncoder().encode(stack).length).toBeLessThanOrEqual(MAX_STACK_BYTES);
    expect(stack.length).toBeGreaterThan(3_000);
    expect(truncateBytes('a😀b', 3)).toBe('a');
    expect(truncateBytes('a😀b', 5)).toBe('a😀');
    expect(truncateBytes('short', 100)).toBe('short');
  });
});
