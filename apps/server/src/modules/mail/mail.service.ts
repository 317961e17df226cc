import type { MailMessage, Mailer } from './mail-types';
import { renderMail } from './mail-render';
import type { MailTransport } from './mail-transport';

function rendered(message: MailMessage) {
  const { subject, text, html } = renderMail(message);
  return { to: message.to, subject, text, html, template: message.template, lang: message.lang };
}

/** Renders a template in the recipient's language and hands it to the transport. */
export class MailService implements Mailer {
  constructor(private readonly transport: MailTransport) {}

  /** `smtp` when SMTP_URL is set, else `outbox` (mails kept for GET /dev/outbox). */
  get transportKind(): MailTransport['kind'] {
    return this.transport.kind;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.deliver(rendered(message));
  }

  /** Many mails: the outbox stores them in one statement; SMTP sends them one by one. */
  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    const mails = messages.map(rendered);
    if (this.transport.deliverMany) await this.transport.deliverMany(mails);
    else for (const mail of mails) await this.transport.deliver(mail);
  }

  close() {
    this.transport.close();
  }
}
