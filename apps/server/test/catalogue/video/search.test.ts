import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItemSchema, pageSchema } from '@fanverse/contract';
import { toTsQuery } from '../../../src/modules/video-catalogue/search-query';
import { buildVideoTestApp, firstError, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

const resultsPage = pageSchema(collectionItemSchema);
const search = async (query: string) => {
  const res = await t.get(`/api/5/2/search?${query}`);
  expect(res.statusCode, query).toBe(200);
  return resultsPage.parse(res.json());
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const titles = (page: { values: { item_type: string }[] }) =>
  page.values.map((v) => `${v.item_type}:${(v as unknown as { title: string }).title}`);

describe('toTsQuery', () => {
  it('ANDs the words and prefix-matches the last one', () => {
    expect(toTsQuery('night')).toBe('night:*');
    expect(toTsQuery('  The Night  Fer ')).toBe('the & night & fer:*');
  });

  it('splits on everything but letters and digits, so no operator survives', () => {
    expect(toTsQuery("a & | ! ( ) :*'")).toBe('a:*');
    expect(toTsQuery("Rook's <-> s2:* | x")).toBe('rook & s & s2 & x:*');
    expect(toTsQuery("'; drop table series; --")).toBe('drop & table & series:*');
    expect(toTsQuery('Travesía ÑANDÚ 42')).toBe('travesía & ñandú & 42:*');
  });

  it('is undefined when nothing searchable is left, and keeps at most 8 words', () => {
    expect(toTsQuery('!!! ... :*')).toBeUndefined();
    expect(toTsQuery('')).toBeUndefined();
    expect(toTsQuery('a b c d e f g h i j')).toBe('a & b & c & d & e & f & g & h:*');
  });
});

describe('GET /api/5/2/search', () => {
  it('finds a series by a word of its title, as a collection item', async () => {
    const page = await search(q('night'));
    expect(page).toMatchObject({ count: 1, num_pages: 1, page: 1, page_size: 20 });
    expect(page.values[0]).toMatchObject({
      item_type: 'Series',
      uuid: t.fx.ferry.uuid,
      title: 'The Night Ferry',
    });
  });

  it('ranks series first, then episodes, then clips', async () => {
    const page = await search(q('ferry'));
    expect(page.count).toBe(4);
    expect(page.values.map((v) => v.item_type)).toEqual(['Series', 'Clip', 'Clip', 'Clip']);
    expect(new Set(titles(page).slice(1))).toEqual(
      new Set(['Clip:Ferry Trailer', 'Clip:Ferry Preview', 'Clip:Building the Ferry']),
    );
    const mixed = await search(q('cross'));
    expect(mixed.values.every((v) => v.item_type === 'Episode')).toBe(true);
    expect(mixed.count).toBe(5);
  });

  it('matches the last word as a prefix and every word', async () => {
    expect(titles(await search(q('nig')))).toEqual(['Series:The Night Ferry']);
    expect(titles(await search(q('the night fer')))).toEqual(['Series:The Night Ferry']);
    expect(titles(await search(q('crossing 3')))).toEqual(['Episode:Crossing 3']);
    expect((await search(q('night interview'))).count).toBe(0);
  });

  it('finds Spanish titles and answers in the request language', async () => {
    const es = await search(`${q('nocturno')}&trans=es`);
    expect(titles(es)).toEqual(['Series:El Ferry Nocturno']);
    const accented = await search(`${q('TRAVESÍA')}&trans=es`);
    expect(titles(accented)).toEqual(['Episode:Travesía 1']);
    expect(titles(await search(q('tráiler')))).toEqual(['Clip:Ferry Trailer']);
  });

  it('limits the search to the requested item types', async () => {
    const clips = await search(`${q('ferry')}&types=Clip`);
    expect(clips.count).toBe(3);
    expect(clips.values.every((v) => v.item_type === 'Clip')).toBe(true);
    const both = await search(`${q('ferry')}&types=${encodeURIComponent('Series,Clip')}`);
    expect(both.count).toBe(4);
    const notYet = await search(`${q('ferry')}&types=Book`);
    expect(notYet).toMatchObject({ count: 0, values: [] });
  });

  it('pages, keeping q and types in the links, and answers code 5 past the last page', async () => {
    const p1 = await search(`${q('lantern')}&types=Episode&page_size=10`);
    expect(p1).toMatchObject({ count: 25, num_pages: 3, page: 1, page_size: 10 });
    const next = new URL(p1.links.next!, 'http://x');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      q: 'lantern',
      types: 'Episode',
      page: '2',
      page_size: '10',
    });
    const p3 = await search(`${q('lantern')}&types=Episode&page=3&page_size=10`);
    expect(p3.values).toHaveLength(5);
    const seen = new Set([...p1.values, ...p3.values].map((v) => (v as { uuid: string }).uuid));
    expect(seen.size).toBe(15);
    // Without a type filter the series "Copper Lanterns" leads the results.
    const all = await search(`${q('lantern')}&page_size=10`);
    expect(all.count).toBe(26);
    expect(titles(all)[0]).toBe('Series:Copper Lanterns');
    const past = await t.get(`/api/5/2/search?${q('lantern')}&page=4&page_size=10`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
  });

  it('answers 400 code 8 on q when nothing searchable is left, or q is missing or too long', async () => {
    for (const query of [q('!!! :* &'), q(''), q('   '), '', q('x'.repeat(101))]) {
      const res = await t.get(`/api/5/2/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res), query).toMatchObject({ code: 8, field: 'q' });
    }
    const badType = await t.get(`/api/5/2/search?${q('ferry')}&types=Movie`);
    expect(badType.statusCode).toBe(400);
    expect(firstError(badType)).toMatchObject({ code: 8, field: 'types' });
    expect(firstError(await t.get(`/api/5/2/search?${q('ferry')}&page=x`))).toMatchObject({ code: 4 });
  });

  it('never fails on input that looks like SQL or tsquery syntax', async () => {
    const inputs = [
      "a & | ! ( ) :*'",
      "'; drop table series; --",
      'ferry:* | night',
      '((((ferry',
      '\\\\ \' " ` $1 %s %',
      'ferry & !night',
      '<-> <2> ferry',
      'ⅷ ٣ 𝔣𝔢𝔯𝔯𝔶',
      'Ferry\u0000',
    ];
    for (const input of inputs) {
      const res = await t.get(`/api/5/2/search?${q(input)}`);
      expect(res.statusCode, input).toBeLessThan(500);
    }
    // Operators are separators: "ferry:* | night" is "ferry AND night*".
    expect(titles(await search(q('ferry:* | night')))).toEqual(['Series:The Night Ferry']);
    expect((await search(q('ferry & !night'))).count).toBe(1);
    const series = await t.get(`/api/5/1/series/${t.fx.ferry.id}`);
    expect(series.statusCode).toBe(200);
  });
});
