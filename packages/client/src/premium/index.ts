export { createPremiumCalls } from './premium-calls';
export { premiumChecks } from './premium-checks';
export { newIdempotencyKey } from './idempotency-key';
export { currentSubscription, planChangeTargets, subscriptionFlags } from './subscription-helpers';
export type {
  CatalogQuery,
  MutationOptions,
  PremiumCalls,
  SubscriptionChange,
  SubscriptionFlags,
} from './premium-types';
