import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The mail queues /metrics reports, counted when it is scraped. */
export class QueueDepthsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Gift mails whose start date has come and that are not sent yet: the gift sweeper's backlog
   * (served by the partial index gifts_mail_due). Growing means the sweeper is behind or failing.
   */
  async giftMailsDue(now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('gifts')
      .select(sql<string>`count(*)`.as('n'))
      .where('state', '=', 'scheduled')
      .where('mail_due_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Mails kept in the development outbox (SMTP_URL unset): never sent to anyone. Only grows
   * outside production; in production it should stay 0.
   */
  async outboxMails(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
