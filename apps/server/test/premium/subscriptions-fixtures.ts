import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { claimsPayloadSchema } from '@fanverse/contract';
import { cardBehavesAs as behaveAs } from './billing-fixtures';
import {
  buildPremiumTestApp,
  insertSubscriptionRow,
  premiumMember,
  type PremiumMember,
  type PremiumTestApp,
} from './premium-fixtures';

/*
 * Helpers of the subscription tests (subscriptions-*.test.ts): members in a given situation, a
 * card that starts declining, claims, and what the database holds.
 */

/** Where the dated tests start (the dates they check are exact). */
export const START = '2026-03-01T12:00:00.000Z';

/**
 * One premium test app for the test file that calls this: built before its tests (handed to
 * `onReady`, which keeps it), closed after them. With `clockAt`, every test starts at that instant.
 */
export function withPremiumApp(
  onReady: (t: PremiumTestApp) => void,
  { clockAt }: { clockAt?: string } = {},
): void {
  let app: PremiumTestApp | undefined;
  beforeAll(async () => {
    app = await buildPremiumTestApp();
    onReady(app);
  });
  afterAll(async () => {
    await app?.app.close();
  });
  if (clockAt) beforeEach(() => app?.clock.set(clockAt));
}

/** A subscription's URL, or one of its actions' (`cancel`, `events`, …). */
export const subUrl = (guid: string, action = '') =>
  `/api/premium/2/subscriptions/${guid}${action ? `/${action}` : ''}`;

/** The kinds of the subscription's events, oldest first, as its member sees them. */
export const eventKinds = async (m: PremiumMember, guid: string): Promise<string[]> =>
  (await m.get(subUrl(guid, 'events'))).json().map((e: { kind: string }) => e.kind);

/** A fresh Idempotency-Key. */
export const idemKey = () => `k-${crypto.randomUUID()}`;

/**
 * A member who had a subscription before (an Expired one, written directly), so the products'
 * trials do not apply and a subscribe charges at once.
 */
export async function returningMember(t: PremiumTestApp): Promise<PremiumMember> {
  const member = await premiumMember(t);
  const past = new Date('2025-01-01T00:00:00.000Z');
  await insertSubscriptionRow(t, member.id, { state: 'Expired', signup_at: past, expiration_at: past });
  return member;
}

/** Makes a vaulted card behave as another Braintree test nonce from now on (e.g. a decline). */
export const cardBehavesAs = (t: PremiumTestApp, paymentMethodGuid: string, behavesAs: string) =>
  behaveAs(t.database.db, paymentMethodGuid, behavesAs);

/** The member's premium claims, decoded from GET /api/claims/. */
export async function premiumClaims(t: PremiumTestApp, member: PremiumMember) {
  const res = await t.app.inject({ url: '/api/claims/', headers: member.headers });
  return claimsPayloadSchema.parse(decodeJwt(res.json().token as string)).premium;
}

/** How many subscriptions, settled sales and gateway sales the member has. */
export async function moneyOf(t: PremiumTestApp, member: PremiumMember) {
  const db = t.database.db;
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select('guid')
    .where('user_id', '=', member.id)
    .where('state', '<>', 'Expired')
    .execute();
  const sales = await db
    .selectFrom('subscription_transactions')
    .select(['id', 'status', 'amount_minor'])
    .where('user_id', '=', member.id)
    .where('kind', '=', 'sale')
    .execute();
  return {
    live: subscriptions.length,
    settled: sales.filter((s) => s.status === 'settled').length,
    sales: sales.length,
  };
}

/** The price of a product in a currency, set for one test (answers the old price to restore). */
export async function setPrice(
  t: PremiumTestApp,
  code: string,
  currency: string,
  amountMinor: number,
): Promise<number> {
  const db = t.database.db;
  const product = await db
    .selectFrom('premium_products')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const old = await db
    .selectFrom('premium_product_prices')
    .select('amount_minor')
    .where('product_id', '=', product.id)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('premium_product_prices')
    .set({ amount_minor: amountMinor })
    .where('product_id', '=', product.id)
    .where('currency', '=', currency)
    .execute();
  return old.amount_minor;
}
