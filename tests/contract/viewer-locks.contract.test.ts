import { describe, expect, it } from 'vitest';
import { ViewerCode } from '@fanverse/contract';
import type { FanverseClient } from '@fanverse/client';
import { insertComicFixtures } from '../../apps/server/test/comics/comic-fixtures';
import { insertVideoFixture, type VideoFixture } from '../../apps/server/test/catalogue/video/video-fixtures';
import { expectMapped, failure, signUp } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { PIN, limitedMember, withViewerServer } from './viewer-fixtures';

/**
 * Parental limits seen through the real client (issue 23): a title above them fetched by id
 * answers 403 PARENTAL_LOCK, which the client reads as 1410 (the pages then show the pin prompt);
 * the unlock a correct pin answers travels as X-Viewer-Unlock on the client's every call and opens
 * them, for that session and those controls only.
 */
let s: ContractServer;
let video: VideoFixture;
let matureBook: string;
let teenBook: string;

/** A TV-MA series (the Night Ferry) and a TV-PG one (Copper Lanterns); Mature and Teen books. */
async function rateContent(server: ContractServer) {
  const db = server.database.db;
  video = await insertVideoFixture(db);
  const rate = async (seriesId: number, rating: string) => {
    await db.updateTable('series').set({ tv_rating: rating }).where('id', '=', seriesId).execute();
    await db.updateTable('episodes').set({ tv_rating: rating }).where('series_id', '=', seriesId).execute();
  };
  await rate(video.ferry.id, 'TV-MA');
  await rate(video.lanterns.id, 'TV-PG');
  const comics = await insertComicFixtures(db, { books: [{}, {}] });
  const [mature, teen] = comics.books;
  await db
    .updateTable('comic_series')
    .set({ age_rating: 'Teen' })
    .where('id', '=', comics.series.id)
    .execute();
  await db.updateTable('comic_books').set({ age_rating: 'Mature' }).where('id', '=', mature!.id).execute();
  await db.updateTable('comic_books').set({ age_rating: 'Teen' }).where('id', '=', teen!.id).execute();
  matureBook = mature!.uuid;
  teenBook = teen!.uuid;
}
withViewerServer((server) => (s = server), rateContent);

const LIMITS = { tv_rating: 'TV-PG', age_rating: 'Teen', country: 'US', pin: PIN };
const tvMaEpisode = () => video.ferry.episodes[0]!.uuid;
const tvPgEpisode = () => video.lanterns.episodeUuids[0]!;

/** Asserts the call fails as a locked title: 403 PARENTAL_LOCK → 1410, with the title's rating. */
async function expectLocked(call: Promise<unknown>, rating: string) {
  const e = await failure(call);
  expectMapped(e, { status: 403, code: ViewerCode.PARENTAL_LOCK }, 1410);
  expect(e.errors[0]?.cause).toMatchObject({ rating });
  expect(e.errors[0]?.message).toBe('This title is locked by parental controls');
}

/** The calls that fetch the locked titles by id, with the rating each lock names. */
const lockedCalls: Array<[(c: FanverseClient) => Promise<unknown>, string]> = [
  [(c) => c.catalogue.getEpisode(tvMaEpisode()), 'TV-MA'],
  [(c) => c.catalogue.getSeries(video.ferry.id), 'TV-MA'],
  [(c) => c.catalogue.getEpisodeByNumber(video.ferry.id, 1), 'TV-MA'],
  [(c) => c.comics.getBook(matureBook), 'Mature'],
];

describe('a title above the limits, fetched by id: 1410', () => {
  it('a visitor and a member without limits fetch every title', async () => {
    const visitor = s.client();
    const free = await signUp(s);
    for (const c of [visitor, free.client]) {
      expect((await c.catalogue.getEpisode(tvMaEpisode())).uuid).toBe(tvMaEpisode());
      expect((await c.comics.getBook(matureBook)).uuid).toBe(matureBook);
    }
  });

  it('with TV-PG / Teen limits: TV-MA video and Mature books are 1410; titles within the limits open', async () => {
    const m = await limitedMember(s, LIMITS);
    for (const [call, rating] of lockedCalls) await expectLocked(call(m.client), rating);
    expect((await m.client.catalogue.getEpisode(tvPgEpisode())).uuid).toBe(tvPgEpisode());
    expect((await m.client.comics.getBook(teenBook)).uuid).toBe(teenBook);
  });
});

describe('the pin entered: the unlock travels on every call', () => {
  it('opens the locked titles until the client drops it', async () => {
    const m = await limitedMember(s, LIMITS);
    await expectLocked(m.client.catalogue.getEpisode(tvMaEpisode()), 'TV-MA');
    await m.client.viewer.unlock(PIN);
    for (const [call] of lockedCalls) await expect(call(m.client)).resolves.toBeDefined();
    m.client.viewer.clearUnlock();
    await expectLocked(m.client.catalogue.getEpisode(tvMaEpisode()), 'TV-MA');
  });

  it("is the session's own: another member's session holding it stays locked", async () => {
    const parent = await limitedMember(s, LIMITS);
    const unlock = await parent.client.viewer.unlock(PIN);
    const other = await limitedMember(s, LIMITS);
    other.client.viewer.restoreUnlock(unlock);
    expect(other.client.viewer.getUnlock()).toEqual(unlock);
    await expectLocked(other.client.catalogue.getEpisode(tvMaEpisode()), 'TV-MA');
  });

  it('kept across a reload (restored into a new client of the same session), it still opens', async () => {
    const m = await limitedMember(s, LIMITS);
    const unlock = await m.client.viewer.unlock(PIN);
    const reloaded = s.client();
    reloaded.setSessionToken(m.token);
    reloaded.viewer.restoreUnlock(unlock);
    expect((await reloaded.catalogue.getEpisode(tvMaEpisode())).uuid).toBe(tvMaEpisode());
  });

  it('changing the controls ends it: the client drops it, and the server refuses it if sent again', async () => {
    const m = await limitedMember(s, LIMITS);
    const unlock = await m.client.viewer.unlock(PIN);
    await m.client.viewer.setPin({ ...LIMITS, password: m.password });
    expect(m.client.viewer.getUnlock()).toBeNull();
    m.client.viewer.restoreUnlock(unlock);
    await expectLocked(m.client.catalogue.getEpisode(tvMaEpisode()), 'TV-MA');
  });
});
