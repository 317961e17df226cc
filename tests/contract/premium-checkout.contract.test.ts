import { describe, expect, it } from 'vitest';
import { currentSubscription, planChangeTargets, subscriptionFlags } from '@fanverse/client';
import { SANDBOX_TEST_CARDS } from '@fanverse/contract';
import { failure, expectMapped } from './accounts-fixtures';
import { addCard, member, US_PLACE, type PremiumContractServer, withPremiumServer } from './premium-fixtures';

/**
 * The purchase path of the real server through the real client, with the real sandbox gateway:
 * catalog, a test card tokenized and vaulted, tax, subscribe (with a trial, and without one),
 * cancel, resubscribe, the history and transactions; a second subscribe is 3003; another member's
 * subscription or payment method is 1724 (never leaked); a call without a session 1003.
 */
let s: PremiumContractServer;
withPremiumServer((server) => (s = server));

describe('checkout: card → subscribe → cancel → resubscribe', () => {
  it('a trial subscription: no charge, cancelled until the trial ends, resubscribed without a charge', async () => {
    const m = await member(s);
    const premium = m.client.premium;

    const catalog = await premium.getCatalog();
    expect(catalog.currency_code).toBe('USD');
    expect(catalog.plans.map((p) => p.code)).toEqual(['premium', 'ultra']);

    const card = SANDBOX_TEST_CARDS[0];
    const { nonce } = await premium.sandboxTokenize({
      number: card.number,
      expiration_month: 12,
      expiration_year: 2031,
      cvv: '123',
    });
    const method = await premium.createPaymentMethod({ braintree_nonce: nonce, ...US_PLACE });
    expect(method).toMatchObject({ cc_last_4: '1111', cc_type: 'Visa', status: 'active', user_guid: m.guid });
    expect(await premium.getPaymentMethods()).toEqual([method]);

    const tax = await premium.getTax({ paymentmethod_guid: method.guid, product_code: 'premium-monthly' });
    expect(tax).toMatchObject({
      base_price: '7.99',
      tax_amount: '0.71',
      total: '8.70',
      currency_code: 'USD',
    });

    const subscribed = await premium.subscribe({
      paymentmethod_guid: method.guid,
      product_code: 'premium-monthly',
    });
    expect(subscribed.subscription.state).toEqual({ active: true, state: 'Free Trial' });
    expect(subscribed.subscriptions.map((x) => x.guid)).toEqual([subscribed.subscription.guid]);
    expect(subscriptionFlags(subscribed.subscription)).toMatchObject({ monthly: true, freeTrial: true });
    const guid = subscribed.subscription.guid;
    const current = currentSubscription(subscribed.subscriptions);
    expect(planChangeTargets(catalog, current).map((p) => p.code)).not.toContain('premium-monthly');

    const cancelled = await premium.cancelSubscription(guid);
    expect(cancelled.subscription.state).toEqual({ active: true, state: 'Canceled' });
    // Spec §4: blanked locally in the answered subscription; the reloaded list has the server's.
    expect(cancelled.subscription.premium_expiration_date).toBeNull();
    expect(cancelled.subscriptions[0]?.premium_expiration_date).toBe(
      subscribed.subscription.premium_free_trial_end_date,
    );
    expect(subscriptionFlags(cancelled.subscription).canceled).toBe(true);
    expect(cancelled.subscriptions[0]?.state.state).toBe('Canceled');

    const back = await premium.resubscribe(guid);
    expect(back.subscription.state).toEqual({ active: true, state: 'Free Trial' });
    expect(back.subscriptions[0]?.state.state).toBe('Free Trial');

    expect(await premium.getTransactions()).toEqual([]);
    const kinds = (await premium.getSubscriptionEvents(guid)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['subscribed', 'canceled', 'resubscribed']));
    expect(m.sent).toEqual(
      expect.arrayContaining([
        'POST /api/premium/2/subscriptions/subscribe',
        `POST /api/premium/2/subscriptions/${guid}/cancel`,
        `POST /api/premium/2/subscriptions/${guid}/resubscribe`,
        'GET /api/premium/2/subscriptions',
      ]),
    );
  });

  it('without a trial the first period is charged at once, with its tax, and a receipt', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const { subscription } = await m.client.premium.subscribe({
      paymentmethod_guid: pm,
      product_code: 'ultra-monthly',
    });
    expect(subscription.state).toEqual({ active: true, state: 'Active' });
    const [sale, ...rest] = await m.client.premium.getTransactions();
    expect(rest).toEqual([]);
    // 12.99 + 8.875% NYC sales tax (1.1529 → 1.15, half-up).
    expect(sale).toMatchObject({
      kind: 'sale',
      status: 'settled',
      subtotal: '12.99',
      tax_amount: '1.15',
      total: '14.14',
    });
  });

  it('an active subscription blocks a second subscribe: EXISTING_ACTIVE_SUBSCRIPTION → 3003', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    await m.client.premium.subscribe({ paymentmethod_guid: pm, product_code: 'premium-monthly' });
    const e = await failure(
      m.client.premium.subscribe({ paymentmethod_guid: pm, product_code: 'premium-annual' }),
    );
    expectMapped(e, { status: 400, code: 'EXISTING_ACTIVE_SUBSCRIPTION' }, 3003);
    expect(m.client.errors.get('subscribe').map((x) => x.code)).toEqual([3003]);
    expect(await m.client.premium.getSubscriptions()).toHaveLength(1);
  });
});

describe('managing a subscription', () => {
  it('config, change payment method, upgrade with a prorated charge, disable the old card', async () => {
    const m = await member(s);
    const p = m.client.premium;
    const config = await p.getPaymentMethodConfig();
    expect(config).toMatchObject({
      gateway: 'sandbox',
      braintree_nonce: { required: true, client_token: null },
    });

    const first = await addCard(m);
    const { subscription } = await p.subscribe({
      paymentmethod_guid: first,
      product_code: 'premium-monthly',
    });
    expect(await p.getSubscription(subscription.guid)).toEqual(subscription);

    const second = await addCard(m, 'fake-valid-mastercard-nonce');
    const changed = await p.changePaymentMethod(subscription.guid, second);
    expect(changed.subscription.paymentmethod_guid).toBe(second);
    expect(changed.subscriptions[0]?.paymentmethod_guid).toBe(second);
    expect((await p.disablePaymentMethod(first)).status).toBe('disabled');

    // During the trial an upgrade switches the product without a charge.
    const upgraded = await p.changeProduct(subscription.guid, 'ultra-monthly');
    expect(upgraded.subscription.product.code).toBe('ultra-monthly');
    expect(upgraded.subscriptions[0]?.product.code).toBe('ultra-monthly');
    expect(await p.getTransactions()).toEqual([]);
    const kinds = (await p.getSubscriptionEvents(subscription.guid)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment_method_changed', 'product_changed']));
  });

  it('an upgrade of a paid subscription charges the prorated difference at once', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const { subscription } = await m.client.premium.subscribe({
      paymentmethod_guid: pm,
      product_code: 'ultra-monthly',
    });
    const change = await m.client.premium.changeProduct(subscription.guid, 'ultra-annual');
    expect(change.subscription.product.code).toBe('ultra-annual');
    const upgrade = (await m.client.premium.getTransactions()).find((t) => t.reason === 'upgrade');
    expect(upgrade).toMatchObject({ kind: 'sale', status: 'settled' });
    // Almost the whole period is left: about the annual price less the monthly one, plus tax.
    expect(Number(upgrade!.subtotal)).toBeGreaterThan(0);
    expect(Number(upgrade!.subtotal)).toBeLessThanOrEqual(129.99 - 12.99);
  });
});

describe('nobody sees or uses another member’s subscription or payment method', () => {
  it('every lookup and action on someone else’s guid is 404 → 1724', async () => {
    const owner = await member(s);
    const pm = await addCard(owner);
    const { subscription } = await owner.client.premium.subscribe({
      paymentmethod_guid: pm,
      product_code: 'premium-monthly',
    });
    const other = await member(s);
    const p = other.client.premium;
    // One at a time: a call started early would reject before anything awaits it.
    const calls = [
      () => p.getSubscription(subscription.guid),
      () => p.getSubscriptionEvents(subscription.guid),
      () => p.cancelSubscription(subscription.guid),
      () => p.resubscribe(subscription.guid),
      () => p.changeProduct(subscription.guid, 'ultra-annual'),
      () => p.changePaymentMethod(subscription.guid, pm),
      () => p.applyPromo(subscription.guid, 'STAYWITHUS'),
      () => p.getPaymentMethod(pm),
      () => p.disablePaymentMethod(pm),
      () => p.subscribe({ paymentmethod_guid: pm, product_code: 'premium-monthly' }),
    ];
    for (const call of calls) expectMapped(await failure(call()), { status: 404, code: 'NOT_FOUND' }, 1724);
    expect(await p.getSubscriptions()).toEqual([]);
    expect((await owner.client.premium.getSubscription(subscription.guid)).state.state).toBe('Free Trial');
  });

  it('without a session: 401 → 1003, flagged as a lost session', async () => {
    const e = await failure(s.client().premium.getSubscriptions());
    expect(e.status).toBe(401);
    expect(e.errors[0]?.code).toBe(1003);
    expect(e.sessionExpired).toBe(true);
  });
});
