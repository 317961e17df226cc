import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import { findFontFile } from '../../src/media/video/font-file';
import type { DemoMediaItem } from '../../src/modules/demo/demo-extension';
import { generateDemoOnStart } from '../../src/modules/demo/demo-start';
import { demoMediaExtension } from '../../src/modules/streams/demo-media.extension';
import { demoVideoSource } from '../../src/modules/streams/demo-video-source';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The demo videos: registered with the catalogue before the server listens, made in the
 * background afterwards. The full demo has 98 videos; here the catalogue is trimmed to one
 * short clip so that exactly one is encoded.
 */
let database: DatabaseHandle;
let config: AppConfig;
beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-demo-media-')),
  });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => database.db;
const mediaRows = () => db().selectFrom('video_media').select(['video_uuid', 'status', 'error']).execute();
const captureStderr = () => vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
const written = (spy: ReturnType<typeof captureStderr>) => spy.mock.calls.map((c) => String(c[0])).join('');
const log = () => ({ error: vi.fn() });

describe('demo videos at server start', () => {
  it('registers every episode and clip video as being prepared with the catalogue', async () => {
    const stderr = captureStderr();
    await generateDemoOnStart(db(), config);
    const rows = await mediaRows();
    const videos = await db()
      .selectFrom('episodes')
      .select('video_uuid')
      .union(db().selectFrom('clips').select('video_uuid'))
      .execute();
    expect(videos).toHaveLength(72 + 26);
    expect(rows.map((r) => r.video_uuid).sort()).toEqual(videos.map((v) => v.video_uuid).sort());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['processing']));
    // Nothing is encoded before the server listens.
    expect(written(stderr)).not.toContain('Demo media');
    expect(fs.existsSync(path.join(config.DATA_DIR, 'streams'))).toBe(false);
  });

  it('makes the videos of the catalogue in the background, reporting progress, once', async () => {
    // Keep one short clip: the rest of the demo would take minutes to encode.
    const kept = await db()
      .selectFrom('clips')
      .select(['id', 'video_uuid', 'duration'])
      .orderBy('duration')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('clips').where('id', '!=', kept.id).execute();
    await db().deleteFrom('episodes').execute();
    // The demo comics' pages are pre-rendered by their own extension: not this test's subject.
    await db().deleteFrom('comic_books').execute();

    const stderr = captureStderr();
    const logger = log();
    const start = await generateDemoOnStart(db(), config);
    const background = start.startBackground(logger);
    expect(background).toBeDefined();
    await background!.done;
    expect(logger.error).not.toHaveBeenCalled();
    const output = written(stderr);
    expect(output).toMatch(/Demo media: 100% \(1\/1\)/);
    expect(output).toMatch(/Demo media prepared in [\d.]+ s/);
    const rows = await mediaRows();
    expect(rows.find((r) => r.video_uuid === kept.video_uuid)?.status).toBe('ready');
    // Videos the catalogue no longer plays are left alone.
    expect(rows.filter((r) => r.status === 'ready')).toHaveLength(1);

    stderr.mockClear();
    await (await generateDemoOnStart(db(), config)).startBackground(logger)!.done;
    expect(stderr).not.toHaveBeenCalled();
  }, 120_000);

  it('stops when the server shuts down, leaving the unfinished video to the next start', async () => {
    const ready = (await mediaRows()).find((r) => r.status === 'ready')!;
    await db()
      .updateTable('video_media')
      .set({ status: 'processing' })
      .where('video_uuid', '=', ready.video_uuid)
      .execute();
    captureStderr();
    const logger = log();
    const background = (await generateDemoOnStart(db(), config)).startBackground(logger)!;
    await background.stop();
    expect(logger.error).not.toHaveBeenCalled();
    const row = (await mediaRows()).find((r) => r.video_uuid === ready.video_uuid)!;
    expect(row.status).toBe('processing');
    const leftovers = fs
      .readdirSync(path.join(config.DATA_DIR, 'streams'))
      .filter((n) => n.startsWith('.tmp-'));
    expect(leftovers).toEqual([]);
  });

  it('makes no video with DEMO_MEDIA=off', async () => {
    const off = loadConfig({ NODE_ENV: 'test', DATA_DIR: config.DATA_DIR, DEMO_MEDIA: 'off' });
    await db().updateTable('video_media').set({ status: 'processing' }).execute();
    const stderr = captureStderr();
    // Other extensions (the comics' rows) may still run; the videos stay as they are.
    await (await generateDemoOnStart(db(), off)).startBackground(log())?.done;
    expect(written(stderr)).not.toContain('Demo media');
    expect(new Set((await mediaRows()).map((r) => r.status))).toEqual(new Set(['processing']));
  });
});

describe('the demo picture', () => {
  const episode: DemoMediaItem = {
    kind: 'episode',
    video_uuid: '11111111-2222-4333-8444-555555555555',
    title: { en: "Rock 'n' Roll: 100% [live], a;b \\ c", es: 'Rock' },
    duration_seconds: 50,
    timestamps: [
      { label: 'recap', start_seconds: 0, end_seconds: 5, title: { en: 'Skip recap' } },
      { label: 'intro', start_seconds: 5, end_seconds: 12, title: { en: 'Skip intro' } },
      { label: 'credits', start_seconds: 40, end_seconds: 50, title: { en: 'Skip credits' } },
    ],
  };

  it('draws the title and RECAP, INTRO and CREDITS while those parts play', () => {
    const source = demoVideoSource(episode, '/fonts/Bold Sans.ttf');
    const filters = source.videoFilters ?? [];
    expect(filters).toHaveLength(4);
    expect(filters[0]).toContain(String.raw`text=Rock \\\'n\\\' Roll\\: 100% \[live\]\, a\;b \\\\ c`);
    expect(filters[0]).toContain('expansion=none');
    expect(filters.slice(1).map((f) => /:text=(\w+)/.exec(f)?.[1])).toEqual(['RECAP', 'INTRO', 'CREDITS']);
    expect(filters[2]).toContain(String.raw`enable=between(t\,5\,12)`);
    expect(source.inputArgs.join(' ')).toContain('duration=50');
    expect(source.audio).toBe('1:a');
  });

  it('draws no text without a font, and names a different picture by a different fingerprint', () => {
    const plain = demoVideoSource(episode, undefined);
    expect(plain.videoFilters).toEqual([]);
    const retitled = demoVideoSource(
      { ...episode, title: { en: 'Another title', es: 'Otro título' } },
      undefined,
    );
    expect(retitled.fingerprint).not.toBe(plain.fingerprint);
    expect(demoVideoSource(episode, undefined).fingerprint).toBe(plain.fingerprint);
  });

  it('renders a title with every special character ffmpeg knows', async () => {
    // The escaping above, proven by ffmpeg itself: a run that misparses the graph fails.
    const font = await findFontFile();
    const clip = await db().selectFrom('clips').select(['uuid', 'video_uuid']).executeTakeFirstOrThrow();
    const extension = demoMediaExtension(config);
    const item: DemoMediaItem = {
      ...episode,
      kind: 'clip',
      video_uuid: clip.video_uuid,
      duration_seconds: 2,
    };
    const progress: number[] = [];
    await extension.run({ db: db(), media: [item], onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([0, 1]);
    const row = (await mediaRows()).find((r) => r.video_uuid === clip.video_uuid)!;
    expect(row).toMatchObject({ status: 'ready', error: null });
    if (!font) console.warn('no font on this machine: the title escaping was not exercised by ffmpeg');
  }, 60_000);
});
