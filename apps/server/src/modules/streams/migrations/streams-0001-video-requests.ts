import { sql, type Kysely } from 'kysely';

/*
 * video_media.requested_at (a column of the streams module on the core 0008-playback table): when
 * a viewer first asked for a video that is still being prepared (its rights or its manifest while
 * the row is `processing`). Every instance's preparer reads it
 * before taking its next video, so the one somebody is waiting for is made next, whichever
 * instance answered the request; it is cleared when the video turns ready or fails. The partial
 * index keeps "which videos are wanted, oldest request first" to the few rows that have one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_media add column requested_at timestamptz`.execute(db);
  await sql`create index video_media_requested on video_media (requested_at)
    where requested_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index video_media_requested`.execute(db);
  await sql`alter table video_media drop column requested_at`.execute(db);
}
