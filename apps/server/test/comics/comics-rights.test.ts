import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueServerCode, signedRightsPayloadSchema, type SignedRightsPayload } from '@fanverse/contract';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from '../playback/playback-test-app';
import { insertComicFixtures, scheduleEntry, type BookFixture } from './comic-fixtures';

/**
 * Rights for books through the real route: the visitor type comes from the session and premium
 * state, the rules are video's (decideAccess), then the book's plans narrow them.
 */
let t: PlaybackTestApp;
let visitors: Record<'anonymous' | 'registered' | 'premium' | 'annual', Record<string, string>>;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
  visitors = {
    anonymous: {},
    registered: (await t.member()).headers,
    premium: (await t.premiumMember('premium-monthly')).headers,
    annual: (await t.premiumMember('premium-annual')).headers,
  };
});
afterAll(async () => t.app.close());

type Visitor = keyof typeof visitors;
const ALL: Visitor[] = ['anonymous', 'registered', 'premium', 'annual'];

async function book(spec: BookFixture = {}): Promise<string> {
  const { books } = await insertComicFixtures(t.database.db, { books: [spec] });
  return books[0]!.uuid;
}

async function rights(uuid: string, headers: Record<string, string> = {}): Promise<SignedRightsPayload> {
  const res = await t.get(`/api/5/1/rights/book/${uuid}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return signedRightsPayloadSchema.parse(decodeJwt(res.json().token));
}

/** What each visitor gets: 'read', or the denial the token carries. */
async function outcomes(uuid: string, extra: Record<string, string> = {}) {
  const result: Partial<Record<Visitor, string>> = {};
  for (const visitor of ALL) {
    const payload = await rights(uuid, { ...visitors[visitor], ...extra });
    expect(payload.rights.can_read).toBe(payload.denial === undefined);
    expect(payload.rights.can_watch).toBe(false);
    result[visitor] = payload.rights.can_read ? 'read' : payload.denial;
  }
  return result;
}
const everyone = (o: string) => ({ anonymous: o, registered: o, premium: o, annual: o });
const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('GET /api/5/1/rights/book/{uuid}', () => {
  it('signs a book token: content type book, subject the user guid or anonymous', async () => {
    const uuid = await book();
    const anonymous = await rights(uuid);
    expect(anonymous).toMatchObject({ content_type: 'book', content_uuid: uuid, sub: 'anonymous' });
    expect(anonymous.exp - anonymous.iat).toBe(t.config.RIGHTS_TTL_SECONDS);
    const member = await t.member();
    expect((await rights(uuid, member.headers)).sub).toBe(member.guid);
  });

  it('no wall: everyone reads; HD pages for premium members only', async () => {
    const uuid = await book();
    expect(await outcomes(uuid)).toEqual(everyone('read'));
    expect((await rights(uuid)).rights).toEqual({
      can_read: true,
      can_watch: false,
      hd_available: true,
      include_hd: false,
    });
    expect((await rights(uuid, visitors.premium)).rights.include_hd).toBe(true);
    const sdOnly = await book({ available_formats: ['SD'] });
    expect((await rights(sdOnly, visitors.premium)).rights).toMatchObject({
      hd_available: false,
      include_hd: false,
    });
  });

  it('wall type 1: registration; wall type 0: premium', async () => {
    expect(await outcomes(await book({ wall_type: 1 }))).toEqual({
      anonymous: 'register',
      registered: 'read',
      premium: 'read',
      annual: 'read',
    });
    expect(await outcomes(await book({ wall_type: 0 }))).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'read',
      annual: 'read',
    });
  });

  it('a wall stops at wall_expires', async () => {
    t.clock.now = NOW;
    try {
      expect(await outcomes(await book({ wall_type: 0, wall_expires: new Date(NOW - 1000) }))).toEqual(
        everyone('read'),
      );
      expect(
        (await outcomes(await book({ wall_type: 0, wall_expires: new Date(NOW + 60_000) }))).registered,
      ).toBe('premium');
    } finally {
      t.clock.now = null;
    }
  });

  it('exclusive_to_plans: only premium members on one of those plans', async () => {
    expect(await outcomes(await book({ exclusive_to_plans: ['premium-annual'] }))).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'premium',
      annual: 'read',
    });
  });

  it('available_plans limit a premium wall to their members, and nothing else', async () => {
    expect(await outcomes(await book({ wall_type: 0, available_plans: ['premium-monthly'] }))).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'read',
      annual: 'premium',
    });
    // Without a premium wall, the plans of premium members do not matter.
    expect(await outcomes(await book({ available_plans: ['premium-monthly'] }))).toEqual(everyone('read'));
  });

  it('follows the program schedule window', async () => {
    const window = [
      scheduleEntry(['premium'], { start_time: '2025-03-01T00:00:00Z', end_time: '2025-03-08T00:00:00Z' }),
      scheduleEntry(['anonymous'], { start_time: '2025-03-08T00:00:00Z', end_time: null }),
    ];
    const uuid = await book({ program_schedule: window });
    t.clock.now = NOW;
    try {
      expect(await outcomes(uuid)).toEqual({
        anonymous: 'premium',
        registered: 'premium',
        premium: 'read',
        annual: 'read',
      });
      t.clock.now = Date.parse('2025-03-09T00:00:00Z');
      expect(await outcomes(uuid)).toEqual(everyone('read'));
      t.clock.now = Date.parse('2025-02-01T00:00:00Z');
      expect(await outcomes(uuid)).toEqual(everyone('unavailable'));
    } finally {
      t.clock.now = null;
    }
  });

  it('a plan-limited schedule entry admits that plan only', async () => {
    const uuid = await book({ program_schedule: [scheduleEntry(['premium'], { plan: 'premium-annual' })] });
    expect(await outcomes(uuid)).toEqual({
      anonymous: 'premium',
      registered: 'premium',
      premium: 'premium',
      annual: 'read',
    });
  });

  it('regions: available_in and premium_walled_in, by the trusted geo header', async () => {
    const header = t.config.GEO_COUNTRY_HEADER;
    const limited = await book({ available_in: ['US'] });
    expect(await outcomes(limited, { [header]: 'US' })).toEqual(everyone('read'));
    expect(await outcomes(limited, { [header]: 'FR' })).toEqual(everyone('geoblocked'));
    const walled = await book({ premium_walled_in: ['FR'] });
    expect((await outcomes(walled, { [header]: 'FR' })).registered).toBe('premium');
    expect((await outcomes(walled, { [header]: 'US' })).registered).toBe('read');
  });

  it('answers 400 INVALID_UUID and 404 RESOURCE_NOT_FOUND; video types stay with playback', async () => {
    const bad = await t.get('/api/5/1/rights/book/nope');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad).code).toBe(CatalogueServerCode.INVALID_UUID);
    const unknown = await t.get(`/api/5/1/rights/book/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    const magazine = await t.get(`/api/5/1/rights/magazine/${crypto.randomUUID()}`);
    expect(firstError(magazine).code).toBe(CatalogueServerCode.INVALID_CONTENT_TYPE);
  });

  it('a stale session reads as anonymous (lenient)', async () => {
    const uuid = await book({ wall_type: 1 });
    const payload = await rights(uuid, { authorization: 'Token stale-token-stale-token' });
    expect(payload).toMatchObject({ sub: 'anonymous', denial: 'register' });
  });
});
