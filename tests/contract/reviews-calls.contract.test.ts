import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { insertTitles } from '../../apps/server/test/reviews/review-fixtures';
import { expectClientCheck, expectMapped, failure, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The review calls of the real server read by the real client (`client.reviews`): replies parse
 * with the contract schemas and the codes 1026–1030, 2308 and 1061 reach the caller as answered.
 */
let s: ContractServer;
let fan: Member;
let titles: Awaited<ReturnType<typeof insertTitles>>;

beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  fan = await signUp(s);
  titles = await insertTitles(s);
});
afterAll(async () => s.app.close());

describe('calls that succeed parse with the contract', () => {
  it('create, summary, list, update, delete', async () => {
    const reviews = fan.client.reviews;
    const { uuid } = titles.series;
    const created = await reviews.createReview('series', uuid, {
      rating: 4,
      subject: 'Good',
      comment: 'Really',
    });
    expect(created).toMatchObject({ rating: 4, subject: 'Good', is_own: true, user_guid: fan.guid });
    const summary = await reviews.getRatingSummary('series', uuid);
    expect(summary).toMatchObject({ avg_rating: 4, rating_count: 1, mine: { uuid: created.uuid } });
    const page = await s.client().reviews.listReviews('series', uuid, { page_size: 5 });
    expect(page).toMatchObject({ count: 1, page: 1, page_size: 5 });
    expect(page.values[0]).toMatchObject({ uuid: created.uuid, is_own: false });
    expect(await reviews.updateReview('series', uuid, { rating: 2 })).toMatchObject({
      rating: 2,
      subject: '',
    });
    await reviews.deleteReview('series', uuid);
    expect((await reviews.getRatingSummary('series', uuid)).mine).toBeNull();
  });
});

describe('server replies and their client codes', () => {
  it('1026, 1027, 1028, 1029 (400) and 1030 (409)', async () => {
    const reviews = fan.client.reviews;
    const { uuid } = titles.comic;
    expectMapped(
      await failure(reviews.createReview('comicseries', uuid, { rating: 3.5 })),
      { status: 400, code: 1026 },
      1026,
    );
    expectMapped(
      await failure(reviews.createReview('comicseries', uuid, { rating: 9 })),
      { status: 400, code: 1027 },
      1027,
    );
    expectMapped(
      await failure(reviews.createReview('comicseries', uuid, { rating: 3, subject: 'x'.repeat(101) })),
      { status: 400, code: 1028 },
      1028,
    );
    expectMapped(
      await failure(reviews.createReview('comicseries', uuid, { rating: 3, comment: 'x'.repeat(1025) })),
      { status: 400, code: 1029 },
      1029,
    );
    await reviews.createReview('comicseries', uuid, { rating: 3 });
    expectMapped(
      await failure(reviews.createReview('comicseries', uuid, { rating: 4 })),
      { status: 409, code: 1030 },
      1030,
    );
  });

  it('2308 no review to change (404), 1061 content not found (404)', async () => {
    const other = await signUp(s);
    const { uuid } = titles.series;
    expectMapped(
      await failure(other.client.reviews.updateReview('series', uuid, { rating: 1 })),
      { status: 404, code: 2308 },
      2308,
    );
    expectMapped(
      await failure(other.client.reviews.deleteReview('series', uuid)),
      { status: 404, code: 2308 },
      2308,
    );
    const missing = crypto.randomUUID();
    expectMapped(
      await failure(other.client.reviews.getRatingSummary('series', missing)),
      { status: 404, code: 1061 },
      1061,
    );
    expectMapped(
      await failure(other.client.reviews.createReview('comicseries', missing, { rating: 3 })),
      { status: 404, code: 1061 },
      1061,
    );
    // A type the server would refuse stops on the client with the same code.
    await expectClientCheck(other, other.client.reviews.listReviews('episode' as 'series', missing), 1061);
  });
});
