import { describe, expect, it } from 'vitest';
import { RenderQueue } from '../../../src/modules/art/render-queue';
import { matchesEtag } from '../../../src/modules/art/art.service';
import { renderArtSvg } from '../../../src/modules/art/art-svg';
import { PALETTE } from './art-fixtures';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('RenderQueue', () => {
  it('runs at most two renders at once, in arrival order', async () => {
    const queue = new RenderQueue<number>(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(n);
      await tick();
      running--;
      return n;
    };
    const results = await Promise.all(Array.from({ length: 7 }, (_, n) => queue.run(`k${n}`, task(n))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.pending).toBe(0);
  });

  it('shares one run between callers of the same key, and forgets it once done', async () => {
    const queue = new RenderQueue<string>(2);
    let runs = 0;
    const task = async () => {
      runs++;
      await tick();
      return 'done';
    };
    expect(await Promise.all([queue.run('a', task), queue.run('a', task), queue.run('a', task)])).toEqual([
      'done',
      'done',
      'done',
    ]);
    expect(runs).toBe(1);
    await queue.run('a', task);
    expect(runs).toBe(2);
  });

  it('passes a failure to every caller and lets the key render again', async () => {
    const queue = new RenderQueue<string>(1);
    const failing = async () => {
      await tick();
      throw new Error('boom');
    };
    const results = await Promise.allSettled([queue.run('x', failing), queue.run('x', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await queue.run('x', async () => 'ok')).toBe('ok');
  });
});

describe('art drawing', () => {
  it('draws the same SVG for the same spec and frame, and a scaled copy for a narrower width', () => {
    const spec = { palette: PALETTE, motif: 'shards', seed: 42 } as const;
    const frame = { width: 720, height: 405 };
    const full = renderArtSvg(spec, frame, frame);
    expect(renderArtSvg(spec, frame, frame)).toBe(full);
    const narrow = renderArtSvg(spec, frame, { width: 320, height: 180 });
    expect(narrow.replace('width="320" height="180"', 'width="720" height="405"')).toBe(full);
    expect(renderArtSvg({ ...spec, seed: 43 }, frame, frame)).not.toBe(full);
    expect(full).not.toMatch(/<text|<image|href=/);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b" , "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
