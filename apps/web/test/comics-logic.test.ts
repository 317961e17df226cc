import type { ComicBook, ProgramScheduleEntry } from '@fanverse/contract';
import { describe, expect, it } from 'vitest';
import { bookAccess } from '../src/features/comics/book-access';
import { canonicalComicPath, comicSeriesPath } from '../src/features/comics/comics-paths';
import { choiceSearch, readChoice, toggleFilter } from '../src/features/comics/home/browse-choice';
import { firstBookUuid, seriesBookTypes } from '../src/features/comics/series/ComicSeriesPage';
import { makeBook, makeComicSeries } from './comics-fixtures';

type Walls = Pick<
  ComicBook,
  'wall_type' | 'wall_expires' | 'program_schedule' | 'exclusive_to_plans' | 'available_plans'
>;
const open: Walls = {
  wall_type: null,
  wall_expires: null,
  program_schedule: [],
  exclusive_to_plans: [],
  available_plans: [],
};
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('bookAccess (as the server’s book rights)', () => {
  it('no wall: anyone reads', () => {
    expect(bookAccess(open, 'anonymous', { now: NOW })).toEqual({ allowed: true });
  });

  it('wall type 1 asks visitors to register, type 0 asks for premium, until the wall expires', () => {
    expect(bookAccess({ ...open, wall_type: 1 }, 'anonymous', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'register',
    });
    expect(bookAccess({ ...open, wall_type: 1 }, 'registered', { now: NOW }).allowed).toBe(true);
    expect(bookAccess({ ...open, wall_type: 0 }, 'registered', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(bookAccess({ ...open, wall_type: 0 }, 'premium', { now: NOW }).allowed).toBe(true);
    const expired = { ...open, wall_type: 0 as const, wall_expires: '2026-02-01T00:00:00Z' };
    expect(bookAccess(expired, 'anonymous', { now: NOW }).allowed).toBe(true);
  });

  it('exclusive plans admit only premium members on one of them', () => {
    const book = { ...open, exclusive_to_plans: ['gold'] };
    expect(bookAccess(book, 'registered', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
      plan: 'gold',
    });
    expect(bookAccess(book, 'premium', { plan: 'silver', now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
      plan: 'gold',
    });
    expect(bookAccess(book, 'premium', { plan: 'gold', now: NOW }).allowed).toBe(true);
  });

  it('available plans narrow a premium wall only', () => {
    const walled = { ...open, wall_type: 0 as const, available_plans: ['gold'] };
    expect(bookAccess(walled, 'premium', { plan: 'silver', now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
      plan: 'gold',
    });
    expect(bookAccess(walled, 'premium', { plan: 'gold', now: NOW }).allowed).toBe(true);
    // No premium wall: the plans do not matter.
    expect(
      bookAccess({ ...open, available_plans: ['gold'] }, 'premium', { plan: 'silver', now: NOW }).allowed,
    ).toBe(true);
  });

  it('a program schedule decides who reads now', () => {
    const schedule: ProgramScheduleEntry[] = [
      {
        start_time: '2026-01-01T00:00:00Z',
        end_time: '2026-04-01T00:00:00Z',
        type: ['premium'],
        name: 'early',
        plan: null,
      },
    ];
    expect(bookAccess({ ...open, program_schedule: schedule }, 'registered', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    const after = Date.parse('2026-05-01T00:00:00Z');
    expect(bookAccess({ ...open, program_schedule: schedule }, 'registered', { now: after })).toEqual({
      allowed: false,
      prompt: 'unavailable',
    });
  });
});

describe('browse choice', () => {
  it('reads known filters and sorts from the address, drops the rest', () => {
    const choice = readChoice(
      new URLSearchParams(
        'book_type=annual&reading_direction=sideways&tag=space%20opera&publisher=%3Cx%3E&sort=best',
      ),
    );
    expect(choice).toEqual({ book_type: 'annual', tag: 'space opera' });
  });

  it('writes one address per choice, and toggles a filter off', () => {
    expect(choiceSearch({ sort: 'title', tag: 'x', book_type: 'issue' })).toBe(
      '?book_type=issue&tag=x&sort=title',
    );
    expect(choiceSearch({})).toBe('');
    expect(toggleFilter({ tag: 'x' }, 'tag', 'x')).toEqual({});
    expect(toggleFilter({}, 'tag', 'x')).toEqual({ tag: 'x' });
  });
});

describe('series helpers and paths', () => {
  it('lists the book types the series has, and starts at its first issue', () => {
    expect(seriesBookTypes(makeComicSeries({ num_books: { collected: 1, issue: 0, annual: 2 } }))).toEqual([
      'annual',
      'collected',
    ]);
    const series = makeComicSeries();
    expect(firstBookUuid(series)).toBe(series.book_uuids.issue?.[0]);
    expect(firstBookUuid(makeComicSeries({ num_books: {}, book_uuids: {} }))).toBeNull();
  });

  it('redirects an address without the slug (or an old one) to the canonical one, keeping the query', () => {
    const book = makeBook();
    const canonical = `/comics/book/${book.uuid}/${book.slug}`;
    expect(canonicalComicPath(canonical, '', canonical)).toBeNull();
    expect(canonicalComicPath(`${canonical}/`, '', canonical)).toBeNull();
    expect(canonicalComicPath(`/comics/book/${book.uuid}`, '?x=1', canonical)).toBe(`${canonical}?x=1`);
    expect(comicSeriesPath(makeComicSeries(), 'annual')).toMatch(/\?type=annual$/);
    expect(comicSeriesPath(makeComicSeries(), 'issue')).not.toContain('?');
  });
});
