import type { CurrencyCode, GatewayKind } from '@fanverse/contract';

/**
 * What the premium module asks of a payment gateway. Two implementations, chosen by
 * configuration (gateway.factory.ts): the built-in sandbox (sandbox-gateway.ts, the default:
 * its own stored customers, vaulted cards, transactions and refunds, answering Braintree's test
 * nonces and amount rules) and Braintree (braintree-gateway.ts, the official SDK).
 *
 * As with Braintree, a nonce is single use and is vaulted into a payment method before anything
 * is charged; charges name the vaulted token. A sale or refund is idempotent per `orderId`:
 * asking again with the same order id answers the first result and moves no money.
 */
export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** What Braintree's Drop-in starts with; null on the sandbox (the web shows its own card form). */
  clientToken(customerExternalId: string): Promise<string | null>;
  /** Vaults a nonce for a customer (made on first use), verifying the card as Braintree's verifyCard does. */
  vault(request: VaultRequest): Promise<VaultResult>;
  /** Charges a vaulted method. Never throws for a decline: the result says what happened. */
  sale(request: SaleRequest): Promise<GatewayTransaction>;
  /** The same for many at once (the renewal sweep): one result per request, in order. */
  saleMany(requests: readonly SaleRequest[]): Promise<GatewayTransaction[]>;
  /**
   * Refunds (part of) a settled sale. A refund the gateway refuses (not a settled sale, another
   * currency, more than is left) throws a 400 code 8 AppError: it is a caller's mistake, not a decline.
   */
  refund(request: RefundRequest): Promise<GatewayTransaction>;
}

export interface VaultRequest {
  nonce: string;
  /** Our member's guid: the gateway's customer id is derived from it. */
  customerExternalId: string;
  postalCode: string;
  countryCode: string;
  deviceData?: string;
}

export interface VaultedCard {
  token: string;
  cardType: string;
  bin: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a vault failed: unknown or malformed nonce, one already used, a declined verification, fraud. */
export type VaultFailureKind = 'invalid_nonce' | 'consumed_nonce' | 'processor_declined' | 'gateway_rejected';

export type VaultResult =
  | { ok: true; card: VaultedCard }
  | { ok: false; kind: VaultFailureKind; responseCode: string; responseText: string };

export interface SaleRequest {
  /** Unique per attempt to collect one invoice: the gateway's idempotency key. */
  orderId: string;
  paymentMethodToken: string;
  amountMinor: number;
  currency: CurrencyCode;
}

export interface RefundRequest {
  orderId: string;
  transactionId: string;
  amountMinor: number;
  currency: CurrencyCode;
}

/** settled: money moved. processor_declined: the bank said no (2000–2999.99). failed: the processor failed (3000.xx). */
export type GatewayTransactionStatus = 'settled' | 'processor_declined' | 'failed' | 'gateway_rejected';

export interface GatewayTransaction {
  /** '' when the gateway made no transaction (e.g. an unknown payment method token). */
  transactionId: string;
  status: GatewayTransactionStatus;
  /** The processor's code ('1000', '2001'…); for gateway_rejected, Braintree's rejection reason ('fraud'…). */
  responseCode: string;
  responseText: string;
}
