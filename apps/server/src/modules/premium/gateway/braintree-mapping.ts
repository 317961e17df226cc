import type {
  GatewayTransaction,
  GatewayTransactionStatus,
  VaultFailureKind,
  VaultResult,
} from './payment-gateway';

/*
 * Braintree SDK results → our gateway's answers. Pure functions over the shapes the SDK
 * (braintree 3.40) returns, declared structurally here so tests feed them plain objects and no
 * test ever touches the network.
 */

export interface SdkValidationError {
  attribute?: string;
  code: string;
  message: string;
}

export interface SdkVerification {
  status: string;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  gatewayRejectionReason?: string | null;
}

export interface SdkTransaction {
  id: string;
  status: string;
  orderId?: string | null;
  type?: string;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  processorSettlementResponseCode?: string | null;
  processorSettlementResponseText?: string | null;
  gatewayRejectionReason?: string | null;
}

export interface SdkPaymentMethod {
  token: string;
  cardType?: string;
  bin?: string;
  last4?: string;
  expirationMonth?: string;
  expirationYear?: string;
  /** PayPal accounts and other wallets have an email and no card digits. */
  email?: string;
}

/** What every SDK call answers: success with the object, or errors (and maybe a verification or transaction). */
export interface SdkResult {
  success: boolean;
  message?: string;
  errors?: { deepErrors(): SdkValidationError[] };
  verification?: SdkVerification | null;
  transaction?: SdkTransaction | null;
  paymentMethod?: SdkPaymentMethod | null;
}

/** Braintree's validation codes for a nonce already used (payment method, credit card, customer…). */
const CONSUMED_NONCE_CODES = new Set(['93107', '91564', '91731', '93504', '92907']);

/** Transaction statuses in which the money is (being) collected: a sale submitted for settlement. */
const COLLECTED = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
  'settlement_confirmed',
  'settled',
]);

/** paymentMethod.create (with verifyCard) → our vault result. */
export function vaultResultOf(result: SdkResult): VaultResult {
  const method = result.paymentMethod;
  if (result.success && method) {
    return {
      ok: true,
      card: {
        token: method.token,
        cardType: method.cardType ?? (method.email ? 'PayPal' : 'Unknown'),
        bin: method.bin ?? '',
        last4: method.last4 ?? '',
        expMonth: Number(method.expirationMonth) || 0,
        expYear: Number(method.expirationYear) || 0,
      },
    };
  }
  const verification = result.verification;
  if (verification) {
    if (verification.status === 'gateway_rejected') {
      const reason = verification.gatewayRejectionReason ?? 'unknown';
      return failure('gateway_rejected', reason, `Gateway Rejected: ${reason}`);
    }
    // processor_declined, or failed (the processor could not verify it): the card is not taken.
    return failure(
      'processor_declined',
      verification.processorResponseCode ?? '',
      verification.processorResponseText ?? result.message ?? 'Processor Declined',
    );
  }
  const error = firstError(result);
  if (error && CONSUMED_NONCE_CODES.has(error.code))
    return failure('consumed_nonce', error.code, error.message);
  // Unknown, expired or locked nonces and card validation errors (number, expiry, CVV): unusable.
  return failure(
    'invalid_nonce',
    error?.code ?? '',
    error?.message ?? result.message ?? 'The payment method could not be read.',
  );
}

/** transaction.sale (submitForSettlement) → our transaction. */
export function saleResultOf(result: SdkResult): GatewayTransaction {
  if (result.transaction) return transactionOf(result.transaction);
  // Validation errors: Braintree made no transaction (an unknown token, a bad amount…).
  const error = firstError(result);
  return {
    transactionId: '',
    status: 'failed',
    responseCode: error?.code ?? '',
    responseText: error?.message ?? result.message ?? 'The transaction could not be made.',
  };
}

/** A Braintree transaction (a sale's or a refund's) as ours. */
export function transactionOf(tx: SdkTransaction): GatewayTransaction {
  const status = statusOf(tx.status);
  if (status === 'settled') {
    return {
      transactionId: tx.id,
      status,
      responseCode: tx.processorResponseCode ?? '1000',
      responseText: tx.processorResponseText ?? 'Approved',
    };
  }
  if (status === 'gateway_rejected') {
    const reason = tx.gatewayRejectionReason ?? 'unknown';
    return {
      transactionId: tx.id,
      status,
      responseCode: reason,
      responseText: `Gateway Rejected: ${reason}`,
    };
  }
  if (tx.status === 'settlement_declined') {
    return {
      transactionId: tx.id,
      status,
      responseCode: tx.processorSettlementResponseCode ?? '',
      responseText: tx.processorSettlementResponseText ?? 'Settlement Declined',
    };
  }
  return {
    transactionId: tx.id,
    status,
    responseCode: tx.processorResponseCode ?? '',
    responseText: tx.processorResponseText ?? (status === 'failed' ? 'Failed' : 'Processor Declined'),
  };
}

/** Braintree's transaction status → ours. A settlement the bank declines later is a decline. */
export function statusOf(status: string): GatewayTransactionStatus {
  if (COLLECTED.has(status)) return 'settled';
  if (status === 'processor_declined' || status === 'settlement_declined') return 'processor_declined';
  if (status === 'gateway_rejected') return 'gateway_rejected';
  // failed, voided, authorization_expired: no money was collected.
  return 'failed';
}

/** Why a refund was refused (validation errors), or null when it was made. */
export function refundRefusal(result: SdkResult): { code: string; message: string } | null {
  if (result.success && result.transaction) return null;
  const error = firstError(result);
  return { code: error?.code ?? '', message: error?.message ?? result.message ?? 'The refund was refused.' };
}

/** A parsed webhook notification, reduced to what we apply. */
export interface WebhookFacts {
  kind: string;
  /** ISO 8601: with kind and subscription, the notification's identity (replays repeat it). */
  timestamp: string;
  subscriptionId: string | null;
  /** For charged notifications: the transaction Braintree made. */
  transaction: { id: string; status: string; amount: string | null } | null;
}

/** The SDK's WebhookNotification (only the fields we read). */
export interface SdkNotification {
  kind: string;
  timestamp: string | Date;
  subscription?: { id?: string; transactions?: { id: string; status: string; amount?: string }[] } | null;
}

export function webhookFactsOf(n: SdkNotification): WebhookFacts {
  const timestamp = n.timestamp instanceof Date ? n.timestamp.toISOString() : String(n.timestamp);
  const tx = n.subscription?.transactions?.[0];
  return {
    kind: n.kind,
    timestamp,
    subscriptionId: n.subscription?.id ?? null,
    transaction: tx ? { id: tx.id, status: tx.status, amount: tx.amount ?? null } : null,
  };
}

function failure(kind: VaultFailureKind, responseCode: string, responseText: string): VaultResult {
  return { ok: false, kind, responseCode, responseText };
}

function firstError(result: SdkResult): SdkValidationError | undefined {
  return result.errors?.deepErrors()[0];
}
