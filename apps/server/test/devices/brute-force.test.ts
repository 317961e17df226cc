import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrng,
  DeviceCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  SHORT_CODE_TTL_SECONDS,
} from '@fanverse/contract';
import { createAuthServices } from '../../src/modules/auth/auth.factory';
import { MemoryThrottleStore } from '../../src/modules/auth/throttle-store';
import { DEVICE_LINK_LIMITS, type EntryOutcome } from '../../src/modules/devices/device-link-limits';
import { createDevicesServices } from '../../src/modules/devices/devices.factory';
import { MemoryPendingCodeStore, type CodeLink } from '../../src/modules/devices/pending-code-store';
import { AppError } from '../../src/errors/app-error';
import {
  buildDevicesTestApp,
  firstError,
  linkCode,
  signedInMember,
  TestClock,
  TvDevice,
  type DevicesTestApp,
} from './devices-fixtures';

/*
 * The issue's brute-force test: 50 TVs keep live codes while 20,000 guesses come from 200
 * addresses signed in as 80 members over 30 minutes. Every 40th guess goes through the real
 * HTTP route; the others through a second set of device services sharing the app's code store
 * and limit counters (what a second instance behind the same Redis would run). Addresses and
 * members are drawn with a skew (a few busy ones, many quiet), as a botnet with a few good
 * accounts would, so that each of the three limits trips.
 */
const TVS = 50;
const GUESSES = 20_000;
const ADDRESSES = 200;
const MEMBERS = 80;
const SPAN_MS = 30 * 60_000;
const HTTP_EVERY = 40;
const { memberFailures, addressFailures, globalFailures, windowMs } = DEVICE_LINK_LIMITS;

let t: DevicesTestApp;
const clock = new TestClock();
const outcomes = new Map<EntryOutcome, number>();
const count = (o: EntryOutcome) => outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
/** Every lookup that reached the code store from a code entry. */
let storeLookups = 0;

class CountingStore extends MemoryPendingCodeStore {
  override async link(code: string, link: CodeLink, now: number) {
    storeLookups += 1;
    return super.link(code, link, now);
  }
}
const codes = new CountingStore();
const throttle = new MemoryThrottleStore(clock.now);

// The TVs' codes come from a seeded generator too (uniform over the alphabet, like the real one),
// so that the run is the same every time: with random codes, 1.4 % of runs would meet a guess
// equal to a live code among the 900 looked up (the figure the test prints as expected links).
const codePrng = createPrng(20_250);
const newCode = () =>
  Array.from({ length: SHORT_CODE_LENGTH }, () => codePrng.pick([...SHORT_CODE_ALPHABET])).join('');

beforeAll(async () => {
  t = await buildDevicesTestApp({ clock, overrides: { codes, throttle, onEntry: count, newCode } });
});
afterAll(async () => t?.app.close());

describe('guessing codes', () => {
  it('links nothing in 20,000 guesses from 200 addresses against 50 live codes, and the limits trip as designed', async () => {
    const second = createDevicesServices(
      t.config,
      { sessions: createAuthServices(t.database.db, t.config).sessions, log: t.app.log },
      { now: clock.now, codes, throttle, onEntry: count, newCode },
    );
    const started = Date.now();
    const tvs = Array.from({ length: TVS }, (_, i) => new TvDevice(t.app, `192.0.2.${i + 1}`));
    const live = new Set<string>();
    const renewTvs = async () => {
      live.clear();
      for (const tv of tvs) live.add(await tv.code());
    };
    await renewTvs();
    let renewAt = clock.now() + SHORT_CODE_TTL_SECONDS * 1000;
    expect(live.size).toBe(TVS);

    const members = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const m = await signedInMember(t.app);
        return { headers: m.headers, session: await second.sessions.authenticate(m.token) };
      }),
    );
    const signedIn = Date.now();

    const prng = createPrng(8628);
    const letters = [...SHORT_CODE_ALPHABET];
    const skewed = (n: number) => Math.floor(n * prng.next() ** 2);
    const start = clock.now();
    let httpGuesses = 0;
    let refusedOverHttp = 0;
    let hitsOnLiveCodes = 0;
    for (let i = 0; i < GUESSES; i += 1) {
      clock.advance(SPAN_MS / GUESSES);
      if (clock.now() >= renewAt) {
        await renewTvs();
        renewAt = clock.now() + SHORT_CODE_TTL_SECONDS * 1000;
      }
      const guess = Array.from({ length: SHORT_CODE_LENGTH }, () => prng.pick(letters)).join('');
      if (live.has(guess)) hitsOnLiveCodes += 1;
      const member = members[skewed(MEMBERS)]!;
      const ip = `10.66.${skewed(ADDRESSES)}.9`;
      if (i % HTTP_EVERY === 0) {
        httpGuesses += 1;
        const res = await linkCode(t.app, member.headers, guess, ip);
        expect([404, 429]).toContain(res.statusCode);
        const code = firstError(res).code;
        expect(code).toBe(
          res.statusCode === 404 ? DeviceCode.SHORT_CODE_NOT_FOUND : DeviceCode.DEVICE_LINK_FAILED,
        );
        if (res.statusCode === 429) refusedOverHttp += 1;
      } else {
        const err = await second.link.link(member.session, guess, ip).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(AppError);
        expect([DeviceCode.SHORT_CODE_NOT_FOUND, DeviceCode.DEVICE_LINK_FAILED]).toContain(
          (err as AppError).code,
        );
      }
    }
    expect(clock.now() - start).toBe(SPAN_MS);
    console.info(
      `brute force: ${MEMBERS} members signed in in ${signedIn - started} ms, guesses took ${Date.now() - signedIn} ms`,
    );

    const n = (o: EntryOutcome) => outcomes.get(o) ?? 0;
    const lookedUp = n('found') + n('not-found');
    // Windows start at a failure and last `windowMs`: a 30-minute span holds at most 3 of each.
    const windows = Math.ceil(SPAN_MS / windowMs);
    const figures = {
      'guesses sent': GUESSES,
      'of them over HTTP': httpGuesses,
      'refused over HTTP (429)': refusedOverHttp,
      'refused: member limit': n('refused-member'),
      'refused: address limit': n('refused-address'),
      'refused: global limit': n('refused-global'),
      'looked up': lookedUp,
      'lookups reaching the store': storeLookups,
      [`cap on lookups (${windows} windows × ${globalFailures})`]: windows * globalFailures,
      'guesses equal to a live code': hitsOnLiveCodes,
      linked: n('found'),
      'expected links at the cap (lookups × 50 / 20^5)': ((windows * globalFailures * TVS) / 20 ** 5).toFixed(
        4,
      ),
    };
    console.info(
      `device-code brute force:\n${Object.entries(figures)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n')}`,
    );

    expect(n('found')).toBe(0);
    expect(lookedUp + n('refused-member') + n('refused-address') + n('refused-global')).toBe(GUESSES);
    expect(storeLookups).toBe(lookedUp);
    expect(lookedUp).toBeLessThanOrEqual(windows * globalFailures);
    // Per window, no member passes its limit and no address its own: bounded by their counts too.
    expect(lookedUp).toBeLessThanOrEqual(windows * MEMBERS * memberFailures);
    expect(lookedUp).toBeLessThanOrEqual(windows * ADDRESSES * addressFailures);
    for (const limit of ['refused-member', 'refused-address', 'refused-global'] as const) {
      expect(n(limit), limit).toBeGreaterThan(0);
    }
    expect(refusedOverHttp).toBeGreaterThan(0);

    // Nothing linked: every TV's code is still waiting for a member, and a member's own code
    // still links once the window has passed.
    for (const tv of tvs) expect((await tv.getCode()).json().link_complete).toBe(false);
    clock.advance(windowMs);
    const honest = await signedInMember(t.app);
    const code = await tvs[0]!.code();
    expect((await linkCode(t.app, honest.headers, code, '198.51.100.200')).statusCode).toBe(200);
    await second.close();
  });
});
