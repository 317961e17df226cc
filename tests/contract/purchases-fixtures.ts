import crypto from 'node:crypto';
import { expect } from 'vitest';
import { ApiError, purchasesMapping, type FanverseClient, type QueryParams } from '@fanverse/client';
import {
  premiumBookForSale,
  premiumEpisodeForSale,
  sellItem,
} from '../../apps/server/test/purchases/purchases-fixtures';
import { upsertSeedProduct } from '../../apps/server/src/modules/premium/catalog/product-seed';
import { insertCampaign } from '../../apps/server/test/purchases/est-fixtures';
import type { PremiumContractServer } from './premium-fixtures';

/*
 * Helpers of the purchases contract tests: rows the operator's tools would write (EST campaigns
 * and codes, partner pools, gift products, items for sale), written straight into the server's
 * database, and raw requests that skip the client's own checks so the server's codes are seen.
 */

export { premiumBookForSale, premiumEpisodeForSale, sellItem };

const day = 24 * 60 * 60 * 1000;
/** An instant `days` from the server's clock (negative: before it). */
export const fromNow = (s: PremiumContractServer, days: number) =>
  new Date(s.clock.now().getTime() + days * day);

export interface CampaignOptions {
  type?: 'est' | 'comp';
  comp_duration?: number;
  countries?: string[];
  is_approved?: boolean;
  /** Days from the server's clock (default: a day before). */
  startsInDays?: number;
  /** Days from the server's clock (default: no end). */
  expiresInDays?: number;
  /** Skus the code grants. */
  skus?: string[];
  /** null: unlimited. */
  max_redemptions?: number | null;
}

/** An EST campaign with one code, as the operator's tools make them; answers the code and uuid. */
export async function estCampaign(s: PremiumContractServer, options: CampaignOptions = {}) {
  const { code, uuid } = await insertCampaign(s.database.db, {
    type: options.type,
    comp_duration: options.comp_duration,
    countries: options.countries,
    is_approved: options.is_approved,
    skus: options.skus,
    max_redemptions: options.max_redemptions,
    marketing_description: { en: 'A test campaign', es: 'Una campaña de prueba' },
    starts_at: fromNow(s, options.startsInDays ?? -1),
    expires_at: options.expiresInDays === undefined ? null : fromNow(s, options.expiresInDays),
    created_at: fromNow(s, -2),
  });
  return { code, uuid };
}

/** A partner promo campaign with its pool of codes; answers the property. */
export async function externalCampaign(
  s: PremiumContractServer,
  options: { codes?: string[]; countries?: string[]; expiresInDays?: number; is_active?: boolean } = {},
) {
  const db = s.database.db;
  const property = `partner-${crypto.randomBytes(4).toString('hex')}`;
  await db
    .insertInto('external_promo_campaigns')
    .values({
      property,
      name: 'Test partner',
      marketing_description: JSON.stringify({ en: 'A partner perk', es: 'Una ventaja' }),
      countries: options.countries ?? [],
      is_active: options.is_active ?? true,
      expires_at: options.expiresInDays === undefined ? null : fromNow(s, options.expiresInDays),
    })
    .execute();
  for (const code of options.codes ?? [`${property.toUpperCase()}-1`]) {
    await db.insertInto('external_promo_codes').values({ property, code }).execute();
  }
  return property;
}

/** A gift product (three months of premium, not recurring) priced `amountMinor` USD; answers its id. */
export async function giftProduct(s: PremiumContractServer, amountMinor = 2397): Promise<number> {
  const code = `test-gift-${crypto.randomBytes(3).toString('hex')}`;
  return upsertSeedProduct(
    s.database.db,
    {
      code,
      plan_code: 'premium',
      name: `Gift ${code}`,
      period: 'P3M',
      free_trial_days: 0,
      is_gift: true,
      recurring: false,
      merchant_plan_id: code,
      descriptors: JSON.stringify({}),
      display_order: 99,
    },
    { USD: amountMinor },
  );
}

/** The claim token of the newest gift mail to `to` (its link is `${PUBLIC_URL}/gift/claim/<token>`). */
export function claimTokenMailedTo(s: PremiumContractServer, to: string): string {
  const links = s.mail
    .to(to)
    .map((m) => /\/gift\/claim\/([A-Za-z0-9_-]+)/.exec(m.vars.link ?? '')?.[1])
    .filter((t): t is string => !!t);
  const token = links.at(-1);
  if (!token) throw new Error(`no gift claim link was mailed to ${to}`);
  return token;
}

/**
 * A request straight through the client's HTTP layer with the purchases mapping: what the client
 * would make of the server's reply to values its own checks refuse before sending.
 */
export function raw(
  client: FanverseClient,
  method: 'GET' | 'POST',
  path: string,
  parts: { query?: QueryParams; body?: unknown } = {},
) {
  return client.http.request({ method, path, ...parts, mapping: purchasesMapping });
}

/** Asserts the server's raw code and the client's code for it (the same, for catalogued codes). */
export function expectCode(e: ApiError, status: number, code: number | string, clientCode = code) {
  expect(e).toBeInstanceOf(ApiError);
  expect(e.status).toBe(status);
  expect(e.errors[0]?.cause).toMatchObject({ code });
  expect(e.errors[0]?.code).toBe(clientCode);
}
