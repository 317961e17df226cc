import type { PremiumTransaction } from '@fanverse/contract';
import type { TFunction } from 'i18next';

const REASONS = new Set(['signup', 'renewal', 'upgrade', 'retry']);

/** What a charge was for, in words: "Renewal: Premium Monthly" (a refund says so whatever its reason). */
export function transactionWhat(t: TFunction, tx: PremiumTransaction): string {
  const key = tx.kind === 'refund' ? 'refund' : REASONS.has(tx.reason) ? tx.reason : 'other';
  return t('subscription.transactions.what', {
    reason: t(`subscription.transactions.reason.${key as 'other'}`),
    product: tx.product_name,
  });
}
