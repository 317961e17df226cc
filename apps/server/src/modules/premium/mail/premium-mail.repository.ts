import { sql, type Kysely } from 'kysely';
import type { ProductPeriod } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

/** What a premium mail says about a subscription: the member, the product, the card. */
export interface NoticeFacts {
  guid: string;
  email: string;
  username: string;
  locale: string;
  currency: string;
  priceMinor: number;
  productName: string;
  planName: string;
  period: ProductPeriod;
  trialEndAt: Date | null;
  expirationAt: Date | null;
  currentPeriodEnd: Date | null;
  dueAt: Date | null;
  cardType: string | null;
  cardLast4: string | null;
}

export interface InvoiceFacts {
  id: string;
  subscriptionGuid: string;
  chargeKey: string;
  totalMinor: number;
  subtotalMinor: number;
  taxMinor: number;
  taxRate: string;
  currency: string;
  periodEnd: Date | null;
  paidAt: Date | null;
}

/** The SQL of premium mails: the sent-once rows and the facts the mails fill in. */
export class PremiumMailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Claims (subscription, notice key) pairs; answers those that were new (they get a mail). */
  async claimNotices(pairs: readonly { guid: string; key: string }[], now: Date): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.db
      .insertInto('subscription_notices')
      .values(
        [...new Map(pairs.map((p) => [`${p.guid}|${p.key}`, p])).values()].map((p) => ({
          subscription_guid: p.guid,
          notice_key: p.key,
          sent_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['subscription_guid', 'notice_key']).doNothing())
      .returning(['subscription_guid', 'notice_key'])
      .execute();
    return new Set(rows.map((r) => `${r.subscription_guid}|${r.notice_key}`));
  }

  /** Forgets a claim whose mail could not be sent, so the next occasion may try again. */
  async releaseNotice(guid: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('subscription_notices')
      .where('subscription_guid', '=', guid)
      .where('notice_key', '=', key)
      .execute();
  }

  async subscriptionFacts(guids: readonly string[]): Promise<Map<string, NoticeFacts>> {
    if (guids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('premium_products as p', 'p.id', 's.product_id')
      .innerJoin('premium_plans as pl', 'pl.code', 'p.plan_code')
      .leftJoin('payment_methods as pm', 'pm.guid', 's.payment_method_guid')
      .select([
        's.guid',
        'u.email',
        'u.username',
        'u.locale',
        's.currency',
        's.price_minor',
        'p.name as product_name',
        'pl.name as plan_name',
        'p.period',
        's.trial_end_at',
        's.expiration_at',
        's.current_period_end',
        's.due_at',
        'pm.cc_type',
        'pm.cc_last_4',
      ])
      .where('s.guid', 'in', [...new Set(guids)])
      .execute();
    return new Map(
      rows.map((r) => [
        r.guid,
        {
          guid: r.guid,
          email: r.email,
          username: r.username,
          locale: r.locale,
          currency: r.currency,
          priceMinor: r.price_minor,
          productName: r.product_name,
          planName: r.plan_name,
          period: r.period,
          trialEndAt: r.trial_end_at,
          expirationAt: r.expiration_at,
          currentPeriodEnd: r.current_period_end,
          dueAt: r.due_at,
          cardType: r.cc_type,
          cardLast4: r.cc_last_4,
        },
      ]),
    );
  }

  /** Invoices by id or by (subscription, charge key); keyed by both `id` and `<guid>|<key>`. */
  async invoiceFacts(
    refs: readonly { guid: string; invoiceId?: string; chargeKey?: string }[],
  ): Promise<Map<string, InvoiceFacts>> {
    const byKey = refs.filter((r) => !r.invoiceId && r.chargeKey);
    const ids = refs.map((r) => r.invoiceId).filter((id): id is string => !!id);
    if (byKey.length === 0 && ids.length === 0) return new Map();
    const json = JSON.stringify(byKey.map((r) => ({ g: r.guid, k: r.chargeKey })));
    const { rows } = await sql<{
      id: string;
      subscription_guid: string;
      charge_key: string;
      total_minor: number;
      subtotal_minor: number;
      tax_minor: number;
      tax_rate: string;
      currency: string;
      period_end: Date | null;
      paid_at: Date | null;
    }>`
      select i.id, i.subscription_guid, i.charge_key, i.total_minor, i.subtotal_minor, i.tax_minor, i.tax_rate,
             i.currency, i.period_end, i.paid_at
        from subscription_invoices i
       where i.id in (select x::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x)
          or exists (select 1 from jsonb_to_recordset(${json}::jsonb) as v(g uuid, k text)
                      where v.g = i.subscription_guid and v.k = i.charge_key)`.execute(this.db);
    const out = new Map<string, InvoiceFacts>();
    for (const r of rows) {
      const facts: InvoiceFacts = {
        id: r.id,
        subscriptionGuid: r.subscription_guid,
        chargeKey: r.charge_key,
        totalMinor: r.total_minor,
        subtotalMinor: r.subtotal_minor,
        taxMinor: r.tax_minor,
        taxRate: r.tax_rate,
        currency: r.currency,
        periodEnd: r.period_end,
        paidAt: r.paid_at,
      };
      out.set(r.id, facts);
      out.set(`${r.subscription_guid}|${r.charge_key}`, facts);
    }
    return out;
  }
}
