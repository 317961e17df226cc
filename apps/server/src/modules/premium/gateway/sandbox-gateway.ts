import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { GenericCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../premium-clock';
import type {
  GatewayTransaction,
  PaymentGateway,
  RefundRequest,
  SaleRequest,
  VaultedCard,
  VaultRequest,
  VaultResult,
} from './payment-gateway';
import { NONCE_ERRORS, STATIC_NONCES } from './sandbox-cards';
import { isStaticNonce, saleOutcome, vaultFailure, type VaultFailure } from './sandbox-outcomes';
import {
  SandboxRepository,
  type NewSale,
  type SandboxNonceRow,
  type StoredTransaction,
} from './sandbox.repository';

/** A tokenized nonce is good for three hours, as Braintree's are. */
export const NONCE_LIFETIME_MS = 3 * 3_600_000;
/** Static test nonces stand for cards that expire this many years after "now". */
const STATIC_CARD_YEARS = 3;

/** Random ids in the sandbox's own styles (`sbpm_…` tokens, `sbtx_…` transactions). */
export const sandboxId = (prefix: string, bytes = 12) =>
  `${prefix}_${crypto.randomBytes(bytes).toString('hex')}`;

/**
 * The built-in gateway (the default when Braintree is not configured): its own stored customers,
 * vaulted cards, transactions and refunds in the sandbox_* tables, answering Braintree's test
 * nonces and amount rules (sandbox-cards.ts, sandbox-outcomes.ts) so that the whole purchase path
 * runs for real with no account anywhere. Business time is the injected clock.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  private readonly repo: SandboxRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: Clock,
  ) {
    this.repo = new SandboxRepository(db);
  }

  /** Drop-in is Braintree's; the web shows its own card form for the sandbox. */
  async clientToken(): Promise<string | null> {
    return null;
  }

  async vault(request: VaultRequest): Promise<VaultResult> {
    const at = this.now();
    return this.repo.transaction(async (trx) => {
      const card = isStaticNonce(request.nonce)
        ? staticCard(request.nonce, at)
        : await this.consumeTokenized(trx, request.nonce, at);
      if ('failure' in card) return { ok: false, ...card.failure };

      // Braintree's verifyCard: a declining or fraudulent card is refused and nothing is vaulted.
      // The single-use nonce stays consumed, as Braintree's does.
      const failure = vaultFailure(card.behavesAs);
      if (failure) return { ok: false, ...failure };

      const customerId = await this.repo.customerId(
        trx,
        request.customerExternalId,
        sandboxId('sbcus', 8),
        at,
      );
      const vaulted: VaultedCard = {
        token: sandboxId('sbpm'),
        cardType: card.cardType,
        bin: card.bin,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await this.repo.insertPaymentMethod(trx, {
        token: vaulted.token,
        customer_id: customerId,
        card_type: vaulted.cardType,
        bin: vaulted.bin,
        last4: vaulted.last4,
        exp_month: vaulted.expMonth,
        exp_year: vaulted.expYear,
        postal_code: request.postalCode || card.postalCode,
        behaves_as: card.behavesAs,
        created_at: at,
      });
      return { ok: true, card: vaulted };
    });
  }

  async sale(request: SaleRequest): Promise<GatewayTransaction> {
    const [result] = await this.saleMany([request]);
    return result!;
  }

  /**
   * Many sales in two statements whatever their number: the cards' behaviours, then one
   * set-based insert that is idempotent per order id (a repeated order id answers the stored
   * first result and moves no money).
   */
  async saleMany(requests: readonly SaleRequest[]): Promise<GatewayTransaction[]> {
    if (requests.length === 0) return [];
    const at = this.now();
    const behaviours = await this.repo.behaviours(requests.map((r) => r.paymentMethodToken));
    const sales = new Map<string, NewSale>();
    for (const r of requests) {
      const behavesAs = behaviours.get(r.paymentMethodToken);
      // Unknown tokens are answered below without a row; a repeated order id is sent once.
      if (behavesAs === undefined || sales.has(r.orderId)) continue;
      assertAmount(r.amountMinor);
      const outcome = saleOutcome(behavesAs, r.amountMinor, r.currency);
      sales.set(r.orderId, {
        id: sandboxId('sbtx'),
        order_id: r.orderId,
        payment_method_token: r.paymentMethodToken,
        amount_minor: r.amountMinor,
        currency: r.currency,
        status: outcome.status,
        response_code: outcome.responseCode,
        response_text: outcome.responseText,
      });
    }
    // In order id order: concurrent batches that share order ids then wait on each other's rows in
    // one order, never in a cycle (which PostgreSQL would break by failing one with a deadlock).
    const ordered = [...sales.values()].sort((a, b) =>
      a.order_id < b.order_id ? -1 : a.order_id > b.order_id ? 1 : 0,
    );
    const stored = await this.repo.insertSales(ordered, at);
    return requests.map((r) => {
      const row = stored.get(r.orderId);
      // Braintree answers a validation error (no transaction) for a token it does not know.
      if (!row)
        return {
          transactionId: '',
          status: 'failed',
          responseCode: '91518',
          responseText: 'Payment method token is invalid.',
        };
      return transactionOf(row);
    });
  }

  /**
   * Refunds part or all of a settled sale, idempotent per order id. Refused (400 code 8) for
   * anything but a settled sale, another currency, or more than is left unrefunded.
   */
  async refund(request: RefundRequest): Promise<GatewayTransaction> {
    assertAmount(request.amountMinor);
    if (request.amountMinor <= 0) throw refused('The refund amount must be more than zero.', 'amount');
    const [earlier] = await this.repo.transactionsByOrderIds([request.orderId]);
    if (earlier) return transactionOf(earlier);

    const at = this.now();
    return this.repo.transaction(async (trx) => {
      const sale = await this.repo.lockSale(trx, request.transactionId);
      if (!sale) throw refused('There is no such sale to refund.', 'transaction_id');
      if (sale.status !== 'settled') throw refused('Only a settled sale can be refunded.', 'transaction_id');
      if (sale.currency !== request.currency)
        throw refused('A refund is in the currency of its sale.', 'currency');
      const left = Number(sale.amount_minor) - (await this.repo.refundedOf(trx, sale.id));
      if (request.amountMinor > left)
        throw refused('The refund amount is more than is left to refund.', 'amount');
      const row =
        (await this.repo.insertRefund(trx, {
          id: sandboxId('sbtx'),
          order_id: request.orderId,
          payment_method_token: sale.payment_method_token,
          refunded_transaction_id: sale.id,
          amount_minor: request.amountMinor,
          currency: request.currency,
          created_at: at,
        })) ??
        // The same order id refunded meanwhile by another caller: answer that one.
        (await this.repo.transactionsByOrderIds([request.orderId]))[0];
      return transactionOf(row!);
    });
  }

  /** Takes a tokenized nonce (single use, three hours) or says why it cannot be used. */
  private async consumeTokenized(
    trx: Parameters<SandboxRepository['consumeNonce']>[0],
    nonce: string,
    at: Date,
  ): Promise<CardFacts | { failure: VaultFailure }> {
    const row = await this.repo.consumeNonce(trx, nonce, at, new Date(at.getTime() - NONCE_LIFETIME_MS));
    if (row) return factsOf(row);
    const known = await this.repo.findNonce(trx, nonce);
    if (known?.consumed_at) return { failure: { kind: 'consumed_nonce', ...NONCE_ERRORS.consumed_nonce } };
    // Unknown, or older than its three hours: Braintree answers both the same.
    return { failure: { kind: 'invalid_nonce', ...NONCE_ERRORS.invalid_nonce } };
  }
}

interface CardFacts {
  cardType: string;
  bin: string;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
  behavesAs: string;
}

function staticCard(nonce: string, at: Date): CardFacts {
  const card = STATIC_NONCES[nonce]!;
  return {
    cardType: card.cardType,
    bin: card.bin,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: at.getUTCFullYear() + STATIC_CARD_YEARS,
    postalCode: null,
    behavesAs: nonce,
  };
}

const factsOf = (row: SandboxNonceRow): CardFacts => ({
  cardType: row.card_type,
  bin: row.bin,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  postalCode: row.postal_code,
  behavesAs: row.behaves_as,
});

const transactionOf = (row: StoredTransaction): GatewayTransaction => ({
  transactionId: row.id,
  status: row.status,
  responseCode: row.response_code,
  responseText: row.response_text,
});

const refused = (message: string, field: string) =>
  AppError.badRequest(GenericCode.INVALID_PARAMETER, message, field);

/** Amounts are whole minor units; anything else is a caller's bug, never a charge. */
function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new Error(`sandbox gateway: amount ${amountMinor} is not a whole number of minor units`);
  }
}
