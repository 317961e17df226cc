import { describe, expect, it } from 'vitest';
import type { EstHistoryQuery, GiftCreateBody, PurchasesQuery } from '@fanverse/contract';
import type { FanverseClient } from '../src';
import { refused } from './coded-failures';
import { json, rejection, testClient } from './fake-fetch';
import { giftBody, PM_GUID } from './purchases-fixtures';

/**
 * Spec §5 checks of `client.purchases`, refused before any request, failing like a server reply
 * (code and field), in the call's language: EST history 3030–3032, purchases 8101–8106, gift
 * create 3040/3042/3043 (the contract's own functions), an empty code 3015, an empty subscription
 * guid 3000, a buy without a payment method 3001.
 */
describe('EST history query: 3030 page, 3031 page_size, 3032 order', () => {
  it.each<[string, EstHistoryQuery, number, string]>([
    ['a page that is not a number', { page: 'two' }, 3030, 'page'],
    ['page 0', { page: 0 }, 3030, 'page'],
    ['a fractional page', { page: 1.5 }, 3030, 'page'],
    ['a page size that is not a number', { page_size: 'ten' }, 3031, 'page_size'],
    ['a page size over 100', { page_size: 101 }, 3031, 'page_size'],
    ['an unknown order', { order: 'purchase_date' }, 3032, 'order'],
    ['an order in another case', { order: 'TITLE' }, 3032, 'order'],
  ])('%s: %i', async (_, query, code, field) => {
    const result = await refused((c) => c.purchases.getEstHistory(query));
    expect(result).toMatchObject({ code, field });
  });

  it('page is checked first, then page_size, then order', async () => {
    expect(
      (await refused((c) => c.purchases.getEstHistory({ page: 'x', page_size: 'x', order: 'x' }))).code,
    ).toBe(3030);
    expect((await refused((c) => c.purchases.getEstHistory({ page_size: 'x', order: 'x' }))).code).toBe(3031);
  });

  it('every valid order is sent', async () => {
    for (const order of ['title', '-title', 'date', '-date']) {
      const { client, calls } = testClient(() => json({}));
      await rejection(client.purchases.getEstHistory({ order }));
      expect(calls[0]?.url.searchParams.get('order')).toBe(order);
    }
  });
});

describe('purchases query: 8101–8106', () => {
  it.each<[string, PurchasesQuery, number, string]>([
    ['a page that is not a number', { page: 'first' }, 8101, 'page'],
    ['a negative page', { page: -1 }, 8101, 'page'],
    ['a size that is not a number', { size: '20x' }, 8102, 'size'],
    ['size 0', { size: 0 }, 8102, 'size'],
    ['an unknown order', { order: 'date' }, 8103, 'order'],
    ['inactive not a boolean', { inactive: 'yes' }, 8104, 'inactive'],
    ['an unknown model', { model: 'gift' }, 8105, 'model'],
    ['an unknown source', { source: 'bought' }, 8106, 'source'],
  ])('%s: %i', async (_, query, code, field) => {
    const result = await refused((c) => c.purchases.getPurchases(query));
    expect(result).toMatchObject({ code, field });
  });

  it('the checks run in the spec’s order', async () => {
    const all = { page: 'x', size: 'x', order: 'x', inactive: 'x', model: 'x', source: 'x' };
    const codes: number[] = [];
    const keys = ['page', 'size', 'order', 'inactive', 'model', 'source'] as const;
    for (let i = 0; i < keys.length; i++) {
      const query = Object.fromEntries(keys.slice(i).map((k) => [k, all[k]]));
      codes.push((await refused((c) => c.purchases.getPurchases(query))).code);
    }
    expect(codes).toEqual([8101, 8102, 8103, 8104, 8105, 8106]);
  });

  it('a refusal is in the call’s language', async () => {
    const { message } = await refused((c) => c.purchases.getPurchases({ page: 'x' }), 'es');
    expect(message).toBe('La página debe ser un número');
  });
});

describe('gift create: 3040 payment method, 3043 product, 3042 sender email', () => {
  const without = (...keys: string[]) =>
    Object.fromEntries(Object.entries(giftBody).filter(([k]) => !keys.includes(k))) as GiftCreateBody;

  it.each<[string, GiftCreateBody, number, string]>([
    ['no token nor guid', without('paymentmethod_guid'), 3040, 'paymentmethod_guid'],
    ['a blank guid', { ...giftBody, paymentmethod_guid: '  ' }, 3040, 'paymentmethod_guid'],
    ['no product id', without('product_id'), 3043, 'product_id'],
    ['a blank product id', { ...giftBody, product_id: '' }, 3043, 'product_id'],
    ['no sender email', without('sender_email'), 3042, 'sender_email'],
    ['a blank sender email', { ...giftBody, sender_email: ' ' }, 3042, 'sender_email'],
    ['nothing at all', { receiver_email: 'rosa@example.com' }, 3040, 'paymentmethod_guid'],
  ])('%s: %i', async (_, body, code, field) => {
    const result = await refused((c) => c.purchases.createGift(body));
    expect(result).toMatchObject({ code, field });
    expect(result.client.errors.get('createGift').map((e) => e.code)).toEqual([code]);
  });

  it('a token, or the legacy guid field, stands for the payment method', async () => {
    for (const pay of [{ paymentmethod_token: 'fake-valid-visa-nonce' }, { guid: PM_GUID }]) {
      const { client, calls } = testClient(() => json({}));
      await rejection(client.purchases.createGift({ ...without('paymentmethod_guid'), ...pay }));
      expect(calls).toHaveLength(1);
    }
  });
});

describe('3015: an EST code', () => {
  const blanks = ['', '   ', undefined as unknown as string, null as unknown as string];
  it.each([
    ['checkEstCode', 'checkEst', (code: string) => (c: FanverseClient) => c.purchases.checkEstCode(code)],
    ['redeemEstCode', 'redeemEst', (code: string) => (c: FanverseClient) => c.purchases.redeemEstCode(code)],
  ] as const)('%s without a code is 3015, stored under %s', async (_, op, build) => {
    for (const blank of blanks) {
      const result = await refused(build(blank));
      expect(result).toMatchObject({ code: 3015, field: 'code' });
      expect(result.client.errors.get(op).map((e) => e.code)).toEqual([3015]);
    }
  });
});

describe('3000 and 3001', () => {
  it('getRetentionOffers without a subscription guid is 3000', async () => {
    for (const blank of ['', ' ']) {
      expect(await refused((c) => c.purchases.getRetentionOffers(blank))).toMatchObject({
        code: 3000,
        field: 'guid',
      });
    }
  });

  it('buy without a payment method guid is 3001', async () => {
    for (const blank of ['', '  ', undefined]) {
      const body = { sku: 'episode-4d3c2b1a', paymentmethod_guid: blank as string };
      expect(await refused((c) => c.purchases.buy(body))).toMatchObject({
        code: 3001,
        field: 'paymentmethod_guid',
      });
    }
  });
});
