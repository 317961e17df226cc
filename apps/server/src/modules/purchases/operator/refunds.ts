import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ServerCode, type CurrencyCode, type RefundResult } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { decimal } from '../../premium/money';
import type { OwnershipService } from '../ownership/ownership.service';
import type { PurchasesContext } from '../purchases.factory';
import type { OrderCharger, OrderRow } from '../store/order-charger';

const alreadyRefunded = () =>
  AppError.badRequest(8, 'This transaction has been refunded already.', 'transaction_id');

/**
 * The refund's row id, derived from the sale's: a second refund of one sale (a repeat, or two
 * operators at once) meets the first row's primary key, so one sale is refunded at most once in
 * our books, as the gateway (idempotent per order id `refund:<sale>`) moves the money once.
 */
function refundRowId(saleId: string): string {
  const hex = crypto.createHash('sha256').update(`refund:${saleId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Whole refunds of settled sales, by the gateway's transaction id: a purchase or gift order
 * (OrderCharger.refund; the ownership ends / the gift is refunded) or a subscription charge.
 */
export class OperatorRefunds {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { ownership: OwnershipService; orders: OrderCharger },
  ) {}

  async refund(transactionId: string, reason: string | undefined): Promise<RefundResult> {
    const order = await this.parts.orders.byTransactionId(transactionId);
    if (order) return this.refundOrder(order);
    return this.refundSubscriptionCharge(transactionId, reason);
  }

  private async refundOrder(order: OrderRow): Promise<RefundResult> {
    if (order.status === 'refunded') throw alreadyRefunded();
    const now = this.ctx.deps.premium.now();
    const { refundTransactionId } = await this.parts.orders.refund(order, async (trx, refunded) => {
      if (refunded.kind === 'est') {
        await this.parts.ownership.endForOrder(trx, refunded.id, now);
        return;
      }
      const gift = await trx
        .updateTable('gifts')
        .set({ state: 'refunded', lease_until: null })
        .where('order_id', '=', refunded.id)
        .returning(['guid', 'claimed_at', 'subscription_guid'])
        .executeTakeFirst();
      // A claimed gift's premium is left as it is (keep it simple); the receiver's subscription
      // notes the refund so its timeline tells why nobody paid for that period.
      if (gift?.claimed_at && gift.subscription_guid) {
        await trx
          .insertInto('subscription_events')
          .values({
            subscription_guid: gift.subscription_guid,
            kind: 'gift_refunded',
            detail: JSON.stringify({ gift_guid: gift.guid, order_id: refunded.id }),
            created_at: now,
          })
          .execute();
      }
    });
    return {
      transaction_id: order.gateway_transaction_id!,
      refund_transaction_id: refundTransactionId,
      amount: decimal(order.total_minor, order.currency as CurrencyCode),
      currency_code: order.currency,
      undone: order.kind === 'est' ? 'owned_item' : 'gift',
    };
  }

  /**
   * A settled subscription sale: refunded at the gateway (order id `refund:<transaction id>`),
   * then a `refund` row in subscription_transactions (what the member's transactions list and
   * the revenue read), the subscription's revenue lowered and an event added, in one transaction.
   */
  private async refundSubscriptionCharge(
    transactionId: string,
    reason: string | undefined,
  ): Promise<RefundResult> {
    const db = this.ctx.db;
    const sale = await db
      .selectFrom('subscription_transactions')
      .selectAll()
      .where('gateway_transaction_id', '=', transactionId)
      .where('kind', '=', 'sale')
      .where('status', '=', 'settled')
      .executeTakeFirst();
    if (!sale)
      throw new AppError(
        404,
        ServerCode.NOT_FOUND,
        'No settled sale has this transaction id.',
        'transaction_id',
      );
    const rowId = refundRowId(sale.id);
    const existing = await db
      .selectFrom('subscription_transactions')
      .select('id')
      .where('id', '=', rowId)
      .executeTakeFirst();
    if (existing) throw alreadyRefunded();
    const amountMinor = Number(sale.amount_minor);
    const currency = sale.currency as CurrencyCode;
    const refund = await this.ctx.deps.premium.gateway.refund({
      orderId: `refund:${transactionId}`,
      transactionId,
      amountMinor,
      currency,
    });
    if (refund.status !== 'settled')
      throw AppError.badRequest(
        8,
        `The gateway refused the refund: ${refund.responseText}`,
        'transaction_id',
      );
    const now = this.ctx.deps.premium.now();
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('subscription_transactions')
        .values({
          id: rowId,
          invoice_id: sale.invoice_id,
          subscription_guid: sale.subscription_guid,
          user_id: sale.user_id,
          payment_method_guid: sale.payment_method_guid,
          gateway_transaction_id: refund.transactionId,
          kind: 'refund',
          status: 'settled',
          amount_minor: amountMinor,
          tax_minor: sale.tax_minor,
          tax_rate: sale.tax_rate,
          currency,
          response_text: refund.responseText,
          created_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw alreadyRefunded();
      await trx
        .updateTable('subscriptions')
        .set({ revenue_minor: sql`revenue_minor - ${amountMinor}`, updated_at: now })
        .where('guid', '=', sale.subscription_guid)
        .execute();
      await trx
        .insertInto('subscription_events')
        .values({
          subscription_guid: sale.subscription_guid,
          kind: 'refunded',
          detail: JSON.stringify({
            transaction_id: transactionId,
            refund_transaction_id: refund.transactionId,
            amount_minor: amountMinor,
            reason: reason ?? null,
          }),
          created_at: now,
        })
        .execute();
    });
    return {
      transaction_id: transactionId,
      refund_transaction_id: refund.transactionId,
      amount: decimal(amountMinor, currency),
      currency_code: currency,
      undone: 'subscription_charge',
    };
  }
}
