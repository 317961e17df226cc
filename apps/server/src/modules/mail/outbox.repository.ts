import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  lang: string;
}

export interface StoredMail extends OutboxMail {
  createdAt: Date;
}

const COLUMNS = ['to', 'subject', 'text', 'html', 'template', 'lang', 'created_at'] as const;

function toStored(row: OutboxMail & { created_at: Date }): StoredMail {
  const { created_at, ...mail } = row;
  return { ...mail, createdAt: created_at };
}

/** The development outbox (table `mail_outbox`): mails kept instead of sent when SMTP is off. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(mail: OutboxMail): Promise<void> {
    await this.db.insertInto('mail_outbox').values(mail).execute();
  }

  async insertMany(mails: readonly OutboxMail[]): Promise<void> {
    if (mails.length > 0)
      await this.db
        .insertInto('mail_outbox')
        .values([...mails])
        .execute();
  }

  /** The newest mails first. */
  async latest(limit: number): Promise<StoredMail[]> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toStored);
  }

  /** The newest mail to an address (compared without regard to case), if any. */
  async latestTo(to: string): Promise<StoredMail | undefined> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select(COLUMNS)
      .where(sql<string>`lower("to")`, '=', to.toLowerCase())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toStored(row);
  }
}
