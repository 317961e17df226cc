import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ExternalPromoCampaignsTable } from '../purchases.schema';

export type ExternalCampaignRow = Selectable<ExternalPromoCampaignsTable>;

/** A code handed to a member. */
export interface AssignedCode {
  code: string;
  assigned_at: Date;
}

/** Whether an assignment broke `external_promo_codes_one_per_member` (the same member racing). */
export function isOnePerMemberViolation(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e?.code === '23505' &&
    `${String(e.constraint ?? '')} ${String(e.message ?? '')}`.includes('external_promo_codes_one_per_member')
  );
}

/** Partner campaigns and their code pools: typed SQL only, no rules. */
export class ExternalPromoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async campaign(property: string): Promise<ExternalCampaignRow | null> {
    const row = await this.db
      .selectFrom('external_promo_campaigns')
      .selectAll()
      .where('property', '=', property)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The code this member was handed for the property, if any. */
  async assignedTo(property: string, userId: string): Promise<AssignedCode | null> {
    const row = await this.db
      .selectFrom('external_promo_codes')
      .select(['code', 'assigned_at'])
      .where('property', '=', property)
      .where('assigned_to', '=', userId)
      .executeTakeFirst();
    return row?.assigned_at ? { code: row.code, assigned_at: row.assigned_at } : null;
  }

  /**
   * Hands the next free code of the pool to the member in one statement. `skipLocked`: a code
   * another assigner holds is passed over (concurrent members take different codes without
   * waiting); without it the statement waits for the holders and re-checks their rows, so "none"
   * then means the pool really is empty. Null: no free code found. A member who already holds a
   * code breaks the unique index (thrown: see isOnePerMemberViolation).
   */
  async assignNext(
    property: string,
    userId: string,
    at: Date,
    skipLocked: boolean,
  ): Promise<AssignedCode | null> {
    const lock = skipLocked ? sql`for update skip locked` : sql`for update`;
    const result = await sql<AssignedCode>`
      update external_promo_codes set assigned_to = ${userId}, assigned_at = ${at}
       where id = (select id from external_promo_codes
                    where property = ${property} and assigned_to is null
                    order by id limit 1 ${lock})
      returning code, assigned_at`.execute(this.db);
    return result.rows[0] ?? null;
  }
}
