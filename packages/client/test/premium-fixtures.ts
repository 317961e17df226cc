import type {
  PaymentMethod,
  PaymentMethodConfig,
  PremiumCatalog,
  PremiumPlan,
  PremiumProduct,
  PremiumTransaction,
  PromoCode,
  Subscription,
  SubscriptionProduct,
  Tax,
} from '@fanverse/contract';

/** Replies shaped as the contract says, for the `client.premium` tests. */
export const SUB_GUID = '0b9f6f0e-3a1c-4c55-9d0a-5a1f2b3c4d5e';
export const OTHER_SUB_GUID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const PM_GUID = '2f4e6d8c-1a3b-4c5d-9e7f-8a6b4c2d0e1f';
export const USER_GUID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const NOW = '2026-11-26T12:00:00.000Z';

export function product(overrides: Partial<PremiumProduct> = {}): PremiumProduct {
  return {
    consumer_name: 'fanverse',
    currency_code: 'USD',
    currency_symbol: '$',
    descriptors: {},
    display_order: 1,
    free_trial_days: 7,
    id: 1,
    is_gift: false,
    market_type: 'web',
    merchant_plan_id: 'premium-monthly',
    merchant_type: 'Braintree',
    name: 'Premium Monthly',
    next_billing_date: '2026-12-03',
    period: 'P1M',
    plan: 'premium',
    prorated_refund: false,
    predicted_free_trial_end_date: '2026-12-03',
    premium_level: 1,
    price: '7.99',
    recurring: true,
    code: 'premium-monthly',
    price_minor: 799,
    ...overrides,
  };
}

function plan(
  code: string,
  name: string,
  products: PremiumProduct[],
  order: number,
  saving: number,
): PremiumPlan {
  return {
    name,
    code,
    products,
    promo_products: [],
    descriptors: {
      annual_billing_period: 'year',
      annual_discount: saving ? `Save ${saving}%` : '',
      annual_discount_percentage: saving,
      available_perks: code === 'ultra' ? ['No ads', 'Offline downloads'] : ['No ads', 'All premium series'],
      background_color: '',
      billing_period: 'month',
      button_title: '',
      discount: '',
      display_price: '',
      monthly_billing_period: 'month',
      plan_order: order,
      purchase_terms: `${name} renews until cancelled.`,
      short_description: `${name}: more to watch.`,
      subtitle: `The ${name} tier`,
      title: name,
      unavailable_perks: code === 'ultra' ? [] : ['Offline downloads'],
      discount_badge_large: '',
      discount_badge_small: '',
      highlight_color: '',
    },
  };
}

/** The four demo products, priced in USD as the server seeds them. */
export const PREMIUM_MONTHLY = product();
export const PREMIUM_ANNUAL = product({
  id: 2,
  code: 'premium-annual',
  merchant_plan_id: 'premium-annual',
  name: 'Premium Annual',
  period: 'P1Y',
  price: '79.99',
  price_minor: 7999,
  display_order: 2,
});
export const ULTRA_MONTHLY = product({
  id: 3,
  code: 'ultra-monthly',
  merchant_plan_id: 'ultra-monthly',
  name: 'Ultra Monthly',
  plan: 'ultra',
  price: '12.99',
  price_minor: 1299,
  free_trial_days: 0,
  predicted_free_trial_end_date: null,
  premium_level: 2,
});
export const ULTRA_ANNUAL = product({
  id: 4,
  code: 'ultra-annual',
  merchant_plan_id: 'ultra-annual',
  name: 'Ultra Annual',
  plan: 'ultra',
  period: 'P1Y',
  price: '129.99',
  price_minor: 12999,
  free_trial_days: 0,
  predicted_free_trial_end_date: null,
  premium_level: 2,
  display_order: 2,
});
export const DEMO_PRODUCTS = [PREMIUM_MONTHLY, PREMIUM_ANNUAL, ULTRA_MONTHLY, ULTRA_ANNUAL];

/** The demo catalog: premium then ultra, monthly and annual each. */
export function catalog(overrides: Partial<PremiumCatalog> = {}): PremiumCatalog {
  return {
    catalog_guid: 'catalog-1',
    consumer_name: 'fanverse',
    default_product_id: 1,
    descriptors: {
      catalog_purchase_terms: 'Prices include any discounts shown.',
      plan_order: ['premium', 'ultra'],
    },
    name: 'Fanverse Premium',
    promotion: null,
    template: 'default',
    plans: [
      plan('premium', 'Premium', [PREMIUM_MONTHLY, PREMIUM_ANNUAL], 1, 17),
      plan('ultra', 'Ultra', [ULTRA_MONTHLY, ULTRA_ANNUAL], 2, 0),
    ],
    gift_products: [],
    country_code_alpha2: 'US',
    currency_code: 'USD',
    ...overrides,
  };
}

/** A catalog product as a subscription nests it (spec: product with merchant product and spec). */
export function subscriptionProductOf(p: PremiumProduct): SubscriptionProduct {
  return {
    consumer: 'fanverse',
    name: p.name,
    code: p.code,
    id: p.id,
    period: p.period,
    merchant_product: { merchant_type: 'Braintree', plan_name: p.plan, merchant_product_id: p.code },
    spec: {
      billing_period: p.period,
      is_gift: false,
      price: p.price,
      currency: p.currency_code,
      freetrial_duration: p.free_trial_days,
      recurring: true,
    },
    plan: p.plan,
    premium_level: p.premium_level,
  };
}

export function subscriptionProduct(overrides: Partial<SubscriptionProduct> = {}): SubscriptionProduct {
  return { ...subscriptionProductOf(PREMIUM_MONTHLY), ...overrides };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    guid: SUB_GUID,
    user_guid: USER_GUID,
    subscription_id: 'sub-1',
    premium_status: 'active',
    discount: '0.00',
    revenue: '0.00',
    paymentmethod_guid: PM_GUID,
    promos: [],
    state: { active: true, state: 'Free Trial' },
    most_recent_transaction: null,
    premium_next_pay_date: '2026-12-03T12:00:00.000Z',
    premium_next_pay_amount: '7.99',
    premium_free_trial_end_date: '2026-12-03T12:00:00.000Z',
    premium_last_pay_date: null,
    premium_expiration_date: null,
    premium_signup_date: NOW,
    product: subscriptionProduct(),
    pending_product: null,
    currency_code: 'USD',
    next_retry_date: null,
    ...overrides,
  };
}

/** A state with the active flag the server gives it (Expired is the only one not entitled here). */
export const inState = (state: Subscription['state']['state'], overrides: Partial<Subscription> = {}) =>
  subscription({ state: { state, active: state !== 'Expired' }, ...overrides });

export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    cc_first_6: '411111',
    cc_last_4: '1111',
    cc_type: 'Visa',
    country_code_alpha2: 'US',
    description: 'Payment Method',
    guid: PM_GUID,
    merchant_type: 'Braintree',
    postal_code: '10001',
    status: 'active',
    user_guid: USER_GUID,
    valid_thru: '12/2030',
    created_at: NOW,
    ...overrides,
  };
}

/** GET …/paymentmethods/create on the sandbox gateway: no client token, the web's own card form. */
export const SANDBOX_CONFIG: PaymentMethodConfig = {
  braintree_device_data: { required: false },
  braintree_nonce: { required: true, client_token: null },
  country_code_alpha2: { required: true },
  merchant_type: { required: false, allowed_values: ['Braintree'] },
  postal_code: { required: true },
  gateway: 'sandbox',
};

export function promo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    base_price: '7.99',
    code: 'WELCOME20',
    comp_duration: 0,
    descriptors: {},
    discount_amount: '1.60',
    discount_percent: 20,
    discounted_price: '6.39',
    fixed_term: false,
    free_trial_days: 0,
    marketing_description: '20% off your first 3 months.',
    number_of_billing_cycles: 3,
    product_id: null,
    requires_paymentmethod: true,
    type: 'percent',
    is_retention_offer: false,
    is_applicable: true,
    product: product(),
    expires_at: null,
    ...overrides,
  };
}

export function tax(overrides: Partial<Tax> = {}): Tax {
  return {
    combined_rate: 0.08875,
    postal_code: '10001',
    base_price: '7.99',
    discount_amount: '0.00',
    subtotal: '7.99',
    tax_amount: '0.71',
    total: '8.70',
    product_code: 'premium-monthly',
    promo_code: null,
    currency_symbol: '$',
    currency_code: 'USD',
    tax_inclusive: false,
    country_code_alpha2: 'US',
    ...overrides,
  };
}

export function transaction(overrides: Partial<PremiumTransaction> = {}): PremiumTransaction {
  return {
    transaction_id: 'tx-1',
    subscription_guid: SUB_GUID,
    kind: 'sale',
    status: 'settled',
    reason: 'signup',
    product_name: 'Premium Monthly',
    base_price: '7.99',
    discount_amount: '0.00',
    subtotal: '7.99',
    tax_amount: '0.71',
    total: '8.70',
    tax_rate: 0.08875,
    tax_inclusive: false,
    currency_code: 'USD',
    currency_symbol: '$',
    period_start: NOW,
    period_end: '2026-12-26T12:00:00.000Z',
    payment_method: { cc_type: 'Visa', cc_last_4: '1111' },
    response_text: 'Approved',
    created_at: NOW,
    ...overrides,
  };
}
