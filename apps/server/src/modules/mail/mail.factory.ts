import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { MailService } from './mail.service';
import { OutboxTransport, SmtpTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/**
 * The mailer (SMTP when SMTP_URL is set, else the development outbox) and the outbox reader,
 * with what the development outbox page shows (the transport) and whether it exists at all.
 */
export function createMailServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<AppConfig, 'NODE_ENV'>>,
) {
  const outbox = new OutboxRepository(db);
  const transport = config.SMTP_URL
    ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxTransport(outbox);
  const mailer = new MailService(transport);
  return {
    mailer,
    outbox,
    transportKind: mailer.transportKind,
    // The outbox page exists only outside production.
    nodeEnv: config.NODE_ENV ?? 'production',
  };
}
export type MailServices = ReturnType<typeof createMailServices>;
