import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPremiumTestApp, secondInstance, type PremiumTestApp } from './premium-fixtures';
import { insertDueSubscriptions } from './billing-fixtures';

/*
 * Two server instances sweeping the same 10,000 due subscriptions at once make exactly 10,000
 * charges: the claim (`for update skip locked` + lease) keeps them off each other's rows, and
 * the database's unique keys would refuse a second charge anyway. Only meaningful with real
 * concurrent connections: PostgreSQL (TEST_DATABASE_URL); PGlite has one connection.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.info(
    'renewals-concurrency: skipped on PGlite (one connection, nothing runs at once); set TEST_DATABASE_URL',
  );

const COUNT = 10_000;
const DUE = new Date('2026-04-01T00:00:00.000Z');

describe.skipIf(!onPostgres)('two sweepers at once (PostgreSQL)', () => {
  let t: PremiumTestApp;
  beforeAll(async () => {
    t = await buildPremiumTestApp({ start: new Date('2026-04-01T06:00:00.000Z') });
  }, 120_000);
  afterAll(async () => {
    await t?.app.close();
  });

  it('renews 10,000 due subscriptions with exactly 10,000 charges', async () => {
    const db = t.database.db;
    const guids = await insertDueSubscriptions(db, COUNT, DUE, { prefix: 'race' });
    expect(guids).toHaveLength(COUNT);

    const other = secondInstance(t);
    const [a, b] = await Promise.all([t.premium.renewals.runOnce(), other.renewals.runOnce()]);
    // Between them they worked each subscription once, and both took part.
    expect(a + b).toBe(COUNT);
    expect(Math.min(a, b)).toBeGreaterThan(0);

    const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
      Number((await query.execute(db)).rows[0]!.n);
    expect(
      await count(
        sql`select count(*) as n from subscription_transactions where kind = 'sale' and status = 'settled'`,
      ),
    ).toBe(COUNT);
    expect(
      await count(
        sql`select count(*) as n from sandbox_transactions where kind = 'sale' and status = 'settled'`,
      ),
    ).toBe(COUNT);
    expect(
      await count(sql`select count(*) as n from (select subscription_guid from subscription_transactions
                         where status = 'settled' group by subscription_guid having count(*) > 1) d`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from subscriptions where state = 'Active' and period_no = 2 and lease_until is null`,
      ),
    ).toBe(COUNT);
    expect(await count(sql`select count(*) as n from subscriptions where revenue_minor <> 870`)).toBe(0);

    // A third pass finds nothing due and charges nothing.
    expect(await t.premium.renewals.runOnce()).toBe(0);
    expect(await count(sql`select count(*) as n from sandbox_transactions where kind = 'sale'`)).toBe(COUNT);
  }, 300_000);
});
