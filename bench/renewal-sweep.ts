// The renewal sweep: due subscriptions renewed per second on PostgreSQL with the sandbox gateway,
// two sweepers (two "server instances", each with its own connection pool) at once, against a bare
// set-based `update … returning` of the same rows; plus the exactly-once check beside it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_URL, createScratchDatabase, dropScratchDatabase } from './lib/scratch-db';

const DB_NAME = 'fanverse_bench_renewal_sweep';
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 20_000);
const POOL = Number(process.env.BENCH_RENEWAL_POOL ?? 10);

/* The server's own code, loaded at run time (the bench project does not compile the server). */
interface Handle {
  db: { destroy(): Promise<void> } & Record<string, unknown>;
  close(): Promise<void>;
}
interface Sweep {
  renewals: { runOnce(): Promise<number> };
}
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const load = <T>(root: string, file: string): Promise<T> =>
  import(pathToFileURL(path.join(root, file)).href) as Promise<T>;

/** A logger that says nothing but errors (the sweep logs only failures). */
const quietLog = {
  level: 'error',
  info() {},
  warn() {},
  debug() {},
  trace() {},
  fatal: console.error,
  error: console.error,
  silent() {},
  child() {
    return quietLog;
  },
};

export async function benchRenewalSweep(root: string): Promise<void> {
  const url = await createScratchDatabase(DB_NAME);
  const { openDatabase } = await load<{ openDatabase(t: unknown): Handle }>(
    root,
    'apps/server/src/db/database.ts',
  );
  const { migrateToLatest } = await load<{ migrateToLatest(db: unknown): Promise<unknown> }>(
    root,
    'apps/server/src/db/migrate.ts',
  );
  const { loadConfig } = await load<{ loadConfig(env: Record<string, string>): Record<string, unknown> }>(
    root,
    'apps/server/src/config/config.ts',
  );
  const { seedPremium } = await load<{ seedPremium(db: unknown, c: unknown): Promise<void> }>(
    root,
    'apps/server/src/modules/premium/catalog/premium.seed.ts',
  );
  const { createPremiumServices } = await load<{
    createPremiumServices(db: unknown, c: unknown, deps: unknown, o?: unknown): Sweep;
  }>(root, 'apps/server/src/modules/premium/premium.factory.ts');
  const { insertDueSubscriptions } = await load<{
    insertDueSubscriptions(db: unknown, n: number, due: Date, o?: unknown): Promise<string[]>;
  }>(root, 'apps/server/test/premium/billing-fixtures.ts');
  const { MailService } = await load<{ MailService: new (t: unknown) => unknown }>(
    root,
    'apps/server/src/modules/mail/mail.service.ts',
  );
  const { OutboxTransport } = await load<{ OutboxTransport: new (r: unknown) => unknown }>(
    root,
    'apps/server/src/modules/mail/mail-transport.ts',
  );
  const { OutboxRepository } = await load<{ OutboxRepository: new (db: unknown) => unknown }>(
    root,
    'apps/server/src/modules/mail/outbox.repository.ts',
  );

  const handles: Handle[] = [];
  try {
    const open = () => {
      const h = openDatabase({ kind: 'postgres', url, poolSize: POOL });
      handles.push(h);
      return h;
    };
    const first = open();
    await migrateToLatest(first.db);
    // Batches of 500 (the default); the sweep's timer off: the bench runs the passes itself.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PREMIUM_SWEEP_SECONDS: '0',
      LOG_LEVEL: 'error',
    });
    await seedPremium(first.db, config);
    const dueAt = new Date(Date.now() - 86_400_000);
    await insertDueSubscriptions(first.db, RENEWALS, dueAt, { prefix: 'bench' });

    // Two instances, each with its own pool, and receipts into the mail outbox as in development.
    const instance = (h: Handle) =>
      createPremiumServices(h.db, config, {
        sessions: null,
        mailer: new MailService(new OutboxTransport(new OutboxRepository(h.db))),
        log: quietLog,
      });
    const a = instance(first);
    const b = instance(open());
    const { sql } = await import('kysely');
    const query: Query = async (text) =>
      (await sql.raw(text).execute(first.db as never)) as { rows: Record<string, unknown>[] };

    const started = performance.now();
    const [ran, ranB] = await Promise.all([a.renewals.runOnce(), b.renewals.runOnce()]);
    const seconds = (performance.now() - started) / 1000;
    const ours = RENEWALS / seconds;

    const n = async (text: string) => Number((await query(text)).rows[0]!.n);
    const charges = await n(
      `select count(*) as n from subscription_transactions where kind = 'sale' and status = 'settled'`,
    );
    const gateway = await n(
      `select count(*) as n from sandbox_transactions where kind = 'sale' and status = 'settled'`,
    );
    const duplicates = await n(
      `select count(*) as n from (select subscription_guid from subscription_transactions
        where kind = 'sale' and status = 'settled' group by subscription_guid having count(*) > 1) d`,
    );
    const renewed = await n(
      `select count(*) as n from subscriptions where state = 'Active' and period_no = 2`,
    );

    // The baseline: what the database alone does with the same rows, one set-based statement.
    const baseStart = performance.now();
    const moved = await query(
      `update subscriptions set period_no = period_no + 1, current_period_start = current_period_end,
              current_period_end = current_period_end + interval '1 month', due_at = due_at + interval '1 month',
              last_pay_at = now(), revenue_minor = revenue_minor + 870, updated_at = now()
        where guid in (select guid from subscriptions where state = 'Active' order by due_at limit ${RENEWALS} for update skip locked)
       returning *`,
    );
    const baseSeconds = (performance.now() - baseStart) / 1000;
    const baseline = moved.rows.length / baseSeconds;

    const fmt = (v: number) => Math.round(v).toLocaleString('en-US');
    console.log(
      `renewal-sweep: ours ${fmt(ours)} renewals/s, baseline ${fmt(baseline)} rows/s, ratio ${(ours / baseline).toFixed(3)} ` +
        `(target ≥ 1,000 renewals/s: ${ours >= 1000 ? 'met' : 'NOT met'})`,
    );
    const once = charges === RENEWALS && gateway === RENEWALS && duplicates === 0 && renewed === RENEWALS;
    console.log(
      `exactly-once: subscriptions ${fmt(RENEWALS)}, charges ${fmt(charges)}, gateway settled sales ${fmt(gateway)}, ` +
        `duplicates ${duplicates}, renewed ${fmt(renewed)} (${once ? 'ok' : 'FAILED'})`,
    );
    console.error(
      `  renewal-sweep: ${fmt(RENEWALS)} due in ${seconds.toFixed(2)} s by two sweepers (${ran} + ${ranB}), ` +
        `pool ${POOL} each, PostgreSQL at ${new URL(ADMIN_URL).host}`,
    );
  } finally {
    for (const h of handles) await h.close().catch(() => {});
    await dropScratchDatabase(DB_NAME);
  }
}
