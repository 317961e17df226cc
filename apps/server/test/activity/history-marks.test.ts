import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericCode, videoHistoryItemSchema, videoHistoryListSchema } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import { insertShow, watchEpisode, type Show } from './activity-fixtures';
import { VIDEO_HISTORY, activityRequests, failure, markUrl } from './activity-requests';

/*
 * POST /api/5/1/user/history/video/{series}.{episode}/{command}: a mark is one row of the video
 * log, and the log's trigger turns it into watched / unwatched like any other event.
 */
let t: TestApp;
let r: ReturnType<typeof activityRequests>;
let show: Show;
beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  r = activityRequests(t);
  // Two seasons: 1-2 in the first, 3-4 in the second; episode 4 is 250 s long.
  show = await insertShow(t.database.db, {
    seasons: [
      [100, 100],
      [100, 250],
    ],
  });
});
afterAll(async () => t.app.close());

type Member = Awaited<ReturnType<typeof createTestUser>>;
const member = () => createTestUser(t);
const watch = (m: Member, number: number, end: number, overrides = {}) =>
  watchEpisode(t.app, m.headers, show.episodes[number - 1]!.uuid, end, overrides);

async function mark(m: Member, number: number, command: 'watched' | 'unwatched') {
  const res = await r.post(markUrl(`${show.id}.${number}`, command), m.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return videoHistoryItemSchema.parse(res.json());
}
async function watchedOf(m: Member, number: number) {
  const res = await r.get(`${VIDEO_HISTORY}?series_id=${show.id}&episode_number=${number}`, m.headers);
  return videoHistoryListSchema.parse(res.json()).history[0]?.is_watched;
}
/** The member's log rows, oldest first. */
const logRows = (m: Member) =>
  t.database.db
    .selectFrom('video_events')
    .select(['event_type', 'content_id', 'end_timecode', 'page_domain', 'videotype'])
    .where('user_id', '=', m.id)
    .orderBy('id')
    .execute();

describe('marking an episode', () => {
  it('watched: one log row, and the episode enters the history watched', async () => {
    const m = await member();
    const item = await mark(m, 4, 'watched');
    expect(item).toMatchObject({
      uuid: show.episodes[3]!.uuid,
      series_id: show.id,
      number: 4,
      season_num: 2,
      is_watched: true,
      // The mark ends at the episode's length: the resume point is its end.
      slider: 250,
      next_episode_number: null,
    });
    expect(await logRows(m)).toEqual([
      {
        event_type: 'mark_watched',
        content_id: show.episodes[3]!.uuid,
        end_timecode: 250,
        page_domain: 'history',
        videotype: 'episode',
      },
    ]);
    expect(await watchedOf(m, 4)).toBe(true);
  });

  it('unwatched undoes a watch until the episode is finished again', async () => {
    const m = await member();
    await watch(m, 2, 95);
    expect(await watchedOf(m, 2)).toBe(true);
    const item = await mark(m, 2, 'unwatched');
    expect(item).toMatchObject({ is_watched: false, slider: 0, next_episode_number: 3 });
    // Watching some of it again is not finishing it.
    await watch(m, 2, 50);
    expect(await watchedOf(m, 2)).toBe(false);
    await watch(m, 2, 91);
    expect(await watchedOf(m, 2)).toBe(true);
    // And a mark is undone the same way, and comes back with `complete`.
    await mark(m, 2, 'unwatched');
    await mark(m, 2, 'watched');
    expect(await watchedOf(m, 2)).toBe(true);
    await mark(m, 2, 'unwatched');
    await watch(m, 2, 5, { event_type: 'complete' });
    expect(await watchedOf(m, 2)).toBe(true);
    expect((await logRows(m)).map((row) => row.event_type)).toEqual([
      'progress',
      'mark_unwatched',
      'progress',
      'progress',
      'mark_unwatched',
      'mark_watched',
      'mark_unwatched',
      'complete',
    ]);
  });

  it('marks only the caller’s own history', async () => {
    const a = await member();
    const b = await member();
    await mark(a, 1, 'watched');
    expect(await watchedOf(b, 1)).toBeUndefined();
    await watch(b, 1, 10);
    expect(await watchedOf(b, 1)).toBe(false);
    expect(await watchedOf(a, 1)).toBe(true);
  });

  it('answers titles in the language asked for (?trans=)', async () => {
    const m = await member();
    await t.database.db
      .updateTable('series')
      .set({ translations: JSON.stringify({ es: { title: 'La serie' } }) })
      .where('id', '=', show.id)
      .execute();
    const res = await r.post(`${markUrl(`${show.id}.1`, 'watched')}?trans=es`, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(videoHistoryItemSchema.parse(res.json()).title).toBe('La serie');
  });
});

describe('marking: codes', () => {
  it('a part left out is 6000 naming it; a wrong part 6001; nothing is logged', async () => {
    const m = await member();
    const cases: [string, string, number, string][] = [
      ['.3', 'watched', 6000, 'series_id'],
      ['12.', 'watched', 6000, 'episode_number'],
      ['12', 'watched', 6000, 'episode_number'],
      ['', 'watched', 6000, 'series_id'],
      ['12.3', '', 6000, 'command'],
      ['12.3', 'rewatch', 6001, 'command'],
      ['12.3', 'WATCHED', 6001, 'command'],
      ['x.3', 'watched', 6001, 'series_id'],
      ['12.y', 'watched', 6001, 'episode_number'],
      ['-1.3', 'watched', 6001, 'series_id'],
      ['1.2.3', 'watched', 6001, 'episode_number'],
      ['1234567890.1', 'watched', 6001, 'series_id'],
    ];
    for (const [key, command, code, field] of cases) {
      const e = failure(await r.post(markUrl(key, command), m.headers), 400);
      expect(e, `${key}/${command}`).toMatchObject({ code, field });
    }
    expect(await logRows(m)).toEqual([]);
  });

  it('the spec’s three shapes reach the call, never a generic 404', async () => {
    const m = await member();
    for (const url of [
      '/api/5/1/user/history/video/.3/watched',
      '/api/5/1/user/history/video/12./watched',
      '/api/5/1/user/history/video/12.3/',
    ]) {
      expect(failure(await r.post(url, m.headers), 400).code, url).toBe(6000);
    }
  });

  it('an unknown series or episode: 404 RESOURCE_NOT_FOUND, nothing logged', async () => {
    const m = await member();
    for (const key of ['999999999.1', `${show.id}.99`, `${show.id}.0`]) {
      expect(failure(await r.post(markUrl(key, 'watched'), m.headers), 404).code, key).toBe(
        'RESOURCE_NOT_FOUND',
      );
    }
    expect(await logRows(m)).toEqual([]);
  });

  it('a bad ?trans= is 400 code 8; a visitor 401, nothing logged', async () => {
    const m = await member();
    const e = failure(
      await r.post(`${markUrl(`${show.id}.1`, 'watched')}?trans=${'x'.repeat(20)}`, m.headers),
      400,
    );
    expect(e.code).toBe(GenericCode.INVALID_PARAMETER);
    const before = await t.database.db
      .selectFrom('video_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(failure(await r.post(markUrl(`${show.id}.1`, 'watched')), 401).code).toBe('UNAUTHENTICATED');
    expect(
      failure(await r.post(markUrl(`${show.id}.1`, 'watched'), { authorization: 'Token nope' }), 401).code,
    ).toBe('UNAUTHENTICATED');
    const after = await t.database.db
      .selectFrom('video_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await logRows(m)).toEqual([]);
  });
});
