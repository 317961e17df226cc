import type { PremiumCatalog, PremiumProduct, Subscription } from '@fanverse/contract';
import type { SubscriptionFlags } from './premium-types';

/**
 * Spec §3 "Premium", subscription-derived flags: monthly (billing period P1M), annual (P1Y),
 * comped (state Comped, or merchant type House), free trial (the state text contains "Free
 * Trial"), canceled (it contains "Canceled"). The state is matched as text, as the spec says,
 * so a server that qualifies a state ("Canceled (Free Trial)") still reads right.
 */
export function subscriptionFlags(s: Subscription): SubscriptionFlags {
  const period = s.product.spec.billing_period;
  const state = s.state.state;
  const house =
    s.product.merchant_product.merchant_type === 'House' ||
    s.most_recent_transaction?.merchant_type === 'House';
  return {
    monthly: period === 'P1M',
    annual: period === 'P1Y',
    comped: state === 'Comped' || house,
    freeTrial: state.includes('Free Trial'),
    canceled: state.includes('Canceled'),
  };
}

/** Spec §3: the only subscription if there is one, else the first active one, else the first; none: null. */
export function currentSubscription(list: readonly Subscription[]): Subscription | null {
  if (list.length === 1) return list[0]!;
  return list.find((s) => s.state.active) ?? list[0] ?? null;
}

/**
 * Spec §3: "Plan-change targets are all catalogue products other than the current product and
 * plan, or none". Every product of every plan (in the catalogue's order) except the one the
 * subscription is on now; without a current subscription, none. Switching between the monthly
 * and annual products of the same plan is a change too (the server decides upgrade or downgrade).
 */
export function planChangeTargets(
  catalog: PremiumCatalog | null | undefined,
  current: Subscription | null | undefined,
): PremiumProduct[] {
  if (!catalog || !current) return [];
  const { code, plan } = current.product;
  return catalog.plans
    .flatMap((p) => p.products)
    .filter((product) => !(product.code === code && product.plan === plan));
}
