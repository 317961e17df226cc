import type { AppConfig } from '../../config/config';
import { findFontFile } from '../../media/video/font-file';
import type { DemoExtension, DemoMediaItem } from '../demo/demo-extension';
import { demoVideoSource } from './demo-video-source';
import { runByPriority } from './priority-pool';
import { createMediaPreparer } from './streams.factory';
import { VideoMediaRepository } from './video-media.repository';

/** ffmpeg runs at once: each uses about one core at these sizes; more would starve the server. */
const CONCURRENT_ENCODES = 2;
/**
 * One more, only for a video a viewer is waiting for while both encoders are busy: it starts
 * within a second instead of after one of them (~10 s each on a busy two-core machine), and
 * only a viewer's request ever makes three.
 */
const EXPRESS_ENCODES = 1;
/** How often the busy encoders' queue looks for a video a viewer is waiting for. */
const WANTED_POLL_MS = 1000;

/**
 * A short original video for every demo episode and clip (test pattern, tone, title), prepared
 * as encrypted HLS. The rows are registered with the catalogue (`processing`, so the manifest
 * says "still being prepared"); the videos are made afterwards, two at a time, in catalogue order
 * (the first series first) except that a video a viewer is waiting for (its rights or manifest
 * asked for while it is being prepared, recorded on its row by any instance) starts within a
 * second, in an express slot beside the two: on a fresh install it plays within seconds. Videos already
 * prepared from the same source are skipped, so a run cut short is simply run again. One video
 * failing does not stop the others; the run reports the failures at the end.
 */
export function demoMediaExtension(
  config: Pick<AppConfig, 'DATA_DIR' | 'FFMPEG_PATH' | 'DEMO_MEDIA'>,
): DemoExtension {
  // on-demand: nothing is made ahead; a video is made when someone first asks to play it.
  const onDemand = config.DEMO_MEDIA === 'on-demand';
  return {
    name: 'demo media',
    async register(db, media) {
      await createMediaPreparer(db, config).register(media.map((m) => m.video_uuid));
    },
    async run({ db, media, onProgress, signal }) {
      // Only videos the catalogue plays: after a regeneration or an operator's own import, the
      // plan may name videos that are not there.
      const repo = new VideoMediaRepository(db);
      const present = await repo.inCatalogue(media.map((m) => m.video_uuid));
      const preparer = createMediaPreparer(db, config);
      const font = await findFontFile();
      const items: DemoMediaItem[] = [];
      for (const m of media) {
        if (present.has(m.video_uuid) && (await preparer.needsWork(m.video_uuid, demoVideoSource(m, font)))) {
          items.push(m);
        }
      }
      // Nothing to do on most starts: no progress is reported, so nothing is printed.
      if (items.length === 0) return;
      await preparer.register(items.map((m) => m.video_uuid));
      const failures: { item: DemoMediaItem; error: unknown }[] = [];
      let done = 0;
      if (!onDemand) onProgress(0, items.length, 'videos');
      await runByPriority({
        items,
        limit: CONCURRENT_ENCODES,
        inOrder: !onDemand,
        keyOf: (item) => item.video_uuid.toLowerCase(),
        wanted: () => repo.wanted(),
        express: EXPRESS_ENCODES,
        pollMs: WANTED_POLL_MS,
        signal,
        task: async (item, { wanted }) => {
          signal?.throwIfAborted();
          try {
            const source = demoVideoSource(item, font);
            await preparer.prepare(item.video_uuid, source, { signal, urgent: wanted });
          } catch (error) {
            if (signal?.aborted) throw error;
            failures.push({ item, error });
          }
          onProgress(++done, items.length, item.title.en);
        },
      });
      if (failures.length > 0) {
        const first = failures[0]!;
        const why = first.error instanceof Error ? first.error.message : String(first.error);
        throw new Error(
          `${failures.length} of ${items.length} demo videos could not be prepared ` +
            `(first: ${first.item.video_uuid} "${first.item.title.en}": ${why})`,
        );
      }
    },
  };
}
