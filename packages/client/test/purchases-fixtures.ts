import type {
  EstHistoryPage,
  EstOffer,
  EstPromoCode,
  EstRedemption,
  ExternalPromo,
  Gift,
  GiftClaimResult,
  GiftClaimView,
  OwnedItems,
  PreviewBalance,
  PreviewGrant,
  PurchaseHistory,
  PurchaseItem,
  RetentionOffers,
} from '@fanverse/contract';
import { PM_GUID, promo, subscription, USER_GUID } from './premium-fixtures';

/** Replies shaped as the contract says, for the `client.purchases` tests. */
export { PM_GUID, SUB_GUID, USER_GUID } from './premium-fixtures';
export const EPISODE_UUID = '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
export const BOOK_UUID = '6a5b4c3d-2e1f-4a0b-8c9d-7e6f5a4b3c2d';
export const CAMPAIGN_UUID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b';
export const GIFT_GUID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const CLAIM_TOKEN = 'q2Vx8b0sYwN4kR7tUe1iZp5mLc3oHj6aGf9dSn2vXyB';

const NOW = '2026-11-26T12:00:00.000Z';

export function estCode(overrides: Partial<EstPromoCode> = {}): EstPromoCode {
  return {
    code: 'EMBER2026',
    type: 'est',
    comp_duration: 0,
    marketing_description: 'The first Ember Harbor episode, yours to keep.',
    descriptors: {},
    requires_paymentmethod: false,
    is_approved: true,
    uuid: CAMPAIGN_UUID,
    name: 'Ember Harbor launch',
    slug: 'ember-harbor-launch',
    countries: [],
    date: '2026-11-01T00:00:00.000Z',
    assets: [
      {
        sku: 'episode-4d3c2b1a',
        title: 'Ember Harbor 1',
        price: '2.99',
        is_active: true,
        object: { model: 'episode', data: { uuid: EPISODE_UUID } },
        currency_code: 'USD',
        owned: false,
      },
    ],
    expires_at: null,
    redeemable: true,
    ...overrides,
  };
}

export function redemption(overrides: Partial<EstRedemption> = {}): EstRedemption {
  return { ...estCode(), redeemed_at: NOW, subscription: null, ...overrides };
}

export function estHistory(values: EstRedemption[] = [redemption()]): EstHistoryPage {
  return {
    count: values.length,
    num_pages: 1,
    page: 1,
    page_size: 20,
    values,
    links: { next: null, prev: null, url: '/api/premium/2/est/history' },
  };
}

export function purchaseItem(overrides: Partial<PurchaseItem> = {}): PurchaseItem {
  return {
    sku: 'episode-4d3c2b1a',
    title: 'Ember Harbor 1',
    create_dt: NOW,
    transaction_dt: NOW,
    source: 'Purchased',
    is_active: true,
    state: 'owned',
    object: { model: 'episode', data: { uuid: EPISODE_UUID } },
    transaction_id: 'tx-est-1',
    price: '2.99',
    currency_code: 'USD',
    ...overrides,
  };
}

export function purchaseHistory(items: PurchaseItem[] = [purchaseItem()]): PurchaseHistory {
  return {
    paging: {
      total_items: items.length,
      total_pages: 1,
      requested_page: 1,
      items_per_page: 20,
      previous_page_url: null,
      next_page_url: null,
    },
    user_guid: USER_GUID,
    items,
  };
}

export function gift(overrides: Partial<Gift> = {}): Gift {
  return {
    guid: GIFT_GUID,
    personal_message: 'Happy birthday!',
    premium_start_date: '2026-11-26',
    product_currency: 'USD',
    product_id: 11,
    product_price: '23.97',
    receiver_email: 'rosa@example.com',
    receiver_name: 'Rosa',
    sender_email: 'ana@example.com',
    sender_name: 'Ana',
    transaction_id: 'tx-gift-1',
    transaction_status: 'settled',
    state: 'sent',
    product_name: 'Premium, 3 months',
    months: 3,
    claim_expires_at: '2027-11-26T12:00:00.000Z',
    claimed_at: null,
    created_at: NOW,
    ...overrides,
  };
}

export function giftClaimView(overrides: Partial<GiftClaimView> = {}): GiftClaimView {
  return {
    sender_name: 'Ana',
    receiver_name: 'Rosa',
    receiver_email: 'rosa@example.com',
    personal_message: 'Happy birthday!',
    premium_start_date: '2026-11-26',
    product_name: 'Premium, 3 months',
    plan: 'premium',
    months: 3,
    state: 'sent',
    claim_expires_at: '2027-11-26T12:00:00.000Z',
    ...overrides,
  };
}

export function giftClaimResult(overrides: Partial<GiftClaimResult> = {}): GiftClaimResult {
  return {
    subscription: subscription({ state: { active: true, state: 'Comped' }, paymentmethod_guid: null }),
    outcome: 'comped',
    premium_expiration_date: '2027-02-26T12:00:00.000Z',
    ...overrides,
  };
}

export function externalPromo(overrides: Partial<ExternalPromo> = {}): ExternalPromo {
  return {
    code: 'PARTNER-7Q2M',
    property: 'streamcard',
    name: 'StreamCard perks',
    marketing_description: 'A month of StreamCard on us.',
    assigned_at: NOW,
    expires_at: null,
    ...overrides,
  };
}

export function offer(overrides: Partial<EstOffer> = {}): EstOffer {
  return {
    model: 'episode',
    object_uuid: EPISODE_UUID,
    sku: 'episode-4d3c2b1a',
    title: 'Ember Harbor 1',
    price: '2.99',
    price_minor: 299,
    currency_code: 'USD',
    currency_symbol: '$',
    owned: false,
    owned_source: null,
    tax: null,
    ...overrides,
  };
}

export const owned = (overrides: Partial<OwnedItems> = {}): OwnedItems => ({
  episodes: [EPISODE_UUID],
  books: [],
  ...overrides,
});

export function previewBalance(overrides: Partial<PreviewBalance> = {}): PreviewBalance {
  return {
    credits_total: 2,
    credits_used: 1,
    credits_left: 1,
    resets_at: '2026-12-01T00:00:00.000Z',
    previewed: [{ content_type: 'episode', content_uuid: EPISODE_UUID }],
    ...overrides,
  };
}

export function previewGrant(overrides: Partial<PreviewGrant> = {}): PreviewGrant {
  return {
    preview_token: 'preview-token-1',
    content_type: 'episode',
    content_uuid: EPISODE_UUID,
    expires_at: '2026-11-26T15:00:00.000Z',
    credits_left: 1,
    spent_credit: true,
    ...overrides,
  };
}

export const retentionOffers = (): RetentionOffers => ({
  offers: [promo({ code: 'STAYWITHUS', is_retention_offer: true })],
});

/** A gift create body that passes every check: paid with a saved card. */
export const giftBody = {
  paymentmethod_guid: PM_GUID,
  product_id: 11,
  sender_email: 'ana@example.com',
  sender_name: 'Ana',
  receiver_email: 'rosa@example.com',
  receiver_name: 'Rosa',
  personal_message: 'Happy birthday!',
};
