import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertEpisode } from '../../apps/server/test/playback/playback-fixtures';
import { expectClientCheck, failure } from './accounts-fixtures';
import {
  addCard,
  member,
  OREGON_PLACE,
  type PremiumContractServer,
  withPremiumServer,
} from './premium-fixtures';
import { expectCode, premiumEpisodeForSale, raw, sellItem } from './purchases-fixtures';

/**
 * Buying, owned items, purchase history and previews of the real server through the real client:
 * owned already 3023, not for sale 1800, a declined card 3006, the purchase query codes 8101–8106
 * (from the server, and from the client's own check), no preview credit left 3050, a preview token
 * that is not live 3051, the client check 3001, and 1003 without a session.
 */
let s: PremiumContractServer;
withPremiumServer((server) => (s = server));

describe('buying an episode', () => {
  it('owned afterwards, in the purchase history; buying again: 3023', async () => {
    const episode = await premiumEpisodeForSale(s.database.db);
    const m = await member(s);
    const pm = await addCard(m, 'fake-valid-visa-nonce', OREGON_PLACE);
    const offer = await m.client.purchases.getOffer('episode', episode.uuid, pm);
    expect(offer).toMatchObject({ sku: episode.sku, owned: false, currency_code: 'USD', price: '2.99' });

    const item = await m.client.purchases.buy({ sku: episode.sku, paymentmethod_guid: pm });
    expect(item).toMatchObject({ sku: episode.sku, source: 'Purchased', state: 'owned', is_active: true });
    expect((await m.client.purchases.getOwned()).episodes).toEqual([episode.uuid]);
    const history = await m.client.purchases.getPurchases();
    expect(history.items.map((i) => i.sku)).toEqual([episode.sku]);
    expect(history.paging).toMatchObject({ total_items: 1, requested_page: 1, next_page_url: null });

    const again = await failure(m.client.purchases.buy({ sku: episode.sku, paymentmethod_guid: pm }));
    expectCode(again, 400, 3023);
  });

  it('a sku not for sale: 1800', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const e = await failure(m.client.purchases.buy({ sku: 'episode-nosuch00', paymentmethod_guid: pm }));
    expectCode(e, 404, 1800);
  });

  it('an offer for an item that does not exist: 1800; one not for sale has no price', async () => {
    const m = await member(s);
    const e = await failure(m.client.purchases.getOffer('book', crypto.randomUUID()));
    expectCode(e, 404, 1800);
    const episode = await insertEpisode(s.database.db, { wall_type: 0 });
    expect(await m.client.purchases.getOffer('episode', episode.uuid)).toMatchObject({
      sku: null,
      price: null,
    });
  });

  it('a card the processor declines (2000.00): 3006, nothing owned', async () => {
    const episode = await premiumEpisodeForSale(s.database.db);
    await sellItem(s.database.db, { model: 'episode', uuid: episode.uuid }, { USD: 200_000 });
    const m = await member(s);
    const pm = await addCard(m, 'fake-valid-visa-nonce', OREGON_PLACE);
    const e = await failure(m.client.purchases.buy({ sku: episode.sku, paymentmethod_guid: pm }));
    expectCode(e, 400, 3006);
    expect((await m.client.purchases.getOwned()).episodes).toEqual([]);
  });

  it('without a payment method the client refuses before sending: 3001', async () => {
    const m = await member(s);
    await expectClientCheck(m, m.client.purchases.buy({ sku: 'x', paymentmethod_guid: '' }), 3001);
  });

  it('without a session: 1003 on every member call', async () => {
    const anonymous = s.client();
    for (const call of [
      anonymous.purchases.getPurchases(),
      anonymous.purchases.getOwned(),
      anonymous.purchases.getPreviews(),
      anonymous.purchases.getEstHistory(),
    ]) {
      const e = await failure(call);
      expectCode(e, 401, 'UNAUTHENTICATED', 1003);
    }
  });
});

describe('Idempotency-Key on buy', () => {
  it('a double submit of one action (one key) buys once; the key with another body: 2999', async () => {
    const episode = await premiumEpisodeForSale(s.database.db);
    const other = await premiumEpisodeForSale(s.database.db);
    const m = await member(s);
    const pm = await addCard(m, 'fake-valid-visa-nonce', OREGON_PLACE);
    const idempotencyKey = 'buy-click-0001';
    const body = { sku: episode.sku, paymentmethod_guid: pm };
    const results = await Promise.allSettled([
      m.client.purchases.buy(body, { idempotencyKey }),
      m.client.purchases.buy(body, { idempotencyKey }),
    ]);
    for (const r of results) {
      // The second replays the first reply or, while the first still runs, is 2999.
      if (r.status === 'rejected')
        expect((await failure(Promise.reject(r.reason))).errors[0]?.code).toBe(2999);
    }
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await m.client.purchases.getPurchases()).items).toHaveLength(1);
    const e = await failure(m.client.purchases.buy({ ...body, sku: other.sku }, { idempotencyKey }));
    expectCode(e, 409, 'IDEMPOTENCY_KEY_REUSED', 2999);
  });
});

describe('purchase history query: 8101–8106', () => {
  const cases = [
    [{ page: 'two' }, 8101],
    [{ size: '500' }, 8102],
    [{ order: 'date' }, 8103],
    [{ inactive: 'maybe' }, 8104],
    [{ model: 'gift' }, 8105],
    [{ source: 'stolen' }, 8106],
  ] as const;

  it.each(cases)('%o: the server answers %i, and the client reads it as it is', async (query, code) => {
    const m = await member(s);
    const e = await failure(raw(m.client, 'GET', '/api/premium/2/purchases/est/me', { query }));
    expectCode(e, 400, code);
    expect(e.errors[0]?.field).toBe(Object.keys(query)[0]);
  });

  it.each(cases)('%o: the client refuses it before sending with %i', async (query, code) => {
    const m = await member(s);
    await expectClientCheck(m, m.client.purchases.getPurchases(query), code);
  });
});

describe('previews', () => {
  it('two credits a month; a third item: 3050; the same item again spends nothing', async () => {
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await premiumEpisodeForSale(s.database.db));
    const m = await member(s);
    const first = await m.client.purchases.usePreview('episode', items[0]!.uuid);
    expect(first).toMatchObject({ spent_credit: true, credits_left: 1 });
    await m.client.purchases.usePreview('episode', items[1]!.uuid);
    const e = await failure(m.client.purchases.usePreview('episode', items[2]!.uuid));
    expectCode(e, 400, 3050);
    const again = await m.client.purchases.usePreview('episode', items[0]!.uuid);
    expect(again.spent_credit).toBe(false);
    expect((await m.client.purchases.getPreviews()).credits_left).toBe(0);
  });

  it('the rights call honours a live token; another member’s or a made-up one: 3051', async () => {
    const episode = await premiumEpisodeForSale(s.database.db);
    const m = await member(s);
    const { preview_token } = await m.client.purchases.usePreview('episode', episode.uuid);
    const rights = await m.client.playback.rights('episode', episode.uuid, { previewToken: preview_token });
    expect(rights.rights.can_watch).toBe(true);
    const other = await member(s);
    for (const token of [preview_token, 'not-a-real-preview-token']) {
      const e = await failure(other.client.playback.rights('episode', episode.uuid, { previewToken: token }));
      expectCode(e, 400, 3051);
    }
  });
});
