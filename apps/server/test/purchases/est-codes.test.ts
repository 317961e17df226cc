import type { LightMyRequestResponse } from 'fastify';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, insertSubscriptionRow } from '../premium/premium-fixtures';
import {
  insertOwnedItem,
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  purchasesTestApp,
  START,
  type PremiumMember,
} from './purchases-fixtures';
import { insertCampaign, insertCode } from './est-fixtures';

/*
 * EST codes through their routes: GET …/est/check/{code} (what a code grants, and who could
 * redeem it) and POST …/est/redeem/{code} (owned items or comped premium, once per member).
 */

const t = purchasesTestApp();

const CHECK = (code: string) => `/api/premium/2/est/check/${encodeURIComponent(code)}`;
const REDEEM = (code: string) => `/api/premium/2/est/redeem/${encodeURIComponent(code)}`;
const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A campaign granting a premium episode and a premium book (both for sale). */
async function twoAssetCampaign(options: Parameters<typeof insertCampaign>[1] = {}) {
  const episode = await premiumEpisodeForSale(t.database.db);
  const book = await premiumBookForSale(t.database.db);
  const campaign = await insertCampaign(t.database.db, {
    skus: [episode.sku, book.sku],
    marketing_description: { en: 'Two free stories', es: 'Dos historias gratis' },
    descriptors: { en: { headline: 'Yours to keep' }, es: { headline: 'Para siempre' } },
    ...options,
  });
  return { ...campaign, episode, book };
}

const ownedRows = (userId: string) =>
  t.database.db
    .selectFrom('owned_items')
    .select(['object_uuid', 'model', 'source', 'est_code', 'state', 'sku'])
    .where('user_id', '=', userId)
    .orderBy('create_dt')
    .execute();

const redemptionsOf = async (code: string) =>
  (
    await t.database.db
      .selectFrom('est_codes')
      .select('redemptions')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).redemptions;

const expectCoded = (res: LightMyRequestResponse, status: number, code: string | number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().errors[0]).toMatchObject({ code, field: 'code' });
};

describe('GET /api/premium/2/est/check/{code}', () => {
  it('answers what the code grants, matched without regard to case, priced in the visitor currency', async () => {
    const c = await twoAssetCampaign();
    const res = await anonymous(CHECK(c.code.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      code: c.code,
      type: 'est',
      comp_duration: 0,
      marketing_description: 'Two free stories',
      descriptors: { headline: 'Yours to keep' },
      requires_paymentmethod: false,
      is_approved: true,
      uuid: c.uuid,
      slug: c.slug,
      countries: [],
      date: '2020-01-01T00:00:00.000Z',
      expires_at: null,
      // Anonymous: nobody to redeem it for.
      redeemable: false,
    });
    expect(body.assets).toHaveLength(2);
    expect(body.assets[0]).toMatchObject({
      sku: c.episode.sku,
      price: '2.99',
      currency_code: 'USD',
      is_active: true,
      owned: false,
      object: { model: 'episode', data: { uuid: c.episode.uuid } },
    });
    // The title the catalogue shows now (the sku's stored title when the item is gone).
    expect(body.assets[0].title).toBe(body.assets[0].object.data.title);
    expect(body.assets[1]).toMatchObject({
      sku: c.book.sku,
      price: '2.99',
      object: { model: 'book', data: { uuid: c.book.uuid } },
    });
  });

  it('prices assets in the visitor country currency and answers texts in the request language', async () => {
    const c = await twoAssetCampaign();
    const gb = (await anonymous(`${CHECK(c.code)}?trans=es`, geo('GB'))).json();
    expect(
      gb.assets.map((a: { price: string; currency_code: string }) => [a.price, a.currency_code]),
    ).toEqual([
      ['2.49', 'GBP'],
      ['2.49', 'GBP'],
    ]);
    expect(gb.marketing_description).toBe('Dos historias gratis');
    expect(gb.descriptors).toEqual({ headline: 'Para siempre' });
  });

  it('tells a member whether they could redeem it and which assets they own', async () => {
    const c = await twoAssetCampaign();
    const m = await premiumMember(t);
    const before = (await m.get(CHECK(c.code))).json();
    expect(before.redeemable).toBe(true);
    expect(before.assets.map((a: { owned: boolean }) => a.owned)).toEqual([false, false]);

    await insertOwnedItem(t.database.db, {
      userId: m.id,
      model: 'book',
      uuid: c.book.uuid,
      sku: c.book.sku,
      at: t.clock.now(),
    });
    const after = (await m.get(CHECK(c.code))).json();
    expect(after.assets.map((a: { owned: boolean }) => a.owned)).toEqual([false, true]);
  });

  it('answers 200 with redeemable false in another country and once the member redeemed it', async () => {
    const c = await twoAssetCampaign({ countries: ['GB'] });
    const m = await premiumMember(t);
    const elsewhere = await m.get(CHECK(c.code), geo('US'));
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ redeemable: false, countries: ['GB'] });
    expect((await m.get(CHECK(c.code), geo('GB'))).json().redeemable).toBe(true);

    expect((await m.post(REDEEM(c.code), {}, geo('GB'))).statusCode).toBe(200);
    const redeemed = await m.get(CHECK(c.code), geo('GB'));
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().redeemable).toBe(false);
  });

  it('answers a comp code with its months and no assets', async () => {
    const c = await insertCampaign(t.database.db, { type: 'comp', comp_duration: 2 });
    const body = (await anonymous(CHECK(c.code))).json();
    expect(body).toMatchObject({ type: 'comp', comp_duration: 2, assets: [] });
  });

  it('unknown: 404 NOT_FOUND', async () => {
    expectCoded(await anonymous(CHECK('NO-SUCH-CODE')), 404, 'NOT_FOUND');
  });

  it('expired: 400 EXPIRED', async () => {
    const c = await insertCampaign(t.database.db, { expires_at: new Date('2026-02-01T00:00:00.000Z') });
    expectCoded(await anonymous(CHECK(c.code)), 400, 'EXPIRED');
  });

  it('used up: 400 MAX_USAGE', async () => {
    const c = await insertCampaign(t.database.db, { max_redemptions: 1 });
    const m = await premiumMember(t);
    expect((await m.post(REDEEM(c.code))).statusCode).toBe(200);
    expectCoded(await anonymous(CHECK(c.code)), 400, 'MAX_USAGE');
  });

  it('not approved, or not started yet: 400 3022', async () => {
    const unapproved = await insertCampaign(t.database.db, { is_approved: false });
    expectCoded(await anonymous(CHECK(unapproved.code)), 400, 3022);
    const later = await insertCampaign(t.database.db, { starts_at: new Date('2026-03-02T00:00:00.000Z') });
    expectCoded(await anonymous(CHECK(later.code)), 400, 3022);
    // Once the start comes, it answers.
    t.clock.set('2026-03-02T00:00:00.000Z');
    expect((await anonymous(CHECK(later.code))).statusCode).toBe(200);
  });

  it('a malformed code is a coded 400, never a 5xx', async () => {
    const res = await anonymous(CHECK('has space!'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBeDefined();
  });
});

describe('POST /api/premium/2/est/redeem/{code}', () => {
  it('grants every asset (PromoCode Grant) and answers the redemption', async () => {
    const c = await twoAssetCampaign();
    const m = await premiumMember(t);
    const res = await m.post(REDEEM(c.code.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      code: c.code,
      type: 'est',
      redeemed_at: START,
      subscription: null,
      redeemable: false,
    });
    expect(body.assets.map((a: { owned: boolean }) => a.owned)).toEqual([true, true]);
    const rows = await ownedRows(m.id);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          object_uuid: c.episode.uuid,
          model: 'episode',
          source: 'PromoCode Grant',
          est_code: c.code,
          state: 'owned',
        }),
        expect.objectContaining({ object_uuid: c.book.uuid, model: 'book', source: 'PromoCode Grant' }),
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await redemptionsOf(c.code)).toBe(1);
    // The member's owned list says so too.
    const owned = (await m.get('/api/premium/2/purchases/owned')).json();
    expect(owned.episodes).toContain(c.episode.uuid);
    expect(owned.books).toContain(c.book.uuid);
  });

  it('keeps an asset owned already as it is, and still redeems when every asset is owned', async () => {
    const c = await twoAssetCampaign();
    const m = await premiumMember(t);
    await insertOwnedItem(t.database.db, {
      userId: m.id,
      model: 'episode',
      uuid: c.episode.uuid,
      sku: c.episode.sku,
      at: t.clock.now(),
    });
    expect((await m.post(REDEEM(c.code))).statusCode).toBe(200);
    const rows = await ownedRows(m.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.model === 'episode')).toMatchObject({ source: 'Purchased', est_code: null });
    expect(rows.find((r) => r.model === 'book')).toMatchObject({ source: 'PromoCode Grant' });

    // Another campaign granting only what the member owns now: redeems, grants nothing new.
    const again = await insertCampaign(t.database.db, { skus: [c.episode.sku, c.book.sku] });
    expect((await m.post(REDEEM(again.code))).statusCode).toBe(200);
    expect(await ownedRows(m.id)).toHaveLength(2);
    expect(await redemptionsOf(again.code)).toBe(1);
  });

  it('a second redemption by the member, of this code or another of its campaign: 400 APPLIED', async () => {
    const c = await twoAssetCampaign();
    const other = await insertCode(t.database.db, c.uuid);
    const m = await premiumMember(t);
    expect((await m.post(REDEEM(c.code))).statusCode).toBe(200);
    expectCoded(await m.post(REDEEM(c.code)), 400, 'APPLIED');
    expectCoded(await m.post(REDEEM(other)), 400, 'APPLIED');
    expect(await redemptionsOf(c.code)).toBe(1);
    expect(await redemptionsOf(other)).toBe(0);
  });

  it('unknown 404 NOT_FOUND; expired EXPIRED; used up MAX_USAGE', async () => {
    const m = await premiumMember(t);
    expectCoded(await m.post(REDEEM('NO-SUCH-CODE')), 404, 'NOT_FOUND');

    const expired = await insertCampaign(t.database.db, { expires_at: new Date('2026-03-01T12:00:00.000Z') });
    expectCoded(await m.post(REDEEM(expired.code)), 400, 'EXPIRED');

    const once = await insertCampaign(t.database.db, { max_redemptions: 1 });
    const first = await premiumMember(t);
    expect((await first.post(REDEEM(once.code))).statusCode).toBe(200);
    expectCoded(await m.post(REDEEM(once.code)), 400, 'MAX_USAGE');
    expect(await redemptionsOf(once.code)).toBe(1);
  });

  it('limited to other countries: 400 3021; not approved or not started: 400 3022', async () => {
    const m = await premiumMember(t);
    const gbOnly = await insertCampaign(t.database.db, { countries: ['GB', 'IE'] });
    expectCoded(await m.post(REDEEM(gbOnly.code), {}, geo('US')), 400, 3021);
    expect((await m.post(REDEEM(gbOnly.code), {}, geo('IE'))).statusCode).toBe(200);

    const unapproved = await insertCampaign(t.database.db, { is_approved: false });
    expectCoded(await m.post(REDEEM(unapproved.code)), 400, 3022);
    const later = await insertCampaign(t.database.db, { starts_at: new Date('2026-04-01T00:00:00.000Z') });
    expectCoded(await m.post(REDEEM(later.code)), 400, 3022);
    expect(await redemptionsOf(unapproved.code)).toBe(0);
    expect(await redemptionsOf(later.code)).toBe(0);
  });

  it('a refusal leaves nothing behind', async () => {
    const c = await twoAssetCampaign({ countries: ['MX'] });
    const m = await premiumMember(t);
    expectCoded(await m.post(REDEEM(c.code)), 400, 3021);
    expect(await ownedRows(m.id)).toEqual([]);
    expect(await redemptionsOf(c.code)).toBe(0);
    expect(
      await t.database.db.selectFrom('est_redemptions').select('code').where('user_id', '=', m.id).execute(),
    ).toEqual([]);
  });

  it('needs a session: 401 for anonymous callers', async () => {
    const c = await insertCampaign(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: REDEEM(c.code), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(await redemptionsOf(c.code)).toBe(0);
  });

  it('a comp code grants its months of premium as a comped subscription', async () => {
    const c = await insertCampaign(t.database.db, { type: 'comp', comp_duration: 3 });
    const m = await premiumMember(t);
    const res = await m.post(REDEEM(c.code));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'comp', comp_duration: 3, assets: [], redeemed_at: START });
    expect(body.subscription.state).toMatchObject({ state: 'Comped' });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select(['guid', 'state', 'expiration_at'])
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.guid).toBe(body.subscription.guid);
    expect(row.expiration_at).toEqual(new Date('2026-06-01T12:00:00.000Z'));
    const redemption = await t.database.db
      .selectFrom('est_redemptions')
      .select('subscription_guid')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(redemption.subscription_guid).toBe(row.guid);
  });

  it("a comp code extends the member's live subscription", async () => {
    const c = await insertCampaign(t.database.db, { type: 'comp', comp_duration: 1 });
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      current_period_start: new Date(START),
      current_period_end: new Date('2026-04-01T12:00:00.000Z'),
      due_at: new Date('2026-04-01T12:00:00.000Z'),
    });
    const res = await m.post(REDEEM(c.code));
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription.guid).toBe(guid);
    const subs = await t.database.db
      .selectFrom('subscriptions')
      .select(['guid', 'due_at'])
      .where('user_id', '=', m.id)
      .execute();
    expect(subs).toHaveLength(1);
    expect(subs[0]!.due_at).toEqual(new Date('2026-05-01T12:00:00.000Z'));
  });

  it('a comp campaign with a product comps that product', async () => {
    const product = await t.database.db
      .selectFrom('premium_products')
      .select('id')
      .where('code', '=', 'ultra-monthly')
      .executeTakeFirstOrThrow();
    const c = await insertCampaign(t.database.db, { type: 'comp', comp_duration: 1, product_id: product.id });
    const m = await premiumMember(t);
    const res = await m.post(REDEEM(c.code));
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select('product_id')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.product_id).toBe(product.id);
  });

  it('replays under the same Idempotency-Key instead of answering APPLIED', async () => {
    const c = await twoAssetCampaign();
    const m: PremiumMember = await premiumMember(t);
    const key = { 'idempotency-key': `est-${crypto.randomUUID()}` };
    const first = await m.post(REDEEM(c.code), {}, key);
    const again = await m.post(REDEEM(c.code), {}, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await redemptionsOf(c.code)).toBe(1);
    // Without the key, a second try is refused.
    expect(errorCode(await m.post(REDEEM(c.code)))).toBe('APPLIED');
  });
});

describe('a code that requires a payment method', () => {
  it('answers 3001 until the member has a card on file, then redeems (charging nothing)', async () => {
    const { code, book } = await twoAssetCampaign({ requires_paymentmethod: true });
    const m = await premiumMember(t);
    const refused = await m.post(REDEEM(code));
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused)).toBe(3001);
    const owned = await t.database.db
      .selectFrom('owned_items')
      .select('id')
      .where('user_id', '=', m.id)
      .execute();
    expect(owned).toEqual([]);

    await m.addCard();
    const redeemed = await m.post(REDEEM(code));
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().requires_paymentmethod).toBe(true);
    const rights = await m.get(`/api/5/1/rights/book/${book.uuid}`);
    expect(rights.statusCode).toBe(200);
    const orders = await t.database.db
      .selectFrom('premium_orders')
      .select('id')
      .where('user_id', '=', m.id)
      .execute();
    expect(orders).toEqual([]);
  });
});
