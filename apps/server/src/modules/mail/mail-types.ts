import type { Locale } from '@fanverse/contract';

/** The mails the product sends; each has an English and a Spanish version. */
export type MailTemplate = 'verify_email' | 'reset_password' | 'double_opt_in';

export interface MailMessage {
  template: MailTemplate;
  to: string;
  lang: Locale;
  /** Values the template fills in: `username`, and `link` (the address the mail's button opens). */
  vars: { username: string; link: string };
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
