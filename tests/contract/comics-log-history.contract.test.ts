import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComicHistoryItem, ComicLogBatch, ComicLogEvent } from '@fanverse/contract';
import { insertComicFixtures, type InsertedComics } from '../../apps/server/test/comics/comic-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, probe, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The comic reading log and comic history of the real server through the real client
 * (`client.comics.logComic`, `history`, `historyReduced`): X-Client-Time sent and applied, replies
 * parsed by the contract schemas, key paging followed, and each failure mapped to spec §8's code.
 */
let s: ContractServer;
let comics: InsertedComics;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  comics = await insertComicFixtures(s.database.db, {
    series_title: 'Log Comics',
    series_title_es: 'Cómics del Registro',
    books: [{ title: 'First Read', title_es: 'Primera Lectura', pages: 6 }, { pages: 4 }],
  });
});
afterAll(async () => s.app.close());

const T0 = Date.UTC(2026, 3, 1, 8, 0, 0, 0);
const MIN = 60_000;

function readingEvent(book: number, overrides: Partial<ComicLogEvent> = {}): ComicLogEvent {
  return {
    event_type: 'page_view',
    object_type: 'book',
    session_id: crypto.randomUUID(),
    content_uuid: comics.books[book]!.uuid,
    series_uuid: comics.series.uuid,
    page_index: 0,
    panel_index: null,
    view_date: T0,
    is_offline: false,
    container_type: 'series',
    container_uuid: comics.series.uuid,
    ...overrides,
  };
}

const batchOf = (events: ComicLogEvent[]): ComicLogBatch => ({
  events,
  player_version: 'contract 1',
  device_type: 'desktop',
});

describe('reading log', () => {
  it('a member’s batch is stored with X-Client-Time applied, and read back from history', async () => {
    const member = await signUp(s);
    // The reader's clock is exactly one hour slow: every event is moved forward by that hour.
    const clientTime = T0 + 10 * MIN;
    const before = Date.now();
    const reply = await member.client.comics.logComic(
      batchOf([
        readingEvent(0, { page_index: 1, view_date: T0 }),
        readingEvent(0, { page_index: 2, panel_index: 3, view_date: T0 + MIN }),
      ]),
      { clientTime },
    );
    const after = Date.now();
    expect(reply).toEqual({ accepted: 2 });

    const { history, last_key } = await member.client.comics.history();
    expect(last_key).toBeNull();
    expect(history.map((i) => [i.page_index, i.panel_index])).toEqual([
      [2, 3],
      [1, null],
    ]);
    // skew = server time − X-Client-Time; the event 9 minutes before sending lands 9 minutes before receipt.
    expect(history[0]!.timestamp).toBeGreaterThanOrEqual(before - 9 * MIN);
    expect(history[0]!.timestamp).toBeLessThanOrEqual(after - 9 * MIN);
    expect(history[0]!.timestamp - history[1]!.timestamp).toBe(MIN);
    expect(new Date(history[0]!.event_ts).getTime()).toBe(history[0]!.timestamp);
  });

  it('the page-hide batch (fetch keepalive) is the member’s too; a visitor’s is anonymous', async () => {
    const member = await signUp(s);
    expect(
      await member.client.comics.logComic(batchOf([readingEvent(1, { page_index: 3 })]), { beacon: true }),
    ).toEqual({
      accepted: 1,
    });
    expect(
      (await member.client.comics.historyReduced()).history.map((i) => [i.book_uuid, i.is_watched]),
    ).toEqual([[comics.books[1]!.uuid, true]]);

    const visitor = probe(s);
    const session = crypto.randomUUID();
    expect(await visitor.client.comics.logComic(batchOf([readingEvent(0, { session_id: session })]))).toEqual(
      { accepted: 1 },
    );
    const rows = await s.database.db
      .selectFrom('comic_events')
      .select('user_id')
      .where('session_id', '=', session)
      .execute();
    expect(rows).toEqual([{ user_id: null }]);
  });

  it('an invalid batch is refused whole: 400 code 8 naming the field (client 5008), nothing stored', async () => {
    const member = await signUp(s);
    const session = crypto.randomUUID();
    const events = [
      readingEvent(0, { session_id: session }),
      readingEvent(0, { session_id: session, page_index: -1 }),
    ];
    const e = await failure(member.client.comics.logComic(batchOf(events)));
    expectMapped(e, { status: 400, code: 8 }, 5008);
    expect(e.errors[0]?.field).toBe('events.1.page_index');
    const rows = await s.database.db
      .selectFrom('comic_events')
      .select('id')
      .where('session_id', '=', session)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('comic history', () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUp(s);
    const events = Array.from({ length: 7 }, (_, i) =>
      readingEvent(i % 2, { view_date: T0 + i * MIN, page_index: i % 4, panel_index: i % 3 }),
    );
    // No X-Client-Time correction wanted here: the client clock is the events' own.
    await member.client.comics.logComic(batchOf(events), { clientTime: T0 + 7 * MIN });
  });

  it('pages by last_key through every event, newest first, in the client language', async () => {
    const items: ComicHistoryItem[] = [];
    let start_from: string | undefined;
    for (let page = 0; page < 10; page++) {
      const reply = await member.client.comics.history({ limit: 3, ...(start_from ? { start_from } : {}) });
      items.push(...reply.history);
      if (!reply.last_key) break;
      start_from = reply.last_key;
    }
    expect(items.map((i) => i.page_index)).toEqual([2, 1, 0, 3, 2, 1, 0]);
    expect(items[0]!.book).toMatchObject({ title: 'First Read', series_title: 'Log Comics', num_pages: 6 });

    const spanish = s.client('es');
    spanish.setSessionToken(member.token);
    const first = await spanish.comics.history({ limit: 1 });
    expect(first.history[0]!.book).toMatchObject({
      title: 'Primera Lectura',
      series_title: 'Cómics del Registro',
    });
  });

  it('reduced: one row per book, its furthest page and panel', async () => {
    const reduced = await member.client.comics.historyReduced({ series_uuid: comics.series.uuid });
    expect(reduced.history.map((i) => [i.book_uuid, i.page_index, i.panel_index, i.is_watched])).toEqual([
      // Book 0: pages 0, 2, 0, 2 (panels 0, 2, 1, 0): page 2, its panel 2; not the last of 6 pages.
      [comics.books[0]!.uuid, 2, 2, false],
      // Book 1: pages 1, 3, 1 (panels 1, 0, 2): page 3, its panel 0; the last of 4 pages.
      [comics.books[1]!.uuid, 3, 0, true],
    ]);
    const one = await member.client.comics.historyReduced({ content_uuid: comics.books[1]!.uuid });
    expect(one.history).toHaveLength(1);
  });

  it('1715 is checked before sending; the server’s own refusals map to 5008 and 1003', async () => {
    const p = probe(s);
    p.client.setSessionToken(member.token);
    await expectClientCheck(p, p.client.comics.history({ content_uuid: 'not-a-uuid' }), 1715);
    await expectClientCheck(p, p.client.comics.historyReduced({ series_uuid: 'nope' }), 1715);

    const badKey = await failure(member.client.comics.history({ start_from: 'not-a-key' }));
    expectMapped(badKey, { status: 400, code: 8 }, 5008);
    expect(badKey.errors[0]?.field).toBe('start_from');
    expectMapped(
      await failure(member.client.comics.historyReduced({ limit: 101 })),
      { status: 400, code: 8 },
      5008,
    );

    const visitor = await failure(probe(s).client.comics.history());
    expect(visitor.status).toBe(401);
    expect(visitor.errors[0]).toMatchObject({ code: 1003, cause: { code: 'UNAUTHENTICATED' } });
  });
});
