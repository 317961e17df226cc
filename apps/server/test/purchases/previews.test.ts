import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CatalogueServerCode,
  PREVIEW_MONTHLY_CREDITS,
  PREVIEW_TOKEN_MINUTES,
  PurchaseCode,
} from '@fanverse/contract';
import { insertComicFixtures } from '../comics/comic-fixtures';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode, insertSubscriptionRow } from '../premium/premium-fixtures';
import {
  insertOwnedItem,
  premiumMember,
  rightsOf,
  sellItem,
  purchasesTestApp,
  START,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * Premium previews: PREVIEW_MONTHLY_CREDITS a UTC month; a credit opens one premium episode or
 * book for PREVIEW_TOKEN_MINUTES through the rights call's `preview_token`.
 */

const t = purchasesTestApp();

const walledEpisode = async () => (await insertEpisode(t.database.db, { wall_type: 0 })).uuid;
const walledBook = async () =>
  (await insertComicFixtures(t.database.db, { books: [{ wall_type: 0 }] })).books[0]!.uuid;

const usePreview = (
  m: PremiumMember,
  type: 'episode' | 'book',
  uuid: string,
  headers?: Record<string, string>,
) => m.post(`/api/premium/2/previews/${type}/${uuid}`, {}, headers);
const balance = async (m: PremiumMember) => {
  const res = await m.get('/api/premium/2/previews');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const rightsUrl = (type: 'episode' | 'book', uuid: string, token?: string) =>
  `/api/5/1/rights/${type}/${uuid}${token === undefined ? '' : `?preview_token=${encodeURIComponent(token)}`}`;
const tokenOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().preview_token as string;
};
const grantsOf = (userId: string) =>
  t.database.db.selectFrom('preview_grants').selectAll().where('user_id', '=', userId).execute();

describe('preview credits', () => {
  it('starts the month with every credit, resetting at the first instant of next month (UTC)', async () => {
    const m = await premiumMember(t);
    const res = await m.get('/api/premium/2/previews');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      credits_total: PREVIEW_MONTHLY_CREDITS,
      credits_used: 0,
      credits_left: PREVIEW_MONTHLY_CREDITS,
      resets_at: '2026-04-01T00:00:00.000Z',
      previewed: [],
    });
  });

  it('spends one credit on a premium episode; reopening it this month spends none and retires the old token', async () => {
    const m = await premiumMember(t);
    const uuid = await walledEpisode();
    const first = await usePreview(m, 'episode', uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({
      content_type: 'episode',
      content_uuid: uuid,
      credits_left: PREVIEW_MONTHLY_CREDITS - 1,
      spent_credit: true,
      expires_at: new Date(Date.parse(START) + PREVIEW_TOKEN_MINUTES * 60_000).toISOString(),
    });
    expect(first.json().preview_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await usePreview(m, 'episode', uuid);
    expect(again.json()).toMatchObject({ credits_left: PREVIEW_MONTHLY_CREDITS - 1, spent_credit: false });
    expect(again.json().preview_token).not.toBe(first.json().preview_token);

    expect(await balance(m)).toMatchObject({
      credits_used: 1,
      credits_left: PREVIEW_MONTHLY_CREDITS - 1,
      previewed: [{ content_type: 'episode', content_uuid: uuid }],
    });
    // Only the latest token opens the item.
    const stale = await m.get(rightsUrl('episode', uuid, first.json().preview_token));
    expect(errorCode(stale)).toBe(PurchaseCode.PREVIEW_TOKEN_INVALID);
    const fresh = await m.get(rightsUrl('episode', uuid, again.json().preview_token));
    expect(rightsOf(fresh.json().token).can_watch).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const m = await premiumMember(t);
    const token = tokenOf(await usePreview(m, 'episode', await walledEpisode()));
    const [grant] = await grantsOf(m.id);
    expect(grant!.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(grant!.token_hash).not.toContain(token);
  });

  it('answers 400 code 3050 once the month’s credits are spent, and still reopens what was previewed', async () => {
    const m = await premiumMember(t);
    const items = [await walledEpisode(), await walledBook(), await walledEpisode()];
    expect((await usePreview(m, 'episode', items[0]!)).json().spent_credit).toBe(true);
    expect((await usePreview(m, 'book', items[1]!)).json()).toMatchObject({
      spent_credit: true,
      credits_left: 0,
    });

    const none = await usePreview(m, 'episode', items[2]!);
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe(PurchaseCode.PREVIEW_NO_CREDITS);
    expect(await grantsOf(m.id)).toHaveLength(2);

    const reopened = await usePreview(m, 'book', items[1]!);
    expect(reopened.json()).toMatchObject({ spent_credit: false, credits_left: 0 });
  });

  it('gives the credits back in the next UTC month', async () => {
    const m = await premiumMember(t);
    const uuid = await walledEpisode();
    await usePreview(m, 'episode', uuid);
    await usePreview(m, 'episode', await walledEpisode());
    expect((await balance(m)).credits_left).toBe(0);

    t.clock.set('2026-03-31T23:59:59.000Z');
    expect((await balance(m)).credits_left).toBe(0);
    t.clock.set('2026-04-01T00:00:00.000Z');
    expect(await balance(m)).toMatchObject({
      credits_used: 0,
      credits_left: PREVIEW_MONTHLY_CREDITS,
      resets_at: '2026-05-01T00:00:00.000Z',
      previewed: [],
    });
    // Last month's item is a new preview this month: it spends a credit again.
    expect((await usePreview(m, 'episode', uuid)).json()).toMatchObject({
      spent_credit: true,
      credits_left: 1,
    });
  });

  it('answers a replayed reply to a repeated Idempotency-Key and spends once', async () => {
    const m = await premiumMember(t);
    const uuid = await walledEpisode();
    const key = { 'idempotency-key': `preview-${crypto.randomUUID()}` };
    const first = await usePreview(m, 'episode', uuid, key);
    const replay = await usePreview(m, 'episode', uuid, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await balance(m)).credits_used).toBe(1);
  });
});

describe('what can be previewed', () => {
  it('answers 404 RESOURCE_NOT_FOUND for an unknown episode or book', async () => {
    const m = await premiumMember(t);
    for (const type of ['episode', 'book'] as const) {
      const res = await usePreview(m, type, crypto.randomUUID());
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    }
  });

  it('answers 400 code 8 and spends nothing when the member may watch or read it already', async () => {
    const m = await premiumMember(t);
    const open = await insertEpisode(t.database.db, { wall_type: null });
    const registration = await insertEpisode(t.database.db, { wall_type: 1 });
    const openBook = (await insertComicFixtures(t.database.db, { books: [{ wall_type: null }] })).books[0]!;
    for (const [type, uuid] of [
      ['episode', open.uuid],
      ['episode', registration.uuid],
      ['book', openBook.uuid],
    ] as const) {
      const res = await usePreview(m, type, uuid);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 8, field: 'uuid' });
    }
    expect((await balance(m)).credits_used).toBe(0);
  });

  it('answers 400 code 8 to a premium member and to the owner of the item', async () => {
    const premium = await premiumMember(t);
    await insertSubscriptionRow(t, premium.id);
    const uuid = await walledEpisode();
    const asPremium = await usePreview(premium, 'episode', uuid);
    expect(asPremium.json().errors[0]).toMatchObject({ code: 8, message: 'You can already watch this' });

    const owner = await premiumMember(t);
    const book = await walledBook();
    const sku = await sellItem(t.database.db, { model: 'book', uuid: book });
    await insertOwnedItem(t.database.db, {
      userId: owner.id,
      model: 'book',
      uuid: book,
      sku,
      at: t.clock.now(),
    });
    const asOwner = await usePreview(owner, 'book', book);
    expect(asOwner.json().errors[0]).toMatchObject({ code: 8, message: 'You can already read this' });
    expect((await balance(owner)).credits_used).toBe(0);
  });

  it('answers 400 code 8 for an item a preview would not open here (region), spending nothing', async () => {
    const m = await premiumMember(t);
    const elsewhere = await insertEpisode(t.database.db, { wall_type: 0, available_in: ['JP'] });
    const res = await usePreview(m, 'episode', elsewhere.uuid);
    expect(res.json().errors[0]).toMatchObject({ code: 8, message: 'This item cannot be previewed here' });
    expect((await balance(m)).credits_used).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/premium/2/previews/episode/${crypto.randomUUID()}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rights with a preview token', () => {
  it('lets the member watch a premium-walled episode (SD) and read a premium book', async () => {
    const m = await premiumMember(t);
    const episode = await walledEpisode();
    const before = await m.get(rightsUrl('episode', episode));
    expect(rightsOf(before.json().token)).toMatchObject({ can_watch: false });

    const token = tokenOf(await usePreview(m, 'episode', episode));
    const watched = await m.get(rightsUrl('episode', episode, token));
    expect(watched.statusCode, watched.body).toBe(200);
    expect(rightsOf(watched.json().token)).toMatchObject({ can_watch: true, include_hd: false });

    const book = await walledBook();
    const bookToken = tokenOf(await usePreview(m, 'book', book));
    const read = await m.get(rightsUrl('book', book, bookToken));
    expect(read.statusCode, read.body).toBe(200);
    expect(rightsOf(read.json().token)).toMatchObject({ can_read: true, include_hd: false });
  });

  it('lifts a book’s plan limits for the preview', async () => {
    const m = await premiumMember(t);
    const book = (
      await insertComicFixtures(t.database.db, {
        books: [{ wall_type: 0, exclusive_to_plans: ['premium-yearly'] }],
      })
    ).books[0]!.uuid;
    const token = tokenOf(await usePreview(m, 'book', book));
    expect(rightsOf((await m.get(rightsUrl('book', book, token))).json().token).can_read).toBe(true);
  });

  it('answers 400 code 3051 once the token has expired', async () => {
    const m = await premiumMember(t);
    const episode = await walledEpisode();
    const token = tokenOf(await usePreview(m, 'episode', episode));
    t.clock.travel({ minutes: PREVIEW_TOKEN_MINUTES - 1 });
    expect((await m.get(rightsUrl('episode', episode, token))).statusCode).toBe(200);
    t.clock.travel({ minutes: 1 });
    const expired = await m.get(rightsUrl('episode', episode, token));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toMatchObject({
      code: PurchaseCode.PREVIEW_TOKEN_INVALID,
      field: 'preview_token',
    });
  });

  it('answers 400 code 3051 to another member’s token, another item’s token, a made-up one and no session', async () => {
    const m = await premiumMember(t);
    const other = await premiumMember(t);
    const episode = await walledEpisode();
    const otherEpisode = await walledEpisode();
    const book = await walledBook();
    const token = tokenOf(await usePreview(m, 'episode', episode));
    const bookToken = tokenOf(await usePreview(m, 'book', book));

    const cases: [string, LightMyRequestResponse][] = [
      ['another member', await other.get(rightsUrl('episode', episode, token))],
      ['another episode', await m.get(rightsUrl('episode', otherEpisode, token))],
      ['a book token on an episode', await m.get(rightsUrl('episode', episode, bookToken))],
      ['an episode token on a book', await m.get(rightsUrl('book', book, token))],
      ['made up', await m.get(rightsUrl('episode', episode, 'x'.repeat(43)))],
      [
        'no session (episode)',
        await t.app.inject({ method: 'GET', url: rightsUrl('episode', episode, token) }),
      ],
      ['no session (book)', await t.app.inject({ method: 'GET', url: rightsUrl('book', book, bookToken) })],
    ];
    for (const [label, res] of cases) {
      expect(res.statusCode, label).toBe(400);
      expect(errorCode(res), label).toBe(PurchaseCode.PREVIEW_TOKEN_INVALID);
    }
  });

  it('answers 400 code 8 to a token longer than 200 characters', async () => {
    const m = await premiumMember(t);
    const res = await m.get(rightsUrl('episode', await walledEpisode(), 'x'.repeat(201)));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(8);
  });

  it('ignores a token where the member may watch anyway', async () => {
    const m = await premiumMember(t);
    const open = await insertEpisode(t.database.db, { wall_type: null });
    const res = await m.get(rightsUrl('episode', open.uuid, 'stale-token'));
    expect(res.statusCode).toBe(200);
    expect(rightsOf(res.json().token).can_watch).toBe(true);
  });
});
