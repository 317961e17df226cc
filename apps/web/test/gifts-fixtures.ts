import type { Gift, GiftClaimView, PremiumCatalog, PremiumGiftProduct } from '@fanverse/contract';
import { catalog, paymentMethod, product } from '../../../packages/client/test/premium-fixtures';

/** The gift replies the gift pages' tests answer with (shapes of the contract). */
export {
  paymentMethod,
  tax,
  SANDBOX_CONFIG,
  subscription,
} from '../../../packages/client/test/premium-fixtures';

export function giftProduct(months: number, overrides: Partial<PremiumGiftProduct> = {}): PremiumGiftProduct {
  const period = months === 12 ? 'P1Y' : months === 3 ? 'P3M' : 'P1M';
  const price = { 1: '7.99', 3: '21.99', 12: '79.99' }[months] ?? '7.99';
  return {
    ...product({
      id: 100 + months,
      code: `gift-${months}m`,
      name: `Premium gift (${months} months)`,
      is_gift: true,
      recurring: false,
      free_trial_days: 0,
      predicted_free_trial_end_date: null,
      price,
      price_minor: Math.round(Number(price) * 100),
    }),
    period,
    months,
    ...overrides,
  };
}

/** The demo catalog with the three gift products, listed longest first (the form orders them). */
export function giftCatalog(overrides: Partial<PremiumCatalog> = {}): PremiumCatalog {
  return { ...catalog(), gift_products: [giftProduct(12), giftProduct(1), giftProduct(3)], ...overrides };
}

export const SECOND_CARD = paymentMethod({
  guid: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  cc_last_4: '4444',
  cc_type: 'MasterCard',
});

export function gift(overrides: Partial<Gift> = {}): Gift {
  return {
    guid: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
    personal_message: 'Happy birthday!',
    premium_start_date: '2026-11-26',
    product_currency: 'USD',
    product_id: 101,
    product_price: '8.70',
    receiver_email: 'grace@example.com',
    receiver_name: 'Grace',
    sender_email: 'ada@example.com',
    sender_name: 'Ada Lovelace',
    transaction_id: 'tx-gift-1',
    transaction_status: 'settled',
    state: 'sent',
    product_name: 'Premium gift (1 months)',
    months: 1,
    claim_expires_at: '2027-11-26T12:00:00.000Z',
    claimed_at: null,
    created_at: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

export function claimView(overrides: Partial<GiftClaimView> = {}): GiftClaimView {
  return {
    sender_name: 'Ada Lovelace',
    receiver_name: 'Grace',
    receiver_email: 'grace@example.com',
    personal_message: 'Happy birthday!',
    premium_start_date: '2026-01-01',
    product_name: 'Premium gift (3 months)',
    plan: 'Premium',
    months: 3,
    state: 'sent',
    claim_expires_at: '2027-11-26T12:00:00.000Z',
    ...overrides,
  };
}
