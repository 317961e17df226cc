import { subscriptionFlags } from '@fanverse/client';
import type { PremiumProduct, Subscription, SubscriptionProduct } from '@fanverse/contract';

/** What the page says a subscription is, one word per state (spec §3 states). */
export type StateKind = 'trial' | 'active' | 'pastDue' | 'canceled' | 'comped' | 'expired';

/**
 * The state in words. The flags come from the client (spec §3: "Free Trial", "Canceled", Comped
 * or House); a cancelled subscription whose paid time is over is shown as expired even before the
 * server's sweep has moved it on, since premium has ended for the member all the same.
 */
export function stateKind(subscription: Subscription): StateKind {
  const flags = subscriptionFlags(subscription);
  if (!subscription.state.active || subscription.state.state === 'Expired') return 'expired';
  if (flags.comped) return 'comped';
  if (flags.canceled) return 'canceled';
  if (flags.freeTrial) return 'trial';
  if (subscription.state.state === 'Past Due') return 'pastDue';
  return 'active';
}

/** What a member may do with the subscription in each state. */
export function allowedActions(subscription: Subscription) {
  const kind = stateKind(subscription);
  const billed = kind === 'trial' || kind === 'active' || kind === 'pastDue';
  return {
    changePlan: billed,
    changeCard: billed || kind === 'canceled',
    applyPromo: billed && subscription.promos.length === 0,
    cancel: billed,
    resubscribe: kind === 'canceled' || kind === 'expired',
  };
}

/**
 * Whether moving to `target` is an upgrade (now, prorated) rather than a downgrade (at the end of
 * the period): a higher premium level, or the same level billed yearly instead of monthly; from
 * annual to monthly billing never is (it waits for the end of the paid year). The server decides
 * the same way; this only chooses the words shown before asking it.
 */
export function isUpgrade(target: PremiumProduct, current: SubscriptionProduct): boolean {
  if (current.period === 'P1Y' && target.period === 'P1M') return false;
  if (target.premium_level !== current.premium_level) return target.premium_level > current.premium_level;
  return target.period === 'P1Y' && current.period === 'P1M';
}
