import { z } from 'zod';
import {
  catalogSchema,
  paymentMethodConfigSchema,
  paymentMethodSchema,
  premiumTransactionSchema,
  promoSchema,
  sandboxNonceSchema,
  subscriptionEventSchema,
  subscriptionSchema,
  taxSchema,
  type CatalogueCode,
  type Subscription,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query, segment } from '../discussions/path-parts';
import { isAbortError } from '../errors/api-error';
import {
  premiumApplyPromoMapping as applyPromoMapping,
  premiumMapping as mapping,
  premiumPromoMapping as promoMapping,
  premiumSubscribeMapping as subscribeMapping,
} from '../mappings/premium-mappings';
import { newIdempotencyKey } from './idempotency-key';
import { premiumChecks } from './premium-checks';
import type { MutationOptions, PremiumCalls, SubscriptionChange } from './premium-types';

const V2 = '/api/premium/2';
const METHODS = `${V2}/paymentmethods`;
const SUBSCRIPTIONS = `${V2}/subscriptions`;

const subscriptionList = z.array(subscriptionSchema);

/**
 * A mutating call's request options: the caller's key, else a fresh one for this call only (a
 * repeat of the call is then a new request; the web passes one key per user action instead).
 */
const mutation = ({ idempotencyKey, ...options }: MutationOptions = {}) => ({
  ...options,
  idempotencyKey: idempotencyKey || newIdempotencyKey(),
});

/**
 * `client.premium`; see `PremiumCalls` (premium-types.ts) for the checks. Every call carries the
 * shared premium mapping (Idempotency-Key conflicts 2999, a premium 401 9002 unless the session
 * is lost, an unknown or someone else's guid 1724); subscribe, resubscribe and change product add
 * the subscribe rows (3003, 3034), the promo calls the promo rows (3012, 3013, 3014, 3020), and
 * the calls on a subscription that take a promo read 3012 only when the promo's field is named.
 */
export const createPremiumCalls: Area<PremiumCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) =>
    premiumChecks((code: CatalogueCode, field: string) => tools.fail(code, field, options));

  const getSubscriptions = (options: CallOptions = {}) =>
    tools.run('getSubscriptions', () =>
      tools.get(SUBSCRIPTIONS, { schema: subscriptionList, mapping }, options),
    );

  /**
   * Spec §4: every mutating subscription action is followed by a reload of the list. The action
   * has happened by then, so a failed reload does not fail it (a retry would act again): its
   * failure is kept under `getSubscriptions`, and the list is the changed subscription alone.
   */
  const withReload = async (
    subscription: Subscription,
    options: CallOptions,
  ): Promise<SubscriptionChange> => {
    const { lang, signal } = options;
    try {
      return { subscription, subscriptions: await getSubscriptions({ lang, signal }) };
    } catch (error) {
      if (isAbortError(error)) throw error;
      return { subscription, subscriptions: [subscription] };
    }
  };

  /** POST to a subscription's action path, then the reload. */
  const subscriptionAction = async (
    path: string,
    body: unknown,
    actionMapping: typeof mapping,
    options: MutationOptions,
  ): Promise<SubscriptionChange> => {
    const subscription = await tools.post(
      path,
      { body, schema: subscriptionSchema, mapping: actionMapping },
      mutation(options),
    );
    return withReload(subscription, options);
  };

  const resubscribeCall = (guid: string, body: object, m: typeof mapping, options: MutationOptions) =>
    subscriptionAction(
      `${SUBSCRIPTIONS}/${segment(checks(options).subscriptionGuid(guid))}/resubscribe`,
      body,
      m,
      options,
    );

  return {
    getCatalog: (q = {}, options = {}) =>
      tools.run('getCatalog', () =>
        tools.get(
          `${V2}/catalog/`,
          {
            query: query({ country_code_alpha2: q.country_code_alpha2, promo: q.promo }),
            schema: catalogSchema,
            mapping,
          },
          options,
        ),
      ),

    getPaymentMethodConfig: async (options = {}) =>
      tools.get(`${METHODS}/create`, { schema: paymentMethodConfigSchema, mapping }, options),

    createPaymentMethod: (body, options = {}) =>
      tools.run('createPaymentMethod', () =>
        tools.post(`${METHODS}/create`, { body, schema: paymentMethodSchema, mapping }, mutation(options)),
      ),

    getPaymentMethods: (options = {}) =>
      tools.run('getPaymentMethods', () =>
        tools.get(METHODS, { schema: z.array(paymentMethodSchema), mapping }, options),
      ),

    getPaymentMethod: async (guid, options = {}) => {
      const checked = checks(options).paymentMethodGuid(guid);
      return tools.get(`${METHODS}/${segment(checked)}`, { schema: paymentMethodSchema, mapping }, options);
    },

    disablePaymentMethod: (guid, options = {}) =>
      tools.run('disablePaymentMethod', async () => {
        const checked = checks(options).paymentMethodGuid(guid);
        return tools.post(
          `${METHODS}/${segment(checked)}/disable`,
          { schema: paymentMethodSchema, mapping },
          mutation(options),
        );
      }),

    getSubscriptions,

    getSubscription: async (guid, options = {}) => {
      const checked = checks(options).subscriptionGuid(guid);
      return tools.get(
        `${SUBSCRIPTIONS}/${segment(checked)}`,
        { schema: subscriptionSchema, mapping },
        options,
      );
    },

    subscribe: (body, options = {}) =>
      tools.run('subscribe', async () => {
        // Spec §5: subscribing needs a payment method guid (3001), except with a promo that needs
        // none (fixed term, FRIENDS3): only the server knows the promo, so a promo code without a
        // payment method is sent and the server judges it (its own 3001 if the promo needs one).
        if (body?.paymentmethod_guid !== undefined || !body?.promo_code) {
          checks(options).paymentMethodGuid(body?.paymentmethod_guid);
        }
        return subscriptionAction(`${SUBSCRIPTIONS}/subscribe`, body, subscribeMapping, options);
      }),

    // Spec §4: "After cancel the expiration date is blanked locally." The answered subscription
    // has it null; the reloaded list keeps the server's values (where the date access ends is read).
    cancelSubscription: (guid, options = {}) =>
      tools.run('cancelSubscription', async () => {
        const change = await subscriptionAction(
          `${SUBSCRIPTIONS}/${segment(checks(options).subscriptionGuid(guid))}/cancel`,
          undefined,
          mapping,
          options,
        );
        return {
          subscription: { ...change.subscription, premium_expiration_date: null },
          subscriptions: change.subscriptions,
        };
      }),

    resubscribe: (guid, body = {}, options = {}) =>
      tools.run('resubscribe', async () => resubscribeCall(guid, body, subscribeMapping, options)),

    // Spec §4: a product change goes through the resubscribe call, with the new product_code.
    changeProduct: (guid, productCode, body = {}, options = {}) =>
      tools.run('changeProduct', async () =>
        resubscribeCall(guid, { ...body, product_code: productCode }, subscribeMapping, options),
      ),

    changePaymentMethod: (guid, paymentmethodGuid, options = {}) =>
      tools.run('changePaymentMethod', async () => {
        const c = checks(options);
        const subscriptionGuid = c.subscriptionGuid(guid);
        const body = { paymentmethod_guid: c.paymentMethodGuid(paymentmethodGuid) };
        return subscriptionAction(
          `${SUBSCRIPTIONS}/${segment(subscriptionGuid)}/change_paymentmethod`,
          body,
          mapping,
          options,
        );
      }),

    applyPromo: (guid, promoCode, options = {}) =>
      tools.run('applyPromo', async () => {
        const c = checks(options);
        const subscriptionGuid = c.subscriptionGuid(guid);
        const body = { promo_code: c.promoCode(promoCode) };
        return subscriptionAction(
          `${SUBSCRIPTIONS}/${segment(subscriptionGuid)}/apply_promo`,
          body,
          applyPromoMapping,
          options,
        );
      }),

    applyProfilePromo: (promoCode, options = {}) =>
      tools.run('applyPromo', async () => {
        const body = { promo_code: checks(options).promoCode(promoCode) };
        return tools.post(
          '/api/premium_profiles/me/apply_promo',
          { body, schema: subscriptionSchema, mapping: promoMapping },
          mutation(options),
        );
      }),

    getPromo: (code, pid, options = {}) =>
      tools.run('getPromo', async () => {
        const checked = checks(options).promoCode(code);
        return tools.get(
          `${V2}/promos/${segment(checked)}`,
          { query: query({ pid }), schema: promoSchema, mapping: promoMapping },
          options,
        );
      }),

    getTax: (q, options = {}) =>
      tools.run('getTax', async () =>
        tools.get(`${V2}/tax`, { query: { ...checks(options).tax(q) }, schema: taxSchema, mapping }, options),
      ),

    getSubscriptionEvents: async (guid, options = {}) => {
      const checked = checks(options).subscriptionGuid(guid);
      return tools.get(
        `${SUBSCRIPTIONS}/${segment(checked)}/events`,
        { schema: z.array(subscriptionEventSchema), mapping },
        options,
      );
    },

    getTransactions: async (options = {}) =>
      tools.get(`${V2}/transactions`, { schema: z.array(premiumTransactionSchema), mapping }, options),

    sandboxTokenize: async (card, options = {}) =>
      tools.post(`${V2}/sandbox/tokenize`, { body: card, schema: sandboxNonceSchema, mapping }, options),
  };
};
