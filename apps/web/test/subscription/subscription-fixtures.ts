import type { PaymentMethod, Subscription, SubscriptionEvent, SubscriptionProduct } from '@fanverse/contract';
import {
  DEMO_PRODUCTS,
  PM_GUID,
  SUB_GUID,
  catalog,
  paymentMethod,
  subscription,
  subscriptionProductOf,
  transaction,
} from '../../../../packages/client/test/premium-fixtures';

/*
 * The account pages' sample data: the client's premium fixtures (one source of the demo catalog,
 * subscriptions, cards and transactions), with a paid-up subscription as the starting point.
 */
export { catalog as makeCatalog, transaction as makeTransaction };

/** Dates at noon UTC, so the day shown is the same in every time zone the tests run in. */
export const TRIAL_END = '2026-12-03T12:00:00.000Z';
export const PERIOD_END = '2026-12-26T12:00:00.000Z';
export const RETRY_DATE = '2026-11-28T12:00:00.000Z';
export const SIGNUP = '2026-11-26T12:00:00.000Z';

export const SUBSCRIPTION_GUID = SUB_GUID;
export const CARD_GUID = PM_GUID;
export const OTHER_CARD_GUID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The demo product of that code, as a subscription nests it. */
export function subscriptionProduct(code = 'premium-monthly'): SubscriptionProduct {
  const product = DEMO_PRODUCTS.find((p) => p.code === code);
  if (!product) throw new Error(`no demo product ${code}`);
  return subscriptionProductOf(product);
}

/** A paid-up monthly subscription, one period in. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return subscription({
    revenue: '7.99',
    state: { active: true, state: 'Active' },
    most_recent_transaction: { merchant_type: 'Braintree', transaction_id: 'tx-1' },
    premium_next_pay_date: PERIOD_END,
    premium_free_trial_end_date: null,
    premium_last_pay_date: SIGNUP,
    premium_expiration_date: PERIOD_END,
    ...overrides,
  });
}

export const trialSubscription = () =>
  makeSubscription({
    state: { active: true, state: 'Free Trial' },
    premium_free_trial_end_date: TRIAL_END,
    premium_next_pay_date: TRIAL_END,
    premium_last_pay_date: null,
    revenue: '0.00',
    most_recent_transaction: null,
  });

export const pastDueSubscription = () =>
  makeSubscription({ state: { active: true, state: 'Past Due' }, next_retry_date: RETRY_DATE });

export const cancelledSubscription = () =>
  makeSubscription({
    state: { active: true, state: 'Canceled' },
    premium_next_pay_date: null,
    premium_next_pay_amount: null,
    premium_expiration_date: PERIOD_END,
  });

export const expiredSubscription = () =>
  makeSubscription({
    state: { active: false, state: 'Expired' },
    premium_status: 'lapsed',
    premium_next_pay_date: null,
    premium_next_pay_amount: null,
    premium_expiration_date: PERIOD_END,
  });

export const makeCard = (overrides: Partial<PaymentMethod> = {}) => paymentMethod(overrides);

export const otherCard = () =>
  makeCard({
    guid: OTHER_CARD_GUID,
    cc_first_6: '555555',
    cc_last_4: '4444',
    cc_type: 'Mastercard',
    valid_thru: '01/2029',
    postal_code: '94110',
    created_at: '2026-11-27T12:00:00.000Z',
  });

export function makeEvent(kind: string, created_at: string): SubscriptionEvent {
  return { kind, created_at, detail: {} };
}

/** What a mutating subscription action answers: the subscription and the reloaded list. */
export function changeOf(subscription: Subscription) {
  return { subscription, subscriptions: [subscription] };
}
