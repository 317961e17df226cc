import type { MailMessage, Mailer } from './mail-types';
import { renderMail } from './mail-render';
import type { MailTransport } from './mail-transport';

/** Renders a template in the recipient's language and hands it to the transport. */
export class MailService implements Mailer {
  constructor(private readonly transport: MailTransport) {}

  /** `smtp` when SMTP_URL is set, else `outbox` (mails kept for GET /dev/outbox). */
  get transportKind(): MailTransport['kind'] {
    return this.transport.kind;
  }

  async send(message: MailMessage): Promise<void> {
    const { subject, text, html } = renderMail(message);
    await this.transport.deliver({
      to: message.to,
      subject,
      text,
      html,
      template: message.template,
      lang: message.lang,
    });
  }

  close() {
    this.transport.close();
  }
}
