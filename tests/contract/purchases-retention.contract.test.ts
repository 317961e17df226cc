import { describe, expect, it } from 'vitest';
import { expectClientCheck, failure } from './accounts-fixtures';
import {
  addCard,
  member,
  OREGON_PLACE,
  subscribedMember,
  type PremiumContractServer,
  withPremiumServer,
} from './premium-fixtures';
import { expectCode } from './purchases-fixtures';

/**
 * Retention offers (the cancel step) of the real server through the real client: offered on a
 * paying subscription only; taken with apply_promo, where a subscription that is not paying
 * answers 3025 and a signup-only code on a paying one 3024; 3000 before sending; someone else's
 * subscription is "Not found" (1724).
 */
let s: PremiumContractServer;
withPremiumServer((server) => (s = server));

/** A member paying for ultra-monthly (no trial: charged at once, Active). */
async function payingMember() {
  const m = await member(s);
  const pm = await addCard(m, 'fake-valid-visa-nonce', OREGON_PLACE);
  const { subscription } = await m.client.premium.subscribe({
    paymentmethod_guid: pm,
    product_code: 'ultra-monthly',
  });
  expect(subscription.state.state).toBe('Active');
  return { m, subscription };
}

describe('retention offers', () => {
  it('a paying subscription is offered the retention codes; taking one applies it', async () => {
    const { m, subscription } = await payingMember();
    const { offers } = await m.client.purchases.getRetentionOffers(subscription.guid);
    const codes = offers.map((o) => o.code);
    expect(codes).toContain('STAYWITHUS');
    expect(offers.every((o) => o.is_retention_offer)).toBe(true);
    const change = await m.client.premium.applyPromo(subscription.guid, codes[0]!);
    expect(change.subscription.promos).toEqual([{ code: codes[0] }]);
  });

  it('a subscription in its trial gets none, and taking one there: 3025', async () => {
    const { m, subscription } = await subscribedMember(s);
    expect(subscription.state.state).toBe('Free Trial');
    expect((await m.client.purchases.getRetentionOffers(subscription.guid)).offers).toEqual([]);
    expectCode(await failure(m.client.premium.applyPromo(subscription.guid, 'STAYWITHUS')), 400, 3025);
  });

  it('a signup-only code on a paying subscription: 3024', async () => {
    const { m, subscription } = await payingMember();
    expectCode(await failure(m.client.premium.applyPromo(subscription.guid, 'TRIAL30')), 400, 3024);
  });

  it('someone else’s subscription: 1724; no guid: 3000 before sending', async () => {
    const { subscription } = await payingMember();
    const other = await member(s);
    const e = await failure(other.client.purchases.getRetentionOffers(subscription.guid));
    expect(e.status).toBe(404);
    expect(e.errors[0]?.code).toBe(1724);
    await expectClientCheck(other, other.client.purchases.getRetentionOffers(' '), 3000);
  });
});
