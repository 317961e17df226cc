import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { DemoExtension } from './demo-extension';
import { demoExtensions } from './extensions';
import { createProgress } from './progress';
import { demoMedia, seedDemoCatalogue } from './seed-demo-catalogue';

const silent = { isTTY: false, write: () => true };

/** Work the server does after it starts listening; stopped before it closes. */
export interface DemoBackground {
  /** Settles when the work is over, done or cut short; never rejects (failures are logged). */
  done: Promise<void>;
  /** Cuts the work short (what is unfinished is redone on the next start) and waits for it. */
  stop(): Promise<void>;
}

export interface DemoOnStart {
  /** Starts the extensions' work (the demo videos) in the background; undefined when there is none. */
  startBackground(log: Pick<FastifyBaseLogger, 'error'>): DemoBackground | undefined;
}

/**
 * At server start, before listening: with DEMO_CONTENT=on and an empty catalogue, generate the
 * demo catalogue with a progress bar on stderr. Later starts find the catalogue and do nothing.
 * The extensions only register their rows here; their slow part (encoding the demo videos)
 * must not hold up start-up, so it is handed back to run once the server listens, on every
 * start: it picks up whatever an earlier run left unfinished, and does nothing otherwise.
 */
export async function generateDemoOnStart(db: Kysely<Database>, config: AppConfig): Promise<DemoOnStart> {
  if (config.DEMO_CONTENT !== 'on') return { startBackground: () => undefined };
  const quiet = config.LOG_LEVEL === 'silent';
  const extensions = demoExtensions(config);
  const progress = createProgress('Demo catalogue', quiet ? silent : process.stderr);
  const started = performance.now();
  try {
    const { created } = await seedDemoCatalogue(db, {
      onProgress: progress.onProgress,
      extensions,
      runExtensions: false,
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
  return {
    startBackground: (log) =>
      extensions.length > 0 ? runInBackground(db, extensions, { quiet, log }) : undefined,
  };
}

function runInBackground(
  db: Kysely<Database>,
  extensions: readonly DemoExtension[],
  options: { quiet: boolean; log: Pick<FastifyBaseLogger, 'error'> },
): DemoBackground {
  const controller = new AbortController();
  const progress = createProgress('Demo media', options.quiet ? silent : process.stderr);
  let reported = false;
  const onProgress = (done: number, total: number, label: string) => {
    reported = true;
    progress.onProgress(done, total, label);
  };
  const started = performance.now();
  const done = (async () => {
    const media = demoMedia();
    for (const extension of extensions) {
      if (controller.signal.aborted) break;
      try {
        await extension.run({ db, media, onProgress, signal: controller.signal });
      } catch (err) {
        // Not fatal: the catalogue is served; a video without media answers S08 or S01.
        if (!controller.signal.aborted)
          options.log.error({ err, extension: extension.name }, 'demo extension failed');
      }
    }
    progress.stop();
    if (reported && !controller.signal.aborted && !options.quiet) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stderr.write(`Demo media prepared in ${seconds} s (DEMO_MEDIA=off skips it)\n`);
    }
  })();
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
