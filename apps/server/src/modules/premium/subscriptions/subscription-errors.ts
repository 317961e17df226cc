import { PremiumCode, ServerCode } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { CollectStatus } from '../billing/invoice-charger';

/** The coded replies of the subscription calls (catalogue spec §8; shared brief "Errors"). */
export const subscriptionErrors = {
  /** Missing, or another member's: the same reply, so existence never leaks. */
  notFound: () => new AppError(404, ServerCode.NOT_FOUND, 'This subscription does not exist.'),
  productNotFound: () =>
    new AppError(404, ServerCode.NOT_FOUND, 'There is no product with this code.', 'product_code'),
  giftProduct: () => AppError.badRequest(8, 'A gift product cannot be subscribed to.', 'product_code'),
  noPrice: () =>
    AppError.badRequest(8, 'This product is not sold in the currency of this subscription.', 'product_code'),
  existing: () =>
    AppError.badRequest(
      PremiumCode.EXISTING_ACTIVE_SUBSCRIPTION,
      'You already have a subscription; manage it from your account.',
    ),
  paymentMethodMissing: () =>
    AppError.badRequest(
      PremiumCode.PAYMENT_METHOD_GUID_MISSING,
      'A payment method is required.',
      'paymentmethod_guid',
    ),
  declined: (text: string) =>
    AppError.badRequest(
      PremiumCode.TRANSACTION_DECLINED,
      `The payment was declined: ${text}`,
      'paymentmethod_guid',
    ),
  failed: (text: string) =>
    AppError.badRequest(PremiumCode.FAILED_TO_SUBSCRIBE, `The payment could not be processed: ${text}`),
  finalState: () =>
    AppError.badRequest(PremiumCode.FINAL_STATE, 'This subscription has ended; it can no longer change.'),
  notPaid: (message = 'The subscription must be in a paid state.') =>
    AppError.badRequest(PremiumCode.NOT_PAID_STATE, message),
  promoApplied: () =>
    AppError.badRequest(
      PremiumCode.PROMO_APPLIED,
      'This subscription already has a promo code.',
      'promo_code',
    ),
  promoNotHere: (message: string) => AppError.badRequest(8, message, 'promo_code'),
  userNotFound: () =>
    new AppError(404, ServerCode.NOT_FOUND, 'There is no member with this guid.', 'user_guid'),
};

/** The reply to a charge that did not settle: 3006 for a decline or rejection, else FAILED_TO_SUBSCRIBE. */
export function chargeError(status: Exclude<CollectStatus, 'paid'>, responseText: string): AppError {
  return status === 'failed'
    ? subscriptionErrors.failed(responseText)
    : subscriptionErrors.declined(responseText);
}
