import {
  checkEstHistoryQuery,
  checkPurchasesQuery,
  giftCreateProblem,
  PremiumCode,
  type CatalogueCode,
  type EstHistoryQuery,
  type GiftCreateBody,
  type PurchasesQuery,
} from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { ApiError } from '../errors/api-error';
import { premiumChecks } from '../premium/premium-checks';

/** Builds a check failure (the area's `tools.fail` with the call's options bound). */
type Fail = (code: CatalogueCode, field: string) => ApiError;

/** A contract check's problem, failing like the server's reply with the same code and field. */
const failWith = (fail: Fail, problem: { code: number; field: string } | null) => {
  if (problem) throw fail(problem.code as CatalogueCode, problem.field);
};

/**
 * Spec §5 checks of `client.purchases`, made before any request: the contract's own functions
 * (the server answers the same codes from them, so the two never disagree) for the history
 * queries and gift create, and presence for codes and guids. Each answers the value to send,
 * unchanged: the client sends what the caller gave and the server reads it as it would anyway.
 */
export function purchasesChecks(fail: Fail) {
  const premium = premiumChecks(fail);
  return {
    /** EST history: page 3030, page_size 3031, order 3032. */
    estHistoryQuery: (q: EstHistoryQuery = {}): EstHistoryQuery => {
      const checked = checkEstHistoryQuery(q);
      failWith(fail, checked.ok ? null : checked.problem);
      return q;
    },
    /** Purchases: page 8101, size 8102, order 8103, inactive 8104, model 8105, source 8106. */
    purchasesQuery: (q: PurchasesQuery = {}): PurchasesQuery => {
      const checked = checkPurchasesQuery(q);
      failWith(fail, checked.ok ? null : checked.problem);
      return q;
    },
    /** Gift create: a payment method token or guid 3040, a product id 3043, a sender email 3042. */
    giftCreate: (body: GiftCreateBody): GiftCreateBody => {
      failWith(fail, giftCreateProblem(body ?? {}));
      return body;
    },
    /** An EST code (3015 when empty, as a promo code is: both are codes the member types). */
    estCode: (code: string): string => {
      if (isBlank(code)) throw fail(PremiumCode.PROMO_CODE_MISSING, 'code');
      return code.trim();
    },
    /** 3000 when empty. */
    subscriptionGuid: premium.subscriptionGuid,
    /** 3001 when empty. */
    paymentMethodGuid: premium.paymentMethodGuid,
  };
}
