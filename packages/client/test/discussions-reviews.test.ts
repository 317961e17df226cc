import { describe, expect, it } from 'vitest';
import { envelope, json, testClient } from './fake-fetch';
import { SERIES, bodyOf, codeOf, noContent, pageOf, review, sent, summary } from './discussions-fixtures';

const API = '/api/reviews/1';

describe('client.reviews', () => {
  it('reads the reviews page and the rating summary', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.endsWith('/summary') ? json(summary()) : json(pageOf([review()])),
    );
    expect((await client.reviews.listReviews('series', SERIES)).values[0]?.rating).toBe(4);
    await client.reviews.listReviews('comicseries', SERIES, { page: 2, page_size: 5 });
    const got = await client.reviews.getRatingSummary('series', SERIES);
    expect(got.avg_rating).toBe(4);
    expect(got.mine?.is_own).toBe(true);
    expect(calls.map(sent)).toEqual([
      `GET ${API}/series/${SERIES}`,
      `GET ${API}/comicseries/${SERIES}`,
      `GET ${API}/series/${SERIES}/summary`,
    ]);
    expect(calls[0]!.url.searchParams.has('page')).toBe(false);
    expect(calls[1]!.url.searchParams.get('page')).toBe('2');
    expect(calls[1]!.url.searchParams.get('page_size')).toBe('5');
  });

  it('a summary without a review of the caller parses mine as null', async () => {
    const { client } = testClient(() => json(summary({ mine: null, rating_count: 0, avg_rating: 0 })));
    expect((await client.reviews.getRatingSummary('series', SERIES)).mine).toBeNull();
  });

  it('creates (201), updates (200) and deletes (204) the caller’s review', async () => {
    const { client, calls } = testClient((call) =>
      call.method === 'DELETE'
        ? noContent()
        : json(review({ rating: 5 }), call.method === 'POST' ? 201 : 200),
    );
    expect((await client.reviews.createReview('series', SERIES, { rating: 5 })).rating).toBe(5);
    await client.reviews.updateReview('series', SERIES, { rating: 3, subject: 'Hm', comment: 'Slower' });
    expect(await client.reviews.deleteReview('series', SERIES)).toBeUndefined();
    expect(calls.map(sent)).toEqual([
      `POST ${API}/series/${SERIES}`,
      `PUT ${API}/series/${SERIES}`,
      `DELETE ${API}/series/${SERIES}`,
    ]);
    expect(bodyOf(calls[0])).toEqual({ rating: 5 });
    expect(bodyOf(calls[1])).toEqual({ rating: 3, subject: 'Hm', comment: 'Slower' });
  });

  it('sends the rating as given: its rules are the server’s (1026–1029 kept)', async () => {
    const replies: Array<[number, number]> = [
      [2.5, 1026],
      [7, 1027],
    ];
    for (const [rating, code] of replies) {
      const { client, last } = testClient(() => envelope(400, { code, message: 'x', field: 'rating' }));
      expect(await codeOf(client.reviews.createReview('series', SERIES, { rating }))).toBe(code);
      expect(bodyOf(last())).toEqual({ rating });
    }
    const long = 'x'.repeat(101);
    const { client } = testClient(() => envelope(400, { code: 1028, message: 'x', field: 'subject' }));
    expect(await codeOf(client.reviews.updateReview('series', SERIES, { rating: 4, subject: long }))).toBe(
      1028,
    );
    const { client: comment } = testClient(() =>
      envelope(400, { code: 1029, message: 'x', field: 'comment' }),
    );
    expect(await codeOf(comment.reviews.createReview('series', SERIES, { rating: 4, comment: long }))).toBe(
      1029,
    );
  });

  it('keeps 1030 (already reviewed), 2308 (no review) and 1061 (no such title)', async () => {
    const { client: twice } = testClient(() => envelope(409, { code: 1030, message: 'x' }));
    expect(await codeOf(twice.reviews.createReview('series', SERIES, { rating: 4 }))).toBe(1030);
    const { client: none } = testClient(() => envelope(404, { code: 2308, message: 'x' }));
    expect(await codeOf(none.reviews.updateReview('series', SERIES, { rating: 4 }))).toBe(2308);
    expect(await codeOf(none.reviews.deleteReview('series', SERIES))).toBe(2308);
    const { client: gone } = testClient(() => envelope(404, { code: 1061, message: 'x' }));
    expect(await codeOf(gone.reviews.getRatingSummary('comicseries', SERIES))).toBe(1061);
  });

  it('1061 before sending: a type other than series / comicseries, or no content uuid', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.reviews.listReviews('episode' as never, SERIES))).toBe(1061);
    expect(await codeOf(client.reviews.getRatingSummary('series', ''))).toBe(1061);
    expect(await codeOf(client.reviews.createReview('Series' as never, SERIES, { rating: 4 }))).toBe(1061);
    expect(await codeOf(client.reviews.deleteReview('comicseries', '  '))).toBe(1061);
    expect(calls).toHaveLength(0);
  });

  it('escapes the content uuid', async () => {
    const { client, last } = testClient(() => json(summary()));
    await client.reviews.getRatingSummary('series', '../../x');
    expect(last().url.pathname).toBe(`${API}/series/..%2F..%2Fx/summary`);
  });
});
