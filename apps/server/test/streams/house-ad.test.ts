import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_AD_VIDEO_PATH } from '@fanverse/contract';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { houseAdFile, houseAdExtension, prepareHouseAd } from '../../src/modules/streams/house-ad';
import { HOUSE_AD_SECONDS } from '../../src/modules/streams/house-ad-source';
import { streamsModule } from '../../src/modules/streams/streams.module';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/*
 * The house ad (a premium upsell the web plays at an episode's ad markers): made once with
 * ffmpeg from generated art into the media folder, and served from there to anyone.
 */
let dataDir: string;
let config: AppConfig;
let made: { file: string; made: boolean };
let served: TestApp;

/** The boxes at the top level of an MP4 file, in order, with where they start and their size. */
function topBoxes(file: Buffer) {
  const boxes: { type: string; start: number; size: number }[] = [];
  for (let at = 0; at + 8 <= file.length;) {
    const size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    boxes.push({ type, start: at, size });
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** The movie's duration in seconds, from the `mvhd` box inside `moov`. */
function movieSeconds(file: Buffer, moov: { start: number; size: number }): number {
  const at = file.indexOf('mvhd', moov.start, 'latin1');
  const version = file.readUInt8(at + 4);
  if (version === 1) {
    const timescale = file.readUInt32BE(at + 4 + 4 + 16);
    return Number(file.readBigUInt64BE(at + 4 + 4 + 20)) / timescale;
  }
  const timescale = file.readUInt32BE(at + 4 + 4 + 8);
  return file.readUInt32BE(at + 4 + 4 + 12) / timescale;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-house-ad-'));
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  made = await prepareHouseAd(config);
  served = await buildTestApp({ DATA_DIR: dataDir });
  await served.app.ready();
}, 120_000);
afterAll(async () => {
  await served?.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the house ad', () => {
  it('is an MP4 of H.264 and AAC, about eight seconds, playable while it downloads', () => {
    expect(made.made).toBe(true);
    expect(made.file).toBe(houseAdFile(config));
    expect(made.file.startsWith(path.join(dataDir, 'media'))).toBe(true);
    const file = fs.readFileSync(made.file);
    const boxes = topBoxes(file);
    expect(boxes[0]?.type).toBe('ftyp');
    const moov = boxes.find((box) => box.type === 'moov');
    const mdat = boxes.find((box) => box.type === 'mdat');
    // faststart: the index comes before the media, so a browser can start before the end arrives.
    expect(moov && mdat && moov.start < mdat.start).toBe(true);
    expect(file.indexOf('avc1', moov!.start, 'latin1')).toBeGreaterThan(0);
    expect(file.indexOf('mp4a', moov!.start, 'latin1')).toBeGreaterThan(0);
    const seconds = movieSeconds(file, moov!);
    expect(seconds).toBeGreaterThan(HOUSE_AD_SECONDS - 0.5);
    expect(seconds).toBeLessThan(HOUSE_AD_SECONDS + 0.5);
    // No temporary files are left beside it.
    expect(fs.readdirSync(path.dirname(made.file)).sort()).toEqual(
      [path.basename(made.file), `${path.basename(made.file)}.json`].sort(),
    );
  });

  it('is not made again from the same source, and is made again from another', async () => {
    const before = fs.statSync(made.file).mtimeMs;
    expect(await prepareHouseAd(config)).toEqual({ file: made.file, made: false });
    expect(fs.statSync(made.file).mtimeMs).toBe(before);
    // Another source (here: no font, so no words): made again, in place.
    const other = await prepareHouseAd(config, { font: null });
    expect(other.made).toBe(true);
    // And back, for the tests below.
    expect((await prepareHouseAd(config)).made).toBe(true);
  }, 120_000);

  it('is served to anyone at its public path, with ranges for seeking', async () => {
    const whole = await served.app.inject({ method: 'GET', url: HOUSE_AD_VIDEO_PATH });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(fs.readFileSync(made.file))).toBe(true);
    const part = await served.app.inject({
      method: 'GET',
      url: HOUSE_AD_VIDEO_PATH,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('is made with the demo media, before the demo videos, unless DEMO_MEDIA=off', () => {
    const names = (env: Record<string, string>) =>
      streamsModule.demoExtensions!(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env })).map(
        (extension) => extension.name,
      );
    expect(names({ DEMO_MEDIA: 'on' })).toEqual(['house ad', 'demo media']);
    expect(names({ DEMO_MEDIA: 'off' })).toEqual([]);
    expect(houseAdExtension(config).name).toBe('house ad');
  });
});
