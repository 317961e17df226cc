/**
 * Operations whose errors are kept (spec §8): the accounts list, the subscription operations of
 * the premium flows (catalogue spec §4), the start-up consumer load, and the forms of parental
 * controls and device linking (issue 23: the pin form, its removal and the pin prompt; the code
 * entry on the web, look-up and confirm; the TV's device login).
 */
export const OPERATION_TYPES = [
  'login',
  'register',
  'logout',
  'claims',
  'profile',
  'requestPasswordToken',
  'resetPassword',
  'confirmDoubleOptIn',
  'getTerms',
  'getPrivacy',
  'getTermsFlavor',
  'acceptTerms',
  'acceptPrivacy',
  'acceptTermsFlavor',
  'homepage',
  'getCatalog',
  'getSubscriptions',
  'subscribe',
  'cancelSubscription',
  'resubscribe',
  'changeProduct',
  'changePaymentMethod',
  'applyPromo',
  'getPromo',
  'getPaymentMethods',
  'createPaymentMethod',
  'disablePaymentMethod',
  'getTax',
  'createGift',
  'checkEst',
  'redeemEst',
  'consumer',
  'setPin',
  'removePin',
  'unlockPin',
  'linkDevice',
  'loginDevice',
] as const;

export type OperationType = (typeof OPERATION_TYPES)[number];
