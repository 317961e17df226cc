import { describe, expect, it } from 'vitest';
import { catalogSchema, giftSchema, PurchaseCode } from '@fanverse/contract';
import { seedPurchases } from '../../src/modules/purchases/purchases.seed';
import { errorCode, GB_PLACE, US_PLACE } from '../premium/premium-fixtures';
import { cardBehavesAs, idemKey } from '../premium/subscriptions-fixtures';
import { premiumMember, purchasesTestApp, type PremiumMember } from './purchases-fixtures';

/*
 * Buying a gift (POST /api/premium/2/purchases/gift/create), the sender's list, the gift products
 * in the catalog and their seed.
 */

const t = purchasesTestApp();

const CREATE = '/api/premium/2/purchases/gift/create';

async function productId(code: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('premium_products')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function giftBody(m: PremiumMember, extra: Record<string, unknown> = {}) {
  return {
    product_id: await productId('gift-premium-3m'),
    sender_email: m.email,
    sender_name: 'Ana',
    receiver_email: `friend-${Math.random().toString(36).slice(2)}@example.com`,
    receiver_name: 'Bea',
    personal_message: 'Enjoy!',
    premium_start_date: '2026-03-06',
    ...extra,
  };
}

const ordersOf = (m: PremiumMember) =>
  t.database.db.selectFrom('premium_orders').selectAll().where('user_id', '=', m.id).execute();
const giftMails = (to: string) => t.mail.to(to).filter((x) => x.template === 'gift_received');

describe('gift products', () => {
  it('are in the catalog beside the plans, priced in the visitor’s currency, with their period and months', async () => {
    const res = await t.app.inject({ url: '/api/premium/2/catalog/?country_code_alpha2=GB' });
    expect(res.statusCode).toBe(200);
    const catalog = catalogSchema.parse(res.json());
    expect(catalog.gift_products.map((g) => [g.code, g.period, g.months, g.price, g.currency_code])).toEqual([
      ['gift-premium-1m', 'P1M', 1, '6.99', 'GBP'],
      ['gift-premium-3m', 'P3M', 3, '18.99', 'GBP'],
      ['gift-premium-12m', 'P1Y', 12, '69.99', 'GBP'],
    ]);
    expect(catalog.gift_products.every((g) => g.is_gift && !g.recurring && g.free_trial_days === 0)).toBe(
      true,
    );
    // Never among the plans' products.
    const planCodes = catalog.plans.flatMap((p) => p.products.map((x) => x.code));
    expect(planCodes.some((c) => c.startsWith('gift-'))).toBe(false);
    const es = catalogSchema.parse(
      (await t.app.inject({ url: '/api/premium/2/catalog/?country_code_alpha2=MX&trans=es' })).json(),
    );
    expect(es.gift_products.map((g) => g.price)).toEqual(['149.00', '399.00', '1399.00']);
    expect(es.gift_products[1]!.descriptors.title).toBe('3 meses de Premium');
  });

  it('are seeded idempotently (same ids, same prices on every run)', async () => {
    const before = await productId('gift-premium-12m');
    await seedPurchases(t.database.db, t.config);
    await seedPurchases(t.database.db, t.config);
    expect(await productId('gift-premium-12m')).toBe(before);
    const count = await t.database.db
      .selectFrom('premium_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('is_gift', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('cannot be subscribed to (400 code 8)', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const res = await m.post('/api/premium/2/subscriptions/subscribe', {
      product_code: 'gift-premium-1m',
      paymentmethod_guid: card,
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(8);
  });
});

describe('buying a gift', () => {
  it('charges the price plus tax once and answers the scheduled gift; no mail before the start date', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const body = await giftBody(m, { paymentmethod_guid: card });
    const res = await m.post(CREATE, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const gift = giftSchema.parse(res.json());
    const quote = await t.premium.pricing.quoteAmount({
      baseMinor: 2199,
      currency: 'USD',
      place: { countryCode: US_PLACE.country_code_alpha2, postalCode: US_PLACE.postal_code },
    });
    expect(gift).toMatchObject({
      state: 'scheduled',
      product_id: body.product_id,
      product_price: '21.99',
      product_currency: 'USD',
      premium_start_date: '2026-03-06',
      receiver_email: body.receiver_email,
      sender_email: m.email,
      sender_name: 'Ana',
      personal_message: 'Enjoy!',
      months: 3,
      transaction_status: 'settled',
      claim_expires_at: null,
    });
    const orders = await ordersOf(m);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ kind: 'gift', status: 'paid', total_minor: quote.totalMinor });
    expect(gift.transaction_id).toBe(orders[0]!.gateway_transaction_id);
    expect(giftMails(body.receiver_email)).toHaveLength(0);
  });

  it('lower-cases and trims the receiver’s address', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const res = await m.post(
      CREATE,
      await giftBody(m, { paymentmethod_guid: card, receiver_email: '  Pal.Friend@Example.COM ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receiver_email).toBe('pal.friend@example.com');
  });

  it('starting today, mails the receiver at once (one mail with a claim link)', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const body = await giftBody(m, { paymentmethod_guid: card, premium_start_date: undefined, lang: 'es' });
    const res = await m.post(CREATE, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'sent', premium_start_date: '2026-03-01' });
    const mails = giftMails(body.receiver_email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang).toBe('es');
    expect(mails[0]!.vars.link).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/gift/claim/[A-Za-z0-9_-]{43}$`));
    expect(mails[0]!.vars.months_text).toBe('3 meses');
  });

  it('pays with a gateway nonce: vaulted as the member’s method, priced in its country’s currency', async () => {
    const m = await premiumMember(t);
    const res = await m.post(
      CREATE,
      await giftBody(m, { paymentmethod_token: 'fake-valid-visa-nonce', ...GB_PLACE }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ product_currency: 'GBP', product_price: '18.99' });
    const methods = (await m.get('/api/premium/2/paymentmethods')).json();
    expect(methods).toHaveLength(1);
    expect(methods[0].country_code_alpha2).toBe('GB');
  });

  it('a nonce without its place: 400 code 8, nothing charged or vaulted', async () => {
    const m = await premiumMember(t);
    const res = await m.post(CREATE, await giftBody(m, { paymentmethod_token: 'fake-valid-visa-nonce' }));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(8);
    expect(res.json().errors[0].field).toBe('postal_code');
    expect(await ordersOf(m)).toHaveLength(0);
    expect((await m.get('/api/premium/2/paymentmethods')).json()).toHaveLength(0);
  });

  it('a nonce for a place with no tax row: 400 code 3033, and no card is vaulted', async () => {
    const m = await premiumMember(t);
    const res = await m.post(
      CREATE,
      await giftBody(m, {
        paymentmethod_token: 'fake-valid-visa-nonce',
        postal_code: 'M5V 3L9',
        country_code_alpha2: 'CA',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3033);
    expect((await m.get('/api/premium/2/paymentmethods')).json()).toHaveLength(0);
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('missing fields answer the spec’s codes: 3040 payment, 3043 product, 3042 sender email', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const full = await giftBody(m, { paymentmethod_guid: card });
    const without = (key: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== key));
    const cases: [Record<string, unknown>, number, string][] = [
      [without('paymentmethod_guid'), PurchaseCode.GIFT_PAYMENT_METHOD_MISSING, 'paymentmethod_guid'],
      [without('product_id'), PurchaseCode.GIFT_PRODUCT_MISSING, 'product_id'],
      [without('sender_email'), PurchaseCode.GIFT_SENDER_EMAIL_MISSING, 'sender_email'],
      [{ ...full, product_id: '' }, PurchaseCode.GIFT_PRODUCT_MISSING, 'product_id'],
    ];
    for (const [body, code, field] of cases) {
      const res = await m.post(CREATE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code, field });
    }
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('a product that is not a gift product, or unknown: 404 code 1800', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    for (const product_id of [await productId('premium-monthly'), 999999, 'abc']) {
      const res = await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card, product_id }));
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe(1800);
    }
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('a gift to oneself (account address or sender_email): 400 code 3041', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    for (const extra of [
      { receiver_email: m.email.toUpperCase() },
      { sender_email: 'me@example.org', receiver_email: 'ME@example.org' },
    ]) {
      const res = await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card, ...extra }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 3041, field: 'receiver_email' });
    }
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('a start date in the past, more than 365 days ahead or not a date: 400 code 8', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    for (const date of ['2026-02-28', '2027-03-02', '2026-02-30']) {
      const res = await m.post(
        CREATE,
        await giftBody(m, { paymentmethod_guid: card, premium_start_date: date }),
      );
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 8, field: 'premium_start_date' });
    }
    // The last allowed day.
    const ok = await m.post(
      CREATE,
      await giftBody(m, { paymentmethod_guid: card, premium_start_date: '2027-03-01' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('another member’s payment method: 404 NOT_FOUND, nothing charged', async () => {
    const m = await premiumMember(t);
    const other = await premiumMember(t);
    const card = await other.addCard();
    const res = await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card }));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('a declined card: 400 code 3006 and no gift', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    await cardBehavesAs(t, card, 'fake-processor-declined-visa-nonce');
    const res = await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card }));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3006);
    expect((await m.get('/api/premium/2/gifts')).json()).toEqual([]);
  });

  it('the same Idempotency-Key twice charges once and answers the same gift', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const body = await giftBody(m, { paymentmethod_guid: card });
    const key = idemKey();
    const first = await m.post(CREATE, body, { 'idempotency-key': key });
    const second = await m.post(CREATE, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().guid).toBe(first.json().guid);
    expect(await ordersOf(m)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: { receiver_email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the sender’s gifts', () => {
  it('lists only the caller’s gifts, newest first', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const a = (await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card }))).json();
    t.clock.travel({ minutes: 1 });
    const b = (await m.post(CREATE, await giftBody(m, { paymentmethod_guid: card }))).json();
    const res = await m.get('/api/premium/2/gifts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().map((g: { guid: string }) => g.guid)).toEqual([b.guid, a.guid]);
    const other = await premiumMember(t);
    expect((await other.get('/api/premium/2/gifts')).json()).toEqual([]);
  });
});
