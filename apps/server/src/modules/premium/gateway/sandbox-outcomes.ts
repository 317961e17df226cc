import type { CurrencyCode } from '@fanverse/contract';
import { decimal } from '../money';
import { behaviourOf, NONCE_ERRORS, processorResponseText, STATIC_NONCES } from './sandbox-cards';
import type { GatewayTransactionStatus, VaultFailureKind } from './payment-gateway';

/*
 * What the sandbox answers, as Braintree's sandbox does: pure functions of the card's behaviour
 * and the amount, so the rules are tested without a database.
 */

export interface Outcome {
  status: GatewayTransactionStatus;
  responseCode: string;
  responseText: string;
}

export const APPROVED: Outcome = { status: 'settled', responseCode: '1000', responseText: 'Approved' };
const DO_NOT_HONOR: Outcome = {
  status: 'processor_declined',
  responseCode: '2000',
  responseText: 'Do Not Honor',
};
/** Gateway rejections carry no processor code; the code is Braintree's rejection reason. */
const REJECTED_FRAUD: Outcome = {
  status: 'gateway_rejected',
  responseCode: 'fraud',
  responseText: 'Gateway Rejected: fraud',
};

/**
 * A sale's outcome. First the card: one that behaves as a declining or fraudulent test nonce
 * (tests flip `behaves_as` to make a card start failing) answers that. Then Braintree's amount
 * rules on the major amount: 2000.00–2999.99 processor_declined with the integer part as the
 * response code, 3000.00–3000.99 failed, exactly 5001.00 gateway_rejected; anything else settles.
 */
export function saleOutcome(behavesAs: string, amountMinor: number, currency: CurrencyCode): Outcome {
  const behaviour = behaviourOf(behavesAs);
  if (behaviour === 'processor_declined') return DO_NOT_HONOR;
  if (behaviour === 'gateway_rejected') return REJECTED_FRAUD;

  // The decimal string, so the rules read the amount exactly as Braintree receives it.
  const [whole = '0', fraction = ''] = decimal(amountMinor, currency).split('.');
  const major = Number(whole);
  if (major >= 2000 && major <= 2999) {
    return {
      status: 'processor_declined',
      responseCode: String(major),
      responseText: processorResponseText(major),
    };
  }
  if (major === 3000) {
    return {
      status: 'failed',
      responseCode: '3000',
      responseText: 'Processor Network Unavailable – Try Again',
    };
  }
  if (major === 5001 && /^0*$/.test(fraction)) {
    return {
      status: 'gateway_rejected',
      responseCode: 'application_incomplete',
      responseText: 'Gateway Rejected: application_incomplete',
    };
  }
  return APPROVED;
}

export type VaultFailure = { kind: VaultFailureKind; responseCode: string; responseText: string };

/** Why vaulting a card that behaves as `behavesAs` fails (Braintree's verifyCard), or null. */
export function vaultFailure(behavesAs: string): VaultFailure | null {
  switch (behaviourOf(behavesAs)) {
    case 'valid':
      return null;
    case 'processor_declined':
      return { kind: 'processor_declined', ...pick(DO_NOT_HONOR) };
    case 'gateway_rejected':
      return { kind: 'gateway_rejected', ...pick(REJECTED_FRAUD) };
    case 'consumed_nonce':
      return { kind: 'consumed_nonce', ...NONCE_ERRORS.consumed_nonce };
    case 'invalid_nonce':
      return {
        kind: 'invalid_nonce',
        ...(behavesAs === 'fake-luhn-invalid-nonce' ? NONCE_ERRORS.luhn_invalid : NONCE_ERRORS.invalid_nonce),
      };
  }
}

const pick = ({ responseCode, responseText }: Outcome) => ({ responseCode, responseText });

/** Whether `nonce` is one of Braintree's static test nonces. */
export const isStaticNonce = (nonce: string) => Object.hasOwn(STATIC_NONCES, nonce);
