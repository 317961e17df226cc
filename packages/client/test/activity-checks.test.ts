import { describe, expect, it } from 'vitest';
import type { FanverseClient } from '../src';
import { ApiError } from '../src';
import { json, rejection, testClient } from './fake-fetch';
import { BOOK_UUID, EPISODE_UUID, SERIES_UUID } from './activity-fixtures';

/**
 * Spec §5 checks of `client.activity`: each refuses before any request with the code the server
 * answers for the same input, naming the field, in the call's language.
 */
type Call = (c: FanverseClient) => Promise<unknown>;
const loose = <T>(value: unknown) => value as T;

async function refused(call: Call, lang?: string) {
  const { client, calls } = testClient(() => json({}));
  const error = await rejection(call(client));
  expect(error).toBeInstanceOf(ApiError);
  expect(calls).toHaveLength(0);
  const first = (error as ApiError).errors[0]!;
  return lang
    ? { code: first.code, field: first.field, message: first.message }
    : { code: first.code, field: first.field };
}

const next = (over: Record<string, unknown>) => (c: FanverseClient) =>
  c.activity.nextObject(
    loose({
      containerType: 'series',
      containerUuid: SERIES_UUID,
      objectType: 'episode',
      objectUuid: EPISODE_UUID,
      ...over,
    }),
  );

describe('consume-next family: a container type or uuid missing or malformed is 5008', () => {
  it.each<[string, Call, string]>([
    ['ignore, unknown type', (c) => c.activity.ignoreContainer(loose('show'), SERIES_UUID), 'containerType'],
    ['ignore, no type', (c) => c.activity.ignoreContainer(loose(undefined), SERIES_UUID), 'containerType'],
    ['ignore, no uuid', (c) => c.activity.ignoreContainer('series', ''), 'containerUuid'],
    [
      'ignore, malformed uuid',
      (c) => c.activity.ignoreContainer('comicseries', 'not-a-uuid'),
      'containerUuid',
    ],
    ['bulk, no list', (c) => c.activity.bulkConsumeNext(loose(undefined)), 'refs'],
    ['bulk, empty list', (c) => c.activity.bulkConsumeNext([]), 'refs'],
    ['bulk, uuid alone', (c) => c.activity.bulkConsumeNext([SERIES_UUID]), 'refs'],
    ['bulk, unknown type', (c) => c.activity.bulkConsumeNext([`show:${SERIES_UUID}`]), 'refs'],
    ['bulk, type alone', (c) => c.activity.bulkConsumeNext(['series:']), 'refs'],
    [
      'bulk, one bad among good',
      (c) => c.activity.bulkConsumeNext([`series:${SERIES_UUID}`, 'book:x']),
      'refs',
    ],
    ['bulk, not a string', (c) => c.activity.bulkConsumeNext(loose([42])), 'refs'],
    [
      'bulk, over the maximum',
      (c) => c.activity.bulkConsumeNext(Array.from({ length: 101 }, () => `series:${SERIES_UUID}`)),
      'refs',
    ],
    ['feed, limit 0', (c) => c.activity.consumeNext({ limit: 0 }), 'limit'],
    ['feed, limit 101', (c) => c.activity.consumeNext({ limit: 101 }), 'limit'],
    ['feed, limit 2.5', (c) => c.activity.consumeNext({ limit: 2.5 }), 'limit'],
    [
      'feed, flag not boolean',
      (c) => c.activity.consumeNext(loose({ include_books: 'no' })),
      'include_books',
    ],
    [
      'feed, request id too long',
      (c) => c.activity.consumeNext({ request_id: 'x'.repeat(101) }),
      'request_id',
    ],
  ])('%s', async (_, call, field) => {
    expect(await refused(call)).toEqual({ code: 5008, field });
  });
});

describe('feed page: a page that is no whole number from 1 is 5004, as the server’s paging', () => {
  it.each<[string, Call]>([
    ['page 0', (c) => c.activity.consumeNext({ page: 0 })],
    ['page 1.5', (c) => c.activity.consumeNext({ page: 1.5 })],
    ['page as text', (c) => c.activity.consumeNext(loose({ page: 'two' }))],
  ])('%s', async (_, call) => {
    expect(await refused(call)).toEqual({ code: 5004, field: 'page' });
  });
});

describe('next object: a bad container or object type is 7900, a bad uuid 1715', () => {
  it.each<[string, Call, number, string]>([
    ['unknown container type', next({ containerType: 'show' }), 7900, 'containerType'],
    ['no container type', next({ containerType: undefined }), 7900, 'containerType'],
    ['unknown object type', next({ objectType: 'clip' }), 7900, 'objectType'],
    ['no object type', next({ objectType: '' }), 7900, 'objectType'],
    ['types first, then uuids', next({ objectType: 'clip', objectUuid: 'x' }), 7900, 'objectType'],
    ['malformed container uuid', next({ containerUuid: 'x' }), 1715, 'containerUuid'],
    ['no object uuid', next({ objectUuid: undefined }), 1715, 'objectUuid'],
    ['no params at all', (c) => c.activity.nextObject(loose(undefined)), 7900, 'containerType'],
  ])('%s', async (_, call, code, field) => {
    expect(await refused(call)).toEqual({ code, field });
  });
});

describe('history mark: series id, episode number and command needed (6000), wrong 6001', () => {
  it.each<[string, Call, number, string]>([
    ['no series id', (c) => c.activity.markVideo(loose(undefined), 3, 'watched'), 6000, 'series_id'],
    ['null series id', (c) => c.activity.markVideo(loose(null), 3, 'watched'), 6000, 'series_id'],
    [
      'no episode number',
      (c) => c.activity.markVideo(12, loose(undefined), 'watched'),
      6000,
      'episode_number',
    ],
    ['blank episode number', (c) => c.activity.markVideo(12, loose(' '), 'watched'), 6000, 'episode_number'],
    ['no command', (c) => c.activity.markVideo(12, 3, loose(undefined)), 6000, 'command'],
    ['blank command', (c) => c.activity.markVideo(12, 3, loose('  ')), 6000, 'command'],
    [
      'series first',
      (c) => c.activity.markVideo(loose(undefined), loose(undefined), loose(undefined)),
      6000,
      'series_id',
    ],
    // There but wrong: the server's answer for `x.3`, `12.3/rewatch` (allowed values).
    ['series id not whole', (c) => c.activity.markVideo(1.5, 3, 'watched'), 6001, 'series_id'],
    ['negative series id', (c) => c.activity.markVideo(-1, 3, 'watched'), 6001, 'series_id'],
    ['series id as text', (c) => c.activity.markVideo(loose('12'), 3, 'watched'), 6001, 'series_id'],
    [
      'series id over nine digits',
      (c) => c.activity.markVideo(1_000_000_000, 3, 'watched'),
      6001,
      'series_id',
    ],
    ['episode number NaN', (c) => c.activity.markVideo(12, Number.NaN, 'watched'), 6001, 'episode_number'],
    ['unknown command', (c) => c.activity.markVideo(12, 3, loose('seen')), 6001, 'command'],
    ['command in capitals', (c) => c.activity.markVideo(12, 3, loose('WATCHED')), 6001, 'command'],
  ])('%s', async (_, call, code, field) => {
    expect(await refused(call)).toEqual({ code, field });
  });
});

describe('history search: video ids or comic uuids needed (6000)', () => {
  it.each<[string, Call]>([
    ['no body', (c) => c.activity.searchHistory(loose(undefined))],
    ['neither list', (c) => c.activity.searchHistory({})],
    ['both empty', (c) => c.activity.searchHistory({ video_ids: [], comic_uuids: [] })],
    ['lists that are no lists', (c) => c.activity.searchHistory(loose({ video_ids: EPISODE_UUID }))],
  ])('%s', async (_, call) => {
    expect(await refused(call)).toEqual({ code: 6000, field: 'video_ids' });
  });
});

describe('likes and history items: a bad type is 7900 (clear: 5008), a bad uuid 1715', () => {
  it.each<[string, Call, number, string]>([
    ['likes, unknown type', (c) => c.activity.likes(loose('movie'), SERIES_UUID), 7900, 'type'],
    ['like, no type', (c) => c.activity.like(loose(undefined), SERIES_UUID), 7900, 'type'],
    [
      'unlike, collection is no like type',
      (c) => c.activity.unlike(loose('collection'), SERIES_UUID),
      7900,
      'type',
    ],
    ['like, malformed uuid', (c) => c.activity.like('series', 'abc'), 1715, 'uuid'],
    ['unlike, no uuid', (c) => c.activity.unlike('book', loose(undefined)), 1715, 'uuid'],
    [
      'clear, unknown type (its route’s 5008)',
      (c) => c.activity.clearHistoryItem(loose('clip'), BOOK_UUID),
      5008,
      'type',
    ],
    [
      'clear, uuid with a path in it',
      (c) => c.activity.clearHistoryItem('book', `${BOOK_UUID}/../x`),
      1715,
      'uuid',
    ],
  ])('%s', async (_, call, code, field) => {
    expect(await refused(call)).toEqual({ code, field });
  });
});

describe('video history filters', () => {
  it.each<[string, Call, number, string]>([
    ['series id 0', (c) => c.activity.videoHistory({ series_id: 0 }), 1700, 'series_id'],
    ['series id as text', (c) => c.activity.videoHistory(loose({ series_id: 'abc' })), 1700, 'series_id'],
    [
      'episode number negative',
      (c) => c.activity.videoHistory({ episode_number: -1 }),
      1701,
      'episode_number',
    ],
    ['limit over the maximum', (c) => c.activity.videoHistory({ limit: 101 }), 5008, 'limit'],
  ])('%s', async (_, call, code, field) => {
    expect(await refused(call)).toEqual({ code, field });
  });
});

describe('check messages', () => {
  it('speak the call’s language, else the client’s', async () => {
    const es = await refused((c) => c.activity.markVideo(12, 3, loose(''), { lang: 'es' }), 'es');
    expect(es.message).toBe('Este campo es obligatorio');
    const en = await refused((c) => c.activity.likes(loose('x'), SERIES_UUID), 'en');
    expect(en.message).toBe('Invalid type');
  });

  it('an uppercase uuid is still a uuid: sent as given', async () => {
    const { client, last } = testClient(() =>
      json({ content_type: 'series', likes: 0, uuid: SERIES_UUID, liked: false }),
    );
    await client.activity.likes('series', SERIES_UUID.toUpperCase());
    expect(last().url.pathname).toBe(`/api/5/user/likes/series/${SERIES_UUID.toUpperCase()}/`);
  });
});
