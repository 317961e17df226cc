import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDefaults } from '../../src/db/seed-defaults';
import { comicsDemoExtension } from '../../src/modules/comics/demo/comics-demo.extension';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { DEMO_PURCHASES } from '../../src/modules/purchases/store/demo-purchases';
import { purchasesDemoExtension } from '../../src/modules/purchases/store/purchases-demo.extension';
import { createTestDatabase } from '../helpers/test-database';
import { estOfferSchema, ownedItemsSchema, purchaseItemSchema } from '@fanverse/contract';
import { serverModules } from '../../src/modules/index';
import { createModuleServices } from '../../src/modules/module-registry';
import type { PaymentGateway } from '../../src/modules/premium/gateway/payment-gateway';
import type { PurchasesServices } from '../../src/modules/purchases/purchases.factory';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode, GB_PLACE, US_PLACE } from '../premium/premium-fixtures';
import {
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  sellItem,
  purchasesTestApp,
  START,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * The store: GET …/est/offer/{model}/{uuid} (price in the visitor's currency, with tax for a
 * payment method), POST …/purchases/est/buy (charged once, owned afterwards) and
 * GET …/purchases/owned.
 */

const t = purchasesTestApp();

const OFFER = (model: string, uuid: string) => `/api/premium/2/est/offer/${model}/${uuid}`;
const BUY = '/api/premium/2/purchases/est/buy';
const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const ordersOf = (userId: string) =>
  t.database.db.selectFrom('premium_orders').selectAll().where('user_id', '=', userId).execute();
const ownedRowsOf = (userId: string) =>
  t.database.db.selectFrom('owned_items').selectAll().where('user_id', '=', userId).execute();
/** Sales the sandbox gateway made for these orders (its order id is ours). */
async function gatewaySales(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return t.database.db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('kind', '=', 'sale')
    .where('order_id', 'in', orderIds)
    .execute();
}

async function buy(m: PremiumMember, sku: string, guid: string, headers?: Record<string, string>) {
  return m.post(BUY, { sku, paymentmethod_guid: guid }, headers);
}

describe('GET /api/premium/2/est/offer/{model}/{uuid}', () => {
  it('prices an item for an anonymous visitor in their currency, without tax or ownership', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const res = await anonymous(OFFER('episode', episode.uuid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const offer = estOfferSchema.parse(res.json());
    expect(offer).toMatchObject({
      model: 'episode',
      object_uuid: episode.uuid,
      sku: episode.sku,
      price: '2.99',
      price_minor: 299,
      currency_code: 'USD',
      currency_symbol: '$',
      owned: false,
      owned_source: null,
      tax: null,
    });
    const gb = estOfferSchema.parse((await anonymous(OFFER('episode', episode.uuid), geo('GB'))).json());
    expect(gb).toMatchObject({ price: '2.49', currency_code: 'GBP', currency_symbol: '£' });
    const mx = estOfferSchema.parse((await anonymous(OFFER('episode', episode.uuid), geo('MX'))).json());
    expect(mx).toMatchObject({ price: '59.00', currency_code: 'MXN' });
  });

  it('prices a book too (its own price list)', async () => {
    const book = await premiumBookForSale(t.database.db, { title: 'Lantern Street #1' });
    await sellItem(t.database.db, { model: 'book', uuid: book.uuid }, { USD: 399, EUR: 399, GBP: 349 });
    const offer = estOfferSchema.parse((await anonymous(OFFER('book', book.uuid), geo('FR'))).json());
    expect(offer).toMatchObject({
      sku: book.sku,
      title: 'Lantern Street #1',
      price: '3.99',
      currency_code: 'EUR',
    });
  });

  it('answers an item that exists but is not for sale with sku and price null', async () => {
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });
    const res = await anonymous(OFFER('episode', episode.uuid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sku: null, price: null, price_minor: null, owned: false, tax: null });
  });

  it('answers an unknown item 404 code 1800, and a malformed uuid or model a coded 400', async () => {
    const res = await anonymous(OFFER('episode', crypto.randomUUID()));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe(1800);
    // A sku pointing at an item the catalogue no longer has is unknown too.
    const gone = crypto.randomUUID();
    await sellItem(t.database.db, { model: 'episode', uuid: gone });
    expect(errorCode(await anonymous(OFFER('episode', gone)))).toBe(1800);
    expect((await anonymous(OFFER('episode', 'not-a-uuid'))).statusCode).toBe(400);
    expect((await anonymous(OFFER('movie', crypto.randomUUID()))).statusCode).toBe(400);
  });

  it('adds the US sales tax on top for a member paying with a US card', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', US_PLACE);
    const res = await m.get(`${OFFER('episode', episode.uuid)}?paymentmethod_guid=${card}`);
    expect(res.statusCode, res.body).toBe(200);
    const offer = estOfferSchema.parse(res.json());
    expect(offer.tax).toEqual({
      combined_rate: 0.08875,
      postal_code: '10001',
      base_price: '2.99',
      discount_amount: '0.00',
      subtotal: '2.99',
      // 2.99 × 8.875% = 0.2654 → 0.27, added on top.
      tax_amount: '0.27',
      total: '3.26',
      product_code: episode.sku,
      promo_code: null,
      currency_symbol: '$',
      currency_code: 'USD',
      tax_inclusive: false,
      country_code_alpha2: 'US',
    });
  });

  it("keeps VAT inside the price for a GB card, in the card's currency", async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', GB_PLACE);
    // The visitor is in the US (default country); the card decides what buying charges.
    const offer = estOfferSchema.parse(
      (await m.get(`${OFFER('episode', episode.uuid)}?paymentmethod_guid=${card}`)).json(),
    );
    // The offer's price stays the visitor's; the tax block is what this card would be charged.
    expect(offer).toMatchObject({ price: '2.99', currency_code: 'USD' });
    expect(offer.tax).toMatchObject({
      combined_rate: 0.2,
      base_price: '2.49',
      subtotal: '2.49',
      // 2.49 × 0.2 / 1.2 = 0.415 → 0.42, inside the price.
      tax_amount: '0.42',
      total: '2.49',
      tax_inclusive: true,
      currency_code: 'GBP',
    });
  });

  it("refuses another member's payment method (404) and a payment method without a session (401)", async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const owner = await premiumMember(t);
    const other = await premiumMember(t);
    const card = await owner.addCard();
    const res = await other.get(`${OFFER('episode', episode.uuid)}?paymentmethod_guid=${card}`);
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    const anon = await anonymous(`${OFFER('episode', episode.uuid)}?paymentmethod_guid=${card}`);
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/premium/2/purchases/est/buy', () => {
  it('charges the price with tax once and owns the item afterwards', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const res = await buy(m, episode.sku, card);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const item = purchaseItemSchema.parse(res.json());
    expect(item).toMatchObject({
      sku: episode.sku,
      source: 'Purchased',
      is_active: true,
      state: 'owned',
      price: '3.26',
      currency_code: 'USD',
      create_dt: START,
      transaction_dt: START,
    });
    expect(item.object.model).toBe('episode');
    expect(item.object.data.uuid).toBe(episode.uuid);

    const orders = await ordersOf(m.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      kind: 'est',
      sku: episode.sku,
      status: 'paid',
      currency: 'USD',
      base_minor: 299,
      tax_minor: 27,
      total_minor: 326,
      gateway_transaction_id: item.transaction_id,
    });
    const sales = await gatewaySales([orders[0]!.id]);
    expect(sales).toHaveLength(1);
    expect(Number(sales[0]!.amount_minor)).toBe(326);
    expect(sales[0]!.status).toBe('settled');

    const owned = await ownedRowsOf(m.id);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({
      model: 'episode',
      object_uuid: episode.uuid,
      source: 'Purchased',
      state: 'owned',
      order_id: orders[0]!.id,
    });
    expect(owned[0]!.transaction_dt).toEqual(new Date(START));

    const offer = estOfferSchema.parse((await m.get(OFFER('episode', episode.uuid))).json());
    expect(offer).toMatchObject({ owned: true, owned_source: 'Purchased' });
    const mine = ownedItemsSchema.parse((await m.get('/api/premium/2/purchases/owned')).json());
    expect(mine).toEqual({ episodes: [episode.uuid], books: [] });
  });

  it('buys a book in the GB card’s currency with VAT inside', async () => {
    const book = await premiumBookForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', GB_PLACE);
    const item = purchaseItemSchema.parse((await buy(m, book.sku, card)).json());
    expect(item).toMatchObject({ price: '2.49', currency_code: 'GBP', object: { model: 'book' } });
    expect((await ordersOf(m.id))[0]).toMatchObject({ base_minor: 249, tax_minor: 42, total_minor: 249 });
    const mine = ownedItemsSchema.parse((await m.get('/api/premium/2/purchases/owned')).json());
    expect(mine.books).toEqual([book.uuid]);
  });

  it('refuses an item the member owns already with 3023, charging nothing more', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    expect((await buy(m, episode.sku, card)).statusCode).toBe(200);
    const again = await buy(m, episode.sku, card);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe(3023);
    const orders = await ordersOf(m.id);
    expect(orders).toHaveLength(1);
    expect(await gatewaySales(orders.map((o) => o.id))).toHaveLength(1);
  });

  it('refuses an item owned through a grant (3023) without charging', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    await t.database.db
      .insertInto('owned_items')
      .values({
        id: crypto.randomUUID(),
        user_id: m.id,
        model: 'episode',
        object_uuid: episode.uuid,
        sku: episode.sku,
        source: 'Admin Grant',
        create_dt: new Date(START),
      })
      .execute();
    expect(errorCode(await buy(m, episode.sku, card))).toBe(3023);
    expect(await ordersOf(m.id)).toHaveLength(0);
  });

  it('answers 404 code 1800 for an unknown sku and for one no longer on sale', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const unknown = await buy(m, 'no-such-sku', card);
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe(1800);
    const episode = await premiumEpisodeForSale(t.database.db);
    await t.database.db
      .updateTable('est_skus')
      .set({ is_active: false })
      .where('sku', '=', episode.sku)
      .execute();
    expect(errorCode(await buy(m, episode.sku, card))).toBe(1800);
    expect(await ordersOf(m.id)).toHaveLength(0);
  });

  it("answers 400 code 8 when the sku has no price in the card's currency", async () => {
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });
    const sku = await sellItem(t.database.db, { model: 'episode', uuid: episode.uuid }, { USD: 199 });
    const m = await premiumMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', GB_PLACE);
    const res = await buy(m, sku, card);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(8);
    expect(await ordersOf(m.id)).toHaveLength(0);
  });

  it("refuses another member's payment method with 404 NOT_FOUND", async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const owner = await premiumMember(t);
    const other = await premiumMember(t);
    const card = await owner.addCard();
    const res = await buy(other, episode.sku, card);
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(await ordersOf(other.id)).toHaveLength(0);
  });

  it('answers a decline with 3006: nothing owned, the order failed, and the member may try again', async () => {
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });
    // The sandbox declines 2000.00–2999.99 (Braintree's amount rule): 2000.00 + tax.
    const sku = await sellItem(t.database.db, { model: 'episode', uuid: episode.uuid }, { USD: 200_000 });
    const m = await premiumMember(t);
    const card = await m.addCard();
    const res = await buy(m, sku, card);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3006);
    expect(await ownedRowsOf(m.id)).toHaveLength(0);
    expect((await ordersOf(m.id)).map((o) => o.status)).toEqual(['failed']);
    // A failed order does not block another attempt (which the same amount declines again).
    expect(errorCode(await buy(m, sku, card))).toBe(3006);
    expect(await ordersOf(m.id)).toHaveLength(2);
  });

  it('replays a repeated Idempotency-Key without buying twice', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const key = { 'idempotency-key': `buy-${crypto.randomUUID()}` };
    const first = await buy(m, episode.sku, card, key);
    const second = await buy(m, episode.sku, card, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(m.id)).toHaveLength(1);
  });

  it('500 concurrent buys of one sku by one member: one settled sale, one owned row, the rest 3023', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const replies = await Promise.all(Array.from({ length: 500 }, () => buy(m, episode.sku, card)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 400 && errorCode(r) === 3023)).toHaveLength(499);
    const orders = await ordersOf(m.id);
    expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
    const sales = await gatewaySales(orders.map((o) => o.id));
    expect(sales.filter((s) => s.status === 'settled')).toHaveLength(1);
    expect(await ownedRowsOf(m.id)).toHaveLength(1);
  }, 120_000);
});

describe('buying an item that became owned while it was being paid for', () => {
  /**
   * The store of another server instance whose gateway grants the item (as a code redeemed at
   * that moment would) just before it charges.
   */
  function storeRacingAGrant(grant: () => Promise<void>) {
    const gateway = t.premium.gateway;
    const racing: PaymentGateway = {
      kind: gateway.kind,
      clientToken: (id) => gateway.clientToken(id),
      vault: (r) => gateway.vault(r),
      saleMany: (r) => gateway.saleMany(r),
      refund: (r) => gateway.refund(r),
      sale: async (r) => {
        await grant();
        return gateway.sale(r);
      },
    };
    const services = createModuleServices(serverModules, {
      database: t.database,
      config: t.config,
      log: t.app.log,
      overrides: { mailer: t.mail, premium: { now: t.clock.now, gateway: racing } },
    });
    return (services.get('purchases') as PurchasesServices).store;
  }

  it('refunds the order at once and answers 3023, keeping the grant', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const store = storeRacingAGrant(async () => {
      await t.database.db
        .insertInto('owned_items')
        .values({
          id: crypto.randomUUID(),
          user_id: m.id,
          model: 'episode',
          object_uuid: episode.uuid,
          sku: episode.sku,
          source: 'PromoCode Grant',
          create_dt: new Date(START),
        })
        .execute();
    });
    await expect(
      store.buy(m.id, { sku: episode.sku, paymentmethod_guid: card }, { country: 'US', lang: 'en' }),
    ).rejects.toMatchObject({ status: 400, code: 3023 });
    const orders = await ordersOf(m.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'refunded' });
    expect(orders[0]!.refund_transaction_id).toBeTruthy();
    const refunds = await t.database.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('kind', '=', 'refund')
      .where('refunded_transaction_id', '=', orders[0]!.gateway_transaction_id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount_minor)).toBe(326);
    const owned = await ownedRowsOf(m.id);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ source: 'PromoCode Grant', state: 'owned', order_id: null });
  });
});

describe('the demo store (purchases demo extension)', () => {
  it('puts a third of the premium episodes and books on sale, with the demo codes and partner pool, idempotently', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await seedDefaults(db);
      const extensions = () => [
        comicsDemoExtension({ DATA_DIR: 'unused-with-media-off', DEMO_MEDIA: 'off' }),
        purchasesDemoExtension(),
      ];
      const now = new Date(START);
      await seedDemoCatalogue(db, { now, extensions: extensions(), runExtensions: false });

      const walledEpisodes = await db
        .selectFrom('episodes')
        .select('uuid')
        .where('wall_type', '=', 0)
        .execute();
      const walledBooks = await db
        .selectFrom('comic_books')
        .select('uuid')
        .where('wall_type', '=', 0)
        .execute();
      const skus = await db.selectFrom('est_skus').selectAll().execute();
      const onSale = (model: string) => skus.filter((s) => s.model === model && s.is_active);
      expect(onSale('episode')).toHaveLength(Math.ceil(walledEpisodes.length / 3));
      expect(onSale('book')).toHaveLength(Math.ceil(walledBooks.length / 3));
      expect(onSale('episode').length).toBeGreaterThan(0);
      expect(onSale('book').length).toBeGreaterThan(0);
      const estAvailable = await db
        .selectFrom('comic_books')
        .select('uuid')
        .where('est_available', '=', true)
        .execute();
      // Every book on sale is marked (the comics demo marks some of its own already).
      expect(estAvailable.map((b) => b.uuid)).toEqual(
        expect.arrayContaining(onSale('book').map((s) => s.object_uuid)),
      );
      const prices = await db
        .selectFrom('est_sku_prices')
        .selectAll()
        .where('sku', '=', onSale('book')[0]!.sku)
        .execute();
      expect(Object.fromEntries(prices.map((p) => [p.currency, p.amount_minor]))).toEqual(
        DEMO_PURCHASES.bookPrices,
      );

      // FANVERSE-BOOK grants one premium book the store does not sell.
      const asset = await db
        .selectFrom('est_codes as c')
        .innerJoin('est_campaign_assets as a', 'a.campaign_uuid', 'c.campaign_uuid')
        .innerJoin('est_skus as s', 's.sku', 'a.sku')
        .innerJoin('est_campaigns as k', 'k.uuid', 'c.campaign_uuid')
        .select(['s.model', 's.object_uuid', 's.is_active', 'k.slug', 'k.type', 'c.max_redemptions'])
        .where('c.code', '=', DEMO_PURCHASES.estCampaign.code)
        .execute();
      expect(asset).toHaveLength(1);
      expect(asset[0]).toMatchObject({
        model: 'book',
        is_active: false,
        slug: 'launch-week',
        type: 'est',
        max_redemptions: null,
      });
      expect(walledBooks.map((b) => b.uuid)).toContain(asset[0]!.object_uuid);
      const comp = await db
        .selectFrom('est_codes as c')
        .innerJoin('est_campaigns as k', 'k.uuid', 'c.campaign_uuid')
        .select(['k.type', 'k.comp_duration'])
        .where('c.code', '=', DEMO_PURCHASES.compCampaign.code)
        .executeTakeFirstOrThrow();
      expect(comp).toEqual({ type: 'comp', comp_duration: 1 });
      const pool = await db
        .selectFrom('external_promo_codes')
        .select('code')
        .where('property', '=', 'streamco')
        .execute();
      expect(pool.map((p) => p.code).sort()).toEqual([...DEMO_PURCHASES.partner.codes].sort());
      expect(new Set(DEMO_PURCHASES.partner.codes).size).toBe(50);
      expect(DEMO_PURCHASES.partner.codes.every((c) => /^SC-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(c))).toBe(true);

      // A regeneration writes the same rows again.
      const before = await db.selectFrom('est_skus').select(['sku', 'is_active']).orderBy('sku').execute();
      await regenerateDemoCatalogue(db, { now, extensions: extensions(), runExtensions: false });
      expect(await db.selectFrom('est_skus').select(['sku', 'is_active']).orderBy('sku').execute()).toEqual(
        before,
      );
      expect(
        await db
          .selectFrom('external_promo_codes')
          .select('code')
          .where('property', '=', 'streamco')
          .execute(),
      ).toHaveLength(50);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('writes its rows at the next start into a demo catalogue made before purchases existed, once', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await seedDefaults(db);
      const comics = comicsDemoExtension({ DATA_DIR: 'unused-with-media-off', DEMO_MEDIA: 'off' });
      await seedDemoCatalogue(db, { now: new Date(START), extensions: [comics], runExtensions: false });
      expect(await db.selectFrom('est_skus').select('sku').execute()).toHaveLength(0);
      const extension = purchasesDemoExtension();
      const run = () => extension.run({ db, media: [], onProgress: () => {} });
      await run();
      const skus = await db.selectFrom('est_skus').select('sku').orderBy('sku').execute();
      expect(skus.length).toBeGreaterThan(0);
      await run();
      expect(await db.selectFrom('est_skus').select('sku').orderBy('sku').execute()).toEqual(skus);
    } finally {
      await database.close();
    }
  }, 120_000);
});
