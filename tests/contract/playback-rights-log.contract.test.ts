import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMapping } from '@fanverse/client';
import type { VideoLogBatch } from '@fanverse/contract';
import { expectClientCheck, expectMapped, failure, probe, signUp } from './accounts-fixtures';
import { UNKNOWN_UUID } from './catalogue-fixtures';
import { startPlaybackServer, type PlaybackServer } from './playback-fixtures';

/** Rights, the playback log and the resume position: the real client against the real server. */
let s: PlaybackServer;
beforeAll(async () => {
  s = await startPlaybackServer();
});
afterAll(async () => s.app.close());

describe('rights', () => {
  it('decodes the signed token: times in milliseconds, the rights, the JWT kept', async () => {
    const before = Date.now();
    const rights = await s.client().playback.rights('episode', s.scenarios.ready.uuid);
    expect(rights).toMatchObject({
      content_type: 'episode',
      content_uuid: s.scenarios.ready.uuid,
      rights: { can_read: false, can_watch: true, hd_available: false, include_hd: false },
    });
    expect(rights.denial).toBeUndefined();
    expect(rights.iat).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(rights.iat % 1000).toBe(0);
    expect(rights.exp - rights.iat).toBe(s.config.RIGHTS_TTL_SECONDS * 1000);
    expect(rights.jwt.split('.')).toHaveLength(3);
    const walled = await s.client().playback.rights('episode', s.scenarios.premiumWall.uuid);
    expect(walled.rights.can_watch).toBe(false);
    expect(walled.denial).toBe('premium');
  });

  it('1715 and 1716: checked before sending, and the same codes from the server', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.playback.rights('episode', 'not-a-uuid'), 1715);
    await expectClientCheck(p, p.client.playback.rights('series', s.scenarios.ready.uuid), 1716);
    const raw = (path: string) => s.client().http.request({ method: 'GET', path, mapping: catalogueMapping });
    expectMapped(
      await failure(raw('/api/5/1/rights/episode/not-a-uuid')),
      { status: 400, code: 'INVALID_UUID' },
      1715,
    );
    expectMapped(
      await failure(raw(`/api/5/1/rights/series/${s.scenarios.ready.uuid}`)),
      { status: 400, code: 'INVALID_CONTENT_TYPE' },
      1716,
    );
  });

  it('1721: unknown content', async () => {
    expectMapped(
      await failure(s.client().playback.rights('clip', UNKNOWN_UUID)),
      { status: 404, code: 'RESOURCE_NOT_FOUND' },
      1721,
    );
  });
});

function batch(contentId: string, ends: number[]): VideoLogBatch {
  return {
    page_domain: 'contract.fanverse.test',
    events: ends.map((end, i) => ({
      event_type: i === 0 ? 'play' : 'progress',
      videotype: 'episode',
      content_id: contentId,
      episode: '1.1',
      session_id: crypto.randomUUID(),
      timestamp: Date.now() + i,
      start_timecode: Math.max(0, end - 15),
      end_timecode: end,
      container_type: 'series',
      container_uuid: crypto.randomUUID(),
    })),
  };
}

describe('playback log and resume position', () => {
  it('a member’s batches are stored and become their resume position; nobody else’s', async () => {
    const member = await signUp(s);
    const other = await signUp(s);
    const video = crypto.randomUUID();
    expect(await member.client.playback.position(video)).toBeNull();
    expect(await member.client.playback.log(batch(video, [15, 30, 42.5]))).toEqual({ accepted: 3 });
    expect(await member.client.playback.position(video)).toMatchObject({
      content_id: video,
      position_seconds: 42.5,
    });
    // The page-hide batch of a member goes by fetch keepalive with the session: still theirs.
    expect(await member.client.playback.log(batch(video, [50]), { beacon: true })).toEqual({ accepted: 1 });
    expect((await member.client.playback.position(video))?.position_seconds).toBe(50);
    expect(await other.client.playback.position(video)).toBeNull();
  });

  it('a visitor’s batch is stored anonymously; a visitor has no position, and asks nothing', async () => {
    const p = probe(s);
    const video = crypto.randomUUID();
    expect(await p.client.playback.log(batch(video, [10]))).toEqual({ accepted: 1 });
    const rows = await s.database.db
      .selectFrom('video_events')
      .select('user_id')
      .where('content_id', '=', video)
      .execute();
    expect(rows).toEqual([{ user_id: null }]);
    const sent = p.sent.length;
    expect(await p.client.playback.position(video)).toBeNull();
    expect(p.sent.length).toBe(sent);
  });

  it('a beacon’s text/plain body is stored like JSON', async () => {
    const video = crypto.randomUUID();
    const res = await fetch(`${s.baseUrl}/api/5/log/?trans=en`, {
      method: 'POST',
      body: JSON.stringify(batch(video, [5, 6])),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
  });

  it('an invalid batch is refused whole: 400 code 8 (client 5008), nothing stored', async () => {
    const video = crypto.randomUUID();
    const bad = batch(video, [1, 2]);
    bad.events[1]!.session_id = 'not-a-uuid';
    const e = await failure(s.client().playback.log(bad));
    expectMapped(e, { status: 400, code: 8 }, 5008);
    expect(e.errors[0]?.field).toBe('events.1.session_id');
    const rows = await s.database.db
      .selectFrom('video_events')
      .select('id')
      .where('content_id', '=', video)
      .execute();
    expect(rows).toEqual([]);
  });
});
