// Process entry: check config, open and migrate the database, serve, and shut down cleanly.
import { loadConfigOrExit } from './config/load-or-exit';
import { databaseTargetFromConfig, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { generateDemoOnStart, type DemoBackground } from './modules/demo/demo-start';
import { serverModules } from './modules/index';
import { seedModules } from './modules/module-registry';
import { buildApp } from './app';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();

  const database = openDatabase(databaseTargetFromConfig(config));
  await migrateToLatest(database.db);
  await seedModules(serverModules, database.db, config);
  const demo = await generateDemoOnStart(database.db, config);
  const app = await buildApp({ config, database });

  let closing = false;
  // Work started once listening (the demo videos), stopped before the app closes.
  const running: { background?: DemoBackground } = {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await running.background?.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Fanverse is up at ${config.PUBLIC_URL} (database: ${database.kind})`);
  // The demo videos are made after listening: the catalogue is browsable at once, and a video
  // not ready yet answers "still being prepared" (S08).
  running.background = demo.startBackground(app.log);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
