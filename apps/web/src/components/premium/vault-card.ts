import type { PaymentMethod } from '@fanverse/contract';
import { apiClient } from '../../lib/api-client';
import { cardDigits, parseExpiry, type CardEntry } from './card-entry';

/** Braintree's Drop-in, as the wrapper hands it out: asks the member's chosen method for a nonce. */
export interface NonceSource {
  requestNonce(): Promise<{ nonce: string; deviceData?: string }>;
}

export interface VaultOptions {
  /** `sandbox`: our card form's fields are tokenized by the server; `braintree`: the Drop-in's nonce. */
  gateway: 'sandbox' | 'braintree';
  dropIn?: NonceSource | null;
  /** The member's action this belongs to (one key per attempt: a retry is not a second card). */
  idempotencyKey: string;
}

/**
 * Turns what the member entered into a saved payment method, as Braintree does: the card becomes
 * a single-use nonce (the sandbox's tokenize call, or the Drop-in), and the nonce is vaulted with
 * the billing place. Card numbers never reach our other calls; only the nonce does.
 */
export async function vaultCard(entry: CardEntry, options: VaultOptions): Promise<PaymentMethod> {
  const place = { postal_code: entry.postalCode.trim(), country_code_alpha2: entry.country };
  let nonce: string;
  let deviceData: string | undefined;
  if (options.gateway === 'braintree') {
    if (!options.dropIn) throw new Error('Fanverse: the Drop-in is not ready');
    ({ nonce, deviceData } = await options.dropIn.requestNonce());
  } else {
    const expiry = parseExpiry(entry.expiry);
    const token = await apiClient.premium.sandboxTokenize({
      number: cardDigits(entry.number),
      expiration_month: expiry?.month ?? 0,
      expiration_year: expiry?.year ?? 0,
      cvv: entry.cvc.trim(),
      postal_code: place.postal_code,
    });
    nonce = token.nonce;
  }
  return apiClient.premium.createPaymentMethod(
    { braintree_nonce: nonce, ...place, ...(deviceData ? { braintree_device_data: deviceData } : {}) },
    { idempotencyKey: options.idempotencyKey },
  );
}
