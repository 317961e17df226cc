import type { CollectStatus } from '../billing/invoice-charger';
import type { InvoiceRow } from '../premium-rows';
import type { SubscriptionDeps } from './subscriptions.factory';

/** What a collection attempt came to, as the subscription calls read it. */
export interface ChargeOutcome {
  status: CollectStatus;
  responseText: string;
}

/**
 * Collects an invoice through the invoice charger (billing/invoice-charger.ts: exactly once per
 * invoice, at most one settled sale; an invoice already paid answers 'paid' without a charge).
 */
export async function collectInvoice(
  deps: Pick<SubscriptionDeps, 'charger'>,
  invoice: InvoiceRow,
  paymentMethodGuid: string,
): Promise<ChargeOutcome> {
  const result = await deps.charger.collect(invoice, paymentMethodGuid);
  return {
    status: result.status,
    responseText: result.transaction?.response_text ?? 'The payment could not be processed',
  };
}
