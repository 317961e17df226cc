import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MemorySeenStore } from '../../src/modules/analytics/ingest/seen-store';

/*
 * The in-process seen-store's hash table against the plainest model of what it promises: claims
 * in a ring of `max` places (released ones still taking theirs until the oldest goes), each
 * remembered for the window. Few distinct ids and a small table make probe runs collide, wrap
 * round the table's end and be shifted back by removals: the cases an open-addressing table gets
 * wrong.
 */
class ModelStore {
  private entries: { id: string | undefined; at: number }[] = [];
  constructor(
    private readonly windowMs: number,
    private readonly max: number,
  ) {}

  claim(ids: string[], now: number): boolean[] {
    while (this.entries.length > 0 && this.entries[0]!.at < now - this.windowMs) this.entries.shift();
    return ids.map((id) => {
      if (this.entries.some((e) => e.id === id)) return false;
      if (this.entries.length === this.max) this.entries.shift();
      this.entries.push({ id, at: now });
      return true;
    });
  }

  release(ids: string[]): void {
    for (const id of ids) {
      const entry = this.entries.find((e) => e.id === id);
      if (entry) entry.id = undefined;
    }
  }
}

const id = fc.integer({ min: 0, max: 40 }).map((n) => `m-${n}`);
const step = fc.oneof(
  fc.record({ kind: fc.constant('claim' as const), ids: fc.array(id, { maxLength: 6 }) }),
  fc.record({ kind: fc.constant('release' as const), ids: fc.array(id, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
);

it('answers every claim and release as the model does', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 24 }), fc.array(step, { maxLength: 80 }), (max, steps) => {
      let clock = 1_000_000;
      const store = new MemorySeenStore(60, { max, now: () => clock });
      const model = new ModelStore(60_000, max);
      for (const s of steps) {
        if (s.kind === 'wait') clock += s.ms;
        else if (s.kind === 'release') {
          void store.release(s.ids);
          model.release(s.ids);
        } else {
          expect(store.claimNow(s.ids)).toEqual(model.claim(s.ids, clock));
        }
      }
    }),
    { numRuns: 400 },
  );
});

it('keeps 200,000 claims and finds each of them', () => {
  const store = new MemorySeenStore(3600);
  const ids = Array.from(
    { length: 200_000 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  expect(store.claimNow(ids).every(Boolean)).toBe(true);
  expect(store.claimNow(ids).some(Boolean)).toBe(false);
  // One more evicts the oldest, only it; a duplicate check does not refresh the next oldest.
  expect(store.claimNow(['one-more'])).toEqual([true]);
  expect(store.claimNow([ids[1]!, ids[199_999]!, ids[0]!])).toEqual([false, false, true]);
  expect(store.claimNow([ids[1]!, ids[2]!])).toEqual([true, true]);
});
