import { z } from 'zod';
import {
  estHistoryPageSchema,
  estOfferSchema,
  estPromoCodeSchema,
  estRedemptionSchema,
  externalPromoSchema,
  giftClaimResultSchema,
  giftClaimViewSchema,
  giftSchema,
  ownedItemsSchema,
  previewBalanceSchema,
  previewGrantSchema,
  purchaseHistorySchema,
  purchaseItemSchema,
  retentionOffersSchema,
  type CatalogueCode,
  type QueryValue,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { segment } from '../discussions/path-parts';
import type { QueryParams } from '../http/request-types';
import {
  purchasesCodeMapping as codeMapping,
  purchasesMapping as mapping,
} from '../mappings/purchases-mappings';
import { newIdempotencyKey } from '../premium/idempotency-key';
import type { MutationOptions } from '../premium/premium-types';
import { purchasesChecks } from './purchases-checks';
import type { PurchasesCalls } from './purchases-types';

const V2 = '/api/premium/2';
const EST = `${V2}/est`;
const GIFT_CLAIM = `${V2}/gifts/claim`;

const giftList = z.array(giftSchema);

/** A mutating call's options: the caller's Idempotency-Key, else a fresh one for this call only. */
const mutation = ({ idempotencyKey, ...options }: MutationOptions = {}) => ({
  ...options,
  idempotencyKey: idempotencyKey || newIdempotencyKey(),
});

/**
 * Query values as the caller gave them (numbers and booleans included), leaving out the absent
 * ones: undefined, null and blank strings, which the contract's checks read as "the default".
 */
function given(values: Record<string, QueryValue>): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}

/**
 * `client.purchases`; see `PurchasesCalls` (purchases-types.ts) for the paths, checks and codes.
 * The EST check, the redeem and gift create keep their failures under their operation types
 * (checkEst, redeemEst, createGift: the forms show them); the other calls just rethrow.
 */
export const createPurchasesCalls: Area<PurchasesCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) =>
    purchasesChecks((code: CatalogueCode, field: string) => tools.fail(code, field, options));

  return {
    getExternalPromo: async (property, options = {}) =>
      tools.get(
        `${V2}/promos/external/get/${segment(property)}`,
        { schema: externalPromoSchema, mapping: codeMapping },
        options,
      ),

    checkEstCode: (code, options = {}) =>
      tools.run('checkEst', async () => {
        const checked = checks(options).estCode(code);
        return tools.get(
          `${EST}/check/${segment(checked)}`,
          { schema: estPromoCodeSchema, mapping: codeMapping },
          options,
        );
      }),

    redeemEstCode: (code, options = {}) =>
      tools.run('redeemEst', async () => {
        const checked = checks(options).estCode(code);
        return tools.post(
          `${EST}/redeem/${segment(checked)}`,
          { schema: estRedemptionSchema, mapping: codeMapping },
          mutation(options),
        );
      }),

    getEstHistory: async (q = {}, options = {}) => {
      const { page, page_size, order } = checks(options).estHistoryQuery(q);
      return tools.get(
        `${EST}/history`,
        { query: given({ page, page_size, order }), schema: estHistoryPageSchema, mapping },
        options,
      );
    },

    getPurchases: async (q = {}, options = {}) => {
      const { page, size, order, inactive, model, source } = checks(options).purchasesQuery(q);
      return tools.get(
        `${V2}/purchases/est/me`,
        {
          query: given({ page, size, order, inactive, model, source }),
          schema: purchaseHistorySchema,
          mapping,
        },
        options,
      );
    },

    createGift: (body, options = {}) =>
      tools.run('createGift', async () =>
        tools.post(
          `${V2}/purchases/gift/create`,
          { body: checks(options).giftCreate(body), schema: giftSchema, mapping },
          mutation(options),
        ),
      ),

    getSentGifts: async (options = {}) => tools.get(`${V2}/gifts`, { schema: giftList, mapping }, options),

    getGiftClaim: async (token, options = {}) =>
      tools.get(`${GIFT_CLAIM}/${segment(token)}`, { schema: giftClaimViewSchema, mapping }, options),

    claimGift: async (token, options = {}) =>
      tools.post(
        `${GIFT_CLAIM}/${segment(token)}`,
        { schema: giftClaimResultSchema, mapping },
        mutation(options),
      ),

    getOffer: async (model, uuid, paymentmethodGuid, options = {}) =>
      tools.get(
        `${EST}/offer/${segment(model)}/${segment(uuid)}`,
        { query: given({ paymentmethod_guid: paymentmethodGuid }), schema: estOfferSchema, mapping },
        options,
      ),

    buy: async (body, options = {}) => {
      checks(options).paymentMethodGuid(body?.paymentmethod_guid);
      return tools.post(
        `${V2}/purchases/est/buy`,
        { body, schema: purchaseItemSchema, mapping },
        mutation(options),
      );
    },

    getOwned: async (options = {}) =>
      tools.get(`${V2}/purchases/owned`, { schema: ownedItemsSchema, mapping }, options),

    getPreviews: async (options = {}) =>
      tools.get(`${V2}/previews`, { schema: previewBalanceSchema, mapping }, options),

    usePreview: async (contentType, uuid, options = {}) =>
      tools.post(
        `${V2}/previews/${segment(contentType)}/${segment(uuid)}`,
        { schema: previewGrantSchema, mapping },
        mutation(options),
      ),

    getRetentionOffers: async (guid, options = {}) => {
      const checked = checks(options).subscriptionGuid(guid);
      return tools.get(
        `${V2}/subscriptions/${segment(checked)}/retention_offers`,
        { schema: retentionOffersSchema, mapping },
        options,
      );
    },
  };
};
