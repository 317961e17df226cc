import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { insertSignedInAccounts } from '../helpers/test-user';
import type { PremiumTestApp } from './purchases-fixtures';

/*
 * Helpers of the EST code and external promo tests: campaigns with codes, partner pools, and many
 * members at once for the concurrency tests (rows written directly: registering 500 members
 * through the routes would take most of a minute of password hashing).
 */

export interface CampaignOptions {
  type?: 'est' | 'comp';
  /** Skus the campaign grants (type est), in this order. */
  skus?: string[];
  comp_duration?: number;
  product_id?: number | null;
  marketing_description?: Record<string, string>;
  descriptors?: Record<string, Record<string, string>>;
  requires_paymentmethod?: boolean;
  is_approved?: boolean;
  countries?: string[];
  starts_at?: Date;
  expires_at?: Date | null;
  /** Default: the database's now. */
  created_at?: Date;
  /** The campaign's shared code (stored upper case); default a fresh one. */
  code?: string;
  /** null: unlimited. */
  max_redemptions?: number | null;
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}${crypto.randomBytes(2).toString('hex')}`;

/** An EST campaign with one code. Answers the campaign's uuid and slug and the code as stored. */
export async function insertCampaign(db: Kysely<Database>, options: CampaignOptions = {}) {
  const uuid = crypto.randomUUID();
  const id = unique();
  const slug = `campaign-${id}`;
  const code = (options.code ?? `CODE-${id}`).toUpperCase();
  await db
    .insertInto('est_campaigns')
    .values({
      uuid,
      slug,
      name: `Campaign ${id}`,
      type: options.type ?? 'est',
      comp_duration: options.comp_duration ?? 0,
      product_id: options.product_id ?? null,
      marketing_description: JSON.stringify(options.marketing_description ?? { en: 'Free stuff' }),
      descriptors: JSON.stringify(options.descriptors ?? {}),
      requires_paymentmethod: options.requires_paymentmethod ?? false,
      is_approved: options.is_approved ?? true,
      countries: options.countries ?? [],
      starts_at: options.starts_at ?? new Date('2020-01-01T00:00:00.000Z'),
      expires_at: options.expires_at ?? null,
      ...(options.created_at ? { created_at: options.created_at } : {}),
    })
    .execute();
  for (const [position, sku] of (options.skus ?? []).entries()) {
    await db.insertInto('est_campaign_assets').values({ campaign_uuid: uuid, sku, position }).execute();
  }
  await db
    .insertInto('est_codes')
    .values({ code, campaign_uuid: uuid, max_redemptions: options.max_redemptions ?? null })
    .execute();
  return { uuid, slug, code };
}

/** Another code of the same campaign. */
export async function insertCode(
  db: Kysely<Database>,
  campaignUuid: string,
  options: { code?: string; max_redemptions?: number | null } = {},
): Promise<string> {
  const code = (options.code ?? `CODE-${unique()}`).toUpperCase();
  await db
    .insertInto('est_codes')
    .values({ code, campaign_uuid: campaignUuid, max_redemptions: options.max_redemptions ?? null })
    .execute();
  return code;
}

/** A partner campaign with `count` codes (`<PREFIX>-0001`…). Answers the property and the codes. */
export async function insertExternalPool(
  db: Kysely<Database>,
  count: number,
  options: {
    is_active?: boolean;
    countries?: string[];
    expires_at?: Date | null;
    marketing_description?: Record<string, string>;
  } = {},
) {
  const property = `partner-${unique()}`;
  await db
    .insertInto('external_promo_campaigns')
    .values({
      property,
      name: `Partner ${property}`,
      marketing_description: JSON.stringify(options.marketing_description ?? { en: 'A partner gift' }),
      countries: options.countries ?? [],
      is_active: options.is_active ?? true,
      expires_at: options.expires_at ?? null,
    })
    .execute();
  const prefix = property.toUpperCase();
  const codes = Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);
  if (codes.length > 0)
    await db
      .insertInto('external_promo_codes')
      .values(codes.map((code) => ({ property, code })))
      .execute();
  return { property, codes };
}

export interface QuickMember {
  id: string;
  guid: string;
  headers: Record<string, string>;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
}

/** `count` members, each with a live session (insertSignedInAccounts), and calls made as them. */
export async function quickMembers(t: PremiumTestApp, count: number): Promise<QuickMember[]> {
  const people = await insertSignedInAccounts(t.database.db, count, {
    prefix: `quick_${unique()}`,
    emailDomain: 'est.test',
  });
  return people.map((p) => {
    const headers = { authorization: `Token ${p.token}` };
    return {
      id: p.id,
      guid: p.guid,
      headers,
      get: (url, extra = {}) => t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } }),
      post: (url, payload = {}, extra = {}) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...extra },
          payload: payload as Record<string, unknown>,
        }),
    };
  });
}
