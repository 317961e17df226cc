import type { Kysely, Transaction } from 'kysely';
import type { CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { GatewayTransaction, GatewayTransactionStatus, SaleRequest } from '../gateway/payment-gateway';
import type { PriceQuote } from '../pricing/pricing.service';
import type { InvoiceRow, ProductRow, SubscriptionRow } from '../premium-rows';
import type { InvoiceReason } from '../premium.schema';
import type { BillingDeps } from './billing.factory';
import { InvoiceRepository, type NewTransaction, type TransactionRow } from './invoice.repository';

export type { TransactionRow } from './invoice.repository';

/** How collecting an invoice ended: paid (now or before), or the gateway's refusal. */
export type CollectStatus = 'paid' | 'declined' | 'failed' | 'rejected';

export interface CollectResult {
  status: CollectStatus;
  /** The settled sale (paid), or the refused one; null when nothing reached the gateway. */
  transaction: TransactionRow | null;
  /** True when this call settled it (a receipt went out); false when it was paid already. */
  settledNow: boolean;
}

export interface CollectItem {
  invoice: InvoiceRow;
  /** The method to charge; null or one that is disabled or not the member's fails like a decline. */
  paymentMethodGuid: string | null;
}

export interface NewInvoice {
  subscription: Pick<SubscriptionRow, 'guid'>;
  /** 'period:<n>' or 'upgrade:<n>:<product code>': one invoice per key and subscription, ever. */
  chargeKey: string;
  reason: InvoiceReason;
  product: Pick<ProductRow, 'id'>;
  quote: PriceQuote;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const STATUS_OF: Record<GatewayTransactionStatus, NewTransaction['status']> = {
  settled: 'settled',
  processor_declined: 'declined',
  failed: 'failed',
  gateway_rejected: 'rejected',
};
const RESULT_OF: Record<NewTransaction['status'], CollectStatus> = {
  settled: 'paid',
  declined: 'declined',
  failed: 'failed',
  rejected: 'rejected',
};

/** The response text of a charge refused before reaching the gateway. */
export const METHOD_UNAVAILABLE = 'Payment method unavailable';

/**
 * Collects invoices exactly once (docs/premium.md "Renewals, dunning and exactly-once").
 *
 * The protocol, the same for one invoice (subscribe, upgrade, a member's retry) and for a batch
 * (the renewal sweep):
 * 1. read the invoices fresh: one already paid answers 'paid' with its settled sale, no gateway call;
 * 2. take the next attempt with a guarded update that also marks the invoice 'collecting'; the
 *    gateway's order id is `<invoice id>:<attempt>`. While an attempt is collecting nobody starts
 *    another: a collector that loses the race joins the attempt in flight (same order id), and the
 *    gateway answers a repeated order id with its first result, so two collectors never make two
 *    sales; the attempt ends (back to 'open') when its refusal is recorded, or the invoice is paid;
 * 3. a zero total is paid without asking the gateway; otherwise saleMany;
 * 4. record the results: the unique partial index on settled sales lets at most one in per invoice,
 *    and only the one that got in marks the invoice paid, adds the revenue and sends the receipt.
 */
export class InvoiceCharger {
  private readonly invoices: InvoiceRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: BillingDeps,
  ) {
    this.invoices = new InvoiceRepository(db);
  }

  /** The invoice for (subscription, charge key): inserted, or the existing one as it is. */
  async createInvoice(trx: Kysely<Database> | Transaction<Database>, input: NewInvoice): Promise<InvoiceRow> {
    const [row] = await this.createInvoices([input], trx);
    return row!;
  }

  /** The same for many (set-based): one statement, existing invoices kept as they are. */
  async createInvoices(
    inputs: readonly NewInvoice[],
    trx: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<InvoiceRow[]> {
    return this.invoices.insertInvoices(
      trx,
      inputs.map(({ subscription, chargeKey, reason, product, quote, periodStart, periodEnd }) => ({
        subscriptionGuid: subscription.guid,
        chargeKey,
        reason,
        productId: product.id,
        quote,
        periodStart,
        periodEnd,
      })),
      this.deps.now(),
    );
  }

  /** Invoices that exist for (subscription, charge key), keyed `<guid>|<charge key>`. */
  async existingInvoices(
    keys: readonly { subscriptionGuid: string; chargeKey: string }[],
  ): Promise<Map<string, InvoiceRow>> {
    return this.invoices.invoicesByKey(this.db, keys);
  }

  /** Collects an open invoice with a payment method (the protocol above). */
  async collect(invoice: InvoiceRow, paymentMethodGuid: string | null): Promise<CollectResult> {
    const [result] = await this.collectMany([{ invoice, paymentMethodGuid }]);
    return result!;
  }

  /** Collects many invoices with set-based SQL and one gateway.saleMany; results in order. */
  async collectMany(items: readonly CollectItem[]): Promise<CollectResult[]> {
    const now = this.deps.now();
    const results: (CollectResult | null)[] = items.map(() => null);
    const fresh = await this.invoices.freshInvoices(items.map((i) => i.invoice.id));
    const methods = await this.invoices.paymentMethods(
      items.map((i) => i.paymentMethodGuid).filter((g): g is string => g !== null),
    );

    // 1. Already paid, void or unknown: answered without the gateway.
    const paidIds: string[] = [];
    const open: { index: number; invoice: InvoiceRow; userId: string }[] = [];
    items.forEach((item, index) => {
      const state = fresh.get(item.invoice.id);
      if (!state || state.invoice.status === 'void') {
        results[index] = { status: 'failed', transaction: null, settledNow: false };
      } else if (state.invoice.status === 'paid') {
        paidIds.push(state.invoice.id);
      } else {
        open.push({ index, invoice: state.invoice, userId: state.userId });
      }
    });

    // 2. The next attempt of each open invoice (or the attempt a racing collector holds).
    const claimed = await this.invoices.claimAttempts(
      open.map((o) => ({ id: o.invoice.id, attempts: o.invoice.attempts })),
    );
    const toRecord: { index: number; row: NewTransaction; attempt: number }[] = [];
    const sales: {
      index: number;
      request: SaleRequest;
      invoice: InvoiceRow;
      userId: string;
      ownAttempt: boolean;
      attempt: number;
    }[] = [];
    const joinedIds = open.filter((o) => !claimed.has(o.invoice.id)).map((o) => o.invoice.id);
    const joined = joinedIds.length > 0 ? await this.invoices.freshInvoices(joinedIds) : new Map();
    for (const o of open) {
      const ownAttempt = claimed.has(o.invoice.id);
      const current = ownAttempt ? o.invoice : (joined.get(o.invoice.id)?.invoice ?? o.invoice);
      if (!ownAttempt && current.status === 'paid') {
        paidIds.push(current.id);
        continue;
      }
      const attempt = claimed.get(o.invoice.id) ?? current.attempts;
      const item = items[o.index]!;
      const method = item.paymentMethodGuid ? methods.get(item.paymentMethodGuid) : undefined;
      const base = this.transactionOf(o.invoice, o.userId, method ? item.paymentMethodGuid : null, now);
      if (o.invoice.total_minor === 0) {
        // Nothing to take (a free cycle): paid, recorded as a settled sale of 0, no gateway call.
        toRecord.push({
          index: o.index,
          row: { ...base, status: 'settled', response_text: 'No charge' },
          attempt,
        });
      } else if (!method || !method.active || method.userId !== o.userId) {
        toRecord.push({
          index: o.index,
          row: { ...base, status: 'declined', response_text: METHOD_UNAVAILABLE },
          attempt,
        });
      } else {
        sales.push({
          index: o.index,
          invoice: o.invoice,
          userId: o.userId,
          ownAttempt,
          attempt,
          request: {
            orderId: `${o.invoice.id}:${attempt}`,
            paymentMethodToken: method.token,
            amountMinor: o.invoice.total_minor,
            currency: o.invoice.currency as CurrencyCode,
          },
        });
      }
    }

    // 3. The gateway, once for the whole batch.
    const answers = sales.length > 0 ? await this.askGateway(sales.map((s) => s.request)) : [];
    if (answers === null) {
      // The gateway did not answer (network): whether money moved is unknown, so the attempt is
      // handed back and the next try asks with the same order id, which the gateway answers
      // with the first result if it did reach it. Nothing is recorded.
      await this.invoices.releaseAttempts(
        sales
          .filter((s) => s.ownAttempt)
          .map((s) => ({ id: s.invoice.id, attempts: claimed.get(s.invoice.id)! })),
      );
      for (const sale of sales)
        results[sale.index] = { status: 'failed', transaction: null, settledNow: false };
    } else {
      sales.forEach((sale, i) => {
        const answer = answers[i]!;
        const base = this.transactionOf(sale.invoice, sale.userId, items[sale.index]!.paymentMethodGuid, now);
        toRecord.push({
          index: sale.index,
          attempt: sale.attempt,
          row: {
            ...base,
            gateway_transaction_id: answer.transactionId || null,
            status: STATUS_OF[answer.status],
            response_text: answer.responseText,
          },
        });
      });
    }

    // 4. Record: settled sales once per invoice; a refusal once per attempt (by whoever ends it).
    const settledNow = await this.invoices.record(toRecord, now);
    for (const r of toRecord) {
      if (r.row.status !== 'settled') {
        results[r.index] = {
          status: RESULT_OF[r.row.status],
          transaction: { id: '', ...r.row },
          settledNow: false,
        };
      } else if (!settledNow.has(r.row.invoice_id!)) {
        paidIds.push(r.row.invoice_id!);
      }
    }
    const settled = await this.invoices.settledSales([...new Set(paidIds)]);
    items.forEach((item, index) => {
      if (results[index] || !fresh.has(item.invoice.id)) return;
      const transaction = settledNow.get(item.invoice.id) ?? settled.get(item.invoice.id) ?? null;
      results[index] = { status: 'paid', transaction, settledNow: settledNow.has(item.invoice.id) };
    });

    // Receipts for what this call settled; the mail service never throws into billing.
    const receipts = items.filter((item) => settledNow.has(item.invoice.id));
    await this.deps.premiumMail.sendMany(
      receipts.map((item) => ({
        subscriptionGuid: item.invoice.subscription_guid,
        notice: 'receipt' as const,
        occasion: item.invoice.charge_key,
      })),
    );
    return results as CollectResult[];
  }

  /** The gateway's answers, or null when it threw (unreachable: the outcome is unknown). */
  private async askGateway(requests: SaleRequest[]): Promise<GatewayTransaction[] | null> {
    try {
      return requests.length === 1
        ? [await this.deps.gateway.sale(requests[0]!)]
        : await this.deps.gateway.saleMany(requests);
    } catch (err) {
      this.deps.log.error(
        { err },
        'premium billing: the gateway did not answer; the attempts are retried later',
      );
      return null;
    }
  }

  private transactionOf(
    invoice: InvoiceRow,
    userId: string,
    paymentMethodGuid: string | null,
    now: Date,
  ): NewTransaction {
    return {
      invoice_id: invoice.id,
      subscription_guid: invoice.subscription_guid,
      user_id: userId,
      payment_method_guid: paymentMethodGuid,
      gateway_transaction_id: null,
      kind: 'sale',
      status: 'settled',
      amount_minor: String(invoice.total_minor),
      tax_minor: String(invoice.tax_minor),
      tax_rate: invoice.tax_rate,
      currency: invoice.currency,
      response_text: '',
      created_at: now,
    };
  }
}
