import { toApiError, type CodedError } from '@fanverse/client';
import { PurchaseCode } from '@fanverse/contract';
import type { GiftErrors } from './gift-form-model';

/**
 * A refused "Pay and send", split the way the form shows it: what belongs to a field (the server
 * checks the same rules as the form: a gift to oneself, no product, no sender address, a start
 * date out of range) under that field, the rest (a declined card, a lost connection) above the
 * button in the catalogue's words.
 */
export function giftSendFailure(error: unknown, lang: string): { fields: GiftErrors; form: CodedError[] } {
  const fields: GiftErrors = {};
  const form: CodedError[] = [];
  for (const item of toApiError(error, lang).errors) {
    if (item.code === PurchaseCode.GIFT_TO_SELF) fields.receiverEmail = 'gifts.errors.self';
    else if (item.code === PurchaseCode.GIFT_SENDER_EMAIL_MISSING)
      fields.senderEmail = 'gifts.errors.senderEmailRequired';
    else if (item.code === PurchaseCode.GIFT_PRODUCT_MISSING || item.code === PurchaseCode.ITEM_NOT_FOR_SALE)
      fields.productId = 'gifts.errors.product';
    else if (item.field === 'premium_start_date') fields.startDate = 'gifts.errors.date';
    else form.push(item);
  }
  return { fields, form };
}

/** The claim page's coded refusals, by their i18n key (the rest: the catalogue's words). */
export const CLAIM_TEXTS: Record<number, string> = {
  [PurchaseCode.GIFT_NOT_FOUND]: 'gifts.claim.errors.invalid',
  [PurchaseCode.GIFT_ALREADY_CLAIMED]: 'gifts.claim.errors.claimed',
  [PurchaseCode.GIFT_CLAIM_EXPIRED]: 'gifts.claim.errors.expired',
  [PurchaseCode.GIFT_NOT_STARTED]: 'gifts.claim.errors.notYet',
  [PurchaseCode.GIFT_TO_SELF]: 'gifts.claim.errors.own',
};

/** The first coded error of a failed claim call. */
export function firstError(error: unknown, lang: string): CodedError {
  return toApiError(error, lang).errors[0] ?? { code: 9999, message: '' };
}
