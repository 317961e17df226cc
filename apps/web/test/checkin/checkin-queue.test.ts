import { describe, expect, it, vi } from 'vitest';
import {
  CheckinQueue,
  queueStorageKey,
  type QueuedUpdate,
  type Sender,
} from '../../src/features/checkin/checkin-queue';
import { memoryStorage } from '../memory-storage';
import { checkedInByOther, entryItem } from './checkin-fixtures';

function update(n: number, overrides: Partial<QueuedUpdate> = {}): QueuedUpdate {
  return {
    guid: `guid-${n}`,
    eventUuid: 'ev-comic-con',
    itemId: n,
    status: 'checked_in',
    note: '',
    moddate: '2026-05-01T08:00:00.000Z',
    nonce: `nonce-000${n}`,
    username: `member_${n}`,
    itemName: 'Entry',
    queuedAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const KEY = queueStorageKey('desk-guid');
const sentOk: Sender = (queued) =>
  Promise.resolve({ kind: 'sent', item: entryItem({ id: queued.itemId, status: 'checked_in' }) });

describe('the desk offline queue', () => {
  it('keeps updates in storage: a new queue (a reload) finds them in order', () => {
    const storage = memoryStorage();
    const queue = new CheckinQueue(KEY, storage);
    queue.enqueue(update(1));
    queue.enqueue(update(2));
    queue.enqueue(update(1)); // the same nonce again is kept once
    const reloaded = new CheckinQueue(KEY, storage);
    expect(reloaded.snapshot().pending.map((queued) => queued.nonce)).toEqual(['nonce-0001', 'nonce-0002']);
    // Another desk account on the same phone never sees (or sends) them.
    expect(new CheckinQueue(queueStorageKey('other'), storage).snapshot().pending).toEqual([]);
  });

  it('sends in the order they were made, and empties itself', async () => {
    const storage = memoryStorage();
    const queue = new CheckinQueue(KEY, storage);
    [1, 2, 3].forEach((n) => queue.enqueue(update(n)));
    const send = vi.fn(sentOk);
    const result = await queue.flush(send);
    expect(send.mock.calls.map(([queued]) => queued.nonce)).toEqual([
      'nonce-0001',
      'nonce-0002',
      'nonce-0003',
    ]);
    expect(result.sent.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(queue.snapshot().pending).toEqual([]);
    expect(new CheckinQueue(KEY, storage).snapshot().pending).toEqual([]);
  });

  it('stops at the first update the network loses and resends it later with the same nonce', async () => {
    const queue = new CheckinQueue(KEY, memoryStorage());
    [1, 2].forEach((n) => queue.enqueue(update(n)));
    const send = vi.fn<Sender>().mockResolvedValueOnce({ kind: 'offline' });
    const first = await queue.flush(send);
    expect(first).toEqual({ sent: [], problems: [], left: 2 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.snapshot().pending).toHaveLength(2);

    send.mockImplementation(sentOk);
    await queue.flush(send);
    expect(send.mock.calls.map(([queued]) => queued.nonce)).toEqual([
      'nonce-0001',
      'nonce-0001',
      'nonce-0002',
    ]);
    expect(queue.snapshot().pending).toEqual([]);
  });

  it('keeps a conflict for review (never retried) and goes on with the rest', async () => {
    const storage = memoryStorage();
    const queue = new CheckinQueue(KEY, storage);
    [1, 2].forEach((n) => queue.enqueue(update(n)));
    const current = checkedInByOther({ id: 1 });
    const send = vi
      .fn<Sender>()
      .mockResolvedValueOnce({
        kind: 'problem',
        current,
        code: 7753,
        error: new Error('kept out of storage'),
      })
      .mockImplementation(sentOk);
    const result = await queue.flush(send);
    expect(result.problems).toEqual([{ update: update(1), current, code: 7753 }]);
    expect(queue.snapshot().pending).toEqual([]);
    const reloaded = new CheckinQueue(KEY, storage);
    expect(reloaded.snapshot().problems).toEqual([{ update: update(1), current, code: 7753 }]);

    await reloaded.flush(send);
    expect(send).toHaveBeenCalledTimes(2); // the conflict is not sent again
    reloaded.dismiss('nonce-0001');
    expect(new CheckinQueue(KEY, storage).snapshot().problems).toEqual([]);
  });

  it('joins a flush already running instead of sending twice', async () => {
    const queue = new CheckinQueue(KEY, memoryStorage());
    queue.enqueue(update(1));
    let release!: () => void;
    const send = vi.fn<Sender>(
      (queued) =>
        new Promise((resolve) => {
          release = () => resolve({ kind: 'sent', item: entryItem({ id: queued.itemId }) });
        }),
    );
    const one = queue.flush(send);
    const two = queue.flush(send);
    expect(queue.snapshot().sending).toBe(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    expect(await two).toBe(await one);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.snapshot().sending).toBe(false);
  });

  it('starts empty from storage that holds something else', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{"nope":1}');
    expect(new CheckinQueue(KEY, storage).snapshot()).toEqual({ pending: [], problems: [], sending: false });
  });
});
