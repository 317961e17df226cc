import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likesSchema, type LikeContentType } from '@fanverse/contract';
import { catalogueMapping, type FanverseClient } from '@fanverse/client';
import { insertVideoFixture } from '../../apps/server/test/catalogue/video/video-fixtures';
import { expectClientCheck, expectMapped, failure, probe, signUp, type Member } from './accounts-fixtures';
import { startActivityServer, type ActivityContractServer } from './activity-fixtures';

/**
 * Likes of the real server through the real client (`client.activity.likes`, `like`, `unlike`):
 * the spec's paths, replies parsed by the contract, counts exact (also under concurrency), the
 * caller's own `liked`, and every failure ending as its spec code (7900, 1715, 1721, 1003).
 */
let s: ActivityContractServer;
let member: Member;
let targets: Record<LikeContentType, string>;

beforeAll(async () => {
  s = await startActivityServer();
  const video = await insertVideoFixture(s.database.db);
  targets = {
    series: s.show.uuid,
    episode: s.show.episodes[0]!.uuid,
    clip: video.clips.trailer.uuid,
    comicseries: s.comics.series.uuid,
    book: s.comics.books[0]!.uuid,
  };
  member = await signUp(s);
});
afterAll(async () => s.app.close());

describe('likes', () => {
  it('every content type: like, read back, unlike; repeats change nothing', async () => {
    for (const [type, uuid] of Object.entries(targets) as [LikeContentType, string][]) {
      const a = member.client.activity;
      expect(await a.likes(type, uuid)).toEqual({ content_type: type, likes: 0, uuid, liked: false });
      expect(await a.like(type, uuid)).toEqual({ content_type: type, likes: 1, uuid, liked: true });
      expect(await a.like(type, uuid), `${type} liked twice`).toMatchObject({ likes: 1, liked: true });
      expect(await a.likes(type, uuid)).toMatchObject({ likes: 1, liked: true });
      expect(await a.unlike(type, uuid)).toMatchObject({ likes: 0, liked: false });
      expect(await a.unlike(type, uuid), `${type} unliked twice`).toMatchObject({ likes: 0, liked: false });
    }
    expect(member.sent.filter((line) => line.includes('/like'))).toContain(
      `POST /api/5/user/like/series/${targets.series}/`,
    );
  });

  it('anyone reads the count; `liked` is the caller’s own; a visitor’s is false', async () => {
    const other = await signUp(s);
    await member.client.activity.like('book', targets.book);
    await other.client.activity.like('book', targets.book);
    await other.client.activity.unlike('book', targets.book);
    expect(await other.client.activity.likes('book', targets.book)).toMatchObject({ likes: 1, liked: false });
    expect(await member.client.activity.likes('book', targets.book)).toMatchObject({ likes: 1, liked: true });
    expect(await s.client().activity.likes('book', targets.book)).toMatchObject({ likes: 1, liked: false });
    await member.client.activity.unlike('book', targets.book);
  });

  it('counts stay exact when members like and unlike at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => signUp(s)));
    const uuid = targets.comicseries;
    // Each member likes twice at once: the repeats must not count.
    await Promise.all(
      members.flatMap((m) => [
        m.client.activity.like('comicseries', uuid),
        m.client.activity.like('comicseries', uuid),
      ]),
    );
    expect((await s.client().activity.likes('comicseries', uuid)).likes).toBe(8);
    await Promise.all(members.slice(0, 5).map((m) => m.client.activity.unlike('comicseries', uuid)));
    expect((await s.client().activity.likes('comicseries', uuid)).likes).toBe(3);
  });

  it('replies are private to the caller', async () => {
    const res = await fetch(`${s.baseUrl}/api/5/user/likes/series/${targets.series}/`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(likesSchema.safeParse(await res.json()).success).toBe(true);
  });
});

describe('likes failures', () => {
  it('client checks: a bad type 7900, a bad uuid 1715, nothing sent', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.activity.likes('movie' as LikeContentType, targets.series), 7900);
    await expectClientCheck(p, p.client.activity.like('series', 'not-a-uuid'), 1715);
    await expectClientCheck(
      p,
      p.client.activity.unlike('collection' as LikeContentType, targets.series),
      7900,
    );
  });

  it('the server’s answers to the same input end as the same codes', async () => {
    const request = (client: FanverseClient, path: string) =>
      client.http.request({ method: 'GET', path, schema: likesSchema, mapping: catalogueMapping });
    expectMapped(
      await failure(request(s.client(), `/api/5/user/likes/movie/${targets.series}/`)),
      { status: 400, code: 7900 },
      7900,
    );
    const badUuid = await failure(request(s.client(), '/api/5/user/likes/series/not-a-uuid/'));
    expect(badUuid.status).toBe(400);
    expect(badUuid.errors[0]?.code).toBe(1715);
  });

  it('unknown content is 404 → 1721; liking without a session is 1003', async () => {
    const missing = await failure(member.client.activity.like('episode', crypto.randomUUID()));
    expectMapped(missing, { status: 404, code: 'RESOURCE_NOT_FOUND' }, 1721);
    const visitor = await failure(s.client().activity.like('series', targets.series));
    expect(visitor.status).toBe(401);
    expect(visitor.errors[0]?.code).toBe(1003);
    expect(visitor.sessionExpired).toBe(true);
  });
});
