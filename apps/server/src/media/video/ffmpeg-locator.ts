import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** No ffmpeg anywhere we looked; the message says where, and how to provide one. */
export class FfmpegNotFoundError extends Error {
  constructor(tried: string[]) {
    super(
      `ffmpeg not found (tried ${tried.join(', ')}). Install ffmpeg on the PATH, set FFMPEG_PATH, ` +
        'or install the @ffmpeg-installer/ffmpeg package; DEMO_MEDIA=off skips the demo videos.',
    );
    this.name = 'FfmpegNotFoundError';
  }
}

/** Whether `binary -version` runs: a file that exists but cannot execute counts as missing. */
function runs(binary: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(binary, ['-hide_banner', '-version'], { timeout: 10_000 }, (err) => resolve(!err));
  });
}

/** The binary of the @ffmpeg-installer package for this platform, when it is installed. */
function packagedFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // Not installed, or no build for this platform: the package throws a string then.
    return undefined;
  }
}

/**
 * Finds ffmpeg: FFMPEG_PATH when set (and only it: an operator who names a binary wants that
 * one), else `ffmpeg` on the PATH, else the binary of the @ffmpeg-installer npm package.
 */
export async function locateFfmpeg(config: { FFMPEG_PATH?: string | undefined }): Promise<string> {
  if (config.FFMPEG_PATH) {
    if (await runs(config.FFMPEG_PATH)) return config.FFMPEG_PATH;
    throw new FfmpegNotFoundError([`FFMPEG_PATH=${config.FFMPEG_PATH}`]);
  }
  if (await runs('ffmpeg')) return 'ffmpeg';
  const packaged = packagedFfmpeg();
  if (packaged && (await runs(packaged))) return packaged;
  throw new FfmpegNotFoundError(['ffmpeg on the PATH', '@ffmpeg-installer/ffmpeg']);
}
