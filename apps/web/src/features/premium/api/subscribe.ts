import type { SubscriptionChange } from '@fanverse/client';
import type { PaymentMethod, SubscribeBody } from '@fanverse/contract';
import { vaultCard, type CardEntry, type NonceSource } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';

export interface CheckoutOrder {
  productCode: string;
  promoCode: string | null;
  /** A saved card's guid, or a new card to vault first; neither for a code that needs no card. */
  payment: { kind: 'saved'; guid: string } | { kind: 'new'; entry: CardEntry } | { kind: 'none' };
}

export interface CheckoutAttempt {
  /** The one key of this checkout attempt; each call derives its own from it. */
  key: string;
  /** The card this attempt already vaulted: a retry subscribes with it instead of a second copy. */
  vaulted: PaymentMethod | null;
}

/**
 * POST …/paymentmethods/create (a new card) then POST …/subscriptions/subscribe. Both carry
 * keys derived from the attempt's one key, so a retry of the same attempt (a lost reply, a
 * second click) vaults and subscribes once: the server answers the stored reply.
 */
export async function placeOrder(
  order: CheckoutOrder,
  attempt: CheckoutAttempt,
  options: { gateway: 'sandbox' | 'braintree'; dropIn: NonceSource | null },
): Promise<SubscriptionChange> {
  let paymentmethodGuid: string | undefined;
  if (order.payment.kind === 'saved') paymentmethodGuid = order.payment.guid;
  if (order.payment.kind === 'new') {
    attempt.vaulted ??= await vaultCard(order.payment.entry, {
      gateway: options.gateway,
      dropIn: options.dropIn,
      idempotencyKey: `${attempt.key}-card`,
    });
    paymentmethodGuid = attempt.vaulted.guid;
  }
  const body: SubscribeBody = {
    product_code: order.productCode,
    ...(paymentmethodGuid ? { paymentmethod_guid: paymentmethodGuid } : {}),
    ...(order.promoCode ? { promo_code: order.promoCode } : {}),
    vendor_source: 'web',
  };
  return apiClient.premium.subscribe(body, { idempotencyKey: `${attempt.key}-subscribe` });
}
