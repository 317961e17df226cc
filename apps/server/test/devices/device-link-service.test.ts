import { describe, expect, it } from 'vitest';
import { DeviceCode } from '@fanverse/contract';
import { loadConfig } from '../../src/config/config';
import { AppError } from '../../src/errors/app-error';
import type { SessionContext, SessionService } from '../../src/modules/auth/session.service';
import { MemoryThrottleStore } from '../../src/modules/auth/throttle-store';
import type { EntryOutcome } from '../../src/modules/devices/device-link-limits';
import { createDevicesServices, type DevicesOverrides } from '../../src/modules/devices/devices.factory';
import { MemoryPendingCodeStore } from '../../src/modules/devices/pending-code-store';
import { TestClock, TV_AGENT } from './devices-fixtures';

/*
 * The device services on their own (no HTTP, no database): what the routes cannot easily show,
 * such as drawing a code that is taken, or many entries arriving at the same instant.
 */
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const log = { warn: () => {}, error: () => {} };
const member: SessionContext = { sessionId: 's-1', userId: 'u-1', userGuid: 'g-1' };
const tv = { userAgent: TV_AGENT, ip: '203.0.113.9' };

function services(overrides: DevicesOverrides = {}) {
  const clock = new TestClock();
  return createDevicesServices(
    config,
    // No call below reaches the sessions (linking only reads the caller it is given).
    { sessions: null as unknown as SessionService, log },
    {
      now: clock.now,
      codes: new MemoryPendingCodeStore(),
      throttle: new MemoryThrottleStore(clock.now),
      ...overrides,
    },
  );
}

describe('making codes', () => {
  it('draws again when a new code is already live', async () => {
    const drawn = ['BCDFG', 'BCDFG', 'BCDFG', 'HJKLM'];
    const s = services({ newCode: () => drawn.shift()! });
    expect((await s.link.codeFor(undefined, tv)).record.code).toBe('BCDFG');
    expect((await s.link.codeFor(undefined, tv)).record.code).toBe('HJKLM');
    expect(drawn).toHaveLength(0);
  });

  it('answers 503 DEVICE_LINK_FAILED when every draw is taken, rather than reuse a live code', async () => {
    const s = services({ newCode: () => 'BCDFG' });
    const first = await s.link.codeFor(undefined, tv);
    const err = await s.link.codeFor(undefined, tv).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, code: DeviceCode.DEVICE_LINK_FAILED });
    // The first TV keeps its code and secret.
    expect((await s.link.codeFor(first.cookie!, tv)).record.secretHash).toBe(first.record.secretHash);
  });
});

describe('entries arriving together', () => {
  it('look up no more codes than the member limit allows, however many arrive at once', async () => {
    const outcomes: EntryOutcome[] = [];
    const s = services({ onEntry: (o) => outcomes.push(o) });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        s.link.link(member, `ZZZ${'BCDFGHJKLM'[i % 10]}${'BCDF'[i % 4]}`, `10.0.0.${i}`),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : 'linked'));
    expect(codes.filter((c) => c === DeviceCode.SHORT_CODE_NOT_FOUND)).toHaveLength(5);
    expect(codes.filter((c) => c === DeviceCode.DEVICE_LINK_FAILED)).toHaveLength(35);
    expect(outcomes.filter((o) => o === 'not-found')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'refused-member')).toHaveLength(35);
  });
});
