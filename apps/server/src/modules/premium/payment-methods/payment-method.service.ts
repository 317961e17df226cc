import type { Kysely } from 'kysely';
import {
  DEFAULT_MERCHANT_TYPE,
  DEFAULT_PAYMENT_METHOD_DESCRIPTION,
  GenericCode,
  PAYMENT_METHOD_MERCHANT_TYPES,
  PremiumCode,
  ServerCode,
  type CreatePaymentMethodBody,
  type PaymentMethod,
  type PaymentMethodConfig,
} from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { PaymentGateway, VaultFailureKind } from '../gateway/payment-gateway';
import type { Clock } from '../premium-clock';
import type { PaymentMethodRow } from '../premium-rows';
import { PaymentMethodRepository, type OwnedPaymentMethodRow } from './payment-methods.repository';

/** How many active payment methods a member may hold at once. */
export const MAX_ACTIVE_PAYMENT_METHODS = 10;

const NONCE_FIELD = 'braintree_nonce';

/** What each vault failure answers: a bad nonce is the field's fault (8), a refused card 3006. */
function vaultFailure(kind: VaultFailureKind, responseText: string): AppError {
  switch (kind) {
    case 'invalid_nonce':
      return AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        'This card could not be read. Check the card details and enter them again.',
        NONCE_FIELD,
      );
    case 'consumed_nonce':
      return AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        'This card was already used for another request. Enter the card details again.',
        NONCE_FIELD,
      );
    case 'processor_declined':
    case 'gateway_rejected':
      return AppError.badRequest(
        PremiumCode.TRANSACTION_DECLINED,
        `The card was declined${responseText ? ` (${responseText})` : ''}. Try another card.`,
      );
  }
}

const notFound = () => AppError.notFound(ServerCode.NOT_FOUND, 'Payment method not found.');

/** The entity of catalogue spec §3 "Payment method". Nothing of the card beyond these is kept. */
export function toPaymentMethod(row: OwnedPaymentMethodRow): PaymentMethod {
  return {
    cc_first_6: row.cc_first_6,
    cc_last_4: row.cc_last_4,
    cc_type: row.cc_type,
    country_code_alpha2: row.country_code_alpha2,
    description: row.description,
    guid: row.guid,
    merchant_type: row.merchant_type,
    postal_code: row.postal_code,
    status: row.status,
    user_guid: row.user_guid,
    valid_thru: `${String(row.exp_month).padStart(2, '0')}/${row.exp_year}`,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Payment methods (docs/premium.md "Payment methods and idempotency"): the config, create (vault
 * a single-use nonce at the gateway), list, get, disable. Every lookup is by owner: another
 * member's method answers 404 NOT_FOUND exactly like one that does not exist.
 */
export class PaymentMethodService {
  private readonly repo: PaymentMethodRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: { gateway: PaymentGateway; now: Clock; config: AppConfig },
  ) {
    this.repo = new PaymentMethodRepository(db);
  }

  async config(userGuid: string): Promise<PaymentMethodConfig> {
    return {
      braintree_device_data: { required: false },
      braintree_nonce: { required: true, client_token: await this.deps.gateway.clientToken(userGuid) },
      country_code_alpha2: { required: true },
      merchant_type: { required: false, allowed_values: [...PAYMENT_METHOD_MERCHANT_TYPES] },
      postal_code: { required: true },
      gateway: this.deps.gateway.kind,
    };
  }

  async create(userId: string, body: CreatePaymentMethodBody): Promise<PaymentMethod> {
    const nonce = body.braintree_nonce ?? body.merchant_nonce;
    if (!nonce) {
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        'A card is required: send braintree_nonce (or merchant_nonce).',
        NONCE_FIELD,
      );
    }
    const userGuid = await this.repo.userGuidOf(userId);
    if (!userGuid) throw AppError.unauthenticated();
    // Refuse before vaulting when the member is already at the limit (checked again on insert).
    if ((await this.repo.countActive(userId)) >= MAX_ACTIVE_PAYMENT_METHODS) throw tooMany();

    const postalCode = body.postal_code.trim().toUpperCase();
    const result = await this.deps.gateway.vault({
      nonce,
      customerExternalId: userGuid,
      postalCode,
      countryCode: body.country_code_alpha2,
      ...((body.braintree_device_data ?? body.device_data)
        ? { deviceData: body.braintree_device_data ?? body.device_data }
        : {}),
    });
    if (!result.ok) throw vaultFailure(result.kind, result.responseText);

    const { card } = result;
    const guid = crypto.randomUUID();
    const inserted = await this.repo.insertWithinLimit(
      {
        guid,
        user_id: userId,
        merchant_type: body.merchant_type ?? DEFAULT_MERCHANT_TYPE,
        gateway_token: card.token,
        description: body.description?.trim() || DEFAULT_PAYMENT_METHOD_DESCRIPTION,
        // Only the BIN and the last four digits: the card number itself never reaches us.
        cc_first_6: card.bin.slice(0, 6),
        cc_last_4: card.last4.slice(-4),
        cc_type: card.cardType,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        postal_code: postalCode,
        country_code_alpha2: body.country_code_alpha2,
        created_at: this.deps.now(),
      },
      MAX_ACTIVE_PAYMENT_METHODS,
    );
    if (!inserted) throw tooMany();
    return this.get(userId, guid);
  }

  async list(userId: string): Promise<PaymentMethod[]> {
    return (await this.repo.listOwned(userId)).map(toPaymentMethod);
  }

  async get(userId: string, guid: string): Promise<PaymentMethod> {
    const row = await this.repo.findOwned(userId, guid);
    if (!row) throw notFound();
    return toPaymentMethod(row);
  }

  /**
   * Idempotent: disabling a disabled method answers it. A method a live subscription would still
   * charge (any state but Canceled, Comped and Expired) cannot be disabled: 400 code 3001.
   */
  async disable(userId: string, guid: string): Promise<PaymentMethod> {
    const outcome = await this.repo.disableOwned(userId, guid, this.deps.now());
    if (outcome === 'missing') throw notFound();
    if (outcome === 'in_use') {
      throw AppError.badRequest(
        PremiumCode.PAYMENT_METHOD_GUID_MISSING,
        "Change the subscription's payment method first",
        'paymentmethod_guid',
      );
    }
    return this.get(userId, guid);
  }

  /**
   * The member's own active method, or 404 NOT_FOUND (never another member's). Given the caller's
   * transaction, the method is locked FOR SHARE until it commits, so it cannot be disabled while
   * a subscription is being pointed at it.
   */
  async usableRow(userId: string, guid: string, trx?: Kysely<Database>): Promise<PaymentMethodRow> {
    const row = await this.repo.findUsable(userId, guid, trx);
    if (!row) throw notFound();
    return row;
  }
}

function tooMany() {
  return AppError.badRequest(
    GenericCode.INVALID_PARAMETER,
    `You can keep at most ${MAX_ACTIVE_PAYMENT_METHODS} payment methods. Disable one before adding another.`,
    NONCE_FIELD,
  );
}
