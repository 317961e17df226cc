/**
 * Operations whose errors are kept (spec §8): the accounts list, the subscription operations of
 * the premium flows (catalogue spec §4), and the start-up consumer load.
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
] as const;

export type OperationType = (typeof OPERATION_TYPES)[number];
