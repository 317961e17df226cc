import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMIC_RATINGS, FILM_RATINGS, GenericCode, TV_RATINGS } from '@fanverse/contract';
import { buildParentalTestApp, firstError, type ParentalTestApp } from './parental-fixtures';

/* The rating ladders: public, static, cacheable (accounts spec §7 "Viewer controls"). */

let t: ParentalTestApp;
beforeAll(async () => {
  t = await buildParentalTestApp();
});
afterAll(async () => t?.app.close());

describe('GET /api/5/tvrating', () => {
  it('answers the US TV and film ladders with name, order, system and level, cacheable', async () => {
    const res = await t.app.inject({ url: '/api/5/tvrating?country=US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json();
    expect(body.country).toBe('US');
    expect(body.ratings.map((r: { name: string }) => r.name)).toEqual([
      'TV-Y',
      'TV-Y7',
      'TV-G',
      'TV-PG',
      'TV-14',
      'TV-MA',
      'G',
      'PG',
      'PG-13',
      'R',
      'NC-17',
    ]);
    expect(body.ratings).toEqual([...TV_RATINGS, ...FILM_RATINGS].map((r) => ({ ...r })));
    // One scale: a TV-PG limit lets PG films through and stops PG-13.
    const level = (name: string) => body.ratings.find((r: { name: string }) => r.name === name).level;
    expect(level('TV-PG')).toBe(level('PG'));
    expect(level('PG-13')).toBeGreaterThan(level('TV-PG'));
    expect(level('NC-17')).toBeGreaterThan(level('TV-MA'));
  });

  it('answers the US ladder, named, to any other country and without a country', async () => {
    for (const url of ['/api/5/tvrating?country=GB', '/api/5/tvrating?country=MX', '/api/5/tvrating']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().country, url).toBe('US');
      expect(res.json().ratings, url).toHaveLength(11);
    }
  });

  it.each(['usa', 'us', 'U1', '', 'ZZZ'])(
    'refuses country=%s with 400 code 8, field country',
    async (country) => {
      const res = await t.app.inject({ url: `/api/5/tvrating?country=${country}` });
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: GenericCode.INVALID_PARAMETER, field: 'country' });
    },
  );
});

describe('GET /api/comics/1/ratings', () => {
  it('answers the comics ladder youngest first, cacheable', async () => {
    const res = await t.app.inject({ url: '/api/comics/1/ratings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({ ratings: COMIC_RATINGS.map((r) => ({ name: r.name, order: r.order })) });
    expect(res.json().ratings.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['All Ages', 'Teen', 'Teen+', 'Mature']),
    );
  });
});
