import type { TaxQuery } from '@fanverse/contract';
import { userKey } from '../../lib/query-keys';

/**
 * Query keys of the premium reads, shared by the Premium pages and the account's subscription
 * pages so a change made on one refreshes the other. The member's own data lives under the user
 * scope (dropped on sign in and out); the catalog and promos are anyone's, per language.
 */
export const premiumKeys = {
  all: ['premium'] as const,
  catalog: (lang: string) => ['premium', 'catalog', lang] as const,
  paymentConfig: () => ['premium', 'payment-config'] as const,
  promo: (code: string, productId: number | undefined) =>
    ['premium', 'promo', code, productId ?? null] as const,
  mine: () => userKey('premium'),
  subscriptions: () => userKey('premium', 'subscriptions'),
  paymentMethods: () => userKey('premium', 'payment-methods'),
  transactions: () => userKey('premium', 'transactions'),
  tax: (query: TaxQuery) => userKey('premium', 'tax', query),
};
