import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** An experiment as stored, with its variants in the operator's order. */
export interface StoredExperiment {
  name: string;
  enabled: boolean;
  is_public: boolean;
  description: string;
  goal_event: string;
  created_at: Date;
  updated_at: Date;
  variants: StoredVariant[];
}

export interface StoredVariant {
  key: string;
  weight: number;
  payload: Record<string, unknown>;
}

export interface StoredAssignment {
  experiment_name: string;
  subject: string;
  variant: string;
  assigned_at: Date;
  exposed_at: Date;
}

export interface NewAssignment {
  experiment_name: string;
  subject: string;
  variant: string;
  assigned_at: Date;
  exposed_at: Date;
  /** The browser's subject whose variant and exposure this member's row continues, else null. */
  inherited_from: string | null;
}

/** What a definition writes; an absent field keeps the stored value (a new row: the default). */
export interface DefinitionWrite {
  name: string;
  description?: string;
  enabled?: boolean;
  is_public?: boolean;
  goal_event?: string;
  variants: StoredVariant[];
}

export interface SwitchesWrite {
  enabled?: boolean;
  is_public?: boolean;
  description?: string;
}

/** experiments, experiment_variants and experiment_assignments (migration analytics-0001). */
export class ExperimentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Experiments with their variants: every one, the public ones, or those named. */
  async definitions(
    filter: { publicOnly?: boolean; names?: readonly string[] } = {},
  ): Promise<StoredExperiment[]> {
    if (filter.names && filter.names.length === 0) return [];
    let query = this.db
      .selectFrom('experiments')
      .select(['name', 'enabled', 'is_public', 'description', 'goal_event', 'created_at', 'updated_at'])
      .orderBy('name');
    if (filter.publicOnly) query = query.where('is_public', '=', true);
    if (filter.names) query = query.where('name', 'in', [...filter.names]);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const variants = await this.db
      .selectFrom('experiment_variants')
      .select(['experiment_name', 'key', 'weight', 'payload'])
      .where(
        'experiment_name',
        'in',
        rows.map((r) => r.name),
      )
      .orderBy('experiment_name')
      .orderBy('position')
      .orderBy('key')
      .execute();
    const byName = new Map<string, StoredVariant[]>();
    for (const v of variants) {
      const list = byName.get(v.experiment_name) ?? [];
      list.push({ key: v.key, weight: v.weight, payload: v.payload ?? {} });
      byName.set(v.experiment_name, list);
    }
    return rows.map((r) => ({ ...r, variants: byName.get(r.name) ?? [] }));
  }

  async definition(name: string): Promise<StoredExperiment | undefined> {
    return (await this.definitions({ names: [name] }))[0];
  }

  /**
   * Creates or replaces an experiment and its variants in one transaction. The experiment's row
   * is written first: its lock (insert or update) makes a second definition of the same name
   * wait, so two at once end as one of them, never a mix of both's variants.
   */
  async define(write: DefinitionWrite, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const given = {
        ...(write.description !== undefined ? { description: write.description } : {}),
        ...(write.enabled !== undefined ? { enabled: write.enabled } : {}),
        ...(write.is_public !== undefined ? { is_public: write.is_public } : {}),
        ...(write.goal_event !== undefined ? { goal_event: write.goal_event } : {}),
      };
      await trx
        .insertInto('experiments')
        .values({
          name: write.name,
          enabled: false,
          is_public: false,
          description: '',
          ...given,
          created_at: now,
          updated_at: now,
        })
        .onConflict((c) => c.column('name').doUpdateSet({ ...given, updated_at: now }))
        .execute();
      await trx.deleteFrom('experiment_variants').where('experiment_name', '=', write.name).execute();
      await trx
        .insertInto('experiment_variants')
        .values(
          write.variants.map((v, position) => ({
            experiment_name: write.name,
            key: v.key,
            weight: v.weight,
            payload: JSON.stringify(v.payload),
            position,
          })),
        )
        .execute();
    });
  }

  /** Sets the switches given; false when there is no such experiment. */
  async setSwitches(name: string, write: SwitchesWrite, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('experiments')
      .set({ ...write, updated_at: now })
      .where('name', '=', name)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes an experiment, its variants and assignments (cascade); false when there was none. */
  async remove(name: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('experiments')
      .where('name', '=', name)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The stored assignments of these subjects in these experiments. */
  async assignments(names: readonly string[], subjects: readonly string[]): Promise<StoredAssignment[]> {
    if (names.length === 0 || subjects.length === 0) return [];
    return this.db
      .selectFrom('experiment_assignments')
      .select(['experiment_name', 'subject', 'variant', 'assigned_at', 'exposed_at'])
      .where('experiment_name', 'in', [...names])
      .where('subject', 'in', [...subjects])
      .execute();
  }

  /**
   * Inserts the assignments that do not exist yet and answers those it inserted; a row another
   * request inserted first is kept (ON CONFLICT DO NOTHING) and left out of the answer, for the
   * caller to read back.
   */
  async insertAssignments(
    rows: readonly NewAssignment[],
  ): Promise<{ experiment_name: string; variant: string }[]> {
    if (rows.length === 0) return [];
    return this.db
      .insertInto('experiment_assignments')
      .values([...rows])
      .onConflict((c) => c.columns(['experiment_name', 'subject']).doNothing())
      .returning(['experiment_name', 'variant'])
      .execute();
  }

  /**
   * Moves a subject off a variant that is no longer defined, only if it is still on it (a
   * concurrent ask may have moved it already): a new assignment and exposure of its own, not yet
   * converted.
   */
  async reassign(name: string, subject: string, from: string, to: string, now: Date): Promise<void> {
    await this.db
      .updateTable('experiment_assignments')
      .set({ variant: to, assigned_at: now, exposed_at: now, converted_at: null, inherited_from: null })
      .where('experiment_name', '=', name)
      .where('subject', '=', subject)
      .where('variant', '=', from)
      .execute();
  }

  /** Staff is the account's own flag (users.is_staff), read on each call. */
  async isStaff(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('is_staff')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.is_staff ?? false;
  }

  /** An account by address or username (either without regard to case), for the CLI's `--as`. */
  async accountByLogin(login: string): Promise<{ id: string; is_staff: boolean } | undefined> {
    const key = login.trim().toLowerCase();
    return (
      this.db
        .selectFrom('users')
        .select(['id', 'is_staff'])
        .where((eb) =>
          eb.or([eb(sql<string>`lower(email)`, '=', key), eb(sql<string>`lower(username)`, '=', key)]),
        )
        // One account's username may be another's address: the address wins (what was most likely copied).
        .orderBy(sql`lower(email) = ${key}`, 'desc')
        .limit(1)
        .executeTakeFirst()
    );
  }
}
