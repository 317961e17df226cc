import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { EPISODE_COMPLETION_SHARE, METRIC } from './insights-metrics';
import { addBatch, m, utcDay } from './rollup-sql';

/**
 * Rolls up video_events rows `lo` < id ≤ `hi` (the player's log), by the UTC day of `client_ts`.
 * Only episodes count toward the episode metrics (clips are trailers and extras), and only
 * episodes the catalogue has (the log takes any uuid):
 * - plays: playback sessions with a `play` event, per episode per day;
 * - viewers: distinct people who played it (a member, else the anonymous playback session);
 * - minutes watched: the stretches `progress` events report (end − start);
 * - completions: playback sessions that reached 90 % of the episode (a `progress` ending there,
 *   or `complete`), per episode per day; the length is the prepared video's, else the episode's;
 * - active members: distinct members with any event (clips too).
 * The batch is first grouped per day, episode, playback session and member.
 */
export async function rollUpVideo(db: Kysely<Database>, lo: string, hi: string): Promise<void> {
  const length = sql`coalesce(nullif(vm.duration_seconds, 0), nullif(ep.duration, 0))`;
  const completed = sql`ep.id is not null and (v.event_type = 'complete' or (v.event_type = 'progress'
    and ${length} > 0 and v.end_timecode >= ${sql.lit(EPISODE_COMPLETION_SHARE)} * ${length}))`;
  await addBatch(db, {
    with: sql`batch as materialized (
      select ${utcDay(sql`v.client_ts`)} as day, ep.uuid::text as episode, v.session_id::text as session,
        v.user_id::text as member,
        bool_or(v.event_type = 'play') as played,
        bool_or(${completed}) as completed,
        coalesce(sum(greatest(v.end_timecode - v.start_timecode, 0)::float8)
          filter (where v.event_type = 'progress'), 0) / 60 as minutes
      from video_events as v
      left join episodes as ep on v.videotype = 'episode' and ep.uuid = v.content_id
      left join video_media as vm on vm.video_uuid = ep.video_uuid
      where v.id > ${lo} and v.id <= ${hi}
      group by 1, 2, 3, 4
    )`,
    distinct: sql`select b.day, x.metric, x.key, x.subject from batch as b
      cross join lateral (values
        (${m(METRIC.ACTIVE_MEMBERS)}, '', b.member),
        (${m(METRIC.EPISODE_PLAYS)}, b.episode, case when b.played then b.session end),
        (${m(METRIC.EPISODE_VIEWERS)}, b.episode,
          case when b.played then coalesce('m:' || b.member, 's:' || b.session) end),
        (${m(METRIC.EPISODE_COMPLETIONS)}, b.episode, case when b.completed then b.session end)
      ) as x (metric, key, subject)`,
    totals: { [METRIC.EPISODE_PLAYS]: METRIC.PLAYS },
    sums: sql`select b.day, x.metric, x.key, b.minutes as value from batch as b
      cross join lateral (values (${m(METRIC.EPISODE_MINUTES)}, b.episode), (${m(METRIC.MINUTES_WATCHED)}, '')) as x (metric, key)
      where b.episode is not null and b.minutes > 0`,
  });
}
