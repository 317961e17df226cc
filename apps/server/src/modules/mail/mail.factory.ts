import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { MailService } from './mail.service';
import { OutboxTransport, SmtpTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/** The mailer (SMTP when SMTP_URL is set, else the development outbox) and the outbox reader. */
export function createMail(db: Kysely<Database>, config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>) {
  const outbox = new OutboxRepository(db);
  const transport = config.SMTP_URL
    ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxTransport(outbox);
  return { mailer: new MailService(transport), outbox };
}
export type MailServices = ReturnType<typeof createMail>;
