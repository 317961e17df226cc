import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { PriceQuote } from '../../premium/pricing/pricing.service';
import type { PaymentMethodRow } from '../../premium/premium-rows';
import { chargeError } from '../../premium/subscriptions/subscription-errors';
import type { PremiumOrdersTable } from '../purchases.schema';
import type { PurchasesContext } from '../purchases.factory';

export type OrderRow = Selectable<PremiumOrdersTable>;

export interface NewOrder {
  userId: string;
  kind: 'est' | 'gift';
  sku?: string;
  productId?: number;
  quote: PriceQuote;
  paymentMethod: PaymentMethodRow;
}

/** What a unique-index violation of `premium_orders_one_est` looks like (a concurrent buy). */
export function isOneEstOrderViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'premium_orders_one_est' || !!e.message?.includes('premium_orders_one_est'))
  );
}

/**
 * One sale at the gateway per order (an EST purchase, a gift). The order row is written first
 * (`open`); one collector moves it to `collecting` with a guarded update and asks the gateway
 * with the order's id as its order id, so a retried or concurrent call never charges twice (the
 * sandbox and Braintree answer a repeated order id with the first result). A settled sale marks
 * the order `paid` and runs `onPaid` in the same transaction (ownership, the gift row), so what
 * was paid for exists exactly when the order is paid. A decline marks it `failed` and throws the
 * premium charge error (3006 declined or rejected; FAILED_TO_SUBSCRIBE when the processor failed).
 */
export class OrderCharger {
  constructor(private readonly ctx: PurchasesContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * Writes the order and charges it. `beforeCharge` runs in the order's own insert transaction
   * (checks that must hold together with it). Concurrent EST orders of one member and sku: the
   * second insert violates `premium_orders_one_est` and is thrown as is (the caller answers 3023).
   */
  async placeAndCharge<T>(
    order: NewOrder,
    onPaid: (trx: Kysely<Database>, paid: OrderRow) => Promise<T>,
    beforeCharge?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<{ order: OrderRow; result: T }> {
    const id = crypto.randomUUID();
    const { quote } = order;
    await this.db.transaction().execute(async (trx) => {
      await beforeCharge?.(trx);
      await trx
        .insertInto('premium_orders')
        .values({
          id,
          user_id: order.userId,
          kind: order.kind,
          sku: order.sku ?? null,
          product_id: order.productId ?? null,
          currency: quote.currency,
          base_minor: quote.baseMinor,
          tax_minor: quote.taxMinor,
          total_minor: quote.totalMinor,
          tax_rate: quote.rate,
          tax_inclusive: quote.inclusive,
          payment_method_guid: order.paymentMethod.guid,
          status: 'open',
        })
        .execute();
    });
    return this.collect(id, order.paymentMethod.gateway_token, onPaid);
  }

  /** Collects an open order (the one collector that moves it to `collecting`). */
  private async collect<T>(
    id: string,
    paymentMethodToken: string,
    onPaid: (trx: Kysely<Database>, paid: OrderRow) => Promise<T>,
  ): Promise<{ order: OrderRow; result: T }> {
    const claimed = await this.db
      .updateTable('premium_orders')
      .set({ status: 'collecting' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) throw new AppError(409, 'ORDER_IN_PROGRESS', 'This order is already being charged.');
    let sale;
    try {
      sale = await this.ctx.deps.premium.gateway.sale({
        orderId: id,
        paymentMethodToken,
        amountMinor: claimed.total_minor,
        currency: claimed.currency as CurrencyCode,
      });
    } catch (err) {
      // No answer from the gateway: the order is closed as failed so the member can try again (an
      // EST order would otherwise hold the sku's one-order slot). Known limit (docs/purchases.md):
      // had Braintree charged before the connection broke, the sale is found by its order id.
      await this.db
        .updateTable('premium_orders')
        .set({ status: 'failed', response_text: 'No answer from the payment gateway' })
        .where('id', '=', id)
        .execute();
      throw err;
    }
    const now = this.ctx.deps.premium.now();
    if (sale.status !== 'settled') {
      await this.db
        .updateTable('premium_orders')
        .set({
          status: 'failed',
          gateway_transaction_id: sale.transactionId || null,
          response_text: sale.responseText,
        })
        .where('id', '=', id)
        .execute();
      throw chargeError(sale.status === 'failed' ? 'failed' : 'declined', sale.responseText);
    }
    return this.db.transaction().execute(async (trx) => {
      const paid = await trx
        .updateTable('premium_orders')
        .set({
          status: 'paid',
          gateway_transaction_id: sale.transactionId,
          response_text: sale.responseText,
          paid_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'collecting')
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: paid, result: await onPaid(trx, paid) };
    });
  }

  /** The member's paid order by id (null: none, or another member's). */
  async ownedOrder(userId: string, id: string): Promise<OrderRow | null> {
    const row = await this.db
      .selectFrom('premium_orders')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** An order by its gateway transaction id (the operator's refunds). */
  async byTransactionId(transactionId: string): Promise<OrderRow | null> {
    const row = await this.db
      .selectFrom('premium_orders')
      .selectAll()
      .where('gateway_transaction_id', '=', transactionId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Refunds a paid order wholly, once: the order moves `paid` → `refunded` with a guarded update
   * in `onRefunded`'s transaction, after the gateway refunded it (the refund's order id is derived
   * from the order's, so a repeat asks the gateway for the same refund and moves no more money).
   * Not paid (already refunded, failed): 400 code 8.
   */
  async refund<T>(
    order: OrderRow,
    onRefunded: (trx: Kysely<Database>, refunded: OrderRow) => Promise<T>,
  ): Promise<{ order: OrderRow; refundTransactionId: string; result: T }> {
    if (order.status !== 'paid' || !order.gateway_transaction_id)
      throw AppError.badRequest(8, 'Only a paid order can be refunded.', 'transaction_id');
    const refund = await this.ctx.deps.premium.gateway.refund({
      orderId: `refund:${order.id}`,
      transactionId: order.gateway_transaction_id,
      amountMinor: order.total_minor,
      currency: order.currency as CurrencyCode,
    });
    if (refund.status !== 'settled')
      throw AppError.badRequest(
        8,
        `The gateway refused the refund: ${refund.responseText}`,
        'transaction_id',
      );
    const now = this.ctx.deps.premium.now();
    return this.db.transaction().execute(async (trx) => {
      const refunded = await trx
        .updateTable('premium_orders')
        .set({ status: 'refunded', refund_transaction_id: refund.transactionId, refunded_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'paid')
        .returningAll()
        .executeTakeFirst();
      if (!refunded) throw AppError.badRequest(8, 'This order has been refunded already.', 'transaction_id');
      return {
        order: refunded,
        refundTransactionId: refund.transactionId,
        result: await onRefunded(trx, refunded),
      };
    });
  }
}
