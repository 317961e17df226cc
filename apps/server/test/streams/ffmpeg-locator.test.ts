import { describe, expect, it } from 'vitest';
import { FfmpegNotFoundError, locateFfmpeg } from '../../src/media/video/ffmpeg-locator';
import { runFfmpeg } from '../../src/media/video/ffmpeg-process';

describe('finding ffmpeg', () => {
  it('uses FFMPEG_PATH when set, and says so when it does not run', async () => {
    const found = await locateFfmpeg({});
    expect(await locateFfmpeg({ FFMPEG_PATH: found })).toBe(found);
    const missing = locateFfmpeg({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    await expect(missing).rejects.toBeInstanceOf(FfmpegNotFoundError);
    await expect(missing).rejects.toThrow(/FFMPEG_PATH=\/nonexistent\/ffmpeg.*DEMO_MEDIA=off/s);
  });

  it('finds one on the PATH or in the @ffmpeg-installer package, and it runs', async () => {
    const binary = await locateFfmpeg({});
    await expect(
      runFfmpeg(binary, ['-f', 'lavfi', '-i', 'nullsrc=d=0.1', '-f', 'null', '-']),
    ).resolves.toBeUndefined();
  });

  it('reports a failing run with the last line ffmpeg wrote', async () => {
    const binary = await locateFfmpeg({});
    await expect(runFfmpeg(binary, ['-i', '/nonexistent/input.mp4', '-f', 'null', '-'])).rejects.toThrow(
      /ffmpeg failed \(exit code \d+\): .*nonexistent/,
    );
  });
});
