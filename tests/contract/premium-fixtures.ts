import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type FanverseClient } from '@fanverse/client';
import type { CreatePaymentMethodBody } from '@fanverse/contract';
import {
  buildPremiumTestApp,
  US_PLACE,
  type PremiumTestApp,
} from '../../apps/server/test/premium/premium-fixtures';
import { signUp, type Member } from './accounts-fixtures';
import type { ContractServer } from './contract-server';

/** A ZIP in Oregon: no sales tax, so a charge is the price itself (the sandbox's amount rules). */
export const OREGON_PLACE = { postal_code: '97201', country_code_alpha2: 'US' } as const;
export { US_PLACE };

/** The premium contract tests' server: the real app on a real port, premium's clock under control. */
export type PremiumContractServer = ContractServer & Omit<PremiumTestApp, keyof ContractServer>;

/** One per test file; the rate limit is out of the way of the many calls a file makes. */
export async function startPremiumServer(): Promise<PremiumContractServer> {
  const t = await buildPremiumTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return Object.assign(t, {
    baseUrl,
    client: (lang = 'en'): FanverseClient => createClient({ baseUrl, lang }),
  });
}

/**
 * One premium server for the test file that calls this: started before its tests (then
 * `prepare`, for the file's own data), handed to `onReady`, which keeps it, and closed after them.
 */
export function withPremiumServer(
  onReady: (s: PremiumContractServer) => void,
  prepare?: (s: PremiumContractServer) => Promise<unknown>,
): void {
  let server: PremiumContractServer | undefined;
  beforeAll(async () => {
    server = await startPremiumServer();
    await prepare?.(server);
    onReady(server);
  });
  afterAll(async () => server?.app.close());
}

/** A member signed in through the client. */
export const member = (s: PremiumContractServer): Promise<Member> => signUp(s);

/** Vaults a Braintree test nonce through the client and answers the payment method's guid. */
export async function addCard(
  m: Member,
  nonce = 'fake-valid-visa-nonce',
  place: Pick<CreatePaymentMethodBody, 'postal_code' | 'country_code_alpha2'> = US_PLACE,
): Promise<string> {
  return (await m.client.premium.createPaymentMethod({ braintree_nonce: nonce, ...place })).guid;
}

/**
 * A product of the premium plan priced `amountMinor` in USD, without a trial, so that subscribing
 * charges at once: with an Oregon card (no tax) the charge is the price, and the sandbox's amount
 * rules decide it (2000.00–2999.99 declines, 3000.00–3000.99 fails at the processor).
 */
export async function insertPricedProduct(s: PremiumContractServer, code: string, amountMinor: number) {
  const { id } = await s.database.db
    .insertInto('premium_products')
    .values({
      code,
      plan_code: 'premium',
      name: `Test ${code}`,
      period: 'P1M',
      free_trial_days: 0,
      merchant_plan_id: code,
      descriptors: JSON.stringify({}),
      display_order: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await s.database.db
    .insertInto('premium_product_prices')
    .values({ product_id: id, currency: 'USD', amount_minor: amountMinor })
    .execute();
  return id;
}

/** A member with a card and a subscription to `product_code` (premium-monthly: a trial). */
export async function subscribedMember(
  s: PremiumContractServer,
  product_code = 'premium-monthly',
  promo_code?: string,
) {
  const m = await member(s);
  const pm = await addCard(m);
  const { subscription } = await m.client.premium.subscribe({
    paymentmethod_guid: pm,
    product_code,
    ...(promo_code ? { promo_code } : {}),
  });
  return { m, subscription };
}
