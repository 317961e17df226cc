import crypto from 'node:crypto';
import {
  ServerCode,
  currencyForCountry,
  type AdminBatchBody,
  type AdminCampaignBody,
  type AdminExternalCodesBody,
  type AdminGrantBody,
  type AdminPromoBody,
  type BillingTimeline,
  type EstCodeBatch,
  type EstPromoCode,
  type Locale,
  type PromoCode,
  type PurchaseItem,
  type RefundResult,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { PurchasesContext } from '../purchases.factory';
import type { EstCodeService } from '../est/est-code.service';
import type { ExternalPromoService } from '../external-promos/external-promo.service';
import type { GiftService } from '../gifts/gift.service';
import type { OwnershipService } from '../ownership/ownership.service';
import type { OrderCharger } from '../store/order-charger';
import { insertBatchCodes } from './batch-codes';
import { toCsv } from './csv';
import { campaignView, ownedItemView } from './operator-views';
import { OperatorRefunds } from './refunds';
import { TimelineRepository } from './timeline.repository';

/** Who acts: a staff member's user id, or the system (the CLI without `--as`). */
export type Actor = string | null;

const invalid = (field: string, message: string) => AppError.badRequest(8, message, field);
const notFound = (message: string, field?: string) => new AppError(404, ServerCode.NOT_FOUND, message, field);

/** A localized text from the staff body: a bare string is English. */
const perLanguage = (text: string | { en: string; es?: string } | undefined): Record<string, string> =>
  text === undefined ? {} : typeof text === 'string' ? { en: text } : { ...text };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * The operator's tools (staff API and `npm run premium -- …`): promo codes and EST campaigns,
 * batches of codes with their CSV, partner code pools, ownership grants, refunds and a member's
 * billing timeline. Every method is the same for the API (a staff member) and the CLI (a staff
 * member or the system); who may call is the route's business (requireStaff), not this class's.
 */
export class OperatorService {
  private readonly refunds: OperatorRefunds;
  private readonly timelines: TimelineRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: {
      ownership: OwnershipService;
      orders: OrderCharger;
      est: EstCodeService;
      gifts: GiftService;
      externalPromos: ExternalPromoService;
    },
  ) {
    this.refunds = new OperatorRefunds(ctx, parts);
    this.timelines = new TimelineRepository(ctx.db);
  }

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.deps.premium.now();
  }

  /** Staff replies are priced in the configured default country's currency. */
  private get currency() {
    return currencyForCountry(this.ctx.config.DEFAULT_COUNTRY);
  }

  /** A member by guid (32 hex) or, for the CLI, email. Unknown: 404 NOT_FOUND (field user_guid). */
  async member(ref: string): Promise<{ id: string; guid: string; email: string }> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'guid', 'email'])
      .where((eb) =>
        ref.includes('@')
          ? eb(eb.fn('lower', ['email']), '=', ref.toLowerCase())
          : eb('guid', '=', ref.toLowerCase()),
      )
      .executeTakeFirst();
    if (!row) throw notFound('There is no such member.', 'user_guid');
    return row;
  }

  // ── Promo codes ────────────────────────────────────────────────────────────────────────────

  /** A premium promo code; answers premium's Promo view of it. Duplicate code: 400 code 8. */
  async createPromo(_actor: Actor, body: AdminPromoBody, lang: Locale): Promise<PromoCode> {
    const code = body.code.trim().toUpperCase();
    const needs = (ok: boolean, field: string, message: string) => {
      if (!ok) throw invalid(field, message);
    };
    switch (body.type) {
      case 'percent':
        needs(
          (body.discount_percent ?? 0) > 0,
          'discount_percent',
          'A percent promo needs discount_percent above 0.',
        );
        break;
      case 'amount':
        needs(
          (body.discount_amount_minor ?? 0) > 0,
          'discount_amount_minor',
          'An amount promo needs discount_amount_minor.',
        );
        needs(body.currency !== undefined, 'currency', 'An amount promo needs its currency.');
        break;
      case 'free_trial':
        needs(
          (body.free_trial_days ?? 0) >= 1,
          'free_trial_days',
          'A free-trial promo needs free_trial_days.',
        );
        break;
      case 'fixed_term':
        needs(
          (body.comp_duration ?? 0) >= 1,
          'comp_duration',
          'A fixed-term promo needs comp_duration (months).',
        );
        break;
      case 'billing_cycles':
        needs(
          body.number_of_billing_cycles !== undefined,
          'number_of_billing_cycles',
          'A billing-cycles promo needs number_of_billing_cycles.',
        );
        break;
    }
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    needs(expiresAt === null || expiresAt > this.now(), 'expires_at', 'expires_at must be in the future.');
    let productId: number | null = null;
    if (body.product_code) {
      const product = await this.ctx.deps.premium.catalog.productByCode(body.product_code);
      needs(
        product !== null && !product.is_gift,
        'product_code',
        'There is no subscription product with this code.',
      );
      productId = product!.id;
    }
    const taken = await this.db
      .selectFrom('premium_promos')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (taken) throw invalid('code', 'A promo with this code exists already.');
    try {
      await this.db
        .insertInto('premium_promos')
        .values({
          code,
          type: body.type,
          discount_percent: body.type === 'percent' ? body.discount_percent! : 0,
          discount_amount_minor: body.type === 'amount' ? body.discount_amount_minor! : 0,
          currency: body.type === 'amount' ? body.currency! : null,
          free_trial_days: body.type === 'free_trial' ? body.free_trial_days! : 0,
          comp_duration: body.type === 'fixed_term' ? body.comp_duration! : 0,
          number_of_billing_cycles: body.number_of_billing_cycles ?? null,
          product_id: productId,
          requires_paymentmethod: body.requires_paymentmethod ?? body.type !== 'fixed_term',
          is_retention_offer: body.is_retention_offer ?? false,
          marketing_description: JSON.stringify(perLanguage(body.marketing_description)),
          max_uses: body.max_uses ?? null,
          expires_at: expiresAt,
        })
        .execute();
    } catch (err) {
      // Two staff members creating the same code at once: the unique index decides.
      if (isUniqueViolation(err)) throw invalid('code', 'A promo with this code exists already.');
      throw err;
    }
    return this.ctx.deps.premium.promos.describe(code, productId, this.ctx.config.DEFAULT_COUNTRY, lang);
  }

  // ── EST campaigns and codes ────────────────────────────────────────────────────────────────

  /** An EST campaign (assets by sku, or comp months) with its shared code, if any. */
  async createCampaign(actor: Actor, body: AdminCampaignBody, lang: Locale): Promise<EstPromoCode> {
    const skus = [...new Set(body.skus ?? [])];
    const type = body.type;
    if (type === 'est' && skus.length === 0)
      throw invalid('skus', 'An est campaign grants at least one sku.');
    if (type === 'comp' && (body.comp_duration ?? 0) < 1)
      throw invalid('comp_duration', 'A comp campaign needs comp_duration of at least one month.');
    if (skus.length > 0) {
      const found = await this.db.selectFrom('est_skus').select('sku').where('sku', 'in', skus).execute();
      const missing = skus.filter((s) => !found.some((f) => f.sku === s));
      if (missing.length > 0) throw invalid('skus', `No such sku: ${missing.join(', ')}.`);
    }
    let productId: number | null = null;
    if (body.product_code) {
      const product = await this.ctx.deps.premium.catalog.productByCode(body.product_code);
      if (!product || product.is_gift)
        throw invalid('product_code', 'There is no subscription product with this code.');
      productId = product.id;
    }
    const startsAt = body.starts_at ? new Date(body.starts_at) : this.now();
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt <= startsAt)
      throw invalid('expires_at', 'expires_at must be after starts_at.');
    const code = body.code?.toUpperCase() ?? '';
    if (
      await this.db
        .selectFrom('est_campaigns')
        .select('uuid')
        .where('slug', '=', body.slug)
        .executeTakeFirst()
    )
      throw invalid('slug', 'A campaign with this slug exists already.');
    if (
      code &&
      (await this.db.selectFrom('est_codes').select('code').where('code', '=', code).executeTakeFirst())
    )
      throw invalid('code', 'This code exists already.');
    const uuid = crypto.randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('est_campaigns')
          .values({
            uuid,
            slug: body.slug,
            name: body.name,
            type,
            comp_duration: type === 'comp' ? body.comp_duration! : 0,
            product_id: productId,
            marketing_description: JSON.stringify(perLanguage(body.marketing_description)),
            requires_paymentmethod: body.requires_paymentmethod ?? false,
            is_approved: body.is_approved ?? true,
            countries: (body.countries ?? []).map((c) => c.toUpperCase()),
            starts_at: startsAt,
            expires_at: expiresAt,
            created_by: actor,
          })
          .execute();
        if (skus.length > 0) {
          await trx
            .insertInto('est_campaign_assets')
            .values(skus.map((sku, position) => ({ campaign_uuid: uuid, sku, position })))
            .execute();
        }
        if (code) {
          await trx
            .insertInto('est_codes')
            .values({ code, campaign_uuid: uuid, max_redemptions: body.max_redemptions ?? null })
            .execute();
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('slug', 'A campaign with this slug or code exists already.');
      throw err;
    }
    return this.campaignReply(uuid, code, lang);
  }

  /**
   * A new campaign as EstPromoCode: its running code as the EST check answers it (catalogue
   * entities included); a campaign without a code, or not running yet (not approved, starting
   * later), which the check refuses, from operator-views' minimal view.
   */
  private async campaignReply(uuid: string, code: string, lang: Locale): Promise<EstPromoCode> {
    const campaign = await this.db
      .selectFrom('est_campaigns')
      .select(['is_approved', 'starts_at', 'expires_at'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const now = this.now();
    const running =
      campaign.is_approved &&
      campaign.starts_at <= now &&
      (!campaign.expires_at || campaign.expires_at > now);
    if (code && running)
      return this.parts.est.check(code, { userId: null, country: this.ctx.config.DEFAULT_COUNTRY, lang });
    return campaignView(this.db, uuid, code, this.currency, lang);
  }

  /** A campaign's uuid by slug (the CLI names campaigns by slug). Unknown: 404 NOT_FOUND. */
  async campaignUuid(slug: string): Promise<string> {
    const row = await this.db
      .selectFrom('est_campaigns')
      .select('uuid')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound('There is no campaign with this slug.', 'campaign');
    return row.uuid;
  }

  /** `count` new single-use codes of a campaign (batch-codes.ts): unique across every batch. */
  async generateCodes(actor: Actor, campaignUuid: string, body: AdminBatchBody): Promise<EstCodeBatch> {
    const campaign = await this.db
      .selectFrom('est_campaigns')
      .select('uuid')
      .where('uuid', '=', campaignUuid.toLowerCase())
      .executeTakeFirst();
    if (!campaign) throw notFound('There is no campaign with this uuid.', 'uuid');
    const id = crypto.randomUUID();
    const at = this.now();
    const codes = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('est_code_batches')
        .values({ id, campaign_uuid: campaign.uuid, count: body.count, created_by: actor, created_at: at })
        .execute();
      return insertBatchCodes(trx, {
        id,
        campaignUuid: campaign.uuid,
        count: body.count,
        prefix: body.prefix,
        at,
      });
    });
    return {
      batch_id: id,
      campaign_uuid: campaign.uuid,
      count: codes.length,
      csv_url: `/api/premium/2/admin/est/batches/${id}/csv`,
      codes,
      created_at: at.toISOString(),
    };
  }

  /** A batch's codes as CSV (code, campaign, slug, max_redemptions, redemptions, created_at). */
  async batchCsv(batchId: string): Promise<{ filename: string; csv: string }> {
    const batch = await this.db
      .selectFrom('est_code_batches')
      .select('id')
      .where('id', '=', batchId.toLowerCase())
      .executeTakeFirst();
    if (!batch) throw notFound('There is no batch with this id.', 'batch_id');
    const rows = await this.db
      .selectFrom('est_codes as c')
      .innerJoin('est_campaigns as k', 'k.uuid', 'c.campaign_uuid')
      .select(['c.code', 'k.name', 'k.slug', 'c.max_redemptions', 'c.redemptions', 'c.created_at'])
      .where('c.batch_id', '=', batch.id)
      .orderBy('c.code')
      .execute();
    const csv = toCsv(
      ['code', 'campaign', 'slug', 'max_redemptions', 'redemptions', 'created_at'],
      rows.map((r) => [r.code, r.name, r.slug, r.max_redemptions ?? '', r.redemptions, r.created_at]),
    );
    return { filename: `est-codes-${batch.id}.csv`, csv };
  }

  // ── External promo pools ───────────────────────────────────────────────────────────────────

  /** Adds codes to a partner campaign's pool (made if new); codes already there are skipped. */
  async addExternalCodes(
    _actor: Actor,
    property: string,
    body: AdminExternalCodesBody,
  ): Promise<{ property: string; added: number; total: number; free: number }> {
    const codes = [...new Set(body.codes)];
    const added = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('external_promo_campaigns')
        .values({
          property,
          name: body.name ?? property,
          marketing_description: JSON.stringify(perLanguage(body.marketing_description)),
          countries: (body.countries ?? []).map((c) => c.toUpperCase()),
          expires_at: body.expires_at ? new Date(body.expires_at) : null,
        })
        .onConflict((oc) => oc.column('property').doNothing())
        .execute();
      // An existing campaign takes what this call says about it (name, text, countries, end).
      const changes = {
        ...(body.name ? { name: body.name } : {}),
        ...(body.marketing_description
          ? { marketing_description: JSON.stringify(perLanguage(body.marketing_description)) }
          : {}),
        ...(body.countries && body.countries.length > 0
          ? { countries: body.countries.map((c) => c.toUpperCase()) }
          : {}),
        ...(body.expires_at ? { expires_at: new Date(body.expires_at) } : {}),
      };
      if (Object.keys(changes).length > 0)
        await trx
          .updateTable('external_promo_campaigns')
          .set(changes)
          .where('property', '=', property)
          .execute();
      let count = 0;
      for (let i = 0; i < codes.length; i += 1000) {
        const rows = await trx
          .insertInto('external_promo_codes')
          .values(codes.slice(i, i + 1000).map((code) => ({ property, code })))
          .onConflict((oc) => oc.columns(['property', 'code']).doNothing())
          .returning('id')
          .execute();
        count += rows.length;
      }
      return count;
    });
    const counts = await this.db
      .selectFrom('external_promo_codes')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('assigned_to', 'is', null).as('free'),
      ])
      .where('property', '=', property)
      .executeTakeFirstOrThrow();
    return { property, added, total: Number(counts.total), free: Number(counts.free) };
  }

  // ── Ownership, refunds, timeline ───────────────────────────────────────────────────────────

  /**
   * Grants a member an item (Admin Grant, granted by `actor`). The item must be on sale as an
   * sku (else 404 code 1800); owned already: 400 code 3023.
   */
  async grant(actor: Actor, body: AdminGrantBody): Promise<PurchaseItem> {
    const member = await this.member(body.user_guid);
    const sku = await this.db
      .selectFrom('est_skus')
      .select(['sku', 'model', 'object_uuid'])
      .where('model', '=', body.model)
      .where('object_uuid', '=', body.uuid.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!sku) throw new AppError(404, 1800, 'This item is not for sale.', 'uuid');
    const at = this.now();
    const { id } = await this.db.transaction().execute((trx) =>
      this.parts.ownership.grant(trx, {
        userId: member.id,
        model: sku.model,
        objectUuid: sku.object_uuid,
        sku: sku.sku,
        source: 'Admin Grant',
        at,
        grantedBy: actor,
        transactionAt: null,
      }),
    );
    return ownedItemView(this.db, id);
  }

  /** Comped premium for a member (premium's staff comp; the CLI's `comp`): needs a staff actor. */
  async comp(actor: Actor, userRef: string, months: number | undefined, productCode = 'premium-monthly') {
    if (actor === null) throw invalid('as', 'A comp records who gave it: name a staff member (--as).');
    const member = await this.member(userRef);
    return this.ctx.deps.premium.comps.comp(actor, {
      user_guid: member.guid,
      product_code: productCode,
      months,
    });
  }

  /** Refunds a settled sale wholly by its gateway transaction id (refunds.ts). */
  async refund(_actor: Actor, transactionId: string, reason?: string): Promise<RefundResult> {
    return this.refunds.refund(transactionId, reason);
  }

  async timeline(userRef: string): Promise<BillingTimeline> {
    const member = await this.member(userRef);
    return {
      user_guid: member.guid,
      email: member.email,
      entries: await this.timelines.entriesOf(member.id),
    };
  }
}
