import { describe, expect, it, vi } from 'vitest';
import { runByPriority } from '../../src/modules/streams/priority-pool';

/** A task per item that finishes when the test says so, recording the order tasks start in. */
function controlledTasks() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const task = (item: string) =>
    new Promise<void>((resolve) => {
      started.push(item);
      finish.set(item, resolve);
    });
  /** Lets the pool's promises settle (the `wanted` look-ups and the next task's start). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const done = async (item: string) => {
    finish.get(item)!();
    await settle();
  };
  return { started, task, done, settle };
}

const items = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('runByPriority', () => {
  it('runs everything in order, `limit` at a time, when nobody waits for anything', async () => {
    const { started, task, done, settle } = controlledTasks();
    const run = runByPriority({ items, limit: 2, keyOf: (i) => i, wanted: async () => [], task });
    await settle();
    expect(started).toEqual(['a', 'b']);
    await done('b');
    expect(started).toEqual(['a', 'b', 'c']);
    for (const item of ['a', 'c', 'd', 'e', 'f']) await done(item);
    await run;
    expect(started).toEqual(items);
  });

  it('a wanted item is taken by the next free worker, ahead of the order; the longest-awaited first', async () => {
    const { started, task, done, settle } = controlledTasks();
    let wanted: string[] = [];
    const run = runByPriority({ items, limit: 2, keyOf: (i) => i, wanted: async () => wanted, task });
    await settle();
    expect(started).toEqual(['a', 'b']);
    // Asked for while both workers are busy: neither is interrupted, the first free one takes it.
    wanted = ['e', 'f'];
    await done('a');
    expect(started).toEqual(['a', 'b', 'e']);
    await done('b');
    expect(started).toEqual(['a', 'b', 'e', 'f']);
    // A wanted item that is running or done, or is not ours, is passed over.
    wanted = ['e', 'x', 'a'];
    await done('e');
    await done('f');
    expect(started).toEqual(['a', 'b', 'e', 'f', 'c', 'd']);
    await done('c');
    await done('d');
    await run;
  });

  it('inOrder false (DEMO_MEDIA=on-demand): only wanted items run, until all are done or it is stopped', async () => {
    const { started, task, done } = controlledTasks();
    let wanted: string[] = [];
    const controller = new AbortController();
    const run = runByPriority({
      items,
      limit: 2,
      keyOf: (i) => i,
      wanted: async () => wanted,
      task,
      inOrder: false,
      pollMs: 5,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toEqual([]);
    wanted = ['d'];
    await vi.waitFor(() => expect(started).toEqual(['d']));
    await done('d');
    wanted = ['b', 'f'];
    await vi.waitFor(() => expect(started).toEqual(['d', 'b', 'f']));
    await done('b');
    await done('f');
    controller.abort();
    await run;
    expect(started).toEqual(['d', 'b', 'f']);
  });

  it('tells each task whether somebody waits for its item, so a wanted video encodes ahead', async () => {
    const how = new Map<string, boolean>();
    let wanted: string[] = ['d'];
    await runByPriority({
      items: ['a', 'b', 'c', 'd'],
      limit: 1,
      keyOf: (i) => i,
      wanted: async () => wanted,
      task: async (item, { wanted: isWanted }) => {
        how.set(item, isWanted);
        wanted = [];
      },
    });
    expect(Object.fromEntries(how)).toEqual({ d: true, a: false, b: false, c: false });
  });

  it('a failing task stops its worker; the others finish what they do before the error is thrown', async () => {
    const started: string[] = [];
    let finishB: () => void = () => undefined;
    let bFinished = false;
    const run = runByPriority({
      items,
      limit: 2,
      keyOf: (i) => i,
      wanted: async () => [],
      task: async (item) => {
        started.push(item);
        if (item === 'a') throw new Error('a broke');
        if (item === 'b') {
          await new Promise<void>((resolve) => (finishB = resolve));
          bFinished = true;
        }
      },
    });
    const outcome = run.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishB();
    expect(await outcome).toBe('a broke');
    expect(bFinished).toBe(true);
    // The worker that kept going did the rest.
    expect(started).toEqual(items);
  });

  it('an express lane starts a wanted item within pollMs while every worker is busy, one at a time', async () => {
    const { started, task, done } = controlledTasks();
    let wanted: string[] = [];
    const run = runByPriority({
      items,
      limit: 1,
      keyOf: (i) => i,
      wanted: async () => wanted,
      task,
      express: 1,
      pollMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nobody waits for anything: the lane stays empty.
    expect(started).toEqual(['a']);
    wanted = ['d', 'e'];
    await new Promise((resolve) => setTimeout(resolve, 30));
    // d starts beside a; e waits for a free place, as the lane holds one at a time.
    expect(started).toEqual(['a', 'd']);
    await done('d');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toEqual(['a', 'd', 'e']);
    wanted = [];
    for (const item of ['a', 'e', 'b', 'c', 'f']) {
      await vi.waitFor(() => expect(started).toContain(item));
      await done(item);
    }
    await run;
    expect(started).toEqual(['a', 'd', 'e', 'b', 'c', 'f']);
  });

  it('stops starting anything once aborted; the lane ends without waiting for its next look', async () => {
    const { started, task, done, settle } = controlledTasks();
    const controller = new AbortController();
    const run = runByPriority({
      items,
      limit: 2,
      keyOf: (i) => i,
      wanted: async () => [],
      task,
      express: 1,
      pollMs: 60_000,
      signal: controller.signal,
    });
    await settle();
    controller.abort();
    await done('a');
    await done('b');
    await run;
    expect(started).toEqual(['a', 'b']);
  });

  it('nothing to do: resolves at once without asking what is wanted', async () => {
    let asked = 0;
    await runByPriority<string>({
      items: [],
      limit: 2,
      keyOf: (i) => i,
      wanted: async () => {
        asked++;
        return [];
      },
      task: async () => undefined,
    });
    expect(asked).toBe(0);
  });
});
