import { describe, expect, it } from 'vitest';
import { parseDemoArgs } from '../../src/modules/demo/demo-args';
import { createProgress } from '../../src/modules/demo/progress';

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { stream: { isTTY, columns: 100, write: (chunk: string) => chunks.push(chunk) }, chunks };
}

describe('progress output', () => {
  it('writes a plain line at the start and every tenth when the output is not a terminal', () => {
    const { stream, chunks } = fakeStream(false);
    const progress = createProgress('Demo catalogue', stream);
    for (let done = 1; done <= 200; done++)
      progress.onProgress(done, 200, done < 100 ? 'series' : 'episodes');
    progress.stop();
    expect(chunks).toHaveLength(11);
    expect(chunks[0]).toBe('Demo catalogue: 0% (1/200) series\n');
    expect(chunks[1]).toBe('Demo catalogue: 10% (20/200) series\n');
    expect(chunks.at(-1)).toBe('Demo catalogue: 100% (200/200) episodes\n');
  });

  it('starts again at a new total (an extension after the rows)', () => {
    const { stream, chunks } = fakeStream(false);
    const progress = createProgress('Demo catalogue', stream);
    progress.onProgress(50, 50, 'art');
    progress.onProgress(1, 4, 'videos');
    progress.onProgress(4, 4, 'videos');
    expect(chunks).toEqual([
      'Demo catalogue: 100% (50/50) art\n',
      'Demo catalogue: 20% (1/4) videos\n',
      'Demo catalogue: 100% (4/4) videos\n',
    ]);
  });

  it('draws a bar on a terminal and writes nothing before the first report', () => {
    const { stream, chunks } = fakeStream(true);
    const progress = createProgress('Demo catalogue', stream);
    expect(chunks).toEqual([]);
    progress.onProgress(10, 100, 'series');
    progress.onProgress(100, 100, 'art');
    progress.stop();
    const output = chunks.join('');
    expect(output).toContain('Demo catalogue');
    expect(output).toContain('100%');
    expect(output).toContain('art');
  });

  it('stays silent when there was nothing to do', () => {
    const { stream, chunks } = fakeStream(true);
    createProgress('Demo catalogue', stream).stop();
    expect(chunks).toEqual([]);
  });
});

describe('npm run demo options', () => {
  it('reads --regenerate and --scale-episodes', () => {
    expect(parseDemoArgs([])).toEqual({ help: false, regenerate: false });
    expect(parseDemoArgs(['--regenerate', '--scale-episodes=100000'])).toEqual({
      help: false,
      regenerate: true,
      scaleEpisodes: 100_000,
    });
    expect(parseDemoArgs(['--help'])).toMatchObject({ help: true });
  });

  it('refuses unknown options and bad counts', () => {
    expect(parseDemoArgs(['--regen'])).toEqual({ error: 'unknown option "--regen"' });
    for (const bad of ['', 'ten', '-5', '1e5', '1000001', '12345678']) {
      expect(parseDemoArgs([`--scale-episodes=${bad}`])).toHaveProperty('error');
    }
  });
});
