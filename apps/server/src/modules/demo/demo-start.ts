import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { demoExtensions } from './extensions';
import { createProgress } from './progress';
import { seedDemoCatalogue } from './seed-demo-catalogue';

const silent = { isTTY: false, write: () => true };

/**
 * At server start, before listening: with DEMO_CONTENT=on and an empty catalogue, generate the
 * demo catalogue with a progress bar on stderr. Later starts find the catalogue and do nothing.
 */
export async function generateDemoOnStart(db: Kysely<Database>, config: AppConfig): Promise<void> {
  if (config.DEMO_CONTENT !== 'on') return;
  const quiet = config.LOG_LEVEL === 'silent';
  const progress = createProgress('Demo catalogue', quiet ? silent : process.stderr);
  const started = performance.now();
  try {
    const { created } = await seedDemoCatalogue(db, {
      onProgress: progress.onProgress,
      extensions: demoExtensions(config),
    });
    progress.stop();
    if (created && !quiet) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stderr.write(
        `Demo catalogue generated in ${seconds} s (DEMO_CONTENT=off skips it; npm run demo -- --regenerate starts it over)\n`,
      );
    }
  } catch (err) {
    progress.stop();
    throw err;
  }
}
