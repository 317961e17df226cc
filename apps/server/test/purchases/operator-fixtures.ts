import type { PremiumTestApp } from '../premium/premium-fixtures';
import { premiumMember, type PremiumMember } from './purchases-fixtures';

/* Helpers of the operator tests (operator.test.ts, operator-cli.test.ts). */

export const ADMIN = '/api/premium/2/admin';

/** A signed-in staff member (users.is_staff). */
export async function staffMember(t: PremiumTestApp): Promise<PremiumMember> {
  const staff = await premiumMember(t);
  await t.database.db.updateTable('users').set({ is_staff: true }).where('id', '=', staff.id).execute();
  return staff;
}

/** A unique slug or code suffix per call (tests share one database). */
let counter = 0;
export const unique = (base: string) => `${base}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The settled sale transaction id of a member's paid order. */
export async function orderTransactionId(t: PremiumTestApp, userId: string, kind: 'est' | 'gift') {
  const order = await t.database.db
    .selectFrom('premium_orders')
    .select('gateway_transaction_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'paid')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return order.gateway_transaction_id!;
}

/** Refunds the sandbox gateway made of a sale. */
export const gatewayRefundsOf = (t: PremiumTestApp, saleTransactionId: string) =>
  t.database.db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('kind', '=', 'refund')
    .where('refunded_transaction_id', '=', saleTransactionId)
    .execute();
