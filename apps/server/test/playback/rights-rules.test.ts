import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { rightsTokenPayloadSchema, type RightsTokenPayload } from '@fanverse/contract';
import { entry, insertClip, insertEpisode, type FixtureContent } from './playback-fixtures';
import { buildPlaybackTestApp, type PlaybackTestApp } from './playback-test-app';

/**
 * Every rights rule of catalogue spec §4 through the real route: who the visitor is comes from
 * the session and the premium state, never from the request; the answer is the signed token.
 */
let t: PlaybackTestApp;
let visitors: Record<'anonymous' | 'registered' | 'premium', Record<string, string>>;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
  visitors = {
    anonymous: {},
    registered: (await t.member()).headers,
    premium: (await t.premiumMember()).headers,
  };
});
afterAll(async () => t.app.close());

type Visitor = keyof typeof visitors;
const ALL: Visitor[] = ['anonymous', 'registered', 'premium'];

async function rights(
  type: 'episode' | 'clip',
  content: FixtureContent,
  headers: Record<string, string> = {},
): Promise<RightsTokenPayload> {
  const res = await t.get(`/api/5/1/rights/${type}/${content.uuid}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return rightsTokenPayloadSchema.parse(decodeJwt(res.json().token));
}

/** What each visitor type gets: 'watch', or the denial the token carries. */
async function outcomes(
  type: 'episode' | 'clip',
  content: FixtureContent,
  extra: Record<string, string> = {},
) {
  const result: Partial<Record<Visitor, string>> = {};
  for (const visitor of ALL) {
    const payload = await rights(type, content, { ...visitors[visitor], ...extra });
    expect(payload.rights.can_watch).toBe(payload.denial === undefined);
    result[visitor] = payload.rights.can_watch ? 'watch' : payload.denial;
  }
  return result;
}

const everyone = (outcome: string) => ({ anonymous: outcome, registered: outcome, premium: outcome });
const NOW = Date.parse('2025-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('video walls (episodes)', () => {
  it('no wall: everyone watches', async () => {
    expect(await outcomes('episode', await insertEpisode(t.database.db))).toEqual(everyone('watch'));
  });

  it('wall type 0: premium only; anonymous and registered are asked for premium', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 0 });
    expect(await outcomes('episode', walled)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'watch',
    });
  });

  it('wall type 1: registration; anonymous visitors are asked to register', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 1 });
    expect(await outcomes('episode', walled)).toEqual({
      anonymous: 'register',
      registered: 'watch',
      premium: 'watch',
    });
  });

  it('a wall applies only until wall_expires', async () => {
    const premiumUntil = await insertEpisode(t.database.db, {
      wall_type: 0,
      wall_expires: at('2025-03-01T12:00:00Z'),
    });
    const registerUntil = await insertEpisode(t.database.db, {
      wall_type: 1,
      wall_expires: at('2025-03-01T12:00:00Z'),
    });
    try {
      t.clock.now = NOW - 1;
      expect(await outcomes('episode', premiumUntil)).toEqual({
        anonymous: 'premium',
        registered: 'premium',
        premium: 'watch',
      });
      expect((await outcomes('episode', registerUntil)).anonymous).toBe('register');
      t.clock.now = NOW;
      expect(await outcomes('episode', premiumUntil)).toEqual(everyone('watch'));
      expect(await outcomes('episode', registerUntil)).toEqual(everyone('watch'));
    } finally {
      t.clock.now = null;
    }
  });

  it('status geoblocked blocks everyone, premium included, whatever the wall', async () => {
    for (const wall_type of [null, 0, 1] as const) {
      const blocked = await insertEpisode(t.database.db, { video_status: 'geoblocked', wall_type });
      expect(await outcomes('episode', blocked)).toEqual(everyone('geoblocked'));
    }
  });

  it('statuses other than approved make the video unavailable to everyone', async () => {
    for (const video_status of ['staged', 'processing', 'unavailable']) {
      const pending = await insertEpisode(t.database.db, { video_status });
      expect(await outcomes('episode', pending), video_status).toEqual(everyone('unavailable'));
    }
  });
});

describe('regions (series available_in, premium_walled_in) from the trusted geo header', () => {
  it('a series provisioned for some countries only is geoblocked elsewhere', async () => {
    const gbOnly = await insertEpisode(t.database.db, { available_in: ['GB', 'IE'] });
    expect(await outcomes('episode', gbOnly, { 'x-country-code': 'GB' })).toEqual(everyone('watch'));
    expect(await outcomes('episode', gbOnly, { 'x-country-code': 'ie' })).toEqual(everyone('watch'));
    expect(await outcomes('episode', gbOnly, { 'x-country-code': 'US' })).toEqual(everyone('geoblocked'));
  });

  it('without a usable geo header the visitor is in DEFAULT_COUNTRY (US)', async () => {
    const usOnly = await insertEpisode(t.database.db, { available_in: ['US'] });
    const gbOnly = await insertEpisode(t.database.db, { available_in: ['GB'] });
    expect(await outcomes('episode', usOnly)).toEqual(everyone('watch'));
    expect(await outcomes('episode', usOnly, { 'x-country-code': 'not a country' })).toEqual(
      everyone('watch'),
    );
    expect(await outcomes('episode', gbOnly)).toEqual(everyone('geoblocked'));
  });

  it('premium_walled_in makes every episode premium-only in those countries', async () => {
    const open = await insertEpisode(t.database.db, { premium_walled_in: ['ES'] });
    const registration = await insertEpisode(t.database.db, { premium_walled_in: ['ES'], wall_type: 1 });
    const es = { 'x-country-code': 'ES' };
    expect(await outcomes('episode', open, es)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'watch',
    });
    // The country's premium wall outranks the episode's registration wall.
    expect(await outcomes('episode', registration, es)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'watch',
    });
    expect(await outcomes('episode', open, { 'x-country-code': 'MX' })).toEqual(everyone('watch'));
  });

  it('region wins over the premium wall and over premium', async () => {
    const s = await insertEpisode(t.database.db, { available_in: ['US'], premium_walled_in: ['ES'] });
    expect(await outcomes('episode', s, { 'x-country-code': 'ES' })).toEqual(everyone('geoblocked'));
  });
});

describe('program schedules (clips)', () => {
  it('an empty schedule lets everyone watch', async () => {
    expect(await outcomes('clip', await insertClip(t.database.db))).toEqual(everyone('watch'));
  });

  it('an entry without times is always active; the lowest allowed type decides', async () => {
    const clip = await insertClip(t.database.db, [entry(['premium', 'registered'])]);
    expect(await outcomes('clip', clip)).toEqual({
      anonymous: 'register',
      registered: 'watch',
      premium: 'watch',
    });
    const premiumOnly = await insertClip(t.database.db, [entry(['premium'])]);
    expect(await outcomes('clip', premiumOnly)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'watch',
    });
  });

  it('only entries whose window holds now count (inside, before, after)', async () => {
    const clip = await insertClip(t.database.db, [
      entry(['anonymous'], { start_time: '2025-03-01T00:00:00Z', end_time: '2025-03-02T00:00:00Z' }),
      entry(['premium']),
    ]);
    try {
      t.clock.now = NOW;
      expect(await outcomes('clip', clip)).toEqual(everyone('watch'));
      t.clock.now = Date.parse('2025-02-28T23:59:59Z');
      expect(await outcomes('clip', clip)).toEqual({
        anonymous: 'premium',
        registered: 'premium',
        premium: 'watch',
      });
      // The end is exclusive.
      t.clock.now = Date.parse('2025-03-02T00:00:00Z');
      expect((await outcomes('clip', clip)).anonymous).toBe('premium');
    } finally {
      t.clock.now = null;
    }
  });

  it('a minus entry denies its type whatever other entries allow', async () => {
    const clip = await insertClip(t.database.db, [
      entry(['anonymous', 'registered', 'premium']),
      entry(['-anonymous', '-registered']),
    ]);
    expect(await outcomes('clip', clip)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'watch',
    });
    // A denial outside its window denies nothing.
    const lapsed = await insertClip(t.database.db, [
      entry(['anonymous']),
      entry(['-anonymous'], { end_time: '2020-01-01T00:00:00Z' }),
    ]);
    expect(await outcomes('clip', lapsed)).toEqual(everyone('watch'));
  });

  it('plan-limited premium: premium of that plan only', async () => {
    const clip = await insertClip(t.database.db, [entry(['premium'], { plan: 'premium-annual' })]);
    const annual = await t.premiumMember('premium-annual');
    const monthly = await t.premiumMember('premium-monthly');
    expect(await outcomes('clip', clip)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'premium', // the default premium member holds premium-monthly
    });
    expect((await rights('clip', clip, annual.headers)).rights.can_watch).toBe(true);
    const wrongPlan = await rights('clip', clip, monthly.headers);
    expect(wrongPlan.rights.can_watch).toBe(false);
    expect(wrongPlan.denial).toBe('premium');
    // An unrestricted entry beside it opens the clip to every premium member.
    const both = await insertClip(t.database.db, [
      entry(['premium'], { plan: 'premium-annual' }),
      entry(['premium']),
    ]);
    expect((await rights('clip', both, monthly.headers)).rights.can_watch).toBe(true);
  });

  it('no active entry allowing anyone: unavailable to everyone', async () => {
    const ended = await insertClip(t.database.db, [
      entry(['anonymous'], { end_time: '2020-01-01T00:00:00Z' }),
    ]);
    expect(await outcomes('clip', ended)).toEqual(everyone('unavailable'));
    const deniedAll = await insertClip(t.database.db, [entry(['-anonymous', '-registered', '-premium'])]);
    expect(await outcomes('clip', deniedAll)).toEqual(everyone('unavailable'));
  });
});

describe('the visitor type', () => {
  it('an unknown or expired session token counts as anonymous, never as an error', async () => {
    const walled = await insertEpisode(t.database.db, { wall_type: 1 });
    const stale = await rights('episode', walled, { authorization: 'Token not-a-real-session' });
    expect(stale.sub).toBe('anonymous');
    expect(stale.denial).toBe('register');
  });

  it('the subject is the member guid, or anonymous', async () => {
    const m = await t.member();
    const content = await insertEpisode(t.database.db);
    expect((await rights('episode', content, m.headers)).sub).toBe(m.guid);
    expect((await rights('episode', content)).sub).toBe('anonymous');
  });
});

describe('hd_available and include_hd', () => {
  it('hd_available follows the media; include_hd is for premium members only', async () => {
    const hd = await insertEpisode(t.database.db);
    t.streams.set(hd.video_uuid, 'ready', true);
    const sd = await insertEpisode(t.database.db);
    t.streams.set(sd.video_uuid, 'ready', false);
    for (const visitor of ALL) {
      const onHd = await rights('episode', hd, visitors[visitor]);
      expect(onHd.rights).toEqual({
        can_read: false,
        can_watch: true,
        hd_available: true,
        include_hd: visitor === 'premium',
      });
      const onSd = await rights('episode', sd, visitors[visitor]);
      expect(onSd.rights).toEqual({
        can_read: false,
        can_watch: true,
        hd_available: false,
        include_hd: false,
      });
    }
  });
});
