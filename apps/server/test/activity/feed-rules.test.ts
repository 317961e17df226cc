import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlaybackTestApp, PREMIUM_MONTHLY, type PlaybackTestApp } from '../playback/playback-test-app';
import {
  comicEvent,
  insertCollection,
  insertComicFixtures,
  insertShow,
  logComic,
  logVideo,
  readBook,
  videoEvent,
  watchEpisode,
  type Show,
} from './activity-fixtures';
import { getFeed, summary } from './activity-requests';

/**
 * The consume-next rules (docs/activity.md "Next item"), through the real log routes (the
 * triggers) and the real feed route: what each member's feed shows after what they watched and read.
 */
let t: PlaybackTestApp;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
});
afterAll(async () => t.app.close());

const member = () => t.member();
const only = async (headers: Record<string, string>) => {
  const { items } = await getFeed(t, headers);
  expect(items).toHaveLength(1);
  return items[0]!;
};

describe('series: the current episode or the next one', () => {
  let show: Show;
  let m: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    // Season 1: episodes 1-2, season 2: episodes 3-4; episode 2's credits start at 70 s.
    show = await insertShow(t.database.db, { credits: { 2: 70 } });
    m = await member();
  });
  const ep = (n: number) => show.episodes[n - 1]!;

  it('mid-episode: in_progress at the position, with everything a tile needs', async () => {
    await logVideo(t.app, m.headers, [videoEvent(ep(1).uuid, 20), videoEvent(ep(1).uuid, 40)]);
    const { res, items } = await getFeed(t, m.headers);
    expect(res.headers['x-has-more']).toBe('false');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toMatchObject({
      container_type: 'series',
      container_uuid: show.uuid,
      container_asset_url: `/series/${show.id}/${show.slug}`,
      container_asset_key: show.slug,
      item_type: 'Episode',
      status: 'in_progress',
      content_id: ep(1).uuid,
      timestamp: 40,
      progress: 0.4,
      duration: 100,
      num_pages: null,
      page_index: null,
      panel_index: null,
      number: 1,
      title: 'Episode 1',
      url: `/watch/episode/${ep(1).uuid}?t=40`,
    });
    expect(item.container_title).toMatch(/^Activity Show /);
    expect(item.thumbnail).toMatch(/^\/art\/episode\/.+\/thumb\.jpg$/);
    expect(Date.parse(item.last_consumed)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('past WATCHED_FRACTION of the episode: the next episode, up_next from the start', async () => {
    await watchEpisode(t.app, m.headers, ep(1).uuid, 90);
    expect(await only(m.headers)).toMatchObject({
      status: 'up_next',
      content_id: ep(2).uuid,
      timestamp: 0,
      progress: 0,
      number: 2,
      url: `/watch/episode/${ep(2).uuid}`,
    });
  });

  it('the next episode the member already started keeps their position (still up_next)', async () => {
    await watchEpisode(t.app, m.headers, ep(2).uuid, 30);
    expect(await only(m.headers)).toMatchObject({
      status: 'in_progress',
      content_id: ep(2).uuid,
      timestamp: 30,
    });
    // Back to episode 1 and through it again: episode 2 is next, at the member's 30 s.
    await watchEpisode(t.app, m.headers, ep(1).uuid, 95);
    expect(await only(m.headers)).toMatchObject({
      status: 'up_next',
      content_id: ep(2).uuid,
      timestamp: 30,
      progress: 0,
      url: `/watch/episode/${ep(2).uuid}?t=30`,
    });
  });

  it("the start of the credits finishes an episode; the end of a season moves on to the next season's first", async () => {
    await watchEpisode(t.app, m.headers, ep(2).uuid, 72);
    expect(await only(m.headers)).toMatchObject({ status: 'up_next', content_id: ep(3).uuid, number: 3 });
    expect(ep(3).season_num).toBe(2);
  });

  it("`complete` finishes; the series' last episode finished: the series leaves the feed", async () => {
    await watchEpisode(t.app, m.headers, ep(4).uuid, 10);
    expect(await only(m.headers)).toMatchObject({ status: 'in_progress', content_id: ep(4).uuid });
    await watchEpisode(t.app, m.headers, ep(4).uuid, 12, { event_type: 'complete' });
    expect((await getFeed(t, m.headers)).items).toEqual([]);
  });

  it('an episode added after the last brings the series back by itself', async () => {
    const season = await t.database.db
      .selectFrom('seasons')
      .select('id')
      .where('series_id', '=', show.id)
      .where('season_number', '=', 2)
      .executeTakeFirstOrThrow();
    const added = await t.database.db
      .insertInto('episodes')
      .values({
        uuid: crypto.randomUUID(),
        guid: `feed-added-${show.uuid}`,
        series_id: show.id,
        season_id: season.id,
        season_num: 2,
        season_position: 3,
        number: 5,
        asset_key: `feed-added-${show.id}`,
        title: 'Episode 5',
        duration: 100,
        video_uuid: crypto.randomUUID(),
        wall_type: null,
        wall_expires: null,
        wall_restriction: null,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    expect(await only(m.headers)).toMatchObject({ status: 'up_next', content_id: added.uuid, number: 5 });
  });

  it('a current episode removed from the catalogue takes its container out', async () => {
    const other = await insertShow(t.database.db);
    const n = await member();
    await watchEpisode(t.app, n.headers, other.episodes[0]!.uuid, 30);
    expect(await only(n.headers)).toMatchObject({ content_id: other.episodes[0]!.uuid });
    await t.database.db.deleteFrom('episodes').where('uuid', '=', other.episodes[0]!.uuid).execute();
    expect((await getFeed(t, n.headers)).items).toEqual([]);
  });
});

describe('comic series: the current book or the next of its type', () => {
  it('a page mid-book is in_progress at that page; the last page is read and the next issue is up next', async () => {
    const comics = await insertComicFixtures(t.database.db, {
      books: [
        { issue_number: 1, sort_index: 1, pages: 10 },
        { issue_number: 2, sort_index: 2, pages: 10 },
        { book_type: 'annual', issue_number: null, sort_index: 3, pages: 4 },
      ],
    });
    const [one, two] = comics.books;
    const m = await member();
    await logComic(t.app, m.headers, [
      comicEvent(one!.uuid, 1),
      comicEvent(one!.uuid, 2, { panel_index: 1 }),
    ]);
    expect(await only(m.headers)).toMatchObject({
      container_type: 'comicseries',
      container_uuid: comics.series.uuid,
      container_asset_url: `/comics/series/${comics.series.uuid}/${comics.series.slug}`,
      item_type: 'Book',
      status: 'in_progress',
      content_id: one!.uuid,
      page_index: 2,
      panel_index: 1,
      timestamp: 0,
      progress: 0.3,
      num_pages: 10,
      duration: null,
      number: 1,
      url: `/comics/read/${one!.uuid}?page=2&panel=1`,
    });
    expect((await only(m.headers)).thumbnail).toMatch(/^\/art\/book\/.+\/thumb\.jpg$/);

    // A page read whole: no panel in the item, none in the link (a panel would open guided view).
    await logComic(t.app, m.headers, [comicEvent(one!.uuid, 3)]);
    expect(await only(m.headers)).toMatchObject({
      page_index: 3,
      panel_index: null,
      url: `/comics/read/${one!.uuid}?page=3`,
    });

    await readBook(t.app, m.headers, one!.uuid, 9);
    expect(await only(m.headers)).toMatchObject({
      status: 'up_next',
      content_id: two!.uuid,
      page_index: 0,
      panel_index: null,
      progress: 0,
      url: `/comics/read/${two!.uuid}`,
    });

    // The last issue read: the annual is another type, so nothing follows.
    await readBook(t.app, m.headers, two!.uuid, 3, { event_type: 'complete' });
    expect((await getFeed(t, m.headers)).items).toEqual([]);
  });
});

describe('collections: the next entry that is an episode or a book', () => {
  it('follows the collection across kinds, beside the items own series', async () => {
    const show = await insertShow(t.database.db, { seasons: [[100, 100, 100]] });
    const comics = await insertComicFixtures(t.database.db, { books: [{ pages: 5 }] });
    const book = comics.books[0]!;
    const collection = await insertCollection(t.database.db, [
      { type: 'Episode', uuid: show.episodes[2]!.uuid },
      { type: 'Series', uuid: show.uuid },
      { type: 'Episode', uuid: crypto.randomUUID() }, // gone from the catalogue: skipped
      { type: 'Book', uuid: book.uuid },
      { type: 'Episode', uuid: show.episodes[0]!.uuid },
    ]);
    const m = await member();
    const inCollection = { container_type: 'collection' as const, container_uuid: collection.uuid };
    await watchEpisode(t.app, m.headers, show.episodes[2]!.uuid, 50, inCollection);
    const first = await getFeed(t, m.headers);
    expect(first.items.map((i) => [i.container_type, i.content_id, i.status])).toEqual([
      ['collection', show.episodes[2]!.uuid, 'in_progress'],
      ['series', show.episodes[2]!.uuid, 'in_progress'],
    ]);
    expect(first.items[0]).toMatchObject({
      container_asset_url: `/collections/${collection.slug}`,
      container_asset_key: collection.slug,
    });

    await watchEpisode(t.app, m.headers, show.episodes[2]!.uuid, 100, inCollection);
    const afterEpisode = (await getFeed(t, m.headers)).items;
    // The show's last episode is done; the collection's next entry is the book.
    expect(afterEpisode.map((i) => [i.container_type, i.content_id, i.status, i.item_type])).toEqual([
      ['collection', book.uuid, 'up_next', 'Book'],
    ]);

    // A book's time is its view date (ms), an episode's its arrival (µs): the view date is set a
    // millisecond on, so it cannot sort before the episode that came just before it...
    await readBook(t.app, m.headers, book.uuid, 4, {
      container_type: 'collection',
      container_uuid: collection.uuid,
      view_date: Date.now() + 1,
    });
    const afterBook = (await getFeed(t, m.headers)).items;
    expect(afterBook.map((i) => [i.container_type, i.content_id, i.status])).toEqual([
      ['collection', show.episodes[0]!.uuid, 'up_next'],
    ]);

    // ...and the next episode arrives after that millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await watchEpisode(t.app, m.headers, show.episodes[0]!.uuid, 99, inCollection);
    // The collection's last entry is done; episode 1's series offers episode 2.
    expect(summary((await getFeed(t, m.headers)).items)).toEqual([
      `${show.uuid} ${show.episodes[1]!.uuid} up_next`,
    ]);
  });
});

describe('order, members and what a member may see', () => {
  it('newest first; consuming a container again moves it to the front', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertShow(t.database.db)));
    const m = await member();
    for (const show of [a!, b!, c!]) await watchEpisode(t.app, m.headers, show.episodes[0]!.uuid, 10);
    const ids = async () => (await getFeed(t, m.headers)).items.map((i) => i.container_uuid);
    expect(await ids()).toEqual([c!.uuid, b!.uuid, a!.uuid]);
    await watchEpisode(t.app, m.headers, a!.episodes[0]!.uuid, 95);
    expect(await ids()).toEqual([a!.uuid, c!.uuid, b!.uuid]);
  });

  it("another member's activity is never in a member's feed", async () => {
    const show = await insertShow(t.database.db);
    const [m, other] = [await member(), await member()];
    await watchEpisode(t.app, other.headers, show.episodes[0]!.uuid, 10);
    expect((await getFeed(t, m.headers)).items).toEqual([]);
    expect((await getFeed(t, other.headers)).items).toHaveLength(1);
  });

  it('a premium-walled next episode leaves the feed of a member who is not premium', async () => {
    const show = await insertShow(t.database.db);
    await t.database.db
      .updateTable('episodes')
      .set({ wall_type: 0 })
      .where('uuid', '=', show.episodes[1]!.uuid)
      .execute();
    const m = await member();
    await watchEpisode(t.app, m.headers, show.episodes[0]!.uuid, 95);
    expect((await getFeed(t, m.headers)).items).toEqual([]);
    // The same member once premium sees it; so does an expired wall.
    t.premium.set(m.id, PREMIUM_MONTHLY);
    expect(await only(m.headers)).toMatchObject({ content_id: show.episodes[1]!.uuid, status: 'up_next' });
    t.premium.delete(m.id);
    await t.database.db
      .updateTable('episodes')
      .set({ wall_expires: new Date(Date.now() - 1000) })
      .where('uuid', '=', show.episodes[1]!.uuid)
      .execute();
    expect(await only(m.headers)).toMatchObject({ content_id: show.episodes[1]!.uuid });
  });

  it('a region, a country premium wall or an unapproved video leave the feed; the geo header decides', async () => {
    const regional = await insertShow(t.database.db, { available_in: ['FR'] });
    const walled = await insertShow(t.database.db, { premium_walled_in: ['FR'] });
    const staged = await insertShow(t.database.db, { video_status: 'staged' });
    const m = await member();
    for (const show of [regional, walled, staged]) {
      await watchEpisode(t.app, m.headers, show.episodes[0]!.uuid, 10);
    }
    const seen = async (country: string) =>
      (await getFeed(t, { ...m.headers, [t.config.GEO_COUNTRY_HEADER]: country })).items.map(
        (i) => i.container_uuid,
      );
    expect(await seen('FR')).toEqual([regional.uuid]);
    expect(await seen('DE')).toEqual([walled.uuid]);
  });

  it('a book behind its premium wall leaves the feed, as the reader would refuse it', async () => {
    const comics = await insertComicFixtures(t.database.db, {
      books: [{ pages: 3 }, { pages: 3, wall_type: 0 }],
    });
    const m = await member();
    await readBook(t.app, m.headers, comics.books[0]!.uuid, 2);
    expect((await getFeed(t, m.headers)).items).toEqual([]);
    t.premium.set(m.id, PREMIUM_MONTHLY);
    expect(await only(m.headers)).toMatchObject({ content_id: comics.books[1]!.uuid });
  });
});
