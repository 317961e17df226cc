import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscussionBoard, Page } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { API, call, code, insertComicSeries, insertSeries } from './discussion-fixtures';

/** Boards: the list and its order, one board, a title's board (made by the trigger), `trans`. */
let t: TestApp;
let seriesUuid: string;
let comicUuid: string;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  seriesUuid = await insertSeries(t, 'ember-harbor', 'Ember Harbor', { es: { title: 'Puerto Ascua' } });
  comicUuid = await insertComicSeries(t, 'paper-moons', 'Paper Moons');
  await insertSeries(t, 'aardvark-nights', 'Aardvark Nights');
});
afterAll(async () => t?.app.close());

const get = async <T>(url: string) => {
  const res = await call(t.app, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('boards list', () => {
  it('puts the general boards first in their order, then the titles’ boards by title', async () => {
    const page = await get<Page<DiscussionBoard>>(`${API}/boards?page_size=100`);
    const slugs = page.values.map((b) => b.slug);
    expect(slugs.slice(0, 3)).toEqual(['lounge', 'theories', 'fan-creations']);
    const rest = page.values.slice(3);
    expect(rest.every((b) => b.kind !== 'general')).toBe(true);
    const titles = rest.map((b) => b.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(slugs).toEqual(expect.arrayContaining(['ember-harbor', 'comics-paper-moons', 'aardvark-nights']));
    expect(page).toMatchObject({ page: 1, page_size: 100, count: page.values.length });
    expect(page.values[0]).toMatchObject({
      kind: 'general',
      content_type: null,
      content_uuid: null,
      thread_count: 0,
      path: '/boards/lounge',
      title: 'Fan lounge',
    });
  });

  it('pages with links, and answers 404 code 5 past the last page and 400 code 4 to a bad page', async () => {
    const first = await get<Page<DiscussionBoard>>(`${API}/boards?page_size=2`);
    expect(first.values).toHaveLength(2);
    expect(first.links.next).toBe(`${API}/boards?page=2&page_size=2`);
    expect(first.links.prev).toBeNull();
    const second = await get<Page<DiscussionBoard>>(`${API}/boards?page=2&page_size=2`);
    expect(second.values[0]!.slug).toBe('fan-creations');
    const past = await call(t.app, 'GET', `${API}/boards?page=${first.num_pages + 1}&page_size=2`);
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(5);
    const bad = await call(t.app, 'GET', `${API}/boards?page=zero`);
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toBe(4);
  });

  it('translates general boards and titles’ boards with ?trans=es, falling back to English', async () => {
    const page = await get<Page<DiscussionBoard>>(`${API}/boards?page_size=100&trans=es`);
    const bySlug = new Map(page.values.map((b) => [b.slug, b]));
    expect(bySlug.get('lounge')).toMatchObject({ title: 'Salón de fans' });
    expect(bySlug.get('lounge')!.description).toMatch(/^Todo sobre Fanverse/);
    expect(bySlug.get('ember-harbor')!.title).toBe('Puerto Ascua');
    expect(bySlug.get('comics-paper-moons')!.title).toBe('Paper Moons');
    expect(page.links.url).toBe(`${API}/boards`);
  });
});

describe('one board', () => {
  it('answers a board by slug, in Spanish with ?trans=es', async () => {
    expect(await get<DiscussionBoard>(`${API}/boards/theories`)).toMatchObject({
      slug: 'theories',
      title: 'Theories and predictions',
    });
    expect((await get<DiscussionBoard>(`${API}/boards/theories?trans=es`)).title).toBe(
      'Teorías y predicciones',
    );
  });

  it('answers 404 code 2300 to an unknown or malformed slug', async () => {
    for (const slug of ['no-such-board', 'Bad_Slug', 'a--b', '-x']) {
      const res = await call(t.app, 'GET', `${API}/boards/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(code(res), slug).toBe(2300);
    }
  });
});

describe("a title's board", () => {
  it('is made by the trigger when a series or comic series is inserted', async () => {
    const series = await get<DiscussionBoard>(`${API}/content/series/${seriesUuid}/board`);
    expect(series).toMatchObject({
      slug: 'ember-harbor',
      kind: 'series',
      content_type: 'series',
      content_uuid: seriesUuid,
      title: 'Ember Harbor',
      path: '/boards/ember-harbor',
    });
    const comic = await get<DiscussionBoard>(`${API}/content/comicseries/${comicUuid}/board?trans=es`);
    expect(comic).toMatchObject({ slug: 'comics-paper-moons', kind: 'comicseries', content_uuid: comicUuid });
    expect((await get<DiscussionBoard>(`${API}/content/series/${seriesUuid}/board?trans=es`)).title).toBe(
      'Puerto Ascua',
    );
  });

  it('gives a title whose slug a board already holds the slug with its uuid’s first eight characters', async () => {
    const uuid = await insertComicSeries(t, 'ember-harbor-x', 'Second');
    // A series slug equal to an existing board's slug: `lounge`.
    const clash = await insertSeries(t, 'lounge', 'A series called Lounge');
    expect((await get<DiscussionBoard>(`${API}/content/comicseries/${uuid}/board`)).slug).toBe(
      'comics-ember-harbor-x',
    );
    expect((await get<DiscussionBoard>(`${API}/content/series/${clash}/board`)).slug).toBe(
      `lounge-${clash.slice(0, 8)}`,
    );
  });

  it('answers 1061 for a title that does not exist or a bad type or uuid, 2300 for a title without board', async () => {
    for (const url of [
      `${API}/content/series/${crypto.randomUUID()}/board`,
      `${API}/content/comicseries/${seriesUuid}/board`,
      `${API}/content/episode/${seriesUuid}/board`,
      `${API}/content/series/not-a-uuid/board`,
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(code(res), url).toBe(1061);
    }
    await t.database.db.deleteFrom('discussion_boards').where('content_uuid', '=', comicUuid).execute();
    const res = await call(t.app, 'GET', `${API}/content/comicseries/${comicUuid}/board`);
    expect(res.statusCode).toBe(404);
    expect(code(res)).toBe(2300);
  });
});
