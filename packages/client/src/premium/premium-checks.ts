import { PremiumCode, type CatalogueCode, type TaxQuery } from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { ApiError } from '../errors/api-error';

/** Builds a check failure (the area's `tools.fail` with the call's options bound). */
type Fail = (code: CatalogueCode, field: string) => ApiError;

const { SUBSCRIPTION_GUID_MISSING, PAYMENT_METHOD_GUID_MISSING, PROMO_CODE_MISSING } = PremiumCode;
/** Spec §5: a tax query that names no place, or two, is an invalid parameter. */
const INVALID_PARAMETER = 5008;

/** Given: a string with something besides blanks. */
const given = (value: unknown): value is string => typeof value === 'string' && !isBlank(value);

/**
 * Spec §5 checks of `client.premium`, made before any request and failing like a server reply:
 * "subscription calls need a subscription guid (3000), payment method guid (3001), promo code
 * (3015)"; "tax: exactly one of a payment method guid, or postal code with country code;
 * otherwise 5008". Only presence is checked here: a malformed value is the server's to refuse
 * (its 400 reads 5008 through the generic rule), so the two never disagree.
 */
export function premiumChecks(fail: Fail) {
  const required =
    (code: CatalogueCode, field: string) =>
    (value: unknown): string => {
      if (!given(value)) throw fail(code, field);
      return value.trim();
    };

  return {
    subscriptionGuid: required(SUBSCRIPTION_GUID_MISSING, 'guid'),
    paymentMethodGuid: required(PAYMENT_METHOD_GUID_MISSING, 'paymentmethod_guid'),
    promoCode: required(PROMO_CODE_MISSING, 'promo_code'),

    /**
     * Exactly one place: a payment method (whose postal code and country the server reads), or a
     * postal code with its country. Both, neither, or half a place is 5008 on the field at fault;
     * so is a missing product_code. Only the fields given are sent.
     */
    tax: (q: TaxQuery | undefined): TaxQuery => {
      const { paymentmethod_guid: pm, postal_code: postal, country_code_alpha2: country } = q ?? {};
      const byMethod = given(pm);
      if (byMethod && (given(postal) || given(country))) throw fail(INVALID_PARAMETER, 'paymentmethod_guid');
      if (!byMethod) {
        if (!given(postal) && !given(country)) throw fail(INVALID_PARAMETER, 'paymentmethod_guid');
        if (!given(postal)) throw fail(INVALID_PARAMETER, 'postal_code');
        if (!given(country)) throw fail(INVALID_PARAMETER, 'country_code_alpha2');
      }
      if (!given(q?.product_code)) throw fail(INVALID_PARAMETER, 'product_code');
      const out: TaxQuery = { product_code: q.product_code.trim() };
      if (byMethod) out.paymentmethod_guid = pm.trim();
      else {
        out.postal_code = postal!.trim();
        out.country_code_alpha2 = country!.trim();
      }
      if (given(q.promo_code)) out.promo_code = q.promo_code.trim();
      return out;
    },
  };
}
