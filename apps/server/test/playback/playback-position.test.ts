import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { VideoLogEvent } from '@fanverse/contract';
import { insertShow, logVideo, videoEvent } from '../activity/activity-fixtures';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from './playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
});
afterAll(async () => t.app.close());

const positionUrl = (uuid: string) => `/api/5/2/user/playback/${uuid}/position`;

async function log(contentId: string, endTimecodes: number[], headers: Record<string, string> = {}) {
  const events: VideoLogEvent[] = endTimecodes.map((end, i) => ({
    event_type: 'progress',
    videotype: 'episode',
    content_id: contentId,
    session_id: crypto.randomUUID(),
    timestamp: Date.now() + i,
    start_timecode: Math.max(0, end - 15),
    end_timecode: end,
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/5/log/',
    payload: { events, page_domain: 'watch.fanverse.test' },
    headers,
  });
  expect(res.statusCode).toBe(202);
}

describe('GET /api/5/2/user/playback/{content_uuid}/position', () => {
  it('answers the end timecode of the member’s latest event for the video', async () => {
    const m = await t.member();
    const video = crypto.randomUUID();
    await log(video, [15, 30], m.headers);
    await log(video, [45, 61.5], m.headers);
    const res = await t.get(positionUrl(video), m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ content_id: video, position_seconds: 61.5 });
    expect(Math.abs(Date.parse(body.updated_at) - Date.now())).toBeLessThan(60_000);
    // A seek back is the latest event too: resuming follows the viewer, not the furthest point.
    await log(video, [5], m.headers);
    expect((await t.get(positionUrl(video), m.headers)).json().position_seconds).toBe(5);
  });

  it('another member’s events never leak, and anonymous events count for nobody', async () => {
    const a = await t.member();
    const b = await t.member();
    const video = crypto.randomUUID();
    await log(video, [100], a.headers);
    await log(video, [7], b.headers);
    await log(video, [999]);
    expect((await t.get(positionUrl(video), a.headers)).json().position_seconds).toBe(100);
    expect((await t.get(positionUrl(video), b.headers)).json().position_seconds).toBe(7);
    const c = await t.member();
    const none = await t.get(positionUrl(video), c.headers);
    expect(none.statusCode).toBe(404);
    expect(firstError(none).code).toBe('RESOURCE_NOT_FOUND');
  });

  it('never watched: 404 RESOURCE_NOT_FOUND (client 1721)', async () => {
    const m = await t.member();
    const res = await t.get(positionUrl(crypto.randomUUID()), m.headers);
    expect(res.statusCode).toBe(404);
    expect(firstError(res).code).toBe('RESOURCE_NOT_FOUND');
  });

  it('needs a session: 401 UNAUTHENTICATED without one', async () => {
    const res = await t.get(positionUrl(crypto.randomUUID()));
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    const stale = await t.get(positionUrl(crypto.randomUUID()), { authorization: 'Token not-a-session' });
    expect(stale.statusCode).toBe(401);
  });

  it('a malformed uuid: 400 INVALID_UUID', async () => {
    const m = await t.member();
    const res = await t.get(positionUrl('not-a-uuid'), m.headers);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 'INVALID_UUID', field: 'content_uuid' });
  });

  it('the query is served by the partial index video_events_resume', async () => {
    // The repository's query. With sequential scans off the planner takes an index whenever one
    // can serve it; the partial index (where user_id is not null) only can if `user_id = $1` is
    // seen to imply its predicate.
    const m = await t.member();
    const plan = await t.database.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      try {
        return await sql<{ 'QUERY PLAN': string }>`explain select end_timecode, received_at from video_events
          where user_id = ${m.id} and content_id = ${crypto.randomUUID()} order by id desc limit 1`.execute(
          db,
        );
      } finally {
        await sql`set enable_seqscan = on`.execute(db);
      }
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('video_events_resume');
  });
});

describe('resuming an episode from the activity model', () => {
  it('answers the model’s resume point, by the episode’s uuid or its video’s', async () => {
    const m = await t.member();
    const show = await insertShow(t.database.db, { seasons: [[300]] });
    const episode = show.episodes[0]!;
    await logVideo(t.app, m.headers, [videoEvent(episode.uuid, 40), videoEvent(episode.uuid, 75.5)]);
    const byEpisode = await t.get(positionUrl(episode.uuid), m.headers);
    expect(byEpisode.statusCode, byEpisode.body).toBe(200);
    expect(byEpisode.json()).toMatchObject({ content_id: episode.uuid, position_seconds: 75.5 });
    const item = await t.database.db
      .selectFrom('activity_items')
      .select('last_at')
      .where('user_id', '=', m.id)
      .where('item_uuid', '=', episode.uuid)
      .executeTakeFirstOrThrow();
    expect(byEpisode.json().updated_at).toBe(item.last_at.toISOString());
    // The log holds no event under the video's uuid: only the model can answer it.
    const byVideo = await t.get(positionUrl(episode.video_uuid.toUpperCase()), m.headers);
    expect(byVideo.statusCode, byVideo.body).toBe(200);
    expect(byVideo.json()).toMatchObject({ content_id: episode.video_uuid, position_seconds: 75.5 });
    // Another member has no position there.
    expect((await t.get(positionUrl(episode.video_uuid), (await t.member()).headers)).statusCode).toBe(404);
  });

  it('follows the history: a mark moves the resume point, clearing the item keeps it', async () => {
    const m = await t.member();
    const show = await insertShow(t.database.db, { seasons: [[300]] });
    const episode = show.episodes[0]!;
    await logVideo(t.app, m.headers, [videoEvent(episode.uuid, 120)]);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/5/1/user/history/video/${show.id}.1/watched`,
      headers: m.headers,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await t.get(positionUrl(episode.uuid), m.headers)).json().position_seconds).toBe(300);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/5/user/history/episode/${episode.uuid}`,
      headers: m.headers,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await t.get(positionUrl(episode.video_uuid), m.headers)).json().position_seconds).toBe(300);
  });
});
