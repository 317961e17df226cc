import { describe, expect, it } from 'vitest';
import { ViewerCode } from '@fanverse/contract';
import { ApiError, type FanverseClient } from '../../src';
import { envelope, rejection, testClient } from '../fake-fetch';

const SERIES = '0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60';
const EPISODE = '1c6f9f8b-4d2e-4a3b-8c7f-2e3d4c5b6a71';
const BOOK = '2d7a0a9c-5e3f-4b4c-9d8a-3f4e5d6c7b82';
const THREAD = '5f1c3b2a-7d6e-4a8b-9c0d-1e2f3a4b5c6d';

/** What the server answers for a title above the viewer's limits (issue 23). */
const locked = () =>
  envelope(403, {
    code: ViewerCode.PARENTAL_LOCK,
    message: 'This title is locked by parental controls.',
    rating: 'TV-MA',
  });

/**
 * Every area's calls where a locked title can come back: fetches by id, subtitles, rights, the
 * manifest and page downloads, list and history writes, discussions (moderation included, whose
 * own 403 rule would otherwise read it as 2309).
 */
const calls: Array<[string, (c: FanverseClient) => Promise<unknown>]> = [
  ['catalogue.getSeries', (c) => c.catalogue.getSeries(7)],
  ['catalogue.getEpisode', (c) => c.catalogue.getEpisode(EPISODE)],
  ['catalogue.getEpisodeByNumber', (c) => c.catalogue.getEpisodeByNumber(7, 3)],
  ['catalogue.getEpisodes', (c) => c.catalogue.getEpisodes(7)],
  ['catalogue.getSeasons', (c) => c.catalogue.getSeasons(7)],
  ['catalogue.getClip', (c) => c.catalogue.getClip(EPISODE)],
  ['catalogue.getSubtitles', (c) => c.catalogue.getSubtitles(EPISODE)],
  ['comics.getBook', (c) => c.comics.getBook(BOOK)],
  ['comics.getSeries', (c) => c.comics.getSeries(SERIES)],
  ['comics.getSeriesBooks', (c) => c.comics.getSeriesBooks(SERIES)],
  ['comics.getRights', (c) => c.comics.getRights(BOOK)],
  ['comics.downloadPage', (c) => c.comics.downloadPage('rights-jwt')],
  ['playback.rights', (c) => c.playback.rights('episode', EPISODE)],
  ['playback.manifest', (c) => c.playback.manifest('rights-jwt')],
  ['lists.addItem', (c) => c.lists.addItem('episode', EPISODE)],
  ['lists.getList', (c) => c.lists.getList(SERIES)],
  ['activity.markVideo', (c) => c.activity.markVideo(7, 3, 'watched')],
  ['discussions.getContentBoard', (c) => c.discussions.getContentBoard('series', SERIES)],
  ['discussions.getThread', (c) => c.discussions.getThread(THREAD)],
  ['discussions.createThread', (c) => c.discussions.createThread('tidecall', { title: 'Hi', body: 'Hello' })],
  ['discussions.moderateThread', (c) => c.discussions.moderateThread(THREAD, { is_locked: true })],
  ['reviews.getRatingSummary', (c) => c.reviews.getRatingSummary('series', SERIES)],
  ['bookmarks.addBookmark', (c) => c.bookmarks.addBookmark(`/boards/tidecall/threads/${THREAD}`)],
];

describe('PARENTAL_LOCK is 1410 on every call that can answer it', () => {
  it.each(calls)('%s', async (_name, call) => {
    const { client, calls: sent } = testClient(() => locked());
    client.setSessionToken('member-token');
    const e = await rejection(call(client));
    expect(sent.length, 'the call reached the server').toBeGreaterThan(0);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(403);
    expect((e as ApiError).errors[0]?.code).toBe(1410);
    expect((e as ApiError).errors[0]?.cause).toMatchObject({ rating: 'TV-MA' });
    expect((e as ApiError).sessionExpired).toBe(false);
  });

  it('a moderation 403 without that code is still staff only (2309)', async () => {
    const { client } = testClient(() => envelope(403, { message: 'Not authorized' }));
    const e = (await rejection(client.discussions.moderateThread(THREAD, { is_locked: true }))) as ApiError;
    expect(e.errors[0]?.code).toBe(2309);
  });
});
