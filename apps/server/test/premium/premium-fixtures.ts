import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { buildApp } from '../../src/app';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import type { PaymentGateway } from '../../src/modules/premium/gateway/payment-gateway';
import { createPremiumServices, type PremiumServices } from '../../src/modules/premium/premium.factory';
import type { SubscriptionsTable } from '../../src/modules/premium/premium.schema';
import type { Clock } from '../../src/modules/premium/premium-clock';
import type { MailMessage, Mailer } from '../../src/modules/mail/mail-types';
import { testEnvironment, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV, createTestUser } from '../helpers/test-user';

/** A clock tests move: starts at `start` and only moves when told. */
export class TestClock {
  constructor(private current: Date = new Date('2026-03-01T12:00:00.000Z')) {}
  readonly now: Clock = () => new Date(this.current);
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  travel({ days = 0, hours = 0, minutes = 0 }: { days?: number; hours?: number; minutes?: number }): void {
    this.current = new Date(this.current.getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000);
  }
}

/** Mails the premium module sent, in order. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  to(address: string) {
    return this.sent.filter((m) => m.to === address);
  }
}

export interface PremiumTestApp extends TestApp {
  clock: TestClock;
  mail: RecordingMailer;
  /**
   * Premium services over the app's database and clock, as another server instance would run them
   * (stateless, so equivalent to the app's own): tests drive the renewal sweep through it.
   */
  premium: PremiumServices;
}

/**
 * The real app on a fresh database, with premium's clock under the test's control and mails
 * recorded. The gateway is the real sandbox unless `gateway` is given. Share one per test file.
 */
export async function buildPremiumTestApp(
  options: { env?: Record<string, string>; gateway?: PaymentGateway; start?: Date } = {},
): Promise<PremiumTestApp> {
  const { config, removeOnClose } = testEnvironment('premium', {
    ...FAST_ENV,
    CATALOGUE_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const clock = new TestClock(options.start);
  const mail = new RecordingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: mail,
    premium: { now: clock.now, ...(options.gateway ? { gateway: options.gateway } : {}) },
  });
  removeOnClose(app);
  await app.ready();
  // A second set of premium services over the same database and clock: what a second server
  // instance would run (the two-scheduler test builds more with `secondInstance`).
  const premium = createPremiumServices(
    database.db,
    config,
    { sessions: null as never, mailer: mail, log: app.log },
    {
      now: clock.now,
      ...(options.gateway ? { gateway: options.gateway } : {}),
    },
  );
  return { app, config, database, clock, mail, premium };
}

/** Another server instance's premium services over the same database (for concurrency tests). */
export function secondInstance(t: PremiumTestApp, gateway?: PaymentGateway): PremiumServices {
  return createPremiumServices(
    t.database.db,
    t.config,
    { sessions: null as never, mailer: t.mail, log: t.app.log },
    {
      now: t.clock.now,
      ...(gateway ? { gateway } : {}),
    },
  );
}

export const US_PLACE = { postal_code: '10001', country_code_alpha2: 'US' } as const;
export const GB_PLACE = { postal_code: 'SW1A 1AA', country_code_alpha2: 'GB' } as const;

/** A signed-in member (real registration and session) with helpers bound to their session. */
export async function premiumMember(t: PremiumTestApp) {
  const member = await createTestUser(t);
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...member.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    ...member,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    /** Vaults a card from a Braintree test nonce (default: a valid Visa) and answers its guid. */
    async addCard(
      nonce = 'fake-valid-visa-nonce',
      place: { postal_code: string; country_code_alpha2: string } = US_PLACE,
    ) {
      const res = await call('POST', '/api/premium/2/paymentmethods/create', {
        braintree_nonce: nonce,
        ...place,
      });
      if (res.statusCode !== 200) throw new Error(`add card failed: ${res.statusCode} ${res.body}`);
      return res.json().guid as string;
    },
    /** Subscribes to a product with a card and answers the subscription. */
    async subscribe(product_code = 'premium-monthly', extra: Record<string, unknown> = {}) {
      const paymentmethod_guid = (extra.paymentmethod_guid as string | undefined) ?? (await this.addCard());
      const res = await call('POST', '/api/premium/2/subscriptions/subscribe', {
        product_code,
        paymentmethod_guid,
        ...extra,
      });
      if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}
export type PremiumMember = Awaited<ReturnType<typeof premiumMember>>;

/**
 * A monthly product of the test's own, in a plan of its own (so the test does not depend on the
 * demo catalog): answers the product's id. Once per code and app.
 */
export async function insertTestProduct(t: PremiumTestApp, code: string): Promise<number> {
  await t.database.db
    .insertInto('premium_plans')
    .values({ code, name: `${code} plan`, premium_level: 1, display_order: 99, descriptors: '{}' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const product = await t.database.db
    .insertInto('premium_products')
    .values({
      code: `${code}-monthly`,
      plan_code: code,
      name: `${code} monthly`,
      period: 'P1M',
      merchant_plan_id: `${code}-monthly`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return product.id;
}

/**
 * A subscription row written directly (a situation the routes would take long to reach): an
 * Active USD premium-monthly subscription of `userId` signed up now, unless `values` says otherwise.
 * Answers its guid.
 */
export async function insertSubscriptionRow(
  t: PremiumTestApp,
  userId: string,
  values: Partial<Insertable<SubscriptionsTable>> = {},
): Promise<string> {
  const guid = values.guid ?? crypto.randomUUID();
  const productId =
    values.product_id ??
    (
      await t.database.db
        .selectFrom('premium_products')
        .select('id')
        .where('code', '=', 'premium-monthly')
        .executeTakeFirstOrThrow()
    ).id;
  await t.database.db
    .insertInto('subscriptions')
    .values({
      subscription_id: `test_${guid}`,
      currency: 'USD',
      price_minor: 799,
      state: 'Active',
      merchant_type: 'Braintree',
      signup_at: t.clock.now(),
      ...values,
      guid,
      user_id: userId,
      product_id: productId,
    })
    .execute();
  return guid;
}

/** The first coded error of a reply. */
export const errorCode = (res: LightMyRequestResponse) => res.json().errors?.[0]?.code;

export type { FastifyInstance };
