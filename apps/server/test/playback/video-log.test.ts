import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LOG_BATCH_MAX, type VideoLogBatch, type VideoLogEvent } from '@fanverse/contract';
import { logEvent } from './playback-fixtures';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from './playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
});
afterAll(async () => t.app.close());

const LOG = '/api/5/log/';

const event = logEvent;

function post(body: unknown, headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: LOG,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Rows of a page domain, in the order they were stored. */
function rowsOf(pageDomain: string) {
  return t.database.db
    .selectFrom('video_events')
    .selectAll()
    .where('page_domain', '=', pageDomain)
    .orderBy('id')
    .execute();
}

const domain = () => `${crypto.randomBytes(4).toString('hex')}.fanverse.test`;

describe('POST /api/5/log/', () => {
  it('stores every event of the batch exactly, in order, and answers 202 {accepted}', async () => {
    const page = domain();
    const events = [
      event({ event_type: 'load', start_timecode: 0, end_timecode: 0 }),
      event({
        event_type: 'play',
        videotype: 'clip',
        episode: null,
        container_type: null,
        container_uuid: null,
      }),
      event({ event_type: 'seek', start_timecode: 300.25, end_timecode: 12.3, timestamp: 1 }),
    ];
    delete (events[1] as Partial<VideoLogEvent>).container_uuid; // optional fields may be left out
    const res = await post({ events, page_domain: page } satisfies VideoLogBatch);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });

    const rows = await rowsOf(page);
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => {
      const e = events[i]!;
      expect(row).toMatchObject({
        user_id: null,
        page_domain: page,
        event_type: e.event_type,
        videotype: e.videotype,
        content_id: e.content_id,
        episode: e.episode ?? null,
        session_id: e.session_id,
        container_type: e.container_type ?? null,
        container_uuid: e.container_uuid ?? null,
      });
      // Timecodes are stored as real: exact to single precision.
      expect(Math.fround(row.start_timecode)).toBe(Math.fround(e.start_timecode));
      expect(Math.fround(row.end_timecode)).toBe(Math.fround(e.end_timecode));
      expect(new Date(row.client_ts).getTime()).toBe(e.timestamp);
      expect(new Date(row.received_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  it('a signed-in member’s events are theirs; without a session, or with a stale one, anonymous', async () => {
    const m = await t.member();
    const mine = domain();
    expect((await post({ events: [event()], page_domain: mine }, m.headers)).statusCode).toBe(202);
    expect((await rowsOf(mine))[0]?.user_id).toBe(m.id);
    const stale = domain();
    const res = await post(
      { events: [event()], page_domain: stale },
      { authorization: 'Token expired-or-unknown' },
    );
    expect(res.statusCode).toBe(202);
    expect((await rowsOf(stale))[0]?.user_id).toBeNull();
  });

  it('values at the edges of the rules are stored, never a server error', async () => {
    const page = `\ud800 ${domain()}`;
    const events = [
      event({ start_timecode: 1e-50, end_timecode: 86_400, timestamp: 253_402_300_799_999 }),
      event({ start_timecode: 0, end_timecode: 0.0004, timestamp: 0, episode: '999999999.999999999' }),
      event({ content_id: crypto.randomUUID().toUpperCase() }),
    ];
    const res = await post({ events, page_domain: page });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await t.database.db
      .selectFrom('video_events')
      .select(['start_timecode', 'end_timecode', 'client_ts', 'content_id'])
      .where(
        'session_id',
        'in',
        events.map((e) => e.session_id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.start_timecode, r.end_timecode])).toEqual([
      [0, 86_400],
      [0, 0],
      [10, 25.5],
    ]);
    expect(new Date(rows[0]!.client_ts).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(rows[2]!.content_id).toBe(events[2]!.content_id.toLowerCase());
  });

  it('takes a text/plain JSON body, as navigator.sendBeacon sends it', async () => {
    const page = domain();
    const res = await post(JSON.stringify({ events: [event(), event()], page_domain: page }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    expect(await rowsOf(page)).toHaveLength(2);
  });

  it('an invalid event refuses the whole batch (400 code 8 naming the field) and stores nothing', async () => {
    const page = domain();
    const cases: [unknown, string | undefined][] = [
      [{ events: [event(), event({ content_id: 'nope' })], page_domain: page }, 'events.1.content_id'],
      [{ events: [event({ event_type: 'dance' as never })], page_domain: page }, 'events.0.event_type'],
      [{ events: [event({ end_timecode: -1 })], page_domain: page }, 'events.0.end_timecode'],
      [{ events: [event({ timestamp: 1.5 })], page_domain: page }, 'events.0.timestamp'],
      [{ events: [event({ timestamp: 1e17 })], page_domain: page }, 'events.0.timestamp'],
      [{ events: [{ ...event(), extra: 1 }], page_domain: page }, undefined],
      [{ events: [], page_domain: page }, 'events'],
      [{ events: [event()] }, undefined],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(firstError(res).code).toBe(8);
      if (field) expect(firstError(res).field).toBe(field);
    }
    for (const [text, type] of [
      ['{"events": [', 'application/json'],
      ['{"events": [', 'text/plain'],
      [JSON.stringify({ events: [event({ episode: '1.2\u0000' })], page_domain: page }), 'text/plain'],
    ] as const) {
      const res = await post(text, { 'content-type': type });
      expect(res.statusCode, text).toBe(400);
    }
    expect(await rowsOf(page)).toHaveLength(0);
  });

  it(`refuses more than ${LOG_BATCH_MAX} events (400) and bodies over the limit (413)`, async () => {
    const page = domain();
    const many = Array.from({ length: LOG_BATCH_MAX + 1 }, () => event());
    const res = await post({ events: many, page_domain: page });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 8, field: 'events' });
    const full = await post({ events: many.slice(0, LOG_BATCH_MAX), page_domain: page });
    expect(full.json()).toEqual({ accepted: LOG_BATCH_MAX });
    expect(await rowsOf(page)).toHaveLength(LOG_BATCH_MAX);

    const huge = await post({ events: [event()], page_domain: page, padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(page)).toHaveLength(LOG_BATCH_MAX);
  });

  it("stores a page domain with COPY's special characters exactly, and uppercase uuids", async () => {
    const page = `${domain()}\t\\N\nnext\r\\`;
    const upper = crypto.randomUUID().toUpperCase();
    const res = await post({ events: [event({ content_id: upper }), event()], page_domain: page });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await rowsOf(page);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.content_id).toBe(upper.toLowerCase());
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });

  it('batches sent at once are each stored whole and in their own order', async () => {
    const pages = Array.from({ length: 12 }, domain);
    const sent = pages.map((page, p) =>
      Array.from({ length: 1 + (p % 5) * 40 }, (_, i) => event({ start_timecode: i, end_timecode: i })),
    );
    const replies = await Promise.all(pages.map((page, p) => post({ events: sent[p], page_domain: page })));
    for (const [p, res] of replies.entries()) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: sent[p]!.length });
      const rows = await rowsOf(pages[p]!);
      expect(rows.map((r) => r.start_timecode)).toEqual(sent[p]!.map((e) => e.start_timecode));
    }
  });

  it('refuses prototype keys and empty or broken bodies with 400, never 500', async () => {
    const page = domain();
    const eventText = JSON.stringify(event());
    for (const text of [
      `{"events":[${eventText}],"page_domain":"${page}","__proto__":{"polluted":true}}`,
      `{"events":[{"__proto__":{"polluted":true},${eventText.slice(1)}],"page_domain":"${page}"}`,
      `{"events":[${eventText}],"page_domain":"${page}","constructor":{"prototype":{"polluted":true}}}`,
      '',
      '   ',
      'null',
      '[]',
    ]) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await post(text, { 'content-type': type });
        expect(res.statusCode, `${type}: ${text}`).toBe(400);
        expect(firstError(res).code).toBe(8);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowsOf(page)).toHaveLength(0);
  });

  it('answers 202 only once the batch is committed: a batch the database refuses is never acknowledged', async () => {
    const refused = domain();
    // The database itself refuses this page domain (as a full disk or a lost connection would).
    await sql`alter table video_events add constraint refuse_test check (page_domain <> ${sql.lit(refused)})`.execute(
      t.database.db,
    );
    try {
      const res = await post({ events: [event(), event(), event()], page_domain: refused });
      expect(res.statusCode).toBe(500);
      expect(res.json()).not.toHaveProperty('accepted');
      expect(await rowsOf(refused)).toHaveLength(0);
    } finally {
      await sql`alter table video_events drop constraint refuse_test`.execute(t.database.db);
    }
    // An acknowledged batch is readable at once, by anyone.
    const page = domain();
    expect((await post({ events: [event(), event()], page_domain: page })).statusCode).toBe(202);
    expect(await rowsOf(page)).toHaveLength(2);
  });
});

describe('rate limit', () => {
  it('is per address in a bucket of its own: logging never eats the budget of other calls', async () => {
    const limited = await buildPlaybackTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: LOG,
          payload: { events: [event()], page_domain: 'limit.test' },
        });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(202);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(firstError(over).code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.get('/api/5/1/cohort-experiments/')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
