import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { TAX_ROWS } from '../pricing/tax-table';
import { SEED_PROMOS } from '../promos/promo-data';
import { SEED_PLANS, SEED_PRODUCTS } from './catalog-data';
import { upsertSeedProduct } from './product-seed';

/**
 * The demo catalog, prices, tax table and demo promo codes. Idempotent: the catalog and the tax
 * table are brought to the data's values on every run (ids kept); promo codes are only added,
 * never reset, so their use counts survive a restart.
 */
export async function seedPremium(db: Kysely<Database>, _config: AppConfig): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const plan of SEED_PLANS) {
      const values = {
        code: plan.code,
        name: plan.name,
        premium_level: plan.premiumLevel,
        display_order: plan.displayOrder,
        descriptors: JSON.stringify(plan.descriptors),
      };
      await trx
        .insertInto('premium_plans')
        .values(values)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            premium_level: eb.ref('excluded.premium_level'),
            display_order: eb.ref('excluded.display_order'),
            descriptors: eb.ref('excluded.descriptors'),
          })),
        )
        .execute();
    }

    for (const product of SEED_PRODUCTS) {
      const values = {
        code: product.code,
        plan_code: product.planCode,
        name: product.name,
        period: product.period,
        free_trial_days: product.freeTrialDays,
        display_order: product.displayOrder,
        merchant_plan_id: product.merchantPlanId,
        descriptors: JSON.stringify(product.descriptors),
      };
      await upsertSeedProduct(trx, values, product.prices);
    }

    for (const row of TAX_ROWS) {
      await trx
        .insertInto('premium_tax_rates')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['country', 'postal_prefix'])
            .doUpdateSet({ region: row.region, rate: row.rate, inclusive: row.inclusive }),
        )
        .execute();
    }

    for (const promo of SEED_PROMOS) {
      await trx
        .insertInto('premium_promos')
        .values({
          code: promo.code,
          type: promo.type,
          discount_percent: promo.discountPercent ?? 0,
          discount_amount_minor: promo.discountAmountMinor ?? 0,
          currency: promo.currency ?? null,
          free_trial_days: promo.freeTrialDays ?? 0,
          comp_duration: promo.compDuration ?? 0,
          number_of_billing_cycles: promo.numberOfBillingCycles ?? null,
          product_id: null,
          requires_paymentmethod: promo.requiresPaymentMethod ?? true,
          is_retention_offer: promo.isRetentionOffer ?? false,
          marketing_description: JSON.stringify(promo.marketing),
          descriptors: JSON.stringify({ en: { title: promo.title.en }, es: { title: promo.title.es } }),
          max_uses: promo.maxUses ?? null,
          expires_at: promo.expiresAt ? new Date(promo.expiresAt) : null,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  });
}
