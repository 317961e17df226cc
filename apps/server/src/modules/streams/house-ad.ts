import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HOUSE_AD_VIDEO_PATH } from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import { locateFfmpeg } from '../../media/video/ffmpeg-locator';
import { runFfmpeg } from '../../media/video/ffmpeg-process';
import { findFontFile } from '../../media/video/font-file';
import { writeAtomically } from '../../media/write-atomically';
import type { DemoExtension } from '../demo/demo-extension';
import { houseAdEncoding } from './house-ad-source';

type HouseAdConfig = Pick<AppConfig, 'DATA_DIR' | 'FFMPEG_PATH'>;

const MEDIA_PREFIX = '/media/';

/**
 * Where the ad's file lives: the media folder is served as it is under `/media/`
 * (plugins/web-static.ts), so the file's place follows from its public path.
 */
export function houseAdFile(config: Pick<AppConfig, 'DATA_DIR'>): string {
  const relative = HOUSE_AD_VIDEO_PATH.slice(MEDIA_PREFIX.length);
  return path.resolve(config.DATA_DIR, 'media', ...relative.split('/'));
}

/** Beside the MP4: the fingerprint it was made from, to tell a current file from an old one. */
const stampOf = (file: string) => `${file}.json`;

async function madeFrom(file: string): Promise<string | null> {
  try {
    const [stamp] = await Promise.all([fs.readFile(stampOf(file), 'utf8'), fs.access(file)]);
    const parsed = JSON.parse(stamp) as { fingerprint?: unknown };
    return typeof parsed.fingerprint === 'string' ? parsed.fingerprint : null;
  } catch {
    return null;
  }
}

export interface HouseAdResult {
  file: string;
  /** False when a file made from the same picture and sound was already there. */
  made: boolean;
}

/**
 * Makes the house ad's MP4 when it is missing or was made from another source (a font found
 * since, a changed picture). ffmpeg writes a temporary file beside it, renamed into place once
 * whole: the static server never hands out half an ad, and two instances making it at once
 * both leave a whole one.
 */
export async function prepareHouseAd(
  config: HouseAdConfig,
  options: { signal?: AbortSignal; font?: string | null } = {},
): Promise<HouseAdResult> {
  const file = houseAdFile(config);
  const font = options.font === undefined ? await findFontFile() : (options.font ?? undefined);
  const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp.mp4`;
  const { args, fingerprint } = houseAdEncoding(font, temp);
  if ((await madeFrom(file)) === fingerprint) return { file, made: false };
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await runFfmpeg(await locateFfmpeg(config), args, { signal: options.signal });
    await fs.rename(temp, file);
  } finally {
    await fs.rm(temp, { force: true });
  }
  await writeAtomically(stampOf(file), Buffer.from(JSON.stringify({ fingerprint })));
  return { file, made: true };
}

/**
 * Makes the house ad with the demo media, before the demo videos (one short encode: members
 * meet the ad within seconds of a fresh start, not after the whole demo). Quiet: it reports no
 * progress of its own. Off with DEMO_MEDIA=off, like the demo videos; without the file the
 * player simply skips the ad (apps/web/src/features/player/ads).
 */
export function houseAdExtension(config: HouseAdConfig): DemoExtension {
  return {
    name: 'house ad',
    async run({ signal }) {
      await prepareHouseAd(config, { signal });
    },
  };
}
