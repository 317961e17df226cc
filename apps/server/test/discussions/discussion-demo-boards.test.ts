import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { seedDefaults } from '../../src/db/seed-defaults';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The demo catalogue's titles get their boards from the tables' trigger, with no code of the
 * demo generator: every series has one, under its own slug; a regeneration (same uuids) keeps
 * the same boards rather than making suffixed copies.
 */
let database: DatabaseHandle;
const NOW = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDefaults(database.db);
  await seedDemoCatalogue(database.db, { now: NOW, extensions: [] });
});
afterAll(async () => database.close());

const boards = async () =>
  (
    await sql<{ uuid: string; slug: string; board_slug: string | null; board_uuid: string | null }>`
      select s.uuid, s.slug, b.slug as board_slug, b.uuid as board_uuid
      from series s left join discussion_boards b on b.content_uuid = s.uuid and b.kind = 'series'
      order by s.slug`.execute(database.db)
  ).rows;

describe('demo boards', () => {
  it('gives every demo series a board under its own slug', async () => {
    const rows = await boards();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.board_slug === null)).toEqual([]);
    expect(rows.every((r) => r.board_slug === r.slug)).toBe(true);
  });

  it('keeps the same boards through a regeneration', async () => {
    const before = await boards();
    await regenerateDemoCatalogue(database.db, { now: NOW, extensions: [] });
    const after = await boards();
    expect(after).toEqual(before);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from discussion_boards where kind = 'series'`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(before.length);
  });
});
