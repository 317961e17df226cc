import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { planDemoCatalogue, type DemoPlan } from './catalogue-plan';
import { writeDemoCatalogue } from './catalogue-writer';
import { clearCatalogue } from './clear-catalogue';
import type { DemoExtension, DemoMediaItem } from './demo-extension';
import type { ProgressFn } from './progress';

export interface DemoOptions {
  onProgress?: ProgressFn;
  extensions?: readonly DemoExtension[];
  /**
   * false: only the extensions' `register` step runs (in the catalogue's transaction); the caller
   * runs them later (the server does, in the background once it listens). Default true.
   */
  runExtensions?: boolean;
  /** The generation time dates are relative to; tests pin it. */
  now?: Date;
}

/**
 * Serialises generators across processes: two instances starting together on one PostgreSQL
 * would otherwise both find the catalogue empty and both write it. Held until commit.
 */
async function lockCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('fanverse:demo-catalogue'))`.execute(db);
}

async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('series').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The extensions' rows that belong with the catalogue, in its transaction. */
async function registerExtensions(
  trx: Kysely<Database>,
  media: readonly DemoMediaItem[],
  now: Date,
  options: DemoOptions,
): Promise<void> {
  for (const extension of options.extensions ?? []) await extension.register?.(trx, media, now);
}

async function runExtensions(
  db: Kysely<Database>,
  media: readonly DemoMediaItem[],
  options: DemoOptions,
): Promise<void> {
  if (options.runExtensions === false) return;
  for (const extension of options.extensions ?? []) {
    await extension.run({ db, media, onProgress: options.onProgress ?? (() => {}) });
  }
}

/**
 * Generates the demo catalogue when the catalogue is empty (no series), in one transaction;
 * does nothing otherwise, so it is safe on every start. Extensions register their rows in the
 * transaction and run after the commit (unless `runExtensions` is false).
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: DemoOptions = {},
): Promise<{ created: boolean }> {
  let plan: DemoPlan | undefined;
  await db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    if (await hasCatalogue(trx)) return;
    const now = options.now ?? new Date();
    plan = planDemoCatalogue(now);
    await writeDemoCatalogue(trx, plan, options.onProgress);
    await registerExtensions(trx, plan.media, now, options);
  });
  if (!plan) return { created: false };
  await runExtensions(db, plan.media, options);
  return { created: true };
}

/**
 * Replaces the whole catalogue (synthetic scale series included) with a fresh demo catalogue.
 * Uuids and serial ids come out as before, so bookmarks and links survive a regeneration.
 */
export async function regenerateDemoCatalogue(
  db: Kysely<Database>,
  options: DemoOptions = {},
): Promise<{ created: true }> {
  const now = options.now ?? new Date();
  const plan = planDemoCatalogue(now);
  await db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    await clearCatalogue(trx);
    await writeDemoCatalogue(trx, plan, options.onProgress);
    await registerExtensions(trx, plan.media, now, options);
  });
  await runExtensions(db, plan.media, options);
  return { created: true };
}

/** The videos of the demo catalogue, for an extension that checks its files at start. */
export function demoMedia(now?: Date): DemoMediaItem[] {
  return planDemoCatalogue(now).media;
}
