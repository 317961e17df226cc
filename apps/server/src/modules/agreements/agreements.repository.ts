import { sql, type Kysely, type Selectable } from 'kysely';
import type { AgreementContentType, AgreementRevisionsTable, Database } from '../../db/schema';

export type AgreementRevisionRow = Selectable<AgreementRevisionsTable>;

// The general agreement has no flavor (null); `coalesce` lets one index and one comparison
// cover both the general and the flavored revisions.
const flavorKey = sql<string>`coalesce(flavor, '')`;

// `date_revised` is read as text (YYYY-MM-DD) whatever type parsers the driver has: a JS Date
// would shift the day by the server's time zone.
const REVISION_COLUMNS = [
  'id',
  'content_type',
  'flavor',
  sql<string>`date_revised::text`.as('date_revised'),
  'text',
  'text_es',
  'created_at',
] as const;

export class AgreementsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest revision of a type and flavor: latest revision date, then highest id. */
  latestRevision(
    type: AgreementContentType,
    flavor: string | null,
  ): Promise<AgreementRevisionRow | undefined> {
    return this.db
      .selectFrom('agreement_revisions')
      .select(REVISION_COLUMNS)
      .where('content_type', '=', type)
      .where(flavorKey, '=', flavor ?? '')
      .orderBy('date_revised', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async addRevision(input: {
    content_type: AgreementContentType;
    flavor: string | null;
    date_revised: string;
    text: string;
    text_es: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('agreement_revisions')
      .values(input)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  findRevision(id: number): Promise<AgreementRevisionRow | undefined> {
    return this.db
      .selectFrom('agreement_revisions')
      .select(REVISION_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** When the user accepted this revision, if they did. */
  async acceptedAt(userId: string, revisionId: number): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('agreement_acceptances')
      .select('accepted_at')
      .where('user_id', '=', userId)
      .where('revision_id', '=', revisionId)
      .executeTakeFirst();
    return row?.accepted_at;
  }

  /** Records an acceptance; accepting again keeps the first acceptance time. */
  async accept(userId: string, revisionId: number): Promise<Date> {
    await this.db
      .insertInto('agreement_acceptances')
      .values({ user_id: userId, revision_id: revisionId })
      .onConflict((oc) => oc.columns(['user_id', 'revision_id']).doNothing())
      .execute();
    const at = await this.acceptedAt(userId, revisionId);
    if (!at) throw new Error('acceptance was not recorded');
    return at;
  }

  /** The latest revision of every type and flavor that the user has not accepted. */
  async latestNotAcceptedBy(userId: string): Promise<AgreementRevisionRow[]> {
    const latest = this.db
      .selectFrom('agreement_revisions')
      .select(REVISION_COLUMNS)
      .distinctOn(['content_type', flavorKey])
      .orderBy('content_type')
      .orderBy(flavorKey)
      .orderBy('date_revised', 'desc')
      .orderBy('id', 'desc');
    return this.db
      .selectFrom(latest.as('r'))
      .selectAll('r')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('agreement_acceptances as a')
              .select('a.revision_id')
              .whereRef('a.revision_id', '=', 'r.id')
              .where('a.user_id', '=', userId),
          ),
        ),
      )
      .orderBy('r.content_type', 'desc')
      .orderBy('r.flavor', (ob) => ob.asc().nullsFirst())
      .execute();
  }
}
