export { CardForm, type CardFormProps } from './CardForm';
export { CardFields, TestCards } from './CardFields';
export { PlaceFields } from './PlaceFields';
export { PaymentEntry, entryErrors, type PaymentEntryProps } from './PaymentEntry';
export { DropIn } from './DropIn';
export { PriceTag, type PriceTagProps } from './PriceTag';
export { PremiumNavLink } from './PremiumNavLink';
export { formatDate, formatMinor, formatMoney, periodUnit } from './money-format';
export { usePremiumClaims, type PremiumClaimsView } from './use-premium-claims';
export { premiumKeys } from './premium-keys';
export { usePaymentMethodConfig } from './use-payment-method-config';
export { refreshPremiumAccess } from './refresh-premium-access';
export { vaultCard, type NonceSource, type VaultOptions } from './vault-card';
export { cardFailure, type CardFailure } from './card-failure';
export {
  EMPTY_CARD,
  cardErrors,
  hasErrors,
  parseExpiry,
  passesLuhn,
  placeErrors,
  type CardEntry,
  type CardErrors,
  type CardField,
} from './card-entry';
export {
  PREMIUM_RETURN_PARAM,
  checkoutPath,
  premiumPath,
  premiumWelcomePath,
  readPremiumReturn,
} from './premium-paths';
export { NEW_CARD, SavedCardChoice, type SavedCardChoiceProps, type SavedCardCopy } from './SavedCardChoice';
export { default as choiceStyles } from './choices.module.css';
export { outcomeUnknown } from './outcome-unknown';
export { useActiveCards } from './use-active-cards';
export { default as payPageStyles } from './pay-page.module.css';
