import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@fanverse/contract';
import { auth, signedInMember } from '../helpers/test-user';
import {
  EVERYTHING,
  PERFORMANCE_ONLY,
  buildIngestTestApp,
  consentCookie,
  event,
  firstError,
  send,
  storedRows,
  type IngestTestApp,
} from './ingest-fixtures';

/*
 * The server re-checks consent per event from the request's own OptanonConsent cookie and
 * Sec-GPC header (never the batch's word), ties identity to the session, and stores what it keeps
 * with every column filled from the call.
 */
let t: IngestTestApp;
beforeAll(async () => {
  t = await buildIngestTestApp();
});
afterAll(async () => t?.app.close());

/** Every call type once: four need performance (C0002), `targeting` needs targeting (C0004). */
const everyType = () => [
  event('page'),
  event('track'),
  event('identify', { traits: { plan: 'free' } }),
  event('alias', { previousId: 'anon-before' }),
  event('targeting', { siteSection: 'HomeHub', memberStatus: 'anonymous' }),
];
const ids = (events: { messageId: string }[]) => events.map((e) => e.messageId);
const storedTypes = async (events: { messageId: string }[]) =>
  (await storedRows(t.database, ids(events))).map((r) => r.type);

describe('server-side consent', () => {
  it('no cookie: every event is refused, none stored, whatever the batch says of its consent', async () => {
    const events = everyType().map((e) => ({
      ...e,
      context: { ...e.context, consent: { groups: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1' } },
    }));
    const res = await send(t.app, { batch: events });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 0, duplicates: 0, refused: 5 });
    expect(await storedTypes(events)).toEqual([]);
  });

  it('a cookie without groups records no choice: refused', async () => {
    const events = everyType();
    const res = await send(t.app, { batch: events }, { cookie: 'OptanonConsent=isGpcEnabled=0&version=1' });
    expect(res.json()).toEqual({ accepted: 0, duplicates: 0, refused: 5 });
  });

  it('performance off (C0002:0), targeting on: only the targeting call is stored', async () => {
    const events = everyType();
    const res = await send(
      t.app,
      { batch: events },
      { cookie: consentCookie({ C0002: false, C0004: true }) },
    );
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 4 });
    expect(await storedTypes(events)).toEqual(['targeting']);
  });

  it('performance only: page, track, identify and alias are stored; targeting is refused', async () => {
    const events = everyType();
    const res = await send(t.app, { batch: events }, { cookie: PERFORMANCE_ONLY });
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, refused: 1 });
    expect(await storedTypes(events)).toEqual(['page', 'track', 'identify', 'alias']);
  });

  it('targeting allowed by the cookie (C0004:1) but Sec-GPC: 1 sent: targeting refused', async () => {
    const events = everyType();
    const res = await send(t.app, { batch: events }, { cookie: EVERYTHING, 'sec-gpc': '1' });
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, refused: 1 });
    expect(await storedTypes(events)).not.toContain('targeting');
  });

  it('targeting allowed by the cookie and GPC recorded in it (isGpcEnabled=1): refused', async () => {
    const events = [event('targeting', { siteSection: 'Register' })];
    const cookie = consentCookie({ C0002: true, C0004: true }, { isGpcEnabled: true });
    expect((await send(t.app, { batch: events }, { cookie })).json().refused).toBe(1);
  });

  it('targeting allowed, no GPC: stored, with the groups the server read', async () => {
    const events = everyType();
    const res = await send(t.app, { batch: events }, { cookie: EVERYTHING, 'sec-gpc': '0' });
    expect(res.json()).toEqual({ accepted: 5, duplicates: 0, refused: 0 });
    const rows = await storedRows(t.database, ids(events));
    expect(rows.map((r) => r.consent_groups)).toEqual(
      Array(5).fill('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1'),
    );
    expect(rows.find((r) => r.type === 'targeting')!.properties).toEqual({
      siteSection: 'HomeHub',
      memberStatus: 'anonymous',
    });
  });

  it('stores the groups after GPC: targeting off in consent_groups', async () => {
    const events = [event('page')];
    await send(t.app, { batch: events }, { cookie: EVERYTHING, 'sec-gpc': '1' });
    const [row] = await storedRows(t.database, ids(events));
    expect(row!.consent_groups).toBe('C0001:1,C0002:1,C0003:1,C0004:0,C0005:1');
  });

  it('reads the cookie as stored: an encoded `&groups=` inside another field cannot add consent', async () => {
    // The fixture's landingPath carries `&groups=C0004:1` (URL-encoded, as OneTrust writes it).
    const events = [event('targeting', { siteSection: 'HomeHub' })];
    expect((await send(t.app, { batch: events }, { cookie: PERFORMANCE_ONLY })).json().refused).toBe(1);
  });

  it('finds the cookie among others', async () => {
    const events = [event('page')];
    const cookie = `session=abc; theme=dark; ${PERFORMANCE_ONLY}; utm_source=x`;
    expect((await send(t.app, { batch: events }, { cookie })).json().accepted).toBe(1);
  });
});

describe('identity', () => {
  it('with a session, every event is the member’s, whatever userId it names', async () => {
    const member = await signedInMember(t.app);
    const events = [
      event('page', { userId: crypto.randomUUID() }),
      event('track'),
      event('identify', { userId: member.guid, traits: { name: 'me' } }),
      event('alias', { userId: member.guid.toUpperCase(), previousId: 'anon-1' }),
    ];
    const res = await send(t.app, { batch: events }, { cookie: PERFORMANCE_ONLY, ...member.headers });
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, refused: 0 });
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('guid', '=', member.guid)
      .executeTakeFirstOrThrow();
    const rows = await storedRows(t.database, ids(events));
    expect(rows.map((r) => r.user_id)).toEqual(Array(4).fill(user.id));
  });

  it('with a session, an identify or alias naming another member is refused', async () => {
    const member = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const events = [
      event('identify', { userId: other.guid }),
      event('alias', { userId: other.guid, previousId: 'x' }),
      event('identify', { traits: { anonymous: true } }),
    ];
    const res = await send(t.app, { batch: events }, { cookie: PERFORMANCE_ONLY, ...member.headers });
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 2 });
  });

  it('without a session, a userId is dropped: stored without a member', async () => {
    const member = await signedInMember(t.app);
    const events = [event('identify', { userId: member.guid }), event('track', { userId: member.guid })];
    const res = await send(t.app, { batch: events }, { cookie: PERFORMANCE_ONLY });
    expect(res.json().accepted).toBe(2);
    const rows = await storedRows(t.database, ids(events));
    expect(rows.map((r) => r.user_id)).toEqual([null, null]);
    expect(rows.map((r) => r.anonymous_id)).toEqual(events.map((e) => e.anonymousId));
  });

  it('a bad session token is 401, never taken for anonymous', async () => {
    const res = await send(
      t.app,
      { batch: [event()] },
      { cookie: PERFORMANCE_ONLY, ...auth('not-a-session-token-at-all') },
    );
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.UNAUTHENTICATED);
  });
});

describe('stored rows', () => {
  it('fill every column from the call, the context and the request', async () => {
    const e = event('page', {
      name: 'Series: Starfall',
      category: 'series',
      properties: { title: 'Starfall', nested: { a: [1, 2] } },
      timestamp: '2026-06-01T11:58:30.250+02:00',
      context: {
        page: {
          path: '/series/starfall',
          referrer: 'https://ref.example/',
          url: 'https://x/series/starfall',
        },
        locale: 'es-MX',
        userAgent: 'Mozilla/5.0 (context)',
        campaign: { name: 'spring', source: 'newsletter', medium: 'email' },
      },
    });
    // The browser's clock is 10 s ahead: sentAt is 10 s after the server's now (the test clock).
    const sentAt = new Date(t.clock.now().getTime() + 10_000).toISOString();
    const res = await send(t.app, { batch: [e], sentAt }, { cookie: PERFORMANCE_ONLY });
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 0 });
    const [row] = await storedRows(t.database, [e.messageId]);
    expect(row).toMatchObject({
      type: 'page',
      event: null,
      name: 'Series: Starfall',
      category: 'series',
      message_id: e.messageId,
      anonymous_id: e.anonymousId,
      user_id: null,
      properties: { title: 'Starfall', nested: { a: [1, 2] } },
      page_path: '/series/starfall',
      referrer: 'https://ref.example/',
      locale: 'es-MX',
      user_agent: 'Mozilla/5.0 (context)',
      campaign: { name: 'spring', source: 'newsletter', medium: 'email' },
      consent_groups: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0',
    });
    // Corrected by the clock's offset (Segment's timestamp = timestamp + receivedAt − sentAt).
    expect(new Date(row!.event_ts).toISOString()).toBe('2026-06-01T09:58:20.250Z');
    expect(new Date(row!.received_at).toISOString()).toBe(t.clock.now().toISOString());
  });

  it('without sentAt keeps the timestamp; the request’s User-Agent stands in for a missing one', async () => {
    const e = event('track', { event: 'Quiz Completed', properties: { family: 'heroes' }, context: {} });
    await send(t.app, { batch: [e] }, { cookie: PERFORMANCE_ONLY, 'user-agent': 'Beacon/1.0' });
    const [row] = await storedRows(t.database, [e.messageId]);
    expect(row).toMatchObject({
      event: 'Quiz Completed',
      properties: { family: 'heroes' },
      user_agent: 'Beacon/1.0',
      page_path: null,
      campaign: null,
    });
    expect(new Date(row!.event_ts).toISOString()).toBe('2026-06-01T11:59:00.000Z');
  });

  it('identify keeps its traits, alias its previousId', async () => {
    const identify = event('identify', { traits: { favourite: 'comics' } });
    const alias = event('alias', { previousId: 'anon-old' });
    await send(t.app, { batch: [identify, alias] }, { cookie: PERFORMANCE_ONLY });
    const rows = await storedRows(t.database, [identify.messageId, alias.messageId]);
    expect(rows.map((r) => r.properties)).toEqual([{ favourite: 'comics' }, { previousId: 'anon-old' }]);
  });
});
