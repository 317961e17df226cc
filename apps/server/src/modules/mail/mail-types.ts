import type { Locale } from '@fanverse/contract';

/** The mails the product sends; each has an English and a Spanish version. */
export type MailTemplate = AccountMailTemplate | PremiumMailTemplate | GiftMailTemplate;
export type AccountMailTemplate = 'verify_email' | 'reset_password' | 'double_opt_in';
/** The premium mails (modules/premium/mail): a receipt per settled charge, and the notices. */
export type PremiumMailTemplate =
  | 'premium_receipt'
  | 'premium_trial_ending'
  | 'premium_payment_failed'
  | 'premium_subscription_cancelled'
  | 'premium_subscription_expired';

/** The gift mails (modules/purchases/gifts/gift-mails.ts): the receiver's, and the sender's once claimed. */
export type GiftMailTemplate = 'gift_received' | 'gift_claimed';

/**
 * Values a template fills in: `username`, `link` (the address the mail's button opens), and any
 * further `{name}` the template's words use (the premium mails' amount, date, product…), already
 * formatted for the mail's language.
 */
export type MailVars = { username: string; link: string } & Record<string, string>;

export interface MailMessage {
  template: MailTemplate;
  to: string;
  lang: Locale;
  vars: MailVars;
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Many at once (a renewal sweep's receipts), where the transport can store them together;
   * callers fall back to `send` one by one when a mailer lacks it.
   */
  sendMany?(messages: readonly MailMessage[]): Promise<void>;
}
