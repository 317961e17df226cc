import { SANDBOX_TEST_CARDS } from '@fanverse/contract';

/*
 * What the sandbox gateway knows about cards: Braintree's static test nonces (each with the card
 * it stands for), the behaviour a nonce gives the payment method vaulted from it, card brands by
 * number, the Luhn check, and Braintree's processor response texts. Pure data and functions: the
 * gateway (sandbox-gateway.ts) and the tokenizer (sandbox-tokenizer.ts) share them.
 */

/** The nonce every "just works" card behaves as. */
export const VALID_NONCE = 'fake-valid-nonce';

/** What vaulting or charging a card does, named after the Braintree test nonce that does it. */
export type CardBehaviour =
  | { kind: 'valid' }
  | { kind: 'processor_declined' }
  | { kind: 'gateway_rejected' }
  | { kind: 'consumed_nonce' }
  | { kind: 'invalid_nonce' };

export interface TestCard {
  cardType: string;
  bin: string;
  last4: string;
  /** The month it expires in (its year is a few years after "now", so it never goes stale). */
  expMonth: number;
  behaviour: CardBehaviour['kind'];
}

const card = (
  cardType: string,
  bin: string,
  last4: string,
  expMonth: number,
  behaviour: TestCard['behaviour'] = 'valid',
): TestCard => ({
  cardType,
  bin,
  last4,
  expMonth,
  behaviour,
});

/**
 * Braintree's static test nonces (developer.paypal.com/braintree/docs/reference/general/testing):
 * reusable, unlike a tokenized nonce. Bins and last fours are those of the cards Braintree's
 * sandbox answers for each.
 */
export const STATIC_NONCES: Readonly<Record<string, TestCard>> = {
  'fake-valid-nonce': card('Visa', '401288', '1881', 12),
  'fake-valid-visa-nonce': card('Visa', '411111', '1111', 12),
  'fake-valid-mastercard-nonce': card('MasterCard', '555555', '4444', 11),
  'fake-valid-amex-nonce': card('American Express', '378282', '0005', 10),
  'fake-valid-discover-nonce': card('Discover', '601111', '1117', 9),
  'fake-valid-jcb-nonce': card('JCB', '353011', '0000', 8),
  'fake-valid-maestro-nonce': card('Maestro', '630400', '0000', 7),
  'fake-valid-dinersclub-nonce': card('Diners Club', '305693', '5904', 6),
  'fake-valid-unionpay-nonce': card('UnionPay', '620000', '0000', 5),
  'fake-valid-debit-nonce': card('Visa', '400555', '0000', 4),
  'fake-valid-prepaid-nonce': card('Visa', '400551', '0000', 3),
  'fake-valid-commercial-nonce': card('Visa', '400552', '0000', 2),
  'fake-valid-healthcare-nonce': card('Visa', '400553', '0000', 1),
  'fake-valid-durbin-regulated-nonce': card('Visa', '400554', '0000', 12),
  'fake-valid-payroll-nonce': card('Visa', '400556', '0000', 11),
  'fake-valid-no-indicators-nonce': card('Visa', '400557', '0000', 10),
  'fake-valid-country-of-issuance-usa-nonce': card('Visa', '400558', '0000', 9),
  'fake-valid-country-of-issuance-cad-nonce': card('Visa', '400559', '0000', 8),
  'fake-valid-issuing-bank-network-only-nonce': card('Visa', '400560', '0000', 7),
  'fake-processor-declined-visa-nonce': card('Visa', '400011', '1115', 12, 'processor_declined'),
  'fake-processor-declined-mastercard-nonce': card('MasterCard', '510510', '5100', 12, 'processor_declined'),
  'fake-processor-declined-amex-nonce': card('American Express', '378734', '0000', 12, 'processor_declined'),
  'fake-processor-declined-discover-nonce': card('Discover', '601100', '0004', 12, 'processor_declined'),
  'fake-gateway-rejected-fraud-nonce': card('Visa', '400011', '1511', 12, 'gateway_rejected'),
  'fake-consumed-nonce': card('Visa', '411111', '1111', 12, 'consumed_nonce'),
  'fake-luhn-invalid-nonce': card('Visa', '411111', '1112', 12, 'invalid_nonce'),
};

/**
 * How a stored `behaves_as` (a vaulted method's, or a tokenized nonce's) behaves. An unknown name
 * behaves as a valid card: `behaves_as` is only ever written from the nonces above.
 */
export function behaviourOf(behavesAs: string): TestCard['behaviour'] {
  return STATIC_NONCES[behavesAs]?.behaviour ?? 'valid';
}

/** The nonce a card number behaves as: a documented test card's, else a plain valid card. */
export function nonceForNumber(digits: string): string {
  return SANDBOX_TEST_CARDS.find((c) => c.number === digits)?.nonce ?? VALID_NONCE;
}

/** The Luhn (mod 10) check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

/** Card brands as Braintree names them, by the number's leading digits (IIN ranges). */
export function cardTypeOf(digits: string): string {
  const n = (len: number) => Number(digits.slice(0, len));
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(30[0-5]|3[689])/.test(digits)) return 'Diners Club';
  if (n(4) >= 3528 && n(4) <= 3589) return 'JCB';
  if (/^4/.test(digits)) return 'Visa';
  if ((n(2) >= 51 && n(2) <= 55) || (n(4) >= 2221 && n(4) <= 2720)) return 'MasterCard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^62/.test(digits)) return 'UnionPay';
  if (/^(5[06-8]|6304|6759|676[1-3])/.test(digits)) return 'Maestro';
  return 'Unknown';
}

/** How many digits the security code of a brand has. */
export const cvvLengthOf = (cardType: string) => (cardType === 'American Express' ? 4 : 3);

/** Braintree's processor responses for the declining amounts 2000–2999 (the rest: "Processor Declined"). */
const PROCESSOR_RESPONSES: Readonly<Record<number, string>> = {
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2002: 'Limit Exceeded',
  2003: "Cardholder's Activity Limit Exceeded",
  2004: 'Expired Card',
  2005: 'Invalid Credit Card Number',
  2006: 'Invalid Expiration Date',
  2007: 'No Account',
  2008: 'Card Account Length Error',
  2009: 'No Such Issuer',
  2010: 'Card Issuer Declined CVV',
  2011: 'Voice Authorization Required',
  2012: 'Processor Declined – Possible Lost Card',
  2013: 'Processor Declined – Possible Stolen Card',
  2014: 'Processor Declined – Fraud Suspected',
  2015: 'Transaction Not Allowed',
  2016: 'Duplicate Transaction',
  2017: 'Cardholder Stopped Billing',
  2018: 'Cardholder Stopped All Billing',
  2019: 'Invalid Transaction',
  2020: 'Violation',
  2021: 'Security Violation',
  2022: 'Declined – Updated Cardholder Available',
  2023: 'Processor Does Not Support This Feature',
  2024: 'Card Type Not Enabled',
  2038: 'Processor Declined',
  2044: 'Declined – Call Issuer',
  2046: 'Declined',
  2057: 'Issuer or Cardholder has put a restriction on the card',
};

export const processorResponseText = (code: number) => PROCESSOR_RESPONSES[code] ?? 'Processor Declined';

/** Braintree's answers for nonce problems (validation error codes and messages). */
export const NONCE_ERRORS = {
  invalid_nonce: { responseCode: '91565', responseText: 'Unknown or expired payment_method_nonce.' },
  luhn_invalid: { responseCode: '81715', responseText: 'Credit card number is invalid.' },
  consumed_nonce: {
    responseCode: '93107',
    responseText: 'Cannot use a payment_method_nonce more than once.',
  },
} as const;
