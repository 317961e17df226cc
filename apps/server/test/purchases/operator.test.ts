import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BATCH_CODE_ALPHABET,
  billingTimelineSchema,
  estCodeBatchSchema,
  estPromoCodeSchema,
  promoSchema,
  purchaseItemSchema,
  refundResultSchema,
} from '@fanverse/contract';
import { serverModules } from '../../src/modules/index';
import { createModuleServices } from '../../src/modules/module-registry';
import type { PurchasesServices } from '../../src/modules/purchases/purchases.factory';
import { csvField, parseCsv } from '../../src/modules/purchases/operator/csv';
import { errorCode } from '../premium/premium-fixtures';
import { returningMember, subUrl } from '../premium/subscriptions-fixtures';
import { ADMIN, gatewayRefundsOf, orderTransactionId, staffMember, unique } from './operator-fixtures';
import {
  premiumEpisodeForSale,
  premiumMember,
  rightsOf,
  purchasesTestApp,
  START,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * The operator's staff calls (docs/purchases.md "Operator tools"): promo codes, EST campaigns and
 * batches with their CSV, partner pools, grants, refunds and a member's billing timeline.
 */

const t = purchasesTestApp();

const idem = () => ({ 'idempotency-key': `k-${crypto.randomUUID()}` });

const canWatch = async (m: PremiumMember, uuid: string) => {
  const res = await m.get(`/api/5/1/rights/episode/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return rightsOf(res.json().token).can_watch;
};

/** A member who bought a premium episode with a card: answers the member, the episode and the sale id. */
async function boughtEpisode() {
  const m = await premiumMember(t);
  const episode = await premiumEpisodeForSale(t.database.db);
  const card = await m.addCard();
  const res = await m.post('/api/premium/2/purchases/est/buy', {
    sku: episode.sku,
    paymentmethod_guid: card,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { m, episode, transactionId: await orderTransactionId(t, m.id, 'est') };
}

async function newCampaign(staff: PremiumMember, extra: Record<string, unknown> = {}) {
  const episode = await premiumEpisodeForSale(t.database.db);
  const res = await staff.post(`${ADMIN}/est/campaigns`, {
    name: 'Spring, poster = campaign',
    slug: unique('spring-'),
    type: 'est',
    skus: [episode.sku],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { campaign: estPromoCodeSchema.parse(res.json()), episode };
}

describe('staff only', () => {
  it('every staff call answers 403 code 2309 to a member, and changes nothing', async () => {
    const m = await premiumMember(t);
    const uuid = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', `${ADMIN}/promos`, { code: unique('NOPE'), type: 'percent', discount_percent: 10 }],
      ['POST', `${ADMIN}/est/campaigns`, { name: 'x', slug: unique('x-'), type: 'comp', comp_duration: 1 }],
      ['POST', `${ADMIN}/est/campaigns/${uuid}/codes`, { count: 1 }],
      ['GET', `${ADMIN}/est/batches/${uuid}/csv`],
      ['POST', `${ADMIN}/external/partner/codes`, { codes: ['A1'] }],
      ['POST', `${ADMIN}/grants`, { user_guid: m.guid, model: 'episode', uuid }],
      ['POST', `${ADMIN}/refunds`, { transaction_id: 'tx' }],
      ['GET', `${ADMIN}/members/${m.guid}/timeline`],
    ];
    for (const [method, url, payload] of calls) {
      const res =
        method === 'GET' ? await m.get(url) : await m.post(url, payload as Record<string, unknown>, idem());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorCode(res), `${method} ${url}`).toBe(2309);
    }
    const promos = await t.database.db
      .selectFrom('premium_promos')
      .select('code')
      .where('code', 'like', 'NOPE%')
      .execute();
    expect(promos).toEqual([]);
  });

  it('without a session: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/members/${'a'.repeat(32)}/timeline` });
    expect(res.statusCode).toBe(401);
  });
});

describe('promo codes', () => {
  it('creates a promo: the Promo view, usable by members; the same key replays it', async () => {
    const staff = await staffMember(t);
    const code = unique('SPRING').toUpperCase();
    const body = {
      code: code.toLowerCase(),
      type: 'percent',
      discount_percent: 25,
      number_of_billing_cycles: 2,
      is_retention_offer: true,
      marketing_description: { en: 'A quarter off.', es: 'Un cuarto menos.' },
    };
    const headers = idem();
    const res = await staff.post(`${ADMIN}/promos?trans=es`, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(promoSchema.parse(res.json())).toMatchObject({
      code,
      type: 'percent',
      discount_percent: 25,
      number_of_billing_cycles: 2,
      is_retention_offer: true,
      marketing_description: 'Un cuarto menos.',
      base_price: '7.99',
      discount_amount: '2.00',
    });
    const replay = await staff.post(`${ADMIN}/promos?trans=es`, body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Members see it as any promo.
    const m = await premiumMember(t);
    expect((await m.get(`/api/premium/2/promos/${code}`)).json()).toMatchObject({
      code,
      discounted_price: '5.99',
    });
  });

  it('a duplicate code or a type without its fields answers 400 code 8 on the field', async () => {
    const staff = await staffMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'WELCOME20', type: 'percent', discount_percent: 10 }, 'code'],
      [{ code: unique('P'), type: 'percent' }, 'discount_percent'],
      [{ code: unique('A'), type: 'amount', discount_amount_minor: 100 }, 'currency'],
      [{ code: unique('T'), type: 'free_trial' }, 'free_trial_days'],
      [{ code: unique('F'), type: 'fixed_term' }, 'comp_duration'],
      [{ code: unique('B'), type: 'billing_cycles' }, 'number_of_billing_cycles'],
      [
        { code: unique('X'), type: 'percent', discount_percent: 5, product_code: 'no-such-product' },
        'product_code',
      ],
      [
        { code: unique('E'), type: 'percent', discount_percent: 5, expires_at: '2020-01-01T00:00:00.000Z' },
        'expires_at',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await staff.post(`${ADMIN}/promos`, body, idem());
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 8, field });
    }
  });
});

describe('EST campaigns', () => {
  it('creates a campaign with a shared code: its EstPromoCode view, redeemable by members', async () => {
    const staff = await staffMember(t);
    const code = unique('POSTER').toUpperCase();
    const { campaign, episode } = await newCampaign(staff, { code, max_redemptions: 5 });
    expect(campaign).toMatchObject({
      code,
      type: 'est',
      name: 'Spring, poster = campaign',
      is_approved: true,
      assets: [{ sku: episode.sku, price: '2.99', currency_code: 'USD' }],
    });
    const stored = await t.database.db
      .selectFrom('est_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ campaign_uuid: campaign.uuid, max_redemptions: 5, redemptions: 0 });
    const createdBy = await t.database.db
      .selectFrom('est_campaigns')
      .select('created_by')
      .where('uuid', '=', campaign.uuid)
      .executeTakeFirstOrThrow();
    expect(createdBy.created_by).toBe(staff.id);
    const m = await premiumMember(t);
    const check = await m.get(`/api/premium/2/est/check/${code}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ code, uuid: campaign.uuid, redeemable: true });
  });

  it("a campaign without a code answers code ''; a comp campaign needs months", async () => {
    const staff = await staffMember(t);
    const { campaign } = await newCampaign(staff);
    expect(campaign.code).toBe('');
    const comp = await staff.post(`${ADMIN}/est/campaigns`, {
      name: 'Comp',
      slug: unique('comp-'),
      type: 'comp',
      comp_duration: 3,
    });
    expect(comp.statusCode, comp.body).toBe(200);
    expect(comp.json()).toMatchObject({ type: 'comp', comp_duration: 3, assets: [] });
    const noMonths = await staff.post(`${ADMIN}/est/campaigns`, {
      name: 'C',
      slug: unique('c-'),
      type: 'comp',
    });
    expect(noMonths.json().errors[0]).toMatchObject({ code: 8, field: 'comp_duration' });
  });

  it('unknown skus, a slug or code taken: 400 code 8 on the field', async () => {
    const staff = await staffMember(t);
    const code = unique('TAKEN');
    const { campaign } = await newCampaign(staff, { code });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', slug: unique('x-'), type: 'est', skus: ['no-such-sku'] }, 'skus'],
      [{ name: 'x', slug: unique('x-'), type: 'est', skus: [] }, 'skus'],
      [{ name: 'x', slug: campaign.slug, type: 'comp', comp_duration: 1 }, 'slug'],
      [{ name: 'x', slug: unique('x-'), type: 'comp', comp_duration: 1, code }, 'code'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.post(`${ADMIN}/est/campaigns`, body, idem());
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 8, field });
    }
  });
});

describe('batches of codes', () => {
  it('2,000 unique single-use codes; the CSV parses back to the same codes', async () => {
    const staff = await staffMember(t);
    const { campaign } = await newCampaign(staff, { name: '=HYPERLINK("x"), "quoted"' });
    const res = await staff.post(
      `${ADMIN}/est/campaigns/${campaign.uuid}/codes`,
      { count: 2000, prefix: 'FAN' },
      idem(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const batch = estCodeBatchSchema.parse(res.json());
    expect(batch.count).toBe(2000);
    expect(new Set(batch.codes).size).toBe(2000);
    const group = `[${BATCH_CODE_ALPHABET}]{4}`;
    const shape = new RegExp(`^FAN-${group}-${group}-${group}$`);
    expect(batch.codes.every((c) => shape.test(c))).toBe(true);
    expect(batch.csv_url).toBe(`/api/premium/2/admin/est/batches/${batch.batch_id}/csv`);

    const csv = await staff.get(batch.csv_url);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual(['code', 'campaign', 'slug', 'max_redemptions', 'redemptions', 'created_at']);
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(batch.codes));
    // The campaign name kept its comma and quotes, and cannot run as a spreadsheet formula.
    expect(rows[0]!.slice(1, 5)).toEqual(['\'=HYPERLINK("x"), "quoted"', campaign.slug, '1', '0']);

    const second = estCodeBatchSchema.parse(
      (
        await staff.post(
          `${ADMIN}/est/campaigns/${campaign.uuid}/codes`,
          { count: 100, prefix: 'FAN' },
          idem(),
        )
      ).json(),
    );
    expect(second.codes.filter((c) => batch.codes.includes(c))).toEqual([]);
    const stored = await t.database.db
      .selectFrom('est_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_uuid', '=', campaign.uuid)
      .where('max_redemptions', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2100);
  });

  it('an unknown campaign or batch answers 404 NOT_FOUND', async () => {
    const staff = await staffMember(t);
    const codes = await staff.post(
      `${ADMIN}/est/campaigns/${crypto.randomUUID()}/codes`,
      { count: 1 },
      idem(),
    );
    expect(codes.statusCode).toBe(404);
    expect(errorCode(codes)).toBe('NOT_FOUND');
    const csv = await staff.get(`${ADMIN}/est/batches/${crypto.randomUUID()}/csv`);
    expect(csv.statusCode).toBe(404);
  });

  it('CSV fields are escaped: commas, quotes, line breaks quoted; formulas defused', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@me')).toBe("'@me");
    expect(csvField(null)).toBe('');
  });
});

describe('partner code pools', () => {
  it('adds codes (made if new, duplicates skipped) and counts the free ones', async () => {
    const staff = await staffMember(t);
    const property = unique('partner-');
    const first = await staff.post(
      `${ADMIN}/external/${property}/codes`,
      { name: 'Partner', codes: ['A1', 'A2', 'A2'] },
      idem(),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ property, added: 2, total: 2, free: 2 });
    const again = await staff.post(`${ADMIN}/external/${property}/codes`, { codes: ['A2', 'A3'] }, idem());
    expect(again.json()).toEqual({ property, added: 1, total: 3, free: 3 });
    const campaign = await t.database.db
      .selectFrom('external_promo_campaigns')
      .selectAll()
      .where('property', '=', property)
      .executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ name: 'Partner', is_active: true });
  });
});

describe('grants', () => {
  it('grants an item for sale (Admin Grant, by the staff member): the member may watch it', async () => {
    const staff = await staffMember(t);
    const m = await premiumMember(t);
    const episode = await premiumEpisodeForSale(t.database.db);
    expect(await canWatch(m, episode.uuid)).toBe(false);
    const res = await staff.post(
      `${ADMIN}/grants`,
      { user_guid: m.guid, model: 'episode', uuid: episode.uuid },
      idem(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(purchaseItemSchema.parse(res.json())).toMatchObject({
      sku: episode.sku,
      source: 'Admin Grant',
      state: 'owned',
      is_active: true,
      price: '0.00',
      object: { model: 'episode' },
    });
    const row = await t.database.db
      .selectFrom('owned_items')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ granted_by: staff.id, source: 'Admin Grant', state: 'owned' });
    expect(await canWatch(m, episode.uuid)).toBe(true);

    const twice = await staff.post(
      `${ADMIN}/grants`,
      { user_guid: m.guid, model: 'episode', uuid: episode.uuid },
      idem(),
    );
    expect(twice.statusCode).toBe(400);
    expect(errorCode(twice)).toBe(3023);
  });

  it('an item not for sale answers 404 code 1800; an unknown member 404 NOT_FOUND', async () => {
    const staff = await staffMember(t);
    const m = await premiumMember(t);
    const notForSale = await staff.post(
      `${ADMIN}/grants`,
      { user_guid: m.guid, model: 'book', uuid: crypto.randomUUID() },
      idem(),
    );
    expect(notForSale.statusCode).toBe(404);
    expect(errorCode(notForSale)).toBe(1800);
    const episode = await premiumEpisodeForSale(t.database.db);
    const nobody = await staff.post(
      `${ADMIN}/grants`,
      { user_guid: 'f'.repeat(32), model: 'episode', uuid: episode.uuid },
      idem(),
    );
    expect(nobody.statusCode).toBe(404);
    expect(errorCode(nobody)).toBe('NOT_FOUND');
  });
});

describe('refunds', () => {
  it('a purchase: money back in the sandbox, the ownership ends and the item is denied again', async () => {
    const staff = await staffMember(t);
    const { m, episode, transactionId } = await boughtEpisode();
    expect(await canWatch(m, episode.uuid)).toBe(true);
    const res = await staff.post(
      `${ADMIN}/refunds`,
      { transaction_id: transactionId, reason: 'asked' },
      idem(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = refundResultSchema.parse(res.json());
    // 2.99 + 8.875% New York tax (0.265… → 0.27).
    expect(result).toMatchObject({
      transaction_id: transactionId,
      amount: '3.26',
      currency_code: 'USD',
      undone: 'owned_item',
    });
    const refunds = await gatewayRefundsOf(t, transactionId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: result.refund_transaction_id, status: 'settled' });
    expect(Number(refunds[0]!.amount_minor)).toBe(326);
    const owned = await t.database.db
      .selectFrom('owned_items')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(owned.state).toBe('refunded');
    expect(await canWatch(m, episode.uuid)).toBe(false);

    const again = await staff.post(`${ADMIN}/refunds`, { transaction_id: transactionId }, idem());
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe(8);
    expect(await gatewayRefundsOf(t, transactionId)).toHaveLength(1);
  });

  it('a gift: the order and the gift are refunded', async () => {
    const staff = await staffMember(t);
    const m = await premiumMember(t);
    const card = await m.addCard();
    const transactionId = await paidGift(m, card);
    const res = await staff.post(`${ADMIN}/refunds`, { transaction_id: transactionId }, idem());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ undone: 'gift', amount: '10.00' });
    const gift = await t.database.db
      .selectFrom('gifts')
      .select('state')
      .where('sender_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(gift.state).toBe('refunded');
    expect(await gatewayRefundsOf(t, transactionId)).toHaveLength(1);
  });

  it("a subscription charge: a refund in the member's transactions, once", async () => {
    t.clock.set(START);
    const staff = await staffMember(t);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    const [sale] = (await m.get('/api/premium/2/transactions')).json();
    expect(sale).toMatchObject({ kind: 'sale', status: 'settled', total: '8.70' });
    const res = await staff.post(`${ADMIN}/refunds`, { transaction_id: sale.transaction_id }, idem());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: '8.70', currency_code: 'USD', undone: 'subscription_charge' });
    const after = (await m.get('/api/premium/2/transactions')).json();
    expect(after.map((x: { kind: string }) => x.kind).sort()).toEqual(['refund', 'sale']);
    expect((await m.get(subUrl(sub.guid))).json().revenue).toBe('0.00');
    expect(await gatewayRefundsOf(t, sale.transaction_id)).toHaveLength(1);

    const again = await staff.post(`${ADMIN}/refunds`, { transaction_id: sale.transaction_id }, idem());
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe(8);
    expect(await gatewayRefundsOf(t, sale.transaction_id)).toHaveLength(1);
  });

  it('500 concurrent refunds of one subscription charge refund it once', async () => {
    t.clock.set(START);
    const staff = await staffMember(t);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    const [sale] = (await m.get('/api/premium/2/transactions')).json();
    const replies = await Promise.all(
      Array.from({ length: 500 }, () =>
        staff.post(`${ADMIN}/refunds`, { transaction_id: sale.transaction_id }, idem()),
      ),
    );
    const statuses = replies.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode}:${errorCode(r)}`));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(new Set(statuses.filter((s) => s !== 200))).toEqual(new Set(['400:8']));
    const rows = await t.database.db
      .selectFrom('subscription_transactions')
      .select('id')
      .where('subscription_guid', '=', sub.guid)
      .where('kind', '=', 'refund')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await gatewayRefundsOf(t, sale.transaction_id)).toHaveLength(1);
    expect((await m.get(subUrl(sub.guid))).json().revenue).toBe('0.00');
  });

  it('500 concurrent refunds of one purchase refund it once', async () => {
    const staff = await staffMember(t);
    const { m, transactionId } = await boughtEpisode();
    const replies = await Promise.all(
      Array.from({ length: 500 }, () =>
        staff.post(`${ADMIN}/refunds`, { transaction_id: transactionId }, idem()),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.every((r) => r.statusCode === 200 || errorCode(r) === 8)).toBe(true);
    expect(await gatewayRefundsOf(t, transactionId)).toHaveLength(1);
    const owned = await t.database.db
      .selectFrom('owned_items')
      .select('state')
      .where('user_id', '=', m.id)
      .execute();
    expect(owned).toEqual([{ state: 'refunded' }]);
  });

  it('an unknown transaction answers 404 NOT_FOUND', async () => {
    const staff = await staffMember(t);
    const res = await staff.post(`${ADMIN}/refunds`, { transaction_id: 'no-such-transaction' }, idem());
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
  });
});

describe('billing timeline', () => {
  it("lists a member's subscription, purchase, grant and refund, newest first", async () => {
    const staff = await staffMember(t);
    t.clock.set('2026-03-01T12:00:00.000Z');
    const m = await returningMember(t);
    await m.subscribe('premium-monthly');
    t.clock.set('2026-03-02T12:00:00.000Z');
    const episode = await premiumEpisodeForSale(t.database.db);
    const card = await m.addCard();
    expect(
      (await m.post('/api/premium/2/purchases/est/buy', { sku: episode.sku, paymentmethod_guid: card }))
        .statusCode,
    ).toBe(200);
    t.clock.set('2026-03-03T12:00:00.000Z');
    const other = await premiumEpisodeForSale(t.database.db);
    await staff.post(`${ADMIN}/grants`, { user_guid: m.guid, model: 'episode', uuid: other.uuid }, idem());
    t.clock.set('2026-03-04T12:00:00.000Z');
    await staff.post(
      `${ADMIN}/refunds`,
      { transaction_id: await orderTransactionId(t, m.id, 'est') },
      idem(),
    );

    const res = await staff.get(`${ADMIN}/members/${m.guid}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const timeline = billingTimelineSchema.parse(res.json());
    expect(timeline).toMatchObject({ user_guid: m.guid, email: m.email });
    const ats = timeline.entries.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const kinds = timeline.entries.map((e) => e.kind);
    const order = ['refund', 'ownership_ended', 'grant', 'purchase', 'charge', 'subscribed'];
    for (const kind of order) expect(kinds).toContain(kind);
    const firstIndex = (kind: string) => kinds.indexOf(kind);
    expect(firstIndex('refund')).toBeLessThan(firstIndex('grant'));
    expect(firstIndex('grant')).toBeLessThan(firstIndex('purchase'));
    expect(firstIndex('purchase')).toBeLessThan(firstIndex('charge'));
    expect(timeline.entries.find((e) => e.kind === 'purchase')).toMatchObject({
      at: '2026-03-02T12:00:00.000Z',
      amount: '3.26',
      currency_code: 'USD',
    });
    expect(timeline.entries.find((e) => e.kind === 'grant')?.detail).toMatchObject({
      granted_by: staff.email,
    });
  });

  it('an unknown member answers 404 NOT_FOUND', async () => {
    const staff = await staffMember(t);
    const res = await staff.get(`${ADMIN}/members/${'0'.repeat(32)}/timeline`);
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
  });
});

/**
 * A paid gift order of $10.00 (a gift product of this test's own), written through the order
 * charger as the gift part does (charged once at the sandbox, the gift row in onPaid): answers
 * the sale's transaction id.
 */
async function paidGift(m: PremiumMember, card: string): Promise<string> {
  const db = t.database.db;
  const product = await db
    .insertInto('premium_products')
    .values({
      code: unique('gift-test-'),
      plan_code: 'premium',
      name: 'Gift test',
      period: 'P1M',
      merchant_plan_id: 'gift-test',
      is_gift: true,
      recurring: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const services = createModuleServices(serverModules, {
    database: t.database,
    config: t.config,
    log: t.app.log,
    overrides: { mailer: t.mail, premium: { now: t.clock.now } },
  });
  const purchases = services.get('purchases') as PurchasesServices;
  const paymentMethod = await purchases.premium.paymentMethods.usableRow(m.id, card);
  const now = t.clock.now();
  const { order } = await purchases.orders.placeAndCharge(
    {
      userId: m.id,
      kind: 'gift',
      productId: product.id,
      paymentMethod,
      quote: {
        currency: 'USD',
        baseMinor: 1000,
        discountMinor: 0,
        subtotalMinor: 1000,
        taxMinor: 0,
        totalMinor: 1000,
        rate: '0',
        inclusive: false,
        place: { country: 'US', postalCode: '10001' } as never,
      },
    },
    async (trx, paid) => {
      await trx
        .insertInto('gifts')
        .values({
          guid: crypto.randomUUID(),
          sender_id: m.id,
          order_id: paid.id,
          product_id: product.id,
          product_currency: 'USD',
          product_price_minor: 1000,
          sender_email: m.email,
          receiver_email: 'friend@example.com',
          premium_start_date: '2026-03-10',
          mail_due_at: new Date('2026-03-10T00:00:00.000Z'),
        })
        .execute();
    },
  );
  void now;
  return order.gateway_transaction_id!;
}
