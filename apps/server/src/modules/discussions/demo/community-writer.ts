import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { PasswordHasher } from '../../auth/passwords';
import { boardKey, type CommunityPlan, type PlannedMember } from './community-plan';
import type { DemoMemberKey } from './demo-members';

const BATCH = 200;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * The demo members, made when missing, and the ids of those present. A password hash of a
 * random secret nobody keeps: no one can sign in as them. A name a real member already took
 * (unique username or email) leaves that demo member out, and their posts with them.
 */
async function ensureMembers(
  db: Kysely<Database>,
  members: PlannedMember[],
): Promise<Map<DemoMemberKey, string>> {
  const ids = members.map((m) => m.id);
  const present = async () =>
    new Set((await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  let found = await present();
  const missing = members.filter((m) => !found.has(m.id));
  if (missing.length > 0) {
    // One hash (argon2 is slow on purpose) for all of them: its secret is thrown away at once.
    const password_hash = await new PasswordHasher().hash(crypto.randomBytes(32).toString('base64url'));
    await db
      .insertInto('users')
      .values(
        missing.map((m) => ({
          id: m.id,
          guid: m.guid,
          username: m.username,
          email: m.email,
          password_hash,
          email_verified: true,
          is_staff: m.is_staff,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    found = await present();
  }
  return new Map(members.filter((m) => found.has(m.id)).map((m) => [m.key, m.id]));
}

/** Every board by what it belongs to (`series:<series slug>`, `general:<board slug>`, ...). */
async function boardsByKey(db: Kysely<Database>): Promise<Map<string, string>> {
  const { rows } = await sql<{ uuid: string; kind: string; ref: string }>`
    select b.uuid, b.kind, coalesce(s.slug, c.slug, b.slug) as ref
    from discussion_boards b
    left join series s on b.kind = 'series' and s.uuid = b.content_uuid
    left join comic_series c on b.kind = 'comicseries' and c.uuid = b.content_uuid`.execute(db);
  return new Map(
    rows
      .filter((r) => r.kind === 'general' || r.ref !== undefined)
      .map((r) => [boardKey({ kind: r.kind as 'general', slug: r.ref }), r.uuid]),
  );
}

/** Series and comic series uuids by `series:<slug>` / `comicseries:<slug>`. */
async function titlesByKey(db: Kysely<Database>): Promise<Map<string, string>> {
  const series = await db.selectFrom('series').select(['slug', 'uuid']).execute();
  const comics = await db.selectFrom('comic_series').select(['slug', 'uuid']).execute();
  return new Map([
    ...series.map((r) => [`series:${r.slug}`, r.uuid] as const),
    ...comics.map((r) => [`comicseries:${r.slug}`, r.uuid] as const),
  ]);
}

/**
 * Writes the demo community: members, threads and replies on the boards that exist, reviews of
 * the titles that exist. Every row has a fixed uuid and is inserted with `on conflict do
 * nothing`, so a second run (a regeneration keeps boards, posts and reviews: none references the
 * catalogue by a foreign key) adds nothing and leaves members' later changes alone. Then the
 * figures derived from rows are recounted from them: the demo boards' `thread_count`, the demo
 * threads' `reply_count` (visible posts, as the discussions module keeps them) and every
 * series' `avg_rating` and `fan_count` (the reviews module's formula), which a regeneration
 * has just reset to the column defaults.
 */
export async function writeDemoCommunity(db: Kysely<Database>, plan: CommunityPlan): Promise<void> {
  const members = await ensureMembers(db, plan.members);
  const boards = await boardsByKey(db);

  const threads = plan.threads.flatMap((t) => {
    const board_uuid = boards.get(boardKey(t.board));
    const author_id = members.get(t.author);
    if (!board_uuid || !author_id) return [];
    const replies = t.replies.flatMap((r) => {
      const id = members.get(r.author);
      return id
        ? [{ uuid: r.uuid, thread_uuid: t.uuid, author_id: id, body: r.body, created_at: r.created_at }]
        : [];
    });
    const last = replies.at(-1)?.created_at ?? t.created_at;
    return [{ t, board_uuid, author_id, replies, last }];
  });

  await inBatches(threads, (batch) =>
    db
      .insertInto('discussion_threads')
      .values(
        batch.map(({ t, board_uuid, author_id, last }) => ({
          uuid: t.uuid,
          board_uuid,
          author_id,
          title: t.title,
          body: t.body,
          is_locked: t.is_locked,
          created_at: t.created_at,
          edited_at: null,
          last_activity_at: last,
          deleted_at: null,
        })),
      )
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute(),
  );
  const replies = threads.flatMap((t) => t.replies);
  await inBatches(replies, (batch) =>
    db
      .insertInto('discussion_replies')
      .values(batch.map((r) => ({ ...r, edited_at: null, deleted_at: null })))
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute(),
  );

  const threadUuids = threads.map(({ t }) => t.uuid);
  const boardUuids = [...new Set(threads.map((t) => t.board_uuid))];
  if (threadUuids.length > 0) {
    await sql`update discussion_threads t set reply_count = (select count(*) from discussion_replies r
        where r.thread_uuid = t.uuid and r.deleted_at is null and not r.is_hidden)
      where t.uuid in (${sql.join(threadUuids)})`.execute(db);
    await sql`update discussion_boards b set thread_count = (select count(*) from discussion_threads t
        where t.board_uuid = b.uuid and t.deleted_at is null and not t.is_hidden)
      where b.uuid in (${sql.join(boardUuids)})`.execute(db);
  }

  const titles = await titlesByKey(db);
  const reviews = plan.reviews.flatMap((r) => {
    const content_uuid = titles.get(`${r.content_type}:${r.slug}`);
    const user_id = members.get(r.author);
    if (!content_uuid || !user_id) return [];
    return [
      {
        uuid: r.uuid,
        user_id,
        content_type: r.content_type,
        content_uuid,
        rating: r.rating,
        subject: r.subject,
        comment: r.comment,
        created_at: r.created_at,
        updated_at: r.created_at,
      },
    ];
  });
  // No conflict target: the uuid and the one-review-per-member key both mean "already there".
  await inBatches(reviews, (batch) =>
    db
      .insertInto('reviews')
      .values(batch)
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );

  // The same figures the reviews module keeps on every review write (reviews.repository.ts).
  await sql`update series s set
      avg_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews
        where content_type = 'series' and content_uuid = s.uuid), 0),
      fan_count = (select count(*) from reviews
        where content_type = 'series' and content_uuid = s.uuid)`.execute(db);
}
