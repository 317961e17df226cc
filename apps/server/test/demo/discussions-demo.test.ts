import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { seedDefaults } from '../../src/db/seed-defaults';
import { comicsDemoExtension } from '../../src/modules/comics/demo/comics-demo.extension';
import { demoUuid } from '../../src/modules/demo/demo-ids';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { discussionsDemoExtension } from '../../src/modules/discussions/demo/discussions-demo.extension';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The demo community on a real demo catalogue (videos and comics rows, no media: DEMO_MEDIA
 * off, extensions registered only): every title's board has threads, the counters match the
 * rows, series figures come from the reviews, and running it again changes nothing.
 */
const NOW = new Date('2026-03-10T15:00:00Z');
let database: DatabaseHandle;
const extensions = () => [
  comicsDemoExtension({ DATA_DIR: 'unused-with-media-off', DEMO_MEDIA: 'off' }),
  discussionsDemoExtension(),
];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDefaults(database.db);
  await seedDemoCatalogue(database.db, { now: NOW, extensions: extensions(), runExtensions: false });
});
afterAll(async () => database.close());

const db = () => database.db;
const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(db())).rows;

/** Everything the extension writes or derives, in a stable order. */
async function snapshot() {
  return {
    users: await rows(`select id, guid, username, email, password_hash, is_staff from users order by id`),
    boards: await rows(`select uuid, slug, thread_count from discussion_boards order by slug`),
    threads: await rows(
      `select uuid, board_uuid, author_id, title, body, reply_count, is_locked, created_at, last_activity_at
       from discussion_threads order by uuid`,
    ),
    replies: await rows(
      `select uuid, thread_uuid, author_id, body, created_at from discussion_replies order by uuid`,
    ),
    reviews: await rows(
      `select uuid, user_id, content_uuid, rating, subject, comment from reviews order by uuid`,
    ),
    series: await rows(`select uuid, avg_rating, fan_count from series order by uuid`),
  };
}

describe('demo community', () => {
  it('puts threads on every series (3+), comic series (2+) and general (4+) board', async () => {
    const boards = await rows<{ kind: string; slug: string; threads: string }>(
      `select b.kind, b.slug, count(t.uuid) as threads from discussion_boards b
       left join discussion_threads t on t.board_uuid = b.uuid group by b.kind, b.slug`,
    );
    expect(boards.filter((b) => b.kind === 'series')).toHaveLength(6);
    expect(boards.filter((b) => b.kind === 'comicseries').length).toBeGreaterThanOrEqual(4);
    const least = { series: 3, comicseries: 2, general: 4 } as Record<string, number>;
    for (const board of boards)
      expect(Number(board.threads), board.slug).toBeGreaterThanOrEqual(least[board.kind]!);
    const replies = await rows<{ n: string }>(
      `select count(*) as n from discussion_replies group by thread_uuid order by 1`,
    );
    expect(replies.every((r) => Number(r.n) <= 6)).toBe(true);
  });

  it('keeps thread_count and reply_count equal to the visible rows', async () => {
    const boards = await rows<{ slug: string; thread_count: number; n: string }>(
      `select b.slug, b.thread_count, (select count(*) from discussion_threads t
         where t.board_uuid = b.uuid and t.deleted_at is null and not t.is_hidden) as n
       from discussion_boards b`,
    );
    for (const b of boards) expect(b.thread_count, b.slug).toBe(Number(b.n));
    const threads = await rows<{ title: string; reply_count: number; n: string }>(
      `select t.title, t.reply_count, (select count(*) from discussion_replies r
         where r.thread_uuid = t.uuid and r.deleted_at is null and not r.is_hidden) as n
       from discussion_threads t`,
    );
    expect(threads.length).toBeGreaterThanOrEqual(6 * 3 + 4 * 2 + 3 * 4);
    for (const t of threads) expect(t.reply_count, t.title).toBe(Number(t.n));
  });

  it('dates every post in the past weeks, replies after their thread, last activity at the latest', async () => {
    const threads = await rows<{ created_at: Date; last_activity_at: Date; latest: Date | null }>(
      `select t.created_at, t.last_activity_at, (select max(r.created_at) from discussion_replies r
         where r.thread_uuid = t.uuid) as latest from discussion_threads t`,
    );
    const weeksAgo = NOW.getTime() - 8 * 7 * 86_400_000;
    for (const t of threads) {
      expect(new Date(t.created_at).getTime()).toBeGreaterThan(weeksAgo);
      expect(new Date(t.last_activity_at).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(new Date(t.last_activity_at)).toEqual(new Date(t.latest ?? t.created_at));
    }
    const early = await rows(
      `select r.uuid from discussion_replies r join discussion_threads t on t.uuid = r.thread_uuid
       where r.created_at <= t.created_at`,
    );
    expect(early).toEqual([]);
  });

  it('is written by demo members nobody can sign in as; one is staff and locked a thread', async () => {
    const members = await rows<{ username: string; email: string; password_hash: string; is_staff: boolean }>(
      `select username, email, password_hash, is_staff, email_verified from users`,
    );
    expect(members.length).toBeGreaterThanOrEqual(5);
    for (const m of members) {
      expect(m.email).toMatch(/@fanverse\.example$/);
      expect(m.password_hash).toMatch(/^\$argon2id\$/);
      expect(m).toMatchObject({ email_verified: true });
    }
    expect(members.filter((m) => m.is_staff).map((m) => m.username)).toEqual(['marisol_mod']);
    expect(await rows(`select title from discussion_threads where is_locked`)).toHaveLength(1);
  });

  it('stores texts as written: markup stays text, some posts are in Spanish', async () => {
    const [formatting] = await rows<{ title: string; body: string }>(
      `select title, body from discussion_threads where title like '%<b>%'`,
    );
    expect(formatting?.body).toContain('<i>italics</i>');
    const spanish = await rows(
      `select uuid from discussion_replies where body like '%¡%' or body like '%ñ%'`,
    );
    expect(spanish.length).toBeGreaterThan(3);
  });

  it('rates every series and comic series 3 to 12 times, some with a subject or comment', async () => {
    const titles = await rows<{ n: string; texts: string }>(
      `select count(*) as n, count(*) filter (where subject <> '' or comment <> '') as texts
       from reviews group by content_type, content_uuid`,
    );
    expect(titles.length).toBe(6 + 4);
    for (const t of titles) {
      expect(Number(t.n)).toBeGreaterThanOrEqual(3);
      expect(Number(t.n)).toBeLessThanOrEqual(12);
      expect(Number(t.texts)).toBeGreaterThan(0);
    }
  });

  it("sets each series' avg_rating and fan_count from its reviews, in the trending rail's order", async () => {
    const series = await rows<{ slug: string; avg_rating: number; fan_count: number; ratings: number[] }>(
      `select s.slug, s.avg_rating, s.fan_count, coalesce((select array_agg(r.rating) from reviews r
         where r.content_type = 'series' and r.content_uuid = s.uuid), '{}') as ratings from series s`,
    );
    for (const s of series) {
      const ratings = s.ratings.map(Number);
      expect(s.fan_count, s.slug).toBe(ratings.length);
      const cents =
        ratings.length === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) * 100) / ratings.length);
      // `avg_rating` is a real column: compared in hundredths, the precision the reviews module keeps.
      expect(Math.round(Number(s.avg_rating) * 100), s.slug).toBe(cents);
      expect(s.fan_count).toBeGreaterThan(0);
    }
    const rail = await rows<{ slug: string }>(
      `select s.slug from collection_items i join collections c on c.id = i.collection_id
       join series s on s.uuid = i.item_uuid where c.slug = 'trending-series' order by i.position`,
    );
    const byFans = [...series].sort((a, b) => b.fan_count - a.fan_count).map((s) => s.slug);
    expect(rail.map((r) => r.slug)).toEqual(byFans);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await db()
      .transaction()
      .execute((trx) => discussionsDemoExtension().register!(trx, [], NOW));
    expect(await snapshot()).toEqual(before);
  });

  it('is kept whole by a regeneration, which recounts series figures with members’ own reviews', async () => {
    const before = await snapshot();
    await regenerateDemoCatalogue(db(), { now: NOW, extensions: extensions(), runExtensions: false });
    expect(await snapshot()).toEqual(before);

    // A real member's rating counts too: the figures come from every review, not only the demo's.
    const member = demoUuid('test:real-member');
    await db()
      .insertInto('users')
      .values({
        id: member,
        guid: member.replaceAll('-', ''),
        username: 'real_member',
        email: 'real@fanverse.example',
        password_hash: 'x',
      })
      .execute();
    const orbit = await db()
      .selectFrom('series')
      .select(['uuid', 'fan_count'])
      .where('slug', '=', 'orbit-diner')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('reviews')
      .values({
        uuid: demoUuid('test:review'),
        user_id: member,
        content_type: 'series',
        content_uuid: orbit.uuid,
        rating: 1,
      })
      .execute();
    await regenerateDemoCatalogue(db(), { now: NOW, extensions: extensions(), runExtensions: false });
    const after = await db()
      .selectFrom('series')
      .select('fan_count')
      .where('slug', '=', 'orbit-diner')
      .executeTakeFirstOrThrow();
    expect(after.fan_count).toBe(orbit.fan_count + 1);
  });
});
