import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DemoExtension } from '../../demo/demo-extension';
import { demoUuid } from '../../demo/demo-ids';
import { DEMO_PURCHASES } from './demo-purchases';

type Prices = Readonly<Record<string, number>>;

const skuOf = (model: 'book' | 'episode', uuid: string) => `${model}-${uuid.slice(0, 8)}`;

/** An EST sku with its prices; `onSale` false keeps it off the store (a code's asset only). */
async function upsertSku(
  trx: Kysely<Database>,
  item: { model: 'book' | 'episode'; uuid: string; title: string },
  prices: Prices,
  onSale: boolean,
): Promise<string> {
  const sku = skuOf(item.model, item.uuid);
  await trx
    .insertInto('est_skus')
    .values({ sku, model: item.model, object_uuid: item.uuid, title: item.title, is_active: onSale })
    .onConflict((oc) => oc.column('sku').doUpdateSet({ title: item.title, is_active: onSale }))
    .execute();
  for (const [currency, amount_minor] of Object.entries(prices)) {
    await trx
      .insertInto('est_sku_prices')
      .values({ sku, currency, amount_minor })
      .onConflict((oc) => oc.columns(['sku', 'currency']).doUpdateSet({ amount_minor }))
      .execute();
  }
  return sku;
}

async function upsertCampaign(
  trx: Kysely<Database>,
  campaign: { slug: string; name: string; code: string },
  values: { type: 'est' | 'comp'; comp_duration: number; description: string; startsAt: Date },
): Promise<string> {
  const uuid = demoUuid(`est-campaign:${campaign.slug}`);
  await trx
    .insertInto('est_campaigns')
    .values({
      uuid,
      slug: campaign.slug,
      name: campaign.name,
      type: values.type,
      comp_duration: values.comp_duration,
      marketing_description: JSON.stringify({ en: values.description }),
      starts_at: values.startsAt,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  // Unlimited, once per member (est_redemptions' keys).
  await trx
    .insertInto('est_codes')
    .values({ code: campaign.code, campaign_uuid: uuid, max_redemptions: null })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return uuid;
}

/**
 * Demo rows that need the demo catalogue: EST skus (prices) for some premium episodes and books,
 * a demo EST campaign with its code, and a partner promo pool. Written in the catalogue's
 * transaction after the comics module's `register` (serverModules lists comics first), so the
 * books are there; idempotent, because a regeneration writes the same uuids again.
 */
export function purchasesDemoExtension(): DemoExtension {
  return {
    name: 'purchases',
    register: (trx, _media, now = new Date()) => writeDemoPurchases(trx, now),
    // A demo database generated before purchases existed gets its rows on the next start (once:
    // the launch-week campaign marks them written).
    async run({ db }) {
      const written = await db
        .selectFrom('est_campaigns')
        .select('uuid')
        .where('slug', '=', DEMO_PURCHASES.estCampaign.slug)
        .executeTakeFirst();
      const catalogue = await db.selectFrom('series').select('id').limit(1).executeTakeFirst();
      if (written || !catalogue) return;
      await db.transaction().execute((trx) => writeDemoPurchases(trx, new Date()));
    },
  };
}

/** The demo's skus, campaigns and partner pool (upserts: safe to write again). */
async function writeDemoPurchases(trx: Kysely<Database>, now: Date): Promise<void> {
  const episodes = await trx
    .selectFrom('episodes')
    .select(['uuid', 'title'])
    .where('wall_type', '=', 0)
    .orderBy('id')
    .execute();
  const books = await trx
    .selectFrom('comic_books')
    .select(['uuid', 'title'])
    .where('wall_type', '=', 0)
    .orderBy('id')
    .execute();
  // About a third of each, spread through the catalogue (every third one).
  for (const [i, e] of episodes.entries()) {
    if (i % 3 === 0) await upsertSku(trx, { model: 'episode', ...e }, DEMO_PURCHASES.episodePrices, true);
  }
  const onSale = books.filter((_, i) => i % 3 === 0);
  for (const b of onSale) await upsertSku(trx, { model: 'book', ...b }, DEMO_PURCHASES.bookPrices, true);
  if (onSale.length > 0) {
    await trx
      .updateTable('comic_books')
      .set({ est_available: true })
      .where(
        'uuid',
        'in',
        onSale.map((b) => b.uuid),
      )
      .execute();
  }

  // The launch-week code grants a premium book the store does not sell.
  const gifted = books.find((_, i) => i % 3 !== 0);
  const est = await upsertCampaign(trx, DEMO_PURCHASES.estCampaign, {
    type: 'est',
    comp_duration: 0,
    description: 'A premium comic book, yours to keep.',
    startsAt: now,
  });
  if (gifted) {
    const sku = await upsertSku(trx, { model: 'book', ...gifted }, DEMO_PURCHASES.bookPrices, false);
    await trx
      .insertInto('est_campaign_assets')
      .values({ campaign_uuid: est, sku, position: 0 })
      .onConflict((oc) => oc.columns(['campaign_uuid', 'sku']).doNothing())
      .execute();
  }
  await upsertCampaign(trx, DEMO_PURCHASES.compCampaign, {
    type: 'comp',
    comp_duration: DEMO_PURCHASES.compCampaign.months,
    description: 'A month of premium, on us.',
    startsAt: now,
  });

  const { partner } = DEMO_PURCHASES;
  await trx
    .insertInto('external_promo_campaigns')
    .values({
      property: partner.property,
      name: partner.name,
      marketing_description: JSON.stringify({ en: 'Three months of StreamCo, on Fanverse.' }),
    })
    .onConflict((oc) => oc.column('property').doNothing())
    .execute();
  await trx
    .insertInto('external_promo_codes')
    .values(partner.codes.map((code) => ({ property: partner.property, code })))
    .onConflict((oc) => oc.columns(['property', 'code']).doNothing())
    .execute();
}
