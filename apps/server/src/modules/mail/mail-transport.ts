import nodemailer from 'nodemailer';
import type { OutboxMail, OutboxRepository } from './outbox.repository';

/** Where a rendered mail goes. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutboxMail): Promise<void>;
  /** Many at once, where the transport can (the outbox: one insert). */
  deliverMany?(mails: readonly OutboxMail[]): Promise<void>;
  close(): void;
}

/** Development and tests: the mail is stored in `mail_outbox` and shown at GET /dev/outbox. */
export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox';
  constructor(private readonly outbox: OutboxRepository) {}

  deliver(mail: OutboxMail): Promise<void> {
    return this.outbox.insert(mail);
  }

  deliverMany(mails: readonly OutboxMail[]): Promise<void> {
    return this.outbox.insertMany(mails);
  }

  close() {}
}

// A request that sends a mail waits for the SMTP server: nodemailer's defaults (two minutes to
// connect, an hour of socket inactivity) would hold it far too long when the server is down.
const TIMEOUT_DEFAULTS: Record<string, string> = {
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

/** Adds our timeouts to an SMTP URL unless the operator set them in its query. */
export function withTimeoutDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUT_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** Production: nodemailer over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(withTimeoutDefaults(smtpUrl));
  }

  async deliver(mail: OutboxMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Fanverse-Template': mail.template },
    });
  }

  close() {
    this.transporter.close();
  }
}
