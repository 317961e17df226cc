import { toApiError, type CodedError } from '@fanverse/client';
import type { CardField } from './card-entry';

/** Server and tokenize field names → the card form's field showing the problem. */
const FIELD_OF: Record<string, CardField> = {
  number: 'number',
  braintree_nonce: 'number',
  merchant_nonce: 'number',
  expiration_month: 'expiry',
  expiration_year: 'expiry',
  cvv: 'cvc',
  postal_code: 'postalCode',
  country_code_alpha2: 'country',
};

/**
 * What each field's server-side refusal says, in the visitor's language: the server's own text
 * (code 8 "invalid nonce", a field rule) is English-only and about the wire, not the card.
 */
const TEXT_OF: Record<CardField, string> = {
  number: 'premium.card.errors.refused',
  expiry: 'premium.card.errors.expiry',
  cvc: 'premium.card.errors.cvc',
  postalCode: 'premium.card.errors.postal',
  country: 'premium.card.errors.country',
};

export interface CardFailure {
  /** Problems that belong to one field: shown under it (i18n keys). */
  fields: Partial<Record<CardField, string>>;
  /** The rest: shown above the form. */
  form: CodedError[];
}

/**
 * Sorts a failed tokenize or vault call's errors between the fields they name and the form. A
 * declined card (3006) or a refused nonce names no field the member typed in the Drop-in, so
 * with Braintree those stay with the form.
 */
export function cardFailure(error: unknown, lang: string): CardFailure {
  const failure: CardFailure = { fields: {}, form: [] };
  for (const coded of toApiError(error, lang).errors) {
    const field = coded.field ? FIELD_OF[coded.field] : undefined;
    if (field && !failure.fields[field]) failure.fields[field] = TEXT_OF[field];
    else if (!field) failure.form.push(coded);
  }
  return failure;
}
