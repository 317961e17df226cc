import type { Ref } from 'react';
import { CardFields } from './CardFields';
import { cardErrors, placeErrors, type CardEntry, type CardErrors } from './card-entry';
import { DropIn } from './DropIn';
import { PlaceFields } from './PlaceFields';
import type { NonceSource } from './vault-card';

export interface PaymentEntryProps {
  gateway: 'sandbox' | 'braintree';
  /** Braintree's client token (config `braintree_nonce.client_token`); unused on the sandbox. */
  clientToken: string | null;
  value: CardEntry;
  onChange(patch: Partial<CardEntry>): void;
  errors?: CardErrors;
  disabled?: boolean;
  dropInRef?: Ref<NonceSource | null>;
}

/**
 * A new card: the sandbox card form, or Braintree's Drop-in when the server runs Braintree, and
 * the billing place either way (the tax depends on it).
 */
export function PaymentEntry({
  gateway,
  clientToken,
  value,
  onChange,
  errors,
  disabled,
  dropInRef,
}: PaymentEntryProps) {
  return (
    <>
      {gateway === 'braintree' && clientToken ? (
        <DropIn clientToken={clientToken} ref={dropInRef} />
      ) : (
        <CardFields value={value} onChange={onChange} errors={errors} disabled={disabled} />
      )}
      <PlaceFields value={value} onChange={onChange} errors={errors} disabled={disabled} />
    </>
  );
}

/** What the member must fix before a new card is sent: all of it on the sandbox, the place with Drop-in. */
export function entryErrors(gateway: 'sandbox' | 'braintree', entry: CardEntry): CardErrors {
  return gateway === 'braintree' ? placeErrors(entry) : cardErrors(entry);
}
