import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftSchema, purchaseHistorySchema, type PurchaseHistory } from '@fanverse/contract';
import { errorCode } from '../premium/premium-fixtures';
import {
  insertOwnedItem,
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  sellItem,
  purchasesTestApp,
  START,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * GET /api/premium/2/purchases/est/me: the caller's owned items and the gifts they bought, with
 * the spec's query checks (8101–8106), paging block, orders and filters.
 */

const t = purchasesTestApp();
let giftProductId: number;

const ME = '/api/premium/2/purchases/est/me';

beforeAll(async () => {
  // A gift product of the test's own (the gifts part seeds the real ones).
  await t.database.db
    .insertInto('premium_plans')
    .values({
      code: 'history-gift',
      name: 'History gift plan',
      premium_level: 1,
      display_order: 99,
      descriptors: '{}',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  giftProductId = (
    await t.database.db
      .insertInto('premium_products')
      .values({
        code: 'history-gift-3m',
        plan_code: 'history-gift',
        name: 'Three months of premium',
        period: 'P3M',
        merchant_plan_id: 'history-gift-3m',
        is_gift: true,
        recurring: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

type Source = 'Admin Grant' | 'PromoCode Grant' | 'Purchased' | 'Undefined';

/** An owned item row written directly (grants and codes are other parts'). */
async function own(
  m: PremiumMember,
  item: { model: 'episode' | 'book'; uuid: string; sku: string },
  options: { source?: Source; state?: 'owned' | 'refunded' | 'revoked'; at?: string; id?: string } = {},
) {
  return insertOwnedItem(t.database.db, {
    userId: m.id,
    model: item.model,
    uuid: item.uuid,
    sku: item.sku,
    source: options.source ?? 'Admin Grant',
    state: options.state,
    at: new Date(options.at ?? START),
    id: options.id,
  });
}

async function episodeTitled(title: string) {
  const episode = await premiumEpisodeForSale(t.database.db);
  // The catalogue's title (what the history shows) and the sku's stored one (what it orders by).
  await t.database.db.updateTable('episodes').set({ title }).where('uuid', '=', episode.uuid).execute();
  await t.database.db.updateTable('est_skus').set({ title }).where('sku', '=', episode.sku).execute();
  return { model: 'episode' as const, uuid: episode.uuid, sku: episode.sku };
}

/** A paid gift order and its gift row, as the gifts part writes them. */
async function giftOf(
  m: PremiumMember,
  options: { state?: 'scheduled' | 'sent' | 'claimed' | 'expired' | 'refunded'; at?: string } = {},
) {
  const orderId = crypto.randomUUID();
  const guid = crypto.randomUUID();
  const at = new Date(options.at ?? START);
  await t.database.db
    .insertInto('premium_orders')
    .values({
      id: orderId,
      user_id: m.id,
      kind: 'gift',
      product_id: giftProductId,
      currency: 'USD',
      base_minor: 2499,
      tax_minor: 222,
      total_minor: 2721,
      tax_rate: '0.08875',
      status: options.state === 'refunded' ? 'refunded' : 'paid',
      gateway_transaction_id: `tx_${orderId}`,
      paid_at: at,
    })
    .execute();
  await t.database.db
    .insertInto('gifts')
    .values({
      guid,
      sender_id: m.id,
      order_id: orderId,
      product_id: giftProductId,
      product_currency: 'USD',
      product_price_minor: 2499,
      sender_email: m.email,
      sender_name: 'Ana',
      receiver_email: `friend-${guid.slice(0, 8)}@example.com`,
      receiver_name: 'Bea',
      personal_message: 'Enjoy!',
      premium_start_date: '2026-03-10',
      state: options.state ?? 'scheduled',
      mail_due_at: new Date('2026-03-10T00:00:00.000Z'),
      created_at: at,
    })
    .execute();
  return { guid, orderId };
}

async function history(m: PremiumMember, query = ''): Promise<PurchaseHistory> {
  const res = await m.get(`${ME}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return purchaseHistorySchema.parse(res.json());
}

describe('the query checks (spec §5)', () => {
  it.each([
    ['page=0', 8101, 'page'],
    ['page=two', 8101, 'page'],
    ['page=1.5', 8101, 'page'],
    ['size=0', 8102, 'size'],
    ['size=101', 8102, 'size'],
    ['order=price', 8103, 'order'],
    ['order=-date', 8103, 'order'],
    ['inactive=maybe', 8104, 'inactive'],
    ['model=movie', 8105, 'model'],
    ['model=gift', 8105, 'model'],
    ['source=bought', 8106, 'source'],
  ])('%s answers 400 code %s naming %s', async (query, code, field) => {
    const m = await premiumMember(t);
    const res = await m.get(`${ME}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(code);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('accepts every allowed value (and empty ones as the defaults)', async () => {
    const m = await premiumMember(t);
    for (const query of [
      'order=title',
      'order=-title',
      'order=purchase_date',
      'order=-purchase_date',
      'inactive=true',
      'inactive=false',
      'model=book',
      'model=episode',
      'source=admingrant',
      'source=all',
      'source=promocodegrant',
      'source=purchased',
      'source=undefined',
      'page=&size=&order=',
      'size=100&page=3',
    ]) {
      expect((await m.get(`${ME}?${query}`)).statusCode, query).toBe(200);
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
  });
});

describe('paging', () => {
  it('answers an empty history with one empty page', async () => {
    const m = await premiumMember(t);
    const body = await history(m);
    expect(body).toEqual({
      paging: {
        total_items: 0,
        total_pages: 1,
        requested_page: 1,
        items_per_page: 20,
        previous_page_url: null,
        next_page_url: null,
      },
      user_guid: m.guid,
      items: [],
    });
  });

  it('pages with links that repeat the query with the page changed, null at the ends', async () => {
    const m = await premiumMember(t);
    for (let i = 0; i < 5; i++) {
      await own(m, await episodeTitled(`Paged ${i}`), { at: `2026-02-0${i + 1}T10:00:00.000Z` });
    }
    const first = await history(m, '?size=2&order=purchase_date&trans=en');
    expect(first.paging).toEqual({
      total_items: 5,
      total_pages: 3,
      requested_page: 1,
      items_per_page: 2,
      previous_page_url: null,
      next_page_url: `${ME}?size=2&order=purchase_date&trans=en&page=2`,
    });
    expect(first.items.map((i) => i.title)).toEqual(['Paged 0', 'Paged 1']);
    const second = await history(m, '?page=2&size=2&order=purchase_date&trans=en');
    expect(second.paging.previous_page_url).toBe(`${ME}?page=1&size=2&order=purchase_date&trans=en`);
    expect(second.paging.next_page_url).toBe(`${ME}?page=3&size=2&order=purchase_date&trans=en`);
    expect(second.items.map((i) => i.title)).toEqual(['Paged 2', 'Paged 3']);
    const last = await history(m, '?page=3&size=2&order=purchase_date&trans=en');
    expect(last.paging.next_page_url).toBeNull();
    expect(last.items.map((i) => i.title)).toEqual(['Paged 4']);
    // Past the end: an empty page whose previous link goes back to the last one.
    const past = await history(m, '?page=9&size=2');
    expect(past.items).toEqual([]);
    expect(past.paging).toMatchObject({
      requested_page: 9,
      next_page_url: null,
      previous_page_url: `${ME}?page=3&size=2`,
    });
  });
});

describe('orders', () => {
  it('orders by purchase date (newest first by default) and by title, ties by id', async () => {
    const m = await premiumMember(t);
    const b = await episodeTitled('Bravo');
    const a = await episodeTitled('Alpha');
    const c = await episodeTitled('Charlie');
    await own(m, b, { at: '2026-02-01T00:00:00.000Z' });
    await own(m, a, { at: '2026-02-03T00:00:00.000Z' });
    await own(m, c, { at: '2026-02-02T00:00:00.000Z' });
    const titles = async (q: string) => (await history(m, q)).items.map((i) => i.title);
    expect(await titles('')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await titles('?order=-purchase_date')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await titles('?order=purchase_date')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await titles('?order=title')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await titles('?order=-title')).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('breaks ties by id, so pages never repeat or skip a row', async () => {
    const m = await premiumMember(t);
    const ids = [
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ];
    const skuOf = new Map<string, string>();
    for (const id of ids) {
      const item = await episodeTitled('Same title');
      skuOf.set(id, item.sku);
      await own(m, item, { id, at: '2026-02-01T00:00:00.000Z' });
    }
    const expected = [...ids].sort().map((id) => skuOf.get(id));
    for (const order of ['title', '-title', 'purchase_date', '-purchase_date']) {
      const seen = [];
      for (const page of [1, 2, 3])
        seen.push(...(await history(m, `?size=1&page=${page}&order=${order}`)).items);
      expect(
        seen.map((i) => i.sku),
        order,
      ).toEqual(expected);
    }
  });
});

describe('filters', () => {
  it('lists active items only by default; inactive=true adds refunded and revoked ones', async () => {
    const m = await premiumMember(t);
    const active = await episodeTitled('Active one');
    const refunded = await episodeTitled('Refunded one');
    const revoked = await episodeTitled('Revoked one');
    await own(m, active);
    await own(m, refunded, { state: 'refunded' });
    await own(m, revoked, { state: 'revoked' });
    expect((await history(m)).items.map((i) => i.title)).toEqual(['Active one']);
    const all = await history(m, '?inactive=true&order=title');
    expect(all.items.map((i) => [i.title, i.state, i.is_active])).toEqual([
      ['Active one', 'owned', true],
      ['Refunded one', 'refunded', false],
      ['Revoked one', 'revoked', false],
    ]);
    expect(all.paging.total_items).toBe(3);
  });

  it('filters owned items by model (gifts have none) and by source (gifts are Purchased)', async () => {
    const m = await premiumMember(t);
    const episode = await episodeTitled('An episode');
    const book = await premiumBookForSale(t.database.db, { title: 'A book' });
    await own(m, episode, { source: 'Admin Grant' });
    await own(m, { model: 'book', uuid: book.uuid, sku: book.sku }, { source: 'PromoCode Grant' });
    await giftOf(m);
    const models = async (q: string) => (await history(m, q)).items.map((i) => i.object.model).sort();
    expect(await models('')).toEqual(['book', 'episode', 'gift']);
    expect(await models('?model=book')).toEqual(['book']);
    expect(await models('?model=episode')).toEqual(['episode']);
    expect(await models('?source=admingrant')).toEqual(['episode']);
    expect(await models('?source=promocodegrant')).toEqual(['book']);
    expect(await models('?source=purchased')).toEqual(['gift']);
    expect(await models('?source=undefined')).toEqual([]);
    expect(await models('?source=all')).toEqual(['book', 'episode', 'gift']);
  });
});

describe('what an item says', () => {
  it('shows a bought item with its price and transaction, and the catalogue entity', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const episode = await premiumEpisodeForSale(t.database.db);
    const bought = await m.post('/api/premium/2/purchases/est/buy', {
      sku: episode.sku,
      paymentmethod_guid: card,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [item] = (await history(m)).items;
    expect(item).toMatchObject({
      sku: episode.sku,
      source: 'Purchased',
      state: 'owned',
      is_active: true,
      price: '3.26',
      currency_code: 'USD',
      transaction_id: bought.json().transaction_id,
      create_dt: START,
      transaction_dt: START,
    });
    expect(item!.object).toMatchObject({ model: 'episode', data: { uuid: episode.uuid } });
    // The purchase's reply is this very item.
    expect(bought.json()).toEqual(item);
  });

  it('shows a grant at 0.00 without a transaction', async () => {
    const m = await premiumMember(t);
    await own(m, await episodeTitled('Granted'));
    expect((await history(m)).items[0]).toMatchObject({
      price: '0.00',
      currency_code: null,
      transaction_id: null,
      transaction_dt: null,
      source: 'Admin Grant',
    });
  });

  it('keeps the stored title and empty data when the catalogue item is gone', async () => {
    const m = await premiumMember(t);
    const gone = crypto.randomUUID();
    const sku = await sellItem(t.database.db, { model: 'episode', uuid: gone, title: 'Removed episode' });
    await own(m, { model: 'episode', uuid: gone, sku });
    expect((await history(m)).items[0]).toMatchObject({
      title: 'Removed episode',
      object: { model: 'episode', data: {} },
    });
  });

  it('shows a gift bought as a Purchased item whose data is the Gift', async () => {
    const m = await premiumMember(t);
    const { guid, orderId } = await giftOf(m);
    const [item] = (await history(m)).items;
    expect(item).toMatchObject({
      sku: 'history-gift-3m',
      title: 'Three months of premium',
      source: 'Purchased',
      state: 'scheduled',
      is_active: true,
      price: '27.21',
      currency_code: 'USD',
      transaction_id: `tx_${orderId}`,
      create_dt: START,
      transaction_dt: START,
    });
    expect(item!.object.model).toBe('gift');
    const gift = giftSchema.parse(item!.object.data);
    expect(gift).toMatchObject({
      guid,
      product_id: giftProductId,
      product_price: '24.99',
      product_currency: 'USD',
      product_name: 'Three months of premium',
      months: 3,
      premium_start_date: '2026-03-10',
      receiver_name: 'Bea',
      sender_name: 'Ana',
      personal_message: 'Enjoy!',
      transaction_status: 'settled',
      state: 'scheduled',
      claimed_at: null,
    });
  });

  it('hides refunded and expired gifts unless inactive=true', async () => {
    const m = await premiumMember(t);
    await giftOf(m, { state: 'claimed', at: '2026-02-01T00:00:00.000Z' });
    await giftOf(m, { state: 'refunded', at: '2026-02-02T00:00:00.000Z' });
    await giftOf(m, { state: 'expired', at: '2026-02-03T00:00:00.000Z' });
    expect((await history(m)).items.map((i) => i.state)).toEqual(['claimed']);
    const all = await history(m, '?inactive=true');
    expect(all.items.map((i) => [i.state, i.is_active])).toEqual([
      ['expired', false],
      ['refunded', false],
      ['claimed', true],
    ]);
    expect(giftSchema.parse(all.items[1]!.object.data).transaction_status).toBe('refunded');
  });
});

describe('only the caller’s rows', () => {
  it("never shows another member's owned items or gifts, whatever the query", async () => {
    const me = await premiumMember(t);
    const other = await premiumMember(t);
    await own(me, await episodeTitled('Mine'));
    await own(other, await episodeTitled('Theirs'));
    await own(other, await episodeTitled('Theirs refunded'), { state: 'refunded' });
    await giftOf(other);
    for (const q of ['', '?inactive=true', '?source=purchased', '?order=title&size=100', '?model=episode']) {
      const body = await history(me, q);
      expect(
        body.items.map((i) => i.title),
        q,
      ).toEqual(q === '?source=purchased' ? [] : ['Mine']);
      expect(body.user_guid).toBe(me.guid);
    }
  });
});
