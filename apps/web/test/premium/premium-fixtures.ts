import type { PremiumCatalog } from '@fanverse/contract';
import { catalog as demoCatalog } from '../../../../packages/client/test/premium-fixtures';

/*
 * The premium replies the web tests answer with: the client's sample data (one source of the
 * demo catalog, subscriptions, cards, promos, tax lines and the sandbox payment-method config),
 * ordered as the screens' tests need.
 */
export {
  SANDBOX_CONFIG,
  PREMIUM_ANNUAL,
  paymentMethod,
  promo,
  subscription,
  tax,
} from '../../../../packages/client/test/premium-fixtures';

/** The demo catalog with Ultra first in the reply: the page must order plans by plan_order. */
export function catalog(overrides: Partial<PremiumCatalog> = {}): PremiumCatalog {
  const base = demoCatalog();
  return { ...base, plans: [...base.plans].reverse(), ...overrides };
}
