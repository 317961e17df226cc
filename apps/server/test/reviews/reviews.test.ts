import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_SUBJECT_MAX_LENGTH,
  ratingSummarySchema,
  reviewPageSchema,
  reviewSchema,
  type RatingSummary,
  type Review,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import { firstError, insertTitles, reviewCall } from './review-fixtures';

/** Ratings and reviews: the rules 1026–1030, 2308 and 1061, edit and delete, summary, paging. */
let t: TestApp;
let titles: Awaited<ReturnType<typeof insertTitles>>;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  titles = await insertTitles(t);
});
afterAll(async () => t?.app.close());

const member = () => createTestUser(t);

describe('writing a review', () => {
  it('creates one (201, texts trimmed, stored as written), then answers 1030 (409) for a second', async () => {
    const fan = await member();
    const { uuid } = await insertTitles(t).then((x) => x.series);
    const res = await reviewCall(t.app, 'POST', 'series', uuid, fan, {
      rating: 4,
      subject: '  <b>Loved it</b>  ',
      comment: '<script>alert(1)</script> see https://example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = reviewSchema.parse(res.json());
    expect(review).toMatchObject({
      content_type: 'series',
      content_uuid: uuid,
      rating: 4,
      subject: '<b>Loved it</b>',
      comment: '<script>alert(1)</script> see https://example.com',
      username: fan.username,
      user_guid: fan.guid,
      is_own: true,
    });
    const again = await reviewCall(t.app, 'POST', 'series', uuid, fan, { rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(firstError(again)).toMatchObject({ code: 1030, field: 'rating' });
  });

  it('one member posting twice at once gets one 201 and one 1030 (the unique key decides)', async () => {
    const fan = await member();
    for (const type of ['series', 'comicseries'] as const) {
      const uuid = type === 'series' ? titles.series.uuid : titles.comic.uuid;
      const replies = await Promise.all(
        [1, 2, 3].map((rating) => reviewCall(t.app, 'POST', type, uuid, fan, { rating })),
      );
      expect(replies.map((r) => r.statusCode).sort(), type).toEqual([201, 409, 409]);
      expect(replies.filter((r) => r.statusCode === 409).map((r) => firstError(r)!.code)).toEqual([
        1030, 1030,
      ]);
    }
  });

  it('checks the rules in order: 1026 whole number, 1027 range, 1028 subject, 1029 comment, each with its field', async () => {
    const fan = await member();
    const { uuid } = titles.comic;
    const long = (n: number) => 'x'.repeat(n);
    const cases: [unknown, number, string][] = [
      [{ rating: 2.5 }, 1026, 'rating'],
      [{ rating: '4' }, 1026, 'rating'],
      [{ rating: null }, 1026, 'rating'],
      [{ subject: 'no rating' }, 1026, 'rating'],
      [{ rating: 2.5, subject: long(500) }, 1026, 'rating'],
      [{ rating: 0 }, 1027, 'rating'],
      [{ rating: 6 }, 1027, 'rating'],
      [{ rating: -3, comment: long(5000) }, 1027, 'rating'],
      [{ rating: 3, subject: long(REVIEW_SUBJECT_MAX_LENGTH + 1) }, 1028, 'subject'],
      [{ rating: 3, subject: long(20_000) }, 1028, 'subject'],
      [{ rating: 3, subject: long(101), comment: long(2000) }, 1028, 'subject'],
      [{ rating: 3, comment: long(REVIEW_COMMENT_MAX_LENGTH + 1) }, 1029, 'comment'],
      [{ rating: 3, comment: long(200_000) }, 1029, 'comment'],
    ];
    for (const [body, code, field] of cases) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = await reviewCall(t.app, method, 'comicseries', uuid, fan, body);
        const shown = `${method} ${JSON.stringify(body).slice(0, 60)}`;
        expect(res.statusCode, shown).toBe(400);
        expect(firstError(res), shown).toMatchObject({ code, field });
      }
    }
    // The limits themselves pass, white space around them aside.
    const res = await reviewCall(t.app, 'POST', 'comicseries', uuid, fan, {
      rating: 5,
      subject: ` ${long(REVIEW_SUBJECT_MAX_LENGTH)} `,
      comment: `\n${long(REVIEW_COMMENT_MAX_LENGTH)}\n`,
    });
    expect(res.statusCode, res.body).toBe(201);
    // A text that is not a string is a plain bad parameter.
    const wrongType = await reviewCall(t.app, 'PUT', 'comicseries', uuid, fan, { rating: 5, subject: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(firstError(wrongType)!.field).toBe('subject');
  });

  it('answers 1061 (404) for content that does not exist or a bad address', async () => {
    const fan = await member();
    const cases: [string, string, string][] = [
      ['series', crypto.randomUUID(), 'uuid'],
      ['comicseries', crypto.randomUUID(), 'uuid'],
      ['series', titles.comic.uuid, 'uuid'], // a comic series is not a video series
      ['comicseries', titles.series.uuid, 'uuid'],
      ['episode', titles.series.uuid, 'type'],
      ['series', 'not-a-uuid', 'uuid'],
    ];
    for (const [type, uuid, field] of cases) {
      for (const [method, suffix, body] of [
        ['POST', '', { rating: 3 }],
        ['PUT', '', { rating: 3 }],
        ['DELETE', '', undefined],
        ['GET', '', undefined],
        ['GET', '/summary', undefined],
      ] as const) {
        const res = await reviewCall(t.app, method, type, uuid, fan, body, suffix);
        const shown = `${method} ${type}/${uuid}${suffix}`;
        expect(res.statusCode, shown).toBe(404);
        expect(firstError(res), shown).toMatchObject({ code: 1061, field });
      }
    }
  });

  it('edits (PUT 200) and deletes (DELETE 204) the caller’s own; 2308 when there is none', async () => {
    const fan = await member();
    const other = await member();
    const { uuid } = (await insertTitles(t)).series;
    for (const res of [
      await reviewCall(t.app, 'PUT', 'series', uuid, fan, { rating: 3 }),
      await reviewCall(t.app, 'DELETE', 'series', uuid, fan),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(firstError(res)!.code).toBe(2308);
    }
    const created = (
      await reviewCall(t.app, 'POST', 'series', uuid, fan, { rating: 2, subject: 'Meh', comment: 'Slow' })
    ).json() as Review;
    // Another member cannot edit or delete it: they have no review of their own (2308).
    expect(firstError(await reviewCall(t.app, 'PUT', 'series', uuid, other, { rating: 1 }))!.code).toBe(2308);
    expect(firstError(await reviewCall(t.app, 'DELETE', 'series', uuid, other))!.code).toBe(2308);

    const edited = await reviewCall(t.app, 'PUT', 'series', uuid, fan, {
      rating: 5,
      comment: 'It grew on me',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const review = reviewSchema.parse(edited.json());
    expect(review).toMatchObject({ uuid: created.uuid, rating: 5, subject: '', comment: 'It grew on me' });
    expect(review.created_at).toBe(created.created_at);
    expect(review.updated_at >= created.updated_at).toBe(true);
    const summary = (
      await reviewCall(t.app, 'GET', 'series', uuid, other, undefined, '/summary')
    ).json() as RatingSummary;
    expect(summary).toMatchObject({ avg_rating: 5, rating_count: 1, mine: null });

    const removed = await reviewCall(t.app, 'DELETE', 'series', uuid, fan);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const after = (
      await reviewCall(t.app, 'GET', 'series', uuid, fan, undefined, '/summary')
    ).json() as RatingSummary;
    expect(after).toMatchObject({ avg_rating: 0, rating_count: 0, mine: null });
    const row = await t.database.db
      .selectFrom('series')
      .select(['avg_rating', 'fan_count'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ avg_rating: 0, fan_count: 0 });
  });

  it('needs a session to write (401), not to read', async () => {
    const { uuid } = titles.series;
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await reviewCall(t.app, method, 'series', uuid, null, { rating: 3 })).statusCode).toBe(401);
    }
    expect((await reviewCall(t.app, 'GET', 'series', uuid, null)).statusCode).toBe(200);
    expect((await reviewCall(t.app, 'GET', 'series', uuid, null, undefined, '/summary')).statusCode).toBe(
      200,
    );
  });
});

describe('the rating summary', () => {
  it('counts the average (two decimals), the members, each star, and the caller’s own', async () => {
    const { series, comic } = await insertTitles(t);
    const empty = await reviewCall(t.app, 'GET', 'comicseries', comic.uuid, null, undefined, '/summary');
    expect(empty.json()).toEqual({
      content_type: 'comicseries',
      content_uuid: comic.uuid,
      avg_rating: 0,
      rating_count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      mine: null,
    });
    const raters = [await member(), await member(), await member()];
    for (const [i, rating] of [5, 4, 4].entries()) {
      for (const [type, uuid] of [
        ['series', series.uuid],
        ['comicseries', comic.uuid],
      ] as const) {
        expect((await reviewCall(t.app, 'POST', type, uuid, raters[i]!, { rating })).statusCode).toBe(201);
      }
    }
    for (const [type, uuid] of [
      ['series', series.uuid],
      ['comicseries', comic.uuid],
    ] as const) {
      const res = await reviewCall(t.app, 'GET', type, uuid, raters[0]!, undefined, '/summary');
      const summary = ratingSummarySchema.parse(res.json());
      expect(summary).toMatchObject({
        avg_rating: 4.33,
        rating_count: 3,
        distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
      });
      expect(summary.mine).toMatchObject({ rating: 5, is_own: true, user_guid: raters[0]!.guid });
      const anonymous = (
        await reviewCall(t.app, 'GET', type, uuid, null, undefined, '/summary')
      ).json() as RatingSummary;
      expect(anonymous.mine).toBeNull();
    }
    const row = await t.database.db
      .selectFrom('series')
      .select(['avg_rating', 'fan_count'])
      .where('uuid', '=', series.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ avg_rating: 4.33, fan_count: 3 });
  });
});

describe('the reviews list', () => {
  it('pages the reviews with a subject or comment, newest update first; 404 code 5 past the end', async () => {
    const { uuid } = (await insertTitles(t)).comic;
    const writers = [];
    for (let i = 0; i < 5; i += 1) writers.push(await member());
    for (const [i, who] of writers.entries()) {
      // The third only rates: it counts in the summary, not in the list.
      const body = i === 2 ? { rating: 3 } : { rating: 3, subject: `Review ${i}` };
      expect((await reviewCall(t.app, 'POST', 'comicseries', uuid, who, body)).statusCode).toBe(201);
    }
    // Updated times a minute apart, the first writer's newest.
    const start = Date.now() - 3_600_000;
    for (const [i, who] of writers.entries()) {
      await t.database.db
        .updateTable('reviews')
        .set({ updated_at: new Date(start - i * 60_000) })
        .where('user_id', '=', who.id)
        .execute();
    }
    const first = await reviewCall(t.app, 'GET', 'comicseries', uuid, writers[1]!, undefined, '?page_size=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = reviewPageSchema.parse(first.json());
    expect(page).toMatchObject({ count: 4, num_pages: 2, page: 1, page_size: 2 });
    expect(page.values.map((r) => r.subject)).toEqual(['Review 0', 'Review 1']);
    expect(page.values.map((r) => r.is_own)).toEqual([false, true]);
    expect(page.links.next).toBe(`/api/reviews/1/comicseries/${uuid}?page=2&page_size=2`);
    const second = (
      await reviewCall(t.app, 'GET', 'comicseries', uuid, null, undefined, '?page=2&page_size=2')
    ).json();
    expect(reviewPageSchema.parse(second).values.map((r) => r.subject)).toEqual(['Review 3', 'Review 4']);
    const past = await reviewCall(t.app, 'GET', 'comicseries', uuid, null, undefined, '?page=3&page_size=2');
    expect(past.statusCode).toBe(404);
    const empty = await reviewCall(t.app, 'GET', 'series', (await insertTitles(t)).series.uuid, null);
    expect(empty.json()).toMatchObject({ count: 0, num_pages: 1, page: 1, values: [] });
    const badPage = await reviewCall(t.app, 'GET', 'comicseries', uuid, null, undefined, '?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(firstError(badPage)!.field).toBe('page');
  });
});

describe('the catalogue version', () => {
  const version = async () =>
    (await t.database.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;

  it('stays put when a rating changes a series’ figures, and moves when the series itself changes', async () => {
    const fan = await member();
    const { uuid } = (await insertTitles(t)).series;
    const before = await version();
    expect((await reviewCall(t.app, 'POST', 'series', uuid, fan, { rating: 5 })).statusCode).toBe(201);
    expect((await reviewCall(t.app, 'PUT', 'series', uuid, fan, { rating: 3 })).statusCode).toBe(200);
    const rated = await t.database.db
      .selectFrom('series')
      .select(['avg_rating', 'fan_count'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(rated).toEqual({ avg_rating: 3, fan_count: 1 });
    expect(await version()).toBe(before);

    await t.database.db.updateTable('series').set({ title: 'Renamed' }).where('uuid', '=', uuid).execute();
    expect(BigInt(await version())).toBe(BigInt(before) + 1n);
  });
});
