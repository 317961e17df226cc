/**
 * Addresses of the account pages. The mails the server sends link to three of them
 * (`/verify-email?token=…`, `/reset-password?token=…`, `/confirm-opt-in?guid=…&token=…`),
 * so those must never move.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmOptIn: '/confirm-opt-in',
  welcome: '/welcome',
  account: '/account',
  terms: '/terms',
  privacy: '/privacy',
  // Premium: the plans, checkout (`?product=&promo=&return=`) and the page after paying (`?return=`).
  premium: '/premium',
  checkout: '/premium/checkout',
  premiumWelcome: '/premium/welcome',
  // The member's premium account pages (the subscription, saved cards, charges and receipts).
  subscription: '/account/subscription',
  paymentMethods: '/account/payment-methods',
  transactions: '/account/transactions',
} as const;

/** The watch page of an episode or a clip (the player): `/watch/episode/{uuid}`, `/watch/clip/{uuid}`. */
export function watchPath(contentType: 'episode' | 'clip', uuid: string): string {
  return `/watch/${contentType}/${encodeURIComponent(uuid)}`;
}

/** One charge's printable receipt: `/account/transactions/{transaction id}`. */
export function receiptPath(transactionId: string): string {
  return `/account/transactions/${encodeURIComponent(transactionId)}`;
}
