import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/index';
import { createModuleServices } from '../../src/modules/module-registry';
import type { PurchasesServices } from '../../src/modules/purchases/purchases.factory';
import { objectKey } from '../../src/modules/purchases/ownership/purchase-objects';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode } from '../premium/premium-fixtures';
import {
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  purchasesTestApp,
  START,
} from './purchases-fixtures';

/*
 * Ownership (owned_items) and the catalogue objects purchases show: one active ownership per
 * member and item, grants in the caller's transaction, refunds ending an order's ownership.
 */

const t = purchasesTestApp();
let services: PurchasesServices;
beforeAll(() => {
  // The purchases services over the test app's database (what the app's own routes use).
  services = createModuleServices(serverModules, {
    database: t.database,
    config: t.config,
    log: t.app.log,
    overrides: { mailer: t.mail, premium: { now: t.clock.now } },
  }).get('purchases') as PurchasesServices;
});

const at = new Date(START);

function grant(
  userId: string,
  item: { uuid: string; sku: string },
  ifOwned: 'refuse' | 'keep' = 'refuse',
  source: 'Admin Grant' | 'PromoCode Grant' | 'Purchased' = 'Admin Grant',
) {
  return t.database.db
    .transaction()
    .execute((trx) =>
      services.ownership.grant(
        trx,
        { userId, model: 'episode', objectUuid: item.uuid, sku: item.sku, source, at },
        ifOwned,
      ),
    );
}

describe('PurchaseObjects.resolve', () => {
  it("resolves episodes and books to the catalogue's entities with their titles; unknown ones are absent", async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const book = await premiumBookForSale(t.database.db, { title: 'Gearwood Rangers #2' });
    const missing = crypto.randomUUID();
    const found = await services.objects.resolve(
      [
        { model: 'episode', uuid: episode.uuid.toUpperCase() },
        { model: 'book', uuid: book.uuid },
        { model: 'episode', uuid: missing },
      ],
      'en',
    );
    expect(found.size).toBe(2);
    const e = found.get(objectKey('episode', episode.uuid))!;
    expect(e.data.uuid).toBe(episode.uuid);
    expect(e.data).not.toHaveProperty('item_type');
    expect(e.title).toBe(e.data.title);
    expect(found.get(objectKey('book', book.uuid))!.title).toBe('Gearwood Rangers #2');
    expect(found.has(objectKey('episode', missing))).toBe(false);
    expect((await services.objects.resolve([], 'en')).size).toBe(0);
  });
});

describe('OwnershipService', () => {
  it('grants once: the second grant refuses with 3023, or keeps the first when asked to', async () => {
    const item = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const first = await grant(m.id, item);
    expect(first.granted).toBe(true);
    await expect(grant(m.id, item)).rejects.toMatchObject({ status: 400, code: 3023 });
    const kept = await grant(m.id, item, 'keep', 'PromoCode Grant');
    expect(kept).toEqual({ id: first.id, granted: false });
    expect(await services.ownership.sourceOf(m.id, 'episode', item.uuid)).toBe('Admin Grant');
    const rows = await t.database.db
      .selectFrom('owned_items')
      .selectAll()
      .where('user_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps the caller's transaction usable after a 'keep' that found the item owned", async () => {
    const a = await premiumEpisodeForSale(t.database.db);
    const b = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    await grant(m.id, a);
    // One transaction granting both (a code's assets): the owned one is kept, the other granted.
    const results = await t.database.db.transaction().execute(async (trx) => {
      const one = await services.ownership.grant(
        trx,
        { userId: m.id, model: 'episode', objectUuid: a.uuid, sku: a.sku, source: 'PromoCode Grant', at },
        'keep',
      );
      const two = await services.ownership.grant(
        trx,
        { userId: m.id, model: 'episode', objectUuid: b.uuid, sku: b.sku, source: 'PromoCode Grant', at },
        'keep',
      );
      return [one.granted, two.granted];
    });
    expect(results).toEqual([false, true]);
    expect(await services.ownership.owned(m.id)).toEqual({
      episodes: expect.arrayContaining([a.uuid, b.uuid]),
      books: [],
    });
  });

  it('lists what a member owns by model, and only theirs', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const book = await premiumBookForSale(t.database.db);
    const m = await premiumMember(t);
    const other = await premiumMember(t);
    await grant(m.id, episode);
    await t.database.db.transaction().execute((trx) =>
      services.ownership.grant(trx, {
        userId: m.id,
        model: 'book',
        objectUuid: book.uuid,
        sku: book.sku,
        source: 'Admin Grant',
        at,
      }),
    );
    expect(await services.ownership.owned(m.id)).toEqual({ episodes: [episode.uuid], books: [book.uuid] });
    expect(await services.ownership.owned(other.id)).toEqual({ episodes: [], books: [] });
    expect(await services.ownership.sourceOf(other.id, 'episode', episode.uuid)).toBeNull();
    const res = await other.get('/api/premium/2/purchases/owned');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ episodes: [], books: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/premium/2/purchases/owned' })).statusCode).toBe(
      401,
    );
  });

  it("ends an order's ownership on refund (inactive, kept), after which the item may be owned again", async () => {
    const item = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const bought = await m.post('/api/premium/2/purchases/est/buy', {
      sku: item.sku,
      paymentmethod_guid: card,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const order = await t.database.db
      .selectFrom('premium_orders')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    t.clock.travel({ days: 2 });
    await services.orders.refund(order, (trx) =>
      services.ownership.endForOrder(trx, order.id, t.clock.now()),
    );
    expect(await services.ownership.sourceOf(m.id, 'episode', item.uuid)).toBeNull();
    const row = await t.database.db
      .selectFrom('owned_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'refunded' });
    expect(row.ended_at).toEqual(t.clock.now());
    // Not owned any more: buying it again is allowed (a refunded order no longer blocks it).
    const again = await m.post('/api/premium/2/purchases/est/buy', {
      sku: item.sku,
      paymentmethod_guid: card,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('grants exactly once under 500 concurrent grants of one item to one member', async () => {
    const item = await premiumEpisodeForSale(t.database.db);
    const m = await premiumMember(t);
    const results = await Promise.allSettled(Array.from({ length: 500 }, () => grant(m.id, item)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { code?: unknown }).code === 3023)).toBe(true);
    const rows = await t.database.db
      .selectFrom('owned_items')
      .selectAll()
      .where('user_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('an owned item answers the offer and the owned list for its owner only', async () => {
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });
    const m = await premiumMember(t);
    const offer = await m.get(`/api/premium/2/est/offer/episode/${episode.uuid}`);
    expect(offer.json()).toMatchObject({ owned: false, owned_source: null });
    expect(errorCode(await m.get(`/api/premium/2/est/offer/episode/${crypto.randomUUID()}`))).toBe(1800);
  });
});
