import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@fanverse/contract';
import { currentSubscription, newIdempotencyKey, planChangeTargets, subscriptionFlags } from '../src';
import { OTHER_SUB_GUID, catalog, inState, subscription, subscriptionProduct } from './premium-fixtures';

const annual = subscriptionProduct({
  code: 'premium-annual',
  id: 2,
  period: 'P1Y',
  spec: { ...subscriptionProduct().spec, billing_period: 'P1Y', price: '79.99' },
});

describe('subscriptionFlags (spec §3)', () => {
  it('monthly and annual from the billing period', () => {
    expect(subscriptionFlags(subscription())).toMatchObject({ monthly: true, annual: false });
    expect(subscriptionFlags(subscription({ product: annual }))).toMatchObject({
      monthly: false,
      annual: true,
    });
  });

  it('free trial and canceled from the state text', () => {
    expect(subscriptionFlags(inState('Free Trial'))).toEqual({
      monthly: true,
      annual: false,
      comped: false,
      freeTrial: true,
      canceled: false,
    });
    expect(subscriptionFlags(inState('Canceled'))).toMatchObject({ freeTrial: false, canceled: true });
    expect(subscriptionFlags(inState('Active'))).toMatchObject({
      freeTrial: false,
      canceled: false,
      comped: false,
    });
    expect(subscriptionFlags(inState('Past Due'))).toMatchObject({ freeTrial: false, canceled: false });
  });

  it('comped: state Comped, or merchant type House on the product or the last transaction', () => {
    expect(subscriptionFlags(inState('Comped')).comped).toBe(true);
    const house = subscriptionProduct({
      merchant_product: {
        merchant_type: 'House',
        plan_name: 'premium',
        merchant_product_id: 'premium-monthly',
      },
    });
    expect(subscriptionFlags(inState('Canceled', { product: house })).comped).toBe(true);
    expect(
      subscriptionFlags(
        inState('Active', { most_recent_transaction: { merchant_type: 'House', transaction_id: 't' } }),
      ).comped,
    ).toBe(true);
    expect(
      subscriptionFlags(
        inState('Active', { most_recent_transaction: { merchant_type: 'Braintree', transaction_id: 't' } }),
      ).comped,
    ).toBe(false);
  });
});

describe('currentSubscription (spec §3)', () => {
  const expired = inState('Expired', { guid: OTHER_SUB_GUID });
  const active = inState('Active');
  it('none: null', () => expect(currentSubscription([])).toBeNull());
  it('the only one, even when not active', () => expect(currentSubscription([expired])).toBe(expired));
  it('else the first active one', () => {
    const second = inState('Canceled', { guid: 'c2' });
    expect(currentSubscription([expired, active, second])).toBe(active);
  });
  it('else the first', () => {
    const other = inState('Expired', { guid: 'e2' });
    expect(currentSubscription([expired, other])).toBe(expired);
  });
});

describe('planChangeTargets (spec §3)', () => {
  it('every catalogue product but the current one, in catalogue order', () => {
    expect(planChangeTargets(catalog(), subscription()).map((p) => p.code)).toEqual([
      'premium-annual',
      'ultra-monthly',
      'ultra-annual',
    ]);
    expect(planChangeTargets(catalog(), subscription({ product: annual })).map((p) => p.code)).toEqual([
      'premium-monthly',
      'ultra-monthly',
      'ultra-annual',
    ]);
  });
  it('no current subscription or no catalog: none', () => {
    expect(planChangeTargets(catalog(), null)).toEqual([]);
    expect(planChangeTargets(null, subscription())).toEqual([]);
  });
});

describe('newIdempotencyKey', () => {
  it('a key the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
