import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retryTransient } from '../src/lib/content-query';
import { formatDate, formatDuration, paragraphsOf } from '../src/features/catalogue/format';
import { homeLayout } from '../src/features/catalogue/home/home-layout';
import { groupResults } from '../src/features/catalogue/search/group-results';
import {
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  useRecentSearches,
} from '../src/features/catalogue/search/recent-searches';
import { canonicalPath } from '../src/features/catalogue/series/series-paths';
import { ApiError, abortError, codedError } from '@fanverse/client';
import {
  asItem,
  makeClip,
  makeCollection,
  makeEpisode,
  makeHomepage,
  makeJsonbag,
  makeSeries,
} from './catalogue-fixtures';

describe('recent searches', () => {
  it('keeps the five newest, unique regardless of case, newest first, across reloads', () => {
    const { result, unmount } = renderHook(() => useRecentSearches());
    for (const term of ['moon', 'harbor', 'Moon ', 'comet', 'lantern', 'ferry', 'archive']) {
      act(() => result.current.remember(term));
    }
    expect(result.current.recent).toEqual(['archive', 'ferry', 'lantern', 'comet', 'Moon']);
    unmount();
    expect(renderHook(() => useRecentSearches()).result.current.recent).toEqual([
      'archive',
      'ferry',
      'lantern',
      'comet',
      'Moon',
    ]);
  });

  it('ignores blank words and forgets everything on clear', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => result.current.remember('   '));
    expect(result.current.recent).toEqual([]);
    act(() => result.current.remember('tide'));
    act(() => result.current.clear());
    expect(result.current.recent).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('survives whatever was left in storage', () => {
    for (const junk of ['not json', '{"a":1}', '42', 'null']) {
      localStorage.setItem(RECENT_SEARCHES_KEY, junk);
      expect(readRecentSearches(), junk).toEqual([]);
    }
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']));
    expect(readRecentSearches()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('search results', () => {
  it('groups series, then episodes, then clips', () => {
    const groups = groupResults([
      asItem.clip(makeClip()),
      asItem.episode(makeEpisode()),
      asItem.series(makeSeries()),
      asItem.episode(makeEpisode({ number: 4 })),
    ]);
    expect(groups.map((group) => [group.type, group.items.length])).toEqual([
      ['Series', 1],
      ['Episode', 2],
      ['Clip', 1],
    ]);
  });
});

describe('home layout', () => {
  it('takes the masthead from masthead collections and keeps every other row in order', () => {
    const masthead = makeCollection([asItem.jsonbag(makeJsonbag()), asItem.series(makeSeries())]);
    masthead.metadata.layout = 'masthead';
    const grid = makeCollection([asItem.series(makeSeries())], { slug: 'read' });
    grid.metadata.layout = 'grid';
    const layout = homeLayout(
      makeHomepage([
        asItem.collection(masthead),
        asItem.collection(makeCollection([asItem.series(makeSeries())])),
        asItem.jsonbag(makeJsonbag({ slug: 'go-premium' })),
        asItem.collection(makeCollection([], { slug: 'empty' })),
        asItem.collection(grid),
      ]),
    );
    expect(layout.masthead.map((slide) => slide.title)).toEqual(['Winter premieres', 'Lanterns of Vell']);
    expect(layout.masthead[1]).toMatchObject({
      wide: { assetType: 'series', kind: 'hero-hd' },
      narrow: { assetType: 'series', kind: 'box' },
    });
    expect(
      layout.rows.map((row) => (row.kind === 'rail' ? `${row.kind}:${row.shape}:${row.grid}` : row.kind)),
    ).toEqual(['rail:landscape:false', 'banner', 'rail:landscape:true']);
  });

  it('never lets an editor’s colour reach a style as anything but a colour', () => {
    const bag = makeJsonbag({
      metadata: { ...makeJsonbag().metadata, masthead_color: 'red; background: url(x)' },
    });
    const layout = homeLayout(makeHomepage([asItem.jsonbag(bag)]));
    expect(layout.rows[0]).toMatchObject({ kind: 'banner', slide: { color: null } });
  });
});

describe('series addresses', () => {
  it('corrects the slug, keeping the rest of the address', () => {
    const series = { id: 7, slug: 'lanterns-of-vell' };
    expect(canonicalPath('/series/7/lanterns-of-vell/episode/3', '', series)).toBeNull();
    expect(canonicalPath('/series/7/old/episode/3', '?x=1', series)).toBe(
      '/series/7/lanterns-of-vell/episode/3?x=1',
    );
    expect(canonicalPath('/series/7/series/season/2', '', series)).toBe(
      '/series/7/lanterns-of-vell/season/2',
    );
  });
});

describe('formats and retries', () => {
  it('formats lengths and dates in the visitor’s language', () => {
    expect(formatDuration(1440, 'en')).toBe('24 min');
    expect(formatDuration(5400, 'en')).toBe('1 hr 30 min');
    expect(formatDate('2021-03-04', 'en')).toBe('March 4, 2021');
    expect(formatDate('2021-03-04', 'es')).toBe('4 de marzo de 2021');
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(paragraphsOf('One.\n\nTwo.\r\n\r\n\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('asks again once, and only when the network or the server failed', () => {
    const failure = (status?: number, networkError = false) =>
      new ApiError({ errors: [codedError(9999, 'en')], sessionExpired: false, networkError }, status);
    expect(retryTransient(0, failure(undefined, true))).toBe(true);
    expect(retryTransient(0, failure(503))).toBe(true);
    expect(retryTransient(1, failure(503))).toBe(false);
    expect(retryTransient(0, failure(404))).toBe(false);
    expect(retryTransient(0, failure(undefined))).toBe(false); // a client check: nothing was sent
    expect(retryTransient(0, abortError('superseded'))).toBe(false);
  });
});
