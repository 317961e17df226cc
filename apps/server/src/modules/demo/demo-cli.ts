// `npm run demo`: generate, regenerate or scale the catalogue of the configured database.
import { loadConfigOrExit } from '../../config/load-or-exit';
import { databaseTargetFromConfig, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { serverModules } from '../index';
import { seedModules } from '../module-registry';
import { DEMO_USAGE, parseDemoArgs } from './demo-args';
import { demoExtensions } from './extensions';
import { createProgress } from './progress';
import { scaleCatalogue } from './scale';
import { regenerateDemoCatalogue, seedDemoCatalogue } from './seed-demo-catalogue';

const args = parseDemoArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(`${args.error}\n\n${DEMO_USAGE}`);
  process.exit(64); // EX_USAGE
}
if (args.help) {
  console.log(DEMO_USAGE);
  process.exit(0);
}

const config = loadConfigOrExit();

const handle = openDatabase(databaseTargetFromConfig(config));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
try {
  await migrateToLatest(handle.db);
  const extensions = demoExtensions(config);

  let started = performance.now();
  let progress = createProgress('Demo catalogue');
  if (args.regenerate) {
    await regenerateDemoCatalogue(handle.db, { onProgress: progress.onProgress, extensions });
    // Starting over clears every jsonbag, the quiz's too: it is product content, put it back now
    // (with every module's other seeded rows; the seeds leave rows that are there alone).
    await seedModules(serverModules, handle.db, config);
    progress.stop();
    console.error(`Demo catalogue regenerated in ${seconds(started)} s`);
  } else {
    const { created } = await seedDemoCatalogue(handle.db, { onProgress: progress.onProgress, extensions });
    progress.stop();
    console.error(
      created
        ? `Demo catalogue generated in ${seconds(started)} s`
        : 'The catalogue already has content; nothing generated (--regenerate starts it over)',
    );
  }

  if (args.scaleEpisodes !== undefined) {
    started = performance.now();
    progress = createProgress('Scaling');
    const result = await scaleCatalogue(handle.db, {
      episodes: args.scaleEpisodes,
      onProgress: progress.onProgress,
    });
    progress.stop();
    console.error(
      `Scaled in ${seconds(started)} s: ${result.added} episodes added, ${result.episodes} in the catalogue`,
    );
  }
} finally {
  await handle.close();
}
