import { premiumKeys } from '../../../components/premium';

/**
 * Query keys of the member's premium data: the shared premium keys (the Premium pages read the
 * same subscriptions, cards and catalog, so a change made here is seen there), plus a
 * subscription's history, kept under the list so that refreshing the list refreshes it too.
 */
export const subscriptionKeys = {
  subscriptions: premiumKeys.subscriptions,
  events: (guid: string) => [...premiumKeys.subscriptions(), guid, 'events'] as const,
  paymentMethods: premiumKeys.paymentMethods,
  transactions: premiumKeys.transactions,
  catalog: premiumKeys.catalog,
};
