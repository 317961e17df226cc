import type { Subscription } from '@fanverse/contract';
import { vi } from 'vitest';
import { apiClient } from '../../src/lib/api-client';
import { makeCard, makeCatalog, makeTransaction, otherCard } from './subscription-fixtures';

/**
 * The premium reads the account pages make, answered from the fixtures (each a spy a test can
 * look at or answer otherwise); every mutating call fails loudly unless a test answers it.
 */
export function spyOnPremiumReads({ subscriptions = [] as Subscription[] } = {}) {
  const premium = apiClient.premium;
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  for (const name of [
    'subscribe',
    'cancelSubscription',
    'resubscribe',
    'changeProduct',
    'changePaymentMethod',
    'applyPromo',
    'createPaymentMethod',
    'disablePaymentMethod',
    'sandboxTokenize',
  ] as const) {
    vi.spyOn(premium, name).mockImplementation(unexpected(name));
  }
  return {
    getSubscriptions: vi.spyOn(premium, 'getSubscriptions').mockResolvedValue(subscriptions),
    getPaymentMethods: vi.spyOn(premium, 'getPaymentMethods').mockResolvedValue([makeCard(), otherCard()]),
    getCatalog: vi.spyOn(premium, 'getCatalog').mockResolvedValue(makeCatalog()),
    getTransactions: vi.spyOn(premium, 'getTransactions').mockResolvedValue([makeTransaction()]),
    getSubscriptionEvents: vi.spyOn(premium, 'getSubscriptionEvents').mockResolvedValue([]),
  };
}
