import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { COMIC_LOG_BATCH_MAX, type ComicLogBatch, type ComicLogEvent } from '@fanverse/contract';
import {
  LOG,
  buildReadingLogTestApp,
  comicEvent,
  firstError,
  type ReadingLogTestApp,
} from './reading-log-test-app';

let t: ReadingLogTestApp;
beforeAll(async () => {
  t = await buildReadingLogTestApp();
});
afterAll(async () => t.app.close());

/** A batch's rows, in the order they were stored: each test's events carry their own sessions. */
function rowsOf(events: readonly ComicLogEvent[]) {
  return t.database.db
    .selectFrom('comic_events')
    .selectAll()
    .where('session_id', 'in', [...new Set(events.map((e) => e.session_id))])
    .orderBy('id')
    .execute();
}

const ms = (value: Date | string) => new Date(value).getTime();

describe('POST /api/5/log/comic/: storage', () => {
  it('stores every field of every event exactly, in order, with the batch’s device fields; 202 {accepted}', async () => {
    const events = [
      comicEvent({ event_type: 'open', page_index: 0, panel_index: null }),
      comicEvent({
        event_type: 'panel_view',
        page_index: 9_999,
        panel_index: 999,
        is_offline: true,
        container_type: 'collection',
        view_date: 253_402_300_799_999,
      }),
      comicEvent({ event_type: 'complete', series_uuid: null, container_type: null, container_uuid: null }),
    ];
    // Optional fields may be left out altogether, is_offline included (it is then false).
    const bare = comicEvent({ event_type: 'close', view_date: 0 }) as Partial<ComicLogEvent>;
    delete bare.series_uuid;
    delete bare.panel_index;
    delete bare.is_offline;
    delete bare.container_type;
    delete bare.container_uuid;
    events.push(bare as ComicLogEvent);
    const batch: ComicLogBatch = {
      events,
      persistent_user_cookie: 'cookie\t\\N\nnext',
      browser_id: 'b'.repeat(128),
      player_version: 'reader 1.2.3',
      device_type: 'desktop',
      device_os: 'Linux ünïcode ✓',
      device_model: 'm'.repeat(64),
    };
    const res = await t.post(batch);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 4 });

    const rows = await rowsOf(events);
    expect(rows).toHaveLength(4);
    rows.forEach((row, i) => {
      const e = events[i]!;
      expect(row).toMatchObject({
        user_id: null,
        event_type: e.event_type,
        object_type: 'book',
        session_id: e.session_id,
        content_uuid: e.content_uuid,
        series_uuid: e.series_uuid ?? null,
        page_index: e.page_index,
        panel_index: e.panel_index ?? null,
        is_offline: e.is_offline ?? false,
        container_type: e.container_type ?? null,
        container_uuid: e.container_uuid ?? null,
        persistent_user_cookie: batch.persistent_user_cookie,
        browser_id: batch.browser_id,
        player_version: batch.player_version,
        device_type: batch.device_type,
        device_os: batch.device_os,
        device_model: batch.device_model,
      });
      // Without X-Client-Time nothing is corrected.
      expect(ms(row.view_date)).toBe(e.view_date);
      expect(ms(row.client_view_date)).toBe(e.view_date);
      expect(ms(row.received_at)).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  it('a signed-in member’s events carry their id; without a session they are anonymous; a bad session is 401 and stores nothing', async () => {
    const m = await t.member();
    const mine = [comicEvent(), comicEvent()];
    expect((await t.post({ events: mine }, m.headers)).statusCode).toBe(202);
    expect((await rowsOf(mine)).map((r) => r.user_id)).toEqual([m.id, m.id]);

    const anonymous = [comicEvent()];
    expect((await t.post({ events: anonymous })).statusCode).toBe(202);
    expect((await rowsOf(anonymous))[0]!.user_id).toBeNull();

    const refused = [comicEvent()];
    const res = await t.post({ events: refused }, { authorization: 'Token not-a-session-token' });
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(await rowsOf(refused)).toHaveLength(0);
  });

  it('takes a text/plain JSON body, as navigator.sendBeacon sends it, and uppercase uuids', async () => {
    const upper = crypto.randomUUID().toUpperCase();
    const events = [comicEvent({ content_uuid: upper }), comicEvent()];
    const res = await t.post(JSON.stringify({ events }), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await rowsOf(events);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.content_uuid).toBe(upper.toLowerCase());
  });

  it('many batches at once: each stored whole, in its own order, with the exact total', async () => {
    const before = await countAll();
    const batches = Array.from({ length: 24 }, (_, b) =>
      Array.from({ length: 1 + ((b * 37) % 120) }, (_, i) => comicEvent({ page_index: i })),
    );
    const replies = await Promise.all(batches.map((events) => t.post({ events })));
    const total = batches.reduce((n, events) => n + events.length, 0);
    for (const [b, res] of replies.entries()) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: batches[b]!.length });
    }
    for (const events of batches) {
      expect((await rowsOf(events)).map((r) => r.page_index)).toEqual(events.map((e) => e.page_index));
    }
    expect(await countAll()).toBe(before + total);
  });

  it('answers 202 only once the batch is committed: a batch the database refuses is stored not at all', async () => {
    // The database itself refuses one event of the batch (as a full disk or a lost connection would).
    await sql`alter table comic_events add constraint refuse_test check (page_index <> 4242)`.execute(
      t.database.db,
    );
    const events = [comicEvent(), comicEvent({ page_index: 4242 }), comicEvent()];
    try {
      const res = await t.post({ events });
      expect(res.statusCode).toBe(500);
      expect(res.json()).not.toHaveProperty('accepted');
      expect(await rowsOf(events)).toHaveLength(0);
    } finally {
      await sql`alter table comic_events drop constraint refuse_test`.execute(t.database.db);
    }
    const stored = [comicEvent({ page_index: 4242 })];
    expect((await t.post({ events: stored })).statusCode).toBe(202);
    expect(await rowsOf(stored)).toHaveLength(1);
  });
});

async function countAll(): Promise<number> {
  const { n } = await t.database.db
    .selectFrom('comic_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('X-Client-Time: clock skew correction', () => {
  const SERVER_NOW = Date.UTC(2026, 5, 1, 12, 0, 0, 0);

  /** Posts with the server's clock (Date, nothing else) held at SERVER_NOW. */
  async function postAt(body: unknown, headers: Record<string, string>) {
    vi.useFakeTimers({ toFake: ['Date'], now: SERVER_NOW });
    try {
      return await t.post(body, headers);
    } finally {
      vi.useRealTimers();
    }
  }

  it('moves each view_date by exactly server time − client time and keeps the date as sent', async () => {
    const m = await t.member();
    // The client's clock is 3 h 25 min 7.5 s slow: its events are moved forward by that much.
    const clientNow = SERVER_NOW - 12_307_500;
    const events = [
      comicEvent({ view_date: clientNow - 60_000 }),
      comicEvent({ view_date: clientNow - 1 }),
      comicEvent({ view_date: clientNow }),
    ];
    const res = await postAt({ events }, { ...m.headers, 'x-client-time': String(clientNow) });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await rowsOf(events);
    expect(rows.map((r) => ms(r.view_date))).toEqual([SERVER_NOW - 60_000, SERVER_NOW - 1, SERVER_NOW]);
    expect(rows.map((r) => ms(r.client_view_date))).toEqual(events.map((e) => e.view_date));
    expect(rows.every((r) => r.user_id === m.id)).toBe(true);

    // A fast clock: moved back.
    const fast = [comicEvent({ view_date: SERVER_NOW + 86_400_000 - 5_000 })];
    await postAt({ events: fast }, { 'x-client-time': String(SERVER_NOW + 86_400_000) });
    expect(ms((await rowsOf(fast))[0]!.view_date)).toBe(SERVER_NOW - 5_000);
  });

  it('corrects with the real clock too (between the times before and after the request)', async () => {
    const clientNow = 1_000_000_000_000; // 2001: a clock years behind
    const events = [comicEvent({ view_date: clientNow - 2_000 }), comicEvent({ view_date: clientNow - 500 })];
    const before = Date.now();
    const res = await t.post({ events }, { 'x-client-time': String(clientNow) });
    const after = Date.now();
    expect(res.statusCode).toBe(202);
    const [a, b] = (await rowsOf(events)).map((r) => ms(r.view_date));
    expect(a! + 2_000).toBeGreaterThanOrEqual(before);
    expect(a! + 2_000).toBeLessThanOrEqual(after);
    expect(b! - a!).toBe(1_500);
  });

  it('keeps corrected dates between the epoch and the time of receipt, so no client time fails the batch', async () => {
    const events = [
      comicEvent({ view_date: 253_402_300_799_999 }), // after the client's own clock: no later than receipt
      comicEvent({ view_date: 0 }), // moved before the epoch: the epoch
      comicEvent({ view_date: 5_000 }),
    ];
    const res = await postAt({ events }, { 'x-client-time': String(SERVER_NOW + 10_000) });
    expect(res.statusCode, res.body).toBe(202);
    expect((await rowsOf(events)).map((r) => ms(r.view_date))).toEqual([SERVER_NOW, 0, 0]);

    const late = [comicEvent({ view_date: 253_402_300_799_999 }), comicEvent({ view_date: 0 })];
    const far = await postAt({ events: late }, { 'x-client-time': '0' });
    expect(far.statusCode, far.body).toBe(202);
    expect((await rowsOf(late)).map((r) => ms(r.view_date))).toEqual([SERVER_NOW, SERVER_NOW]);
  });

  it('refuses a malformed X-Client-Time with 400 code 8 and stores nothing', async () => {
    const events = [comicEvent()];
    for (const value of [
      '',
      'abc',
      '-1',
      '+1',
      '1.5',
      ' 1700000000000',
      '1e12',
      '0x1F',
      '1234567890123456',
      '253402300800000',
      '١٢٣',
    ]) {
      const res = await t.post({ events }, { 'x-client-time': value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 8, field: 'X-Client-Time' });
    }
    // The header twice is no one clock.
    const twice = await t.app.inject({
      method: 'POST',
      url: LOG,
      payload: JSON.stringify({ events }),
      headers: { 'content-type': 'application/json', 'x-client-time': ['1700000000000', '1700000000001'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(await rowsOf(events)).toHaveLength(0);
  });
});

describe('POST /api/5/log/comic/: validation', () => {
  const uuid = () => crypto.randomUUID();
  const cases: [string, (events: ComicLogEvent[]) => unknown, string | undefined][] = [
    ['no events', () => ({ events: [] }), 'events'],
    ['events missing', () => ({ browser_id: 'x' }), 'events'],
    ['events not a list', () => ({ events: {} }), 'events'],
    ['unknown batch field', (e) => ({ events: e, page_domain: 'x' }), undefined],
    ['unknown event field', (e) => ({ events: [{ ...e[0], extra: 1 }] }), undefined],
    ['event_type unknown', (e) => ({ events: [{ ...e[0], event_type: 'dance' }] }), 'events.0.event_type'],
    [
      'object_type unknown',
      (e) => ({ events: [{ ...e[0], object_type: 'episode' }] }),
      'events.0.object_type',
    ],
    ['session_id not a uuid', (e) => ({ events: [{ ...e[0], session_id: 'nope' }] }), 'events.0.session_id'],
    ['session_id missing', (e) => ({ events: [{ ...e[0], session_id: undefined }] }), 'events.0.session_id'],
    [
      'content_uuid not a uuid',
      (e) => ({ events: [e[0], { ...e[1], content_uuid: `${uuid()}x` }] }),
      'events.1.content_uuid',
    ],
    ['series_uuid not a uuid', (e) => ({ events: [{ ...e[0], series_uuid: '' }] }), 'events.0.series_uuid'],
    [
      'container_uuid not a uuid',
      (e) => ({ events: [{ ...e[0], container_uuid: 7 }] }),
      'events.0.container_uuid',
    ],
    ['page_index negative', (e) => ({ events: [{ ...e[0], page_index: -1 }] }), 'events.0.page_index'],
    ['page_index too large', (e) => ({ events: [{ ...e[0], page_index: 10_000 }] }), 'events.0.page_index'],
    ['page_index fractional', (e) => ({ events: [{ ...e[0], page_index: 1.5 }] }), 'events.0.page_index'],
    ['page_index text', (e) => ({ events: [{ ...e[0], page_index: '1' }] }), 'events.0.page_index'],
    ['panel_index negative', (e) => ({ events: [{ ...e[0], panel_index: -1 }] }), 'events.0.panel_index'],
    ['panel_index too large', (e) => ({ events: [{ ...e[0], panel_index: 1_000 }] }), 'events.0.panel_index'],
    ['view_date negative', (e) => ({ events: [{ ...e[0], view_date: -1 }] }), 'events.0.view_date'],
    [
      'view_date after 9999',
      (e) => ({ events: [{ ...e[0], view_date: 253_402_300_800_000 }] }),
      'events.0.view_date',
    ],
    ['view_date fractional', (e) => ({ events: [{ ...e[0], view_date: 1.5 }] }), 'events.0.view_date'],
    [
      'view_date as text',
      (e) => ({ events: [{ ...e[0], view_date: '2026-01-01T00:00:00Z' }] }),
      'events.0.view_date',
    ],
    [
      'is_offline not a boolean',
      (e) => ({ events: [{ ...e[0], is_offline: 'true' }] }),
      'events.0.is_offline',
    ],
    [
      'container_type unknown',
      (e) => ({ events: [{ ...e[0], container_type: 'shelf' }] }),
      'events.0.container_type',
    ],
    [
      'persistent_user_cookie too long',
      (e) => ({ events: e, persistent_user_cookie: 'c'.repeat(129) }),
      'persistent_user_cookie',
    ],
    ['browser_id too long', (e) => ({ events: e, browser_id: 'b'.repeat(129) }), 'browser_id'],
    ['player_version too long', (e) => ({ events: e, player_version: 'v'.repeat(33) }), 'player_version'],
    ['device_type too long', (e) => ({ events: e, device_type: 't'.repeat(33) }), 'device_type'],
    ['device_os too long', (e) => ({ events: e, device_os: 'o'.repeat(65) }), 'device_os'],
    ['device_model too long', (e) => ({ events: e, device_model: 'm'.repeat(65) }), 'device_model'],
    ['device_os not text', (e) => ({ events: e, device_os: 12 }), 'device_os'],
  ];

  it.each(cases)('%s: 400 code 8 naming the field, and the batch is not stored', async (_, make, field) => {
    const events = [comicEvent(), comicEvent()];
    const res = await t.post(make(events));
    expect(res.statusCode, res.body).toBe(400);
    const error = firstError(res);
    expect(error.code).toBe(8);
    if (field) expect(error.field).toBe(field);
    expect(await rowsOf(events)).toHaveLength(0);
  });

  it(`takes ${COMIC_LOG_BATCH_MAX} events and refuses one more (400), and bodies over the limit (413)`, async () => {
    const many = Array.from({ length: COMIC_LOG_BATCH_MAX + 1 }, (_, i) => comicEvent({ page_index: i }));
    const over = await t.post({ events: many });
    expect(over.statusCode).toBe(400);
    expect(firstError(over)).toMatchObject({ code: 8, field: 'events' });
    expect(await rowsOf(many)).toHaveLength(0);

    const full = await t.post({ events: many.slice(0, COMIC_LOG_BATCH_MAX) });
    expect(full.json()).toEqual({ accepted: COMIC_LOG_BATCH_MAX });
    expect(await rowsOf(many)).toHaveLength(COMIC_LOG_BATCH_MAX);

    const huge = [comicEvent()];
    const res = await t.post(`{"events":${JSON.stringify(huge)},"browser_id":"${'x'.repeat(1_100_000)}"}`);
    expect(res.statusCode).toBe(413);
    expect(await rowsOf(huge)).toHaveLength(0);
  });

  it('refuses broken, empty and prototype-polluting bodies with 400, never 500', async () => {
    const events = [comicEvent()];
    const text = JSON.stringify(events[0]);
    for (const body of [
      `{"events":[${text}],"__proto__":{"polluted":true}}`,
      `{"events":[{"__proto__":{"polluted":true},${text.slice(1)}]}`,
      `{"events":[${text}],"constructor":{"prototype":{"polluted":true}}}`,
      `{"events":[${text}]`,
      JSON.stringify({ events: [{ ...events[0], container_type: 'series\u0000' }] }),
      '',
      'null',
      '[]',
    ]) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await t.post(body, { 'content-type': type });
        expect(res.statusCode, `${type}: ${body.slice(0, 80)}`).toBe(400);
        expect(firstError(res).code).toBe(8);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowsOf(events)).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('is per address in a bucket of its own: logging never eats the budget of other calls', async () => {
    const limited = await buildReadingLogTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.post({ events: [comicEvent()] })).statusCode).toBe(202);
      const over = await limited.post({ events: [comicEvent()] });
      expect(over.statusCode).toBe(429);
      expect(firstError(over).code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.get('/api/5/1/cohort-experiments/')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the log and both history routes with a summary, a description and their failures', async () => {
    const doc = (await t.get('/api/openapi.json')).json();
    for (const [method, path, ok] of [
      ['post', LOG, '202'],
      ['get', '/api/comics/1/user/history/comic/', '200'],
      ['get', '/api/comics/1/user/history/comic/reduced/', '200'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.summary, path).toBeTruthy();
      expect(op.description, path).toContain('401');
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining([ok, '400', '401']));
    }
    expect(doc.paths[LOG].post.description).toContain('X-Client-Time');
    const rules = (await t.app.inject({ method: 'OPTIONS', url: LOG })).json().rule_sets[0];
    expect(rules.events).toMatchObject({ required: true, type: 'array' });
  });
});
