import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceCharger } from '../../src/modules/premium/billing/invoice-charger';
import type { InvoiceRow } from '../../src/modules/premium/premium-rows';
import { buildPremiumTestApp, premiumMember, type PremiumTestApp } from './premium-fixtures';
import {
  CountingGateway,
  gatewaySettledSales,
  invoicesOf,
  salesOf,
  subscriptionRow,
} from './billing-fixtures';

/*
 * The invoice charger's exactly-once protocol: racing collectors, an invoice already paid, a
 * zero total, a gateway whose answer is lost, and createInvoice keeping an existing invoice.
 */
let t: PremiumTestApp;
let gateway: CountingGateway;
let charger: InvoiceCharger;
beforeAll(async () => {
  t = await buildPremiumTestApp();
  gateway = new CountingGateway(t.premium.gateway);
  const p = t.premium;
  charger = new InvoiceCharger(t.database.db, {
    config: p.config,
    gateway,
    now: p.now,
    log: t.app.log,
    catalog: p.catalog,
    pricing: p.pricing,
    promos: p.promos,
    premiumMail: p.premiumMail,
  });
});
afterAll(async () => {
  await t?.app.close();
});

const db = () => t.database.db;

/** A member in a free trial, and an open invoice for its first period (as the sweep makes it). */
async function openInvoice(
  options: { baseMinor?: number } = {},
): Promise<{ invoice: InvoiceRow; card: string; email: string; guid: string }> {
  const member = await premiumMember(t);
  const card = await member.addCard();
  const sub = await member.subscribe('premium-monthly', { paymentmethod_guid: card });
  const product = (await t.premium.catalog.productByCode('premium-monthly'))!;
  const quote = await t.premium.pricing.quote({
    product,
    currency: 'USD',
    promo: null,
    place: { countryCode: 'US', postalCode: '10001' },
    ...(options.baseMinor !== undefined ? { baseMinor: options.baseMinor } : {}),
  });
  const invoice = await charger.createInvoice(db(), {
    subscription: { guid: sub.guid },
    chargeKey: 'period:1',
    reason: 'renewal',
    product,
    quote,
    periodStart: t.clock.now(),
    periodEnd: null,
  });
  return { invoice, card, email: member.email, guid: sub.guid };
}

describe('InvoiceCharger', () => {
  it('keeps an existing invoice as it is', async () => {
    const { invoice, guid } = await openInvoice();
    expect([invoice.status, invoice.attempts, invoice.total_minor, invoice.tax_rate]).toEqual([
      'open',
      0,
      870,
      '0.08875',
    ]);
    const product = (await t.premium.catalog.productByCode('ultra-monthly'))!;
    const other = await charger.createInvoice(db(), {
      subscription: { guid },
      chargeKey: 'period:1',
      reason: 'renewal',
      product,
      quote: {
        ...(await t.premium.pricing.quote({
          product,
          currency: 'USD',
          promo: null,
          place: { countryCode: 'US', postalCode: '10001' },
        })),
      },
      periodStart: null,
      periodEnd: null,
    });
    expect(other).toEqual(invoice);
    expect(await invoicesOf(db(), guid)).toHaveLength(1);
  });

  it('settles once when many collectors race for one invoice', async () => {
    const { invoice, card, email, guid } = await openInvoice();
    const results = await Promise.all(Array.from({ length: 8 }, () => charger.collect(invoice, card)));
    expect(results.every((r) => r.status === 'paid')).toBe(true);
    expect(results.filter((r) => r.settledNow)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transaction?.id)).size).toBe(1);
    expect((await salesOf(db(), guid)).filter((s) => s.status === 'settled')).toHaveLength(1);
    expect(await gatewaySettledSales(db(), guid)).toBe(1);
    expect(String((await subscriptionRow(db(), guid)).revenue_minor)).toBe('870');
    expect(t.mail.to(email).filter((m) => m.template === 'premium_receipt')).toHaveLength(1);
  });

  it('never starts a second attempt while one is at the gateway: a late collector joins it', async () => {
    const { invoice, card, guid } = await openInvoice();
    // The first sale is held at the gateway's door until the second collector has asked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = true;
    const slow = new CountingGateway(gateway);
    const inner = slow.saleMany.bind(slow);
    slow.saleMany = async (requests) => {
      if (holdNext) {
        holdNext = false;
        slow.sales.push(...requests);
        await held;
        return gateway.saleMany(requests);
      }
      return inner(requests);
    };
    const p = t.premium;
    const slowCharger = new InvoiceCharger(db(), {
      config: p.config,
      gateway: slow,
      now: p.now,
      log: t.app.log,
      catalog: p.catalog,
      pricing: p.pricing,
      promos: p.promos,
      premiumMail: p.premiumMail,
    });
    const first = slowCharger.collect(invoice, card);
    while (slow.sales.length === 0) await new Promise((r) => setTimeout(r, 5));
    // The invoice is 'collecting' attempt 1: the late collector must ask with the same order id.
    const late = await slowCharger.collect(invoice, card);
    release();
    const early = await first;
    expect(new Set(slow.sales.map((s) => s.orderId))).toEqual(new Set([`${invoice.id}:1`]));
    expect([early.status, late.status]).toEqual(['paid', 'paid']);
    expect(await gatewaySettledSales(db(), guid)).toBe(1);
    expect((await salesOf(db(), guid)).filter((s) => s.status === 'settled')).toHaveLength(1);
  });

  it('answers a paid invoice without asking the gateway', async () => {
    const { invoice, card, guid } = await openInvoice();
    const first = await charger.collect(invoice, card);
    expect([first.status, first.settledNow]).toEqual(['paid', true]);
    const asked = gateway.sales.length;
    const again = await charger.collect(invoice, card);
    expect([again.status, again.settledNow, again.transaction?.id]).toEqual([
      'paid',
      false,
      first.transaction?.id,
    ]);
    expect(gateway.sales.length).toBe(asked);
    expect((await invoicesOf(db(), guid))[0]!.attempts).toBe(1);
  });

  it('pays a zero total without the gateway and records a settled sale of 0', async () => {
    const { invoice, card, guid } = await openInvoice({ baseMinor: 0 });
    expect(invoice.total_minor).toBe(0);
    const asked = gateway.sales.length;
    const result = await charger.collect(invoice, card);
    expect(result.status).toBe('paid');
    expect(gateway.sales.length).toBe(asked);
    const sales = await salesOf(db(), guid);
    expect(sales.map((s) => [s.status, String(s.amount_minor), s.gateway_transaction_id])).toEqual([
      ['settled', '0', null],
    ]);
    expect((await invoicesOf(db(), guid))[0]!.status).toBe('paid');
  });

  it('retries a lost gateway answer with the same order id, so money moves once', async () => {
    const { invoice, card, guid } = await openInvoice();
    gateway.failNext = 1;
    const lost = await charger.collect(invoice, card);
    expect([lost.status, lost.transaction]).toEqual(['failed', null]);
    // Nothing recorded, the attempt handed back, but the sandbox did take the money.
    expect(await salesOf(db(), guid)).toHaveLength(0);
    expect((await invoicesOf(db(), guid))[0]!.attempts).toBe(0);
    expect(await gatewaySettledSales(db(), guid)).toBe(1);

    const retried = await charger.collect(invoice, card);
    expect(retried.status).toBe('paid');
    const orders = gateway.sales.filter((s) => s.orderId.startsWith(invoice.id)).map((s) => s.orderId);
    expect(orders).toEqual([`${invoice.id}:1`, `${invoice.id}:1`]);
    expect(await gatewaySettledSales(db(), guid)).toBe(1);
    expect((await salesOf(db(), guid)).map((s) => s.status)).toEqual(['settled']);
  });

  it('declines with a method that is not the member’s, without asking the gateway', async () => {
    const { invoice } = await openInvoice();
    const stranger = await premiumMember(t);
    const theirs = await stranger.addCard();
    const asked = gateway.sales.length;
    const result = await charger.collect(invoice, theirs);
    expect(result.status).toBe('declined');
    expect(gateway.sales.length).toBe(asked);
  });

  it('collects a batch with one gateway call, each result in order', async () => {
    const a = await openInvoice();
    const b = await openInvoice();
    const before = gateway.sales.length;
    const results = await charger.collectMany([
      { invoice: a.invoice, paymentMethodGuid: a.card },
      { invoice: b.invoice, paymentMethodGuid: null },
    ]);
    expect(results.map((r) => r.status)).toEqual(['paid', 'declined']);
    expect(gateway.sales.length - before).toBe(1);
  });
});
