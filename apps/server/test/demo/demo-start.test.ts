import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import { clearCatalogue } from '../../src/modules/demo/clear-catalogue';
import { generateDemoOnStart } from '../../src/modules/demo/demo-start';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const seriesCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('series')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const captureStderr = () => vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

// In order: each test starts from the catalogue the previous one left.
describe('generateDemoOnStart', () => {
  it('does nothing with DEMO_CONTENT=off', async () => {
    const stderr = captureStderr();
    await generateDemoOnStart(database.db, loadConfig({ NODE_ENV: 'test', DEMO_CONTENT: 'off' }));
    expect(await seriesCount()).toBe(0);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('is on by default and generates the catalogue once, reporting on stderr', async () => {
    const stderr = captureStderr();
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.DEMO_CONTENT).toBe('on');
    await generateDemoOnStart(database.db, config);
    expect(await seriesCount()).toBe(6);
    const output = stderr.mock.calls.map((c) => String(c[0])).join('');
    expect(output).toMatch(/Demo catalogue: 100% \(\d+\/\d+\) art\n/);
    expect(output).toMatch(/Demo catalogue generated in [\d.]+ s/);

    stderr.mockClear();
    await generateDemoOnStart(database.db, config);
    expect(await seriesCount()).toBe(6);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('writes nothing to stderr with LOG_LEVEL=silent', async () => {
    await database.db.transaction().execute((trx) => clearCatalogue(trx));
    const stderr = captureStderr();
    await generateDemoOnStart(database.db, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    expect(await seriesCount()).toBe(6);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('refuses any other DEMO_CONTENT value at start-up', () => {
    expect(() => loadConfig({ DEMO_CONTENT: 'yes' })).toThrow(/DEMO_CONTENT/);
  });
});
