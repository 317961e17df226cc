import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import { generateDemoOnStart } from '../../src/modules/demo/demo-start';
import { demoMedia } from '../../src/modules/demo/seed-demo-catalogue';
import { demoMediaExtension } from '../../src/modules/streams/demo-media.extension';
import { MediaPreparer } from '../../src/modules/streams/media-preparer';
import { VideoMediaRepository } from '../../src/modules/streams/video-media.repository';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The order the demo videos are made in, on the real catalogue and video_media rows; the
 * encoding itself is replaced (demo-media.test.ts proves it), so that only the order is tested.
 */
let database: DatabaseHandle;
let config: AppConfig;
beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-demo-priority-')),
  });
  await generateDemoOnStart(database.db, config);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
});

describe('demo videos somebody is waiting for', () => {
  it('are made next: asked for before the run, first; asked for during it, next', async () => {
    const repo = new VideoMediaRepository(database.db);
    const media = demoMedia().slice(0, 6);
    const [a, b, c, d, e, f] = media.map((m) => m.video_uuid);
    const started: string[] = [];
    let requested: () => void = () => undefined;
    const eRequested = new Promise<void>((resolve) => (requested = resolve));
    vi.spyOn(MediaPreparer.prototype, 'prepare').mockImplementation(async (uuid: string) => {
      started.push(uuid);
      // A viewer opens the fifth video while the first two are being made.
      if (uuid === a) {
        await repo.request(e!);
        requested();
      }
      await eRequested;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'prepared';
    });
    // Asked for before the run starts (a viewer on the first seconds of a fresh install).
    await repo.request(d!);
    const progress: number[] = [];
    await demoMediaExtension(config).run({
      db: database.db,
      media,
      onProgress: (done) => progress.push(done),
    });
    // Two encoders: the first takes the wanted video, the second the first in order; the video
    // asked for meanwhile starts next (in the express slot, or on the first encoder to come
    // free), then the order resumes.
    expect(started.slice(0, 3)).toEqual([d, a, e]);
    expect(started.slice(3)).toEqual([b, c, f]);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a request marks a video being prepared once (the oldest keeps its place); a ready one never', async () => {
    const repo = new VideoMediaRepository(database.db);
    const [first, second, third] = demoMedia()
      .slice(10, 13)
      .map((m) => m.video_uuid);
    await database.db
      .updateTable('video_media')
      .set({ requested_at: null })
      .where('requested_at', 'is not', null)
      .execute();
    await repo.request(second!);
    await repo.request(first!);
    await repo.request(second!);
    expect(await repo.wanted()).toEqual([second, first]);
    await repo.markReady(second!, { folder: 'x', duration_seconds: 1, renditions: [] });
    await repo.request(second!);
    expect(await repo.wanted()).toEqual([first]);
    await repo.markFailed(first!, 'broken');
    expect(await repo.wanted()).toEqual([]);
    await repo.markProcessing(third!, 'y');
    await repo.request(third!);
    expect(await repo.wanted()).toEqual([third]);
  });
});
