import type braintree from 'braintree';
import { GenericCode } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { decimal } from '../money';
import {
  refundRefusal,
  saleResultOf,
  transactionOf,
  vaultResultOf,
  webhookFactsOf,
  type SdkNotification,
  type SdkResult,
  type SdkTransaction,
  type WebhookFacts,
} from './braintree-mapping';
import type {
  GatewayTransaction,
  PaymentGateway,
  RefundRequest,
  SaleRequest,
  VaultRequest,
  VaultResult,
} from './payment-gateway';

export interface BraintreeCredentials {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
}

/** How many sales of a batch are in flight at once (Braintree has no batch sale). */
const SALE_CONCURRENCY = 4;

/** Braintree's "Customer ID has already been taken" (two first uses at once). */
const CUSTOMER_ID_TAKEN = '91609';

/**
 * Payments through Braintree with its official SDK (`braintree` 3.40). The SDK is loaded on first
 * use, so a server on the sandbox gateway never pays for it. The mapping of every SDK answer to
 * ours is in braintree-mapping.ts (pure, tested without the network).
 *
 * Braintree customer ids are our members' guids (36 characters of letters, digits and dashes, as
 * Braintree allows). Braintree does not make sales idempotent by order id: before each sale and
 * refund we look for a transaction with the same order id and answer it when there is one, so a
 * repeated call (a retry after a timeout) moves no money twice.
 */
export class BraintreeGateway implements PaymentGateway {
  readonly kind = 'braintree' as const;
  private sdkPromise: Promise<braintree.BraintreeGateway> | undefined;

  constructor(private readonly credentials: BraintreeCredentials) {}

  /** The SDK's gateway (also what tests use to sign sample webhook notifications). */
  sdk(): Promise<braintree.BraintreeGateway> {
    this.sdkPromise ??= import('braintree').then(({ default: bt }) => {
      const { merchantId, publicKey, privateKey, environment } = this.credentials;
      return new bt.BraintreeGateway({
        environment: environment === 'production' ? bt.Environment.Production : bt.Environment.Sandbox,
        merchantId,
        publicKey,
        privateKey,
      });
    });
    return this.sdkPromise;
  }

  async clientToken(customerExternalId: string): Promise<string | null> {
    const gateway = await this.sdk();
    await this.ensureCustomer(customerExternalId);
    const result = await gateway.clientToken.generate({ customerId: customerExternalId });
    if (!result.success) throw new Error(`braintree: no client token: ${result.message}`);
    return result.clientToken;
  }

  async vault(request: VaultRequest): Promise<VaultResult> {
    const gateway = await this.sdk();
    await this.ensureCustomer(request.customerExternalId);
    const result = await gateway.paymentMethod.create({
      customerId: request.customerExternalId,
      paymentMethodNonce: request.nonce,
      billingAddress: { postalCode: request.postalCode, countryCodeAlpha2: request.countryCode },
      ...(request.deviceData ? { deviceData: request.deviceData } : {}),
      options: { verifyCard: true, failOnDuplicatePaymentMethod: false },
    });
    return vaultResultOf(result as unknown as SdkResult);
  }

  async sale(request: SaleRequest): Promise<GatewayTransaction> {
    const earlier = await this.findByOrderId(request.orderId, 'sale');
    if (earlier) return transactionOf(earlier);
    const gateway = await this.sdk();
    const result = await gateway.transaction.sale({
      amount: decimal(request.amountMinor, request.currency),
      orderId: request.orderId,
      paymentMethodToken: request.paymentMethodToken,
      options: { submitForSettlement: true },
    });
    return saleResultOf(result as unknown as SdkResult);
  }

  /** One after another, a few at a time, in the requests' order. */
  async saleMany(requests: readonly SaleRequest[]): Promise<GatewayTransaction[]> {
    const results: GatewayTransaction[] = new Array(requests.length);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        results[i] = await this.sale(requests[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SALE_CONCURRENCY, requests.length) }, worker));
    return results;
  }

  async refund(request: RefundRequest): Promise<GatewayTransaction> {
    const earlier = await this.findByOrderId(request.orderId, 'credit');
    if (earlier) return transactionOf(earlier);
    const gateway = await this.sdk();
    const result = (await gateway.transaction.refund(request.transactionId, {
      amount: decimal(request.amountMinor, request.currency),
      orderId: request.orderId,
    } as never)) as unknown as SdkResult;
    const refusal = refundRefusal(result);
    if (refusal) throw AppError.badRequest(GenericCode.INVALID_PARAMETER, refusal.message, 'amount');
    return transactionOf(result.transaction!);
  }

  /** Verifies a webhook's signature and reads it; an invalid signature or payload throws. */
  async parseWebhook(signature: string, payload: string): Promise<WebhookFacts> {
    const gateway = await this.sdk();
    const notification = await gateway.webhookNotification.parse(signature, payload);
    return webhookFactsOf(notification as unknown as SdkNotification);
  }

  /** Makes the Braintree customer for a member on first use. */
  private async ensureCustomer(customerId: string): Promise<void> {
    const gateway = await this.sdk();
    try {
      await gateway.customer.find(customerId);
      return;
    } catch (err) {
      if ((err as { type?: string }).type !== 'notFoundError') throw err;
    }
    const created = (await gateway.customer.create({ id: customerId })) as unknown as SdkResult;
    const error = created.success ? undefined : created.errors?.deepErrors()[0];
    if (error && error.code !== CUSTOMER_ID_TAKEN)
      throw new Error(`braintree: customer not made: ${error.message}`);
  }

  /** The transaction of a type ('sale' or 'credit') with this order id, if Braintree has one. */
  private async findByOrderId(orderId: string, type: 'sale' | 'credit'): Promise<SdkTransaction | undefined> {
    const gateway = await this.sdk();
    const stream = gateway.transaction.search((search) => {
      search.orderId().is(orderId);
      search.type().is(type);
    });
    for await (const tx of stream) return tx as SdkTransaction;
    return undefined;
  }
}
