import type { AppConfig } from '../../config/config';
import { findFontFile } from '../../media/video/font-file';
import type { DemoExtension, DemoMediaItem } from '../demo/demo-extension';
import { demoVideoSource } from './demo-video-source';
import { createMediaPreparer } from './streams.factory';
import { VideoMediaRepository } from './video-media.repository';

/** ffmpeg runs at once: each uses about one core at these sizes; more would starve the server. */
const CONCURRENT_ENCODES = 2;

/**
 * Runs `task` over `items` in order, at most `limit` at a time. A failing task stops its worker;
 * the others finish what they are doing (their clean-up included) before the first error is
 * thrown, so nothing is left half-done behind the caller's back.
 */
async function inOrder<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A short original video for every demo episode and clip (test pattern, tone, title), prepared
 * as encrypted HLS. The rows are registered with the catalogue (`processing`, so the manifest
 * says "still being prepared"); the videos are made afterwards, in catalogue order (the first
 * series first), two at a time. Videos already prepared from the same source are skipped, so a
 * run cut short is simply run again. One video failing does not stop the others; the run
 * reports the failures at the end.
 */
export function demoMediaExtension(config: Pick<AppConfig, 'DATA_DIR' | 'FFMPEG_PATH'>): DemoExtension {
  return {
    name: 'demo media',
    async register(db, media) {
      await createMediaPreparer(db, config).register(media.map((m) => m.video_uuid));
    },
    async run({ db, media, onProgress, signal }) {
      // Only videos the catalogue plays: after a regeneration or an operator's own import, the
      // plan may name videos that are not there.
      const present = await new VideoMediaRepository(db).inCatalogue(media.map((m) => m.video_uuid));
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
      onProgress(0, items.length, 'videos');
      await inOrder(items, CONCURRENT_ENCODES, async (item) => {
        signal?.throwIfAborted();
        try {
          await preparer.prepare(item.video_uuid, demoVideoSource(item, font), { signal });
        } catch (error) {
          if (signal?.aborted) throw error;
          failures.push({ item, error });
        }
        onProgress(++done, items.length, item.title.en);
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
