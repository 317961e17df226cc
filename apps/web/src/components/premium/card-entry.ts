import { POSTAL_CODE_PATTERN } from '@fanverse/contract';

/** What a member types for a new card: the card (sandbox form only) and the billing place. */
export interface CardEntry {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvc: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export const EMPTY_CARD: CardEntry = { number: '', expiry: '', cvc: '', postalCode: '', country: '' };

export type CardField = keyof CardEntry;
/** Field → the i18n key of what is wrong with it. */
export type CardErrors = Partial<Record<CardField, string>>;

/** The Luhn check every card number passes (a typo in one digit never does). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** MM/YY or MM/YYYY → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The billing place's problems (both gateways ask for it: tax, and the card's address check). */
export function placeErrors(entry: Pick<CardEntry, 'postalCode' | 'country'>): CardErrors {
  const errors: CardErrors = {};
  if (!entry.postalCode.trim()) errors.postalCode = 'premium.card.errors.postalRequired';
  else if (!POSTAL_CODE_PATTERN.test(entry.postalCode.trim()))
    errors.postalCode = 'premium.card.errors.postal';
  if (!entry.country) errors.country = 'premium.card.errors.country';
  return errors;
}

/**
 * What is wrong with a sandbox card entry, checked before anything is sent (the server checks
 * again). `today` is the visitor's clock: a card expiring this month still works.
 */
export function cardErrors(entry: CardEntry, today: Date = new Date()): CardErrors {
  const errors: CardErrors = placeErrors(entry);
  const digits = cardDigits(entry.number);
  if (!digits) errors.number = 'premium.card.errors.numberRequired';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'premium.card.errors.number';
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) errors.expiry = 'premium.card.errors.expiry';
  else {
    const now = today.getFullYear() * 12 + today.getMonth();
    if (expiry.year * 12 + expiry.month - 1 < now) errors.expiry = 'premium.card.errors.expired';
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = 'premium.card.errors.cvc';
  return errors;
}

export const hasErrors = (errors: CardErrors) => Object.keys(errors).length > 0;
