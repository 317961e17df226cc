import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@fanverse/contract';
import { ApiError, type FanverseClient } from '../src';
import { bodyOf, sent } from './discussions-fixtures';
import { storedOnFailure } from './coded-failures';
import { envelope, json, rejection, testClient, type RecordedCall, keyOf, queryOf } from './fake-fetch';
import {
  BOOK_UUID,
  CLAIM_TOKEN,
  EPISODE_UUID,
  PM_GUID,
  SUB_GUID,
  estCode,
  estHistory,
  externalPromo,
  gift,
  giftBody,
  giftClaimResult,
  giftClaimView,
  offer,
  owned,
  previewBalance,
  previewGrant,
  purchaseHistory,
  purchaseItem,
  redemption,
  retentionOffers,
} from './purchases-fixtures';

/** A fake purchases server: each path answers its entity. */
function purchasesServer(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return testClient((call) => {
    const own = overrides(call);
    if (own) return own;
    const path = call.url.pathname;
    const routes: Array<[RegExp, () => unknown]> = [
      [/^\/api\/premium\/2\/promos\/external\/get\//, () => externalPromo()],
      [/^\/api\/premium\/2\/est\/check\//, () => estCode()],
      [/^\/api\/premium\/2\/est\/redeem\//, () => redemption()],
      [/^\/api\/premium\/2\/est\/history$/, () => estHistory()],
      [/^\/api\/premium\/2\/est\/offer\//, () => offer()],
      [/^\/api\/premium\/2\/purchases\/est\/me$/, () => purchaseHistory()],
      [/^\/api\/premium\/2\/purchases\/est\/buy$/, () => purchaseItem()],
      [/^\/api\/premium\/2\/purchases\/gift\/create$/, () => gift({ state: 'scheduled' })],
      [/^\/api\/premium\/2\/purchases\/owned$/, () => owned()],
      [/^\/api\/premium\/2\/gifts$/, () => [gift()]],
      [
        /^\/api\/premium\/2\/gifts\/claim\//,
        () => (call.method === 'GET' ? giftClaimView() : giftClaimResult()),
      ],
      [/^\/api\/premium\/2\/previews$/, () => previewBalance()],
      [/^\/api\/premium\/2\/previews\//, () => previewGrant()],
      [/\/retention_offers$/, () => retentionOffers()],
    ];
    const route = routes.find(([pattern]) => pattern.test(path));
    return route ? json(route[1]()) : envelope(404, { code: 11, message: 'API Not Found' });
  });
}

describe('client.purchases reads: path, query, no key', () => {
  it('getExternalPromo: GET …/promos/external/get/{property}', async () => {
    const { client, last } = purchasesServer();
    expect((await client.purchases.getExternalPromo('streamcard')).code).toBe('PARTNER-7Q2M');
    expect(sent(last())).toBe('GET /api/premium/2/promos/external/get/streamcard');
    expect(queryOf(last())).toEqual({});
    expect(keyOf(last())).toBeNull();
  });

  it('checkEstCode: GET …/est/check/{code}, the code trimmed and escaped', async () => {
    const { client, calls } = purchasesServer();
    expect((await client.purchases.checkEstCode(' ember2026 ')).assets).toHaveLength(1);
    await client.purchases.checkEstCode('A/B');
    expect(calls.map(sent)).toEqual([
      'GET /api/premium/2/est/check/ember2026',
      'GET /api/premium/2/est/check/A%2FB',
    ]);
    expect(keyOf(calls[0])).toBeNull();
  });

  it('getEstHistory: GET …/est/history with only the query given', async () => {
    const { client, calls } = purchasesServer();
    expect((await client.purchases.getEstHistory()).values).toHaveLength(1);
    await client.purchases.getEstHistory({ page: 2, page_size: '50', order: '-title' });
    await client.purchases.getEstHistory({ page: '', page_size: null, order: undefined });
    expect(calls.map(sent)).toEqual(Array(3).fill('GET /api/premium/2/est/history'));
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({ page: '2', page_size: '50', order: '-title' });
    expect(queryOf(calls[2]), 'absent values are left out').toEqual({});
  });

  it('getPurchases: GET …/purchases/est/me with the six query values as given', async () => {
    const { client, calls } = purchasesServer();
    const history = await client.purchases.getPurchases();
    expect(history.paging.items_per_page).toBe(20);
    expect(history.items[0]?.source).toBe('Purchased');
    await client.purchases.getPurchases({
      page: 3,
      size: 10,
      order: 'title',
      inactive: true,
      model: 'book',
      source: 'promocodegrant',
    });
    await client.purchases.getPurchases({ inactive: 'false', source: 'all' });
    expect(calls.map(sent)).toEqual(Array(3).fill('GET /api/premium/2/purchases/est/me'));
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({
      page: '3',
      size: '10',
      order: 'title',
      inactive: 'true',
      model: 'book',
      source: 'promocodegrant',
    });
    expect(queryOf(calls[2])).toEqual({ inactive: 'false', source: 'all' });
  });

  it('getSentGifts, getGiftClaim, getOwned, getPreviews on their paths', async () => {
    const { client, calls } = purchasesServer();
    expect((await client.purchases.getSentGifts())[0]?.receiver_email).toBe('rosa@example.com');
    expect((await client.purchases.getGiftClaim(CLAIM_TOKEN)).months).toBe(3);
    expect(await client.purchases.getOwned()).toEqual(owned());
    expect((await client.purchases.getPreviews()).credits_left).toBe(1);
    expect(calls.map(sent)).toEqual([
      'GET /api/premium/2/gifts',
      `GET /api/premium/2/gifts/claim/${CLAIM_TOKEN}`,
      'GET /api/premium/2/purchases/owned',
      'GET /api/premium/2/previews',
    ]);
    expect(calls.map(keyOf)).toEqual([null, null, null, null]);
  });

  it('getOffer: GET …/est/offer/{model}/{uuid}, paymentmethod_guid only when given', async () => {
    const { client, calls } = purchasesServer();
    expect((await client.purchases.getOffer('episode', EPISODE_UUID)).price).toBe('2.99');
    await client.purchases.getOffer('book', BOOK_UUID, PM_GUID);
    expect(calls.map(sent)).toEqual([
      `GET /api/premium/2/est/offer/episode/${EPISODE_UUID}`,
      `GET /api/premium/2/est/offer/book/${BOOK_UUID}`,
    ]);
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({ paymentmethod_guid: PM_GUID });
  });

  it('getRetentionOffers: GET …/subscriptions/{guid}/retention_offers', async () => {
    const { client, last } = purchasesServer();
    expect((await client.purchases.getRetentionOffers(SUB_GUID)).offers[0]?.code).toBe('STAYWITHUS');
    expect(sent(last())).toBe(`GET /api/premium/2/subscriptions/${SUB_GUID}/retention_offers`);
  });

  it('the language travels as trans', async () => {
    const { client, last } = purchasesServer();
    await client.purchases.getPurchases({}, { lang: 'es' });
    expect(last().url.searchParams.get('trans')).toBe('es');
  });

  it('a reply that does not match the contract fails with 9999', async () => {
    const { client } = purchasesServer((call) =>
      call.url.pathname.endsWith('/est/me') ? json({ items: 'nope' }) : undefined,
    );
    const error = await rejection(client.purchases.getPurchases());
    expect((error as ApiError).errors[0]?.code).toBe(9999);
  });
});

describe('client.purchases mutations: POST, body, Idempotency-Key', () => {
  type C = FanverseClient;
  it.each<[string, (c: C, key?: string) => Promise<unknown>, string, unknown]>([
    [
      'redeemEstCode',
      (c, k) => c.purchases.redeemEstCode('ember2026', { idempotencyKey: k }),
      '/api/premium/2/est/redeem/ember2026',
      undefined,
    ],
    [
      'createGift',
      (c, k) => c.purchases.createGift(giftBody, { idempotencyKey: k }),
      '/api/premium/2/purchases/gift/create',
      giftBody,
    ],
    [
      'claimGift',
      (c, k) => c.purchases.claimGift(CLAIM_TOKEN, { idempotencyKey: k }),
      `/api/premium/2/gifts/claim/${CLAIM_TOKEN}`,
      undefined,
    ],
    [
      'buy',
      (c, k) =>
        c.purchases.buy({ sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID }, { idempotencyKey: k }),
      '/api/premium/2/purchases/est/buy',
      { sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID },
    ],
    [
      'usePreview',
      (c, k) => c.purchases.usePreview('episode', EPISODE_UUID, { idempotencyKey: k }),
      `/api/premium/2/previews/episode/${EPISODE_UUID}`,
      undefined,
    ],
  ])(
    '%s: POST with its body; a fresh key per call, or the caller’s as given',
    async (_, call, path, body) => {
      const { client, calls } = purchasesServer();
      await call(client);
      await call(client);
      await call(client, 'user-action-0001');
      await call(client, 'user-action-0001');
      expect(calls.map(sent)).toEqual(Array(4).fill(`POST ${path}`));
      expect(calls[0]!.body === undefined ? undefined : bodyOf(calls[0])).toEqual(body);
      const [a, b, c, d] = calls.map(keyOf);
      expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(b).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(a, 'a call without a key gets its own').not.toBe(b);
      expect([c, d]).toEqual(['user-action-0001', 'user-action-0001']);
    },
  );

  it('the replies are parsed: redemption, gift, claim result, purchase item, preview grant', async () => {
    const { client } = purchasesServer();
    expect((await client.purchases.redeemEstCode('EMBER2026')).redeemed_at).toBe(redemption().redeemed_at);
    expect((await client.purchases.createGift(giftBody)).state).toBe('scheduled');
    expect((await client.purchases.claimGift(CLAIM_TOKEN)).outcome).toBe('comped');
    const bought = await client.purchases.buy({ sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID });
    expect(bought).toEqual(purchaseItem());
    expect((await client.purchases.usePreview('book', BOOK_UUID)).preview_token).toBe('preview-token-1');
  });

  it('a gift paid with a nonce sends the token and its place as given', async () => {
    const { client, last } = purchasesServer();
    const body = {
      paymentmethod_token: 'fake-valid-visa-nonce',
      postal_code: '10001',
      country_code_alpha2: 'US',
      product_id: 11,
      sender_email: 'ana@example.com',
      receiver_email: 'rosa@example.com',
      premium_start_date: '2026-12-24',
      lang: 'es' as const,
    };
    await client.purchases.createGift(body);
    expect(bodyOf(last())).toEqual(body);
  });
});

describe('client.purchases: which calls store their errors (spec §8)', () => {
  const down = () => envelope(503, { code: 'UNAVAILABLE', message: 'down' });
  type C = FanverseClient;
  it.each([
    ['checkEst', (c: C) => c.purchases.checkEstCode('EMBER2026')],
    ['redeemEst', (c: C) => c.purchases.redeemEstCode('EMBER2026')],
    ['createGift', (c: C) => c.purchases.createGift(giftBody)],
  ] as const)('%s stores and rethrows', async (op, call) => {
    const { client } = testClient(down);
    const error = await rejection(call(client));
    expect(error).toBeInstanceOf(ApiError);
    expect(client.errors.failure(op)).toBe(error);
  });

  it('a retry that succeeds clears the stored failure', async () => {
    let fail = true;
    const { client } = testClient(() => (fail ? down() : json(estCode())));
    await rejection(client.purchases.checkEstCode('EMBER2026'));
    expect(client.errors.get('checkEst')).toHaveLength(1);
    fail = false;
    await client.purchases.checkEstCode('EMBER2026');
    expect(client.errors.get('checkEst')).toEqual([]);
  });

  it.each([
    ['getExternalPromo', (c: C) => c.purchases.getExternalPromo('streamcard')],
    ['getEstHistory', (c: C) => c.purchases.getEstHistory()],
    ['getPurchases', (c: C) => c.purchases.getPurchases()],
    ['getSentGifts', (c: C) => c.purchases.getSentGifts()],
    ['getGiftClaim', (c: C) => c.purchases.getGiftClaim(CLAIM_TOKEN)],
    ['claimGift', (c: C) => c.purchases.claimGift(CLAIM_TOKEN)],
    ['getOffer', (c: C) => c.purchases.getOffer('episode', EPISODE_UUID)],
    ['buy', (c: C) => c.purchases.buy({ sku: 'x', paymentmethod_guid: PM_GUID })],
    ['getOwned', (c: C) => c.purchases.getOwned()],
    ['getPreviews', (c: C) => c.purchases.getPreviews()],
    ['usePreview', (c: C) => c.purchases.usePreview('episode', EPISODE_UUID)],
    ['getRetentionOffers', (c: C) => c.purchases.getRetentionOffers(SUB_GUID)],
  ] as const)('%s rethrows and stores nothing', async (_, call) => {
    expect(await storedOnFailure(call, down)).toEqual([]);
  });
});
