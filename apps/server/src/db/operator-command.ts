import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/config';
import type { Database } from './schema';

/** One run of an operator command on the open database: answers the exit code. */
export type OperatorCommand = (
  argv: string[],
  context: {
    db: Kysely<Database>;
    config: AppConfig;
    out: (line: string) => void;
    err: (line: string) => void;
  },
) => Promise<number>;

/**
 * The command-line side of an operator tool (`npm run premium`, `npm run checkin`), shared so each
 * opens, migrates and closes the configured database the same way. Does nothing when `moduleUrl`
 * (the tool's `import.meta.url`) is not the script node was started with: the tests import the
 * tools and call their runners in-process. Help needs no database (nor a valid configuration),
 * so the database modules are loaded only past it.
 */
export async function runOperatorCommand(moduleUrl: string, usage: string, run: OperatorCommand) {
  const isMain = process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
  if (!isMain) return;
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const { loadConfigOrExit } = await import('../config/load-or-exit');
  const { databaseTargetFromConfig, openDatabase } = await import('./database');
  const { migrateToLatest } = await import('./migrate');
  const config = loadConfigOrExit();
  const handle = openDatabase(databaseTargetFromConfig(config));
  let exitCode = 1;
  try {
    await migrateToLatest(handle.db);
    exitCode = await run(argv, {
      db: handle.db,
      config,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await handle.close();
  }
  // Explicitly: closing PGlite's runtime resets process.exitCode, which would hide a failure.
  process.exit(exitCode);
}
