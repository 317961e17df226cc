import { sql, type Kysely } from 'kysely';

/*
 * Episode counts per season, kept by triggers, and look-ups by video uuid.
 *
 * Why: a page of episodes carries the series' episode count, seasons carry their approved
 * episodes and a series its total. Counting them on each request reads every index entry of
 * the series (about 5 ms on PostgreSQL and 9 ms on PGlite for a series of 100,000 episodes),
 * which grows with the catalogue; a counter row per season makes each count a primary-key read.
 * Statement-level triggers with transition tables aggregate a bulk insert (the demo generator
 * writes thousands of episodes per statement) into one counter update per season.
 *
 * Subtitles and the video issue find the episode or clip of a `video_uuid`; without an index
 * that is a scan of every episode.
 */
const statements = [
  `create table episode_counts (
    series_id integer not null references series(id) on delete cascade,
    season_num integer not null,
    total integer not null default 0,
    approved integer not null default 0,
    primary key (series_id, season_num)
  )`,
  `insert into episode_counts (series_id, season_num, total, approved)
    select series_id, season_num, count(*), count(*) filter (where video_status = 'approved')
    from episodes group by series_id, season_num`,
  `create function episode_counts_subtract() returns trigger language plpgsql as $$
  begin
    update episode_counts c
      set total = c.total - d.total, approved = c.approved - d.approved
      from (
        select series_id, season_num, count(*) as total,
          count(*) filter (where video_status = 'approved') as approved
        from old_rows group by series_id, season_num
      ) d
      where c.series_id = d.series_id and c.season_num = d.season_num;
    return null;
  end $$`,
  `create function episode_counts_add() returns trigger language plpgsql as $$
  begin
    insert into episode_counts (series_id, season_num, total, approved)
      select series_id, season_num, count(*), count(*) filter (where video_status = 'approved')
      from new_rows group by series_id, season_num
      on conflict (series_id, season_num) do update
        set total = episode_counts.total + excluded.total,
            approved = episode_counts.approved + excluded.approved;
    return null;
  end $$`,
  `create function episode_counts_reset() returns trigger language plpgsql as $$
  begin
    delete from episode_counts;
    return null;
  end $$`,
  `create trigger episode_counts_insert after insert on episodes
    referencing new table as new_rows for each statement execute function episode_counts_add()`,
  `create trigger episode_counts_delete after delete on episodes
    referencing old table as old_rows for each statement execute function episode_counts_subtract()`,
  // An update may move episodes between seasons or change their status: take the old rows
  // out, then put the new ones in (two triggers fire in name order: _update_1, _update_2).
  `create trigger episode_counts_update_1 after update on episodes
    referencing old table as old_rows for each statement execute function episode_counts_subtract()`,
  `create trigger episode_counts_update_2 after update on episodes
    referencing new table as new_rows for each statement execute function episode_counts_add()`,
  `create trigger episode_counts_truncate after truncate on episodes
    for each statement execute function episode_counts_reset()`,
  `create index episodes_video on episodes (video_uuid)`,
  `create index clips_video on clips (video_uuid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index if exists clips_video',
    'drop index if exists episodes_video',
    'drop trigger if exists episode_counts_truncate on episodes',
    'drop trigger if exists episode_counts_update_2 on episodes',
    'drop trigger if exists episode_counts_update_1 on episodes',
    'drop trigger if exists episode_counts_delete on episodes',
    'drop trigger if exists episode_counts_insert on episodes',
    'drop function if exists episode_counts_reset',
    'drop function if exists episode_counts_add',
    'drop function if exists episode_counts_subtract',
    'drop table if exists episode_counts',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
