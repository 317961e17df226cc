import { checkinConflict, toApiError } from '@fanverse/client';
import type { EventItem, Page } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiClient } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { getStorage } from '../../../lib/storage';
import { useProfile, useSessionManager } from '../../../lib/session';
import { CheckinQueue, queueStorageKey, type QueuedUpdate, type Sender } from '../checkin-queue';
import { CheckinCodes, firstCode, isNetworkFailure } from '../checkin-model';
import { checkinKeys } from './checkin-keys';

/** How a tap at the desk ended. */
export type SubmitResult =
  | { kind: 'done'; item: EventItem }
  /** Another desk changed it first: `current` is the item as it is now (if the server said). */
  | { kind: 'conflict'; current: EventItem | null }
  /** No network: kept, to be sent when it comes back. */
  | { kind: 'queued' }
  | { kind: 'failed'; error: unknown };

export interface DeskUpdate {
  item: EventItem;
  status: string;
  note: string;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * The desk's updates, online or not: each carries the moddate the desk saw and a fresh nonce;
 * without a network (or while older updates still wait) it joins the persisted queue, which is
 * sent in order on the browser's 'online' event (and at start, for a queue left by a reload).
 * Every item the server answers (a success, or a conflict's current state) goes straight into
 * the attendee's card, so nothing on screen is older than what the server said.
 */
export function useCheckinQueue() {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  const deskGuid = useProfile()?.user_guid ?? 'desk';
  const queue = useMemo(() => new CheckinQueue(queueStorageKey(deskGuid), getStorage('local')), [deskGuid]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);

  /** The server's word on an item: the card shows it, the search lists ask again. */
  const showItem = useCallback(
    (item: EventItem) => {
      queryClient.setQueryData<Page<EventItem>>(
        checkinKeys.memberItems(item.user_uuid, item.event_uuid),
        (page) =>
          page ? { ...page, values: page.values.map((old) => (old.id === item.id ? item : old)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: checkinKeys.eventItems(item.event_uuid) });
    },
    [queryClient],
  );

  const send: Sender = useCallback(
    async (update: QueuedUpdate) => {
      try {
        const item = await session.call(() =>
          apiClient.checkin.updateItem(update.guid, update.eventUuid, update.itemId, {
            status: update.status,
            note: update.note || undefined,
            moddate: update.moddate,
            nonce: update.nonce,
          }),
        );
        return { kind: 'sent', item };
      } catch (error) {
        // Lost on the way, or the desk's session ended: kept for when either comes back.
        if (isNetworkFailure(error) || toApiError(error).sessionExpired) return { kind: 'offline' };
        return {
          kind: 'problem',
          current: checkinConflict(toApiError(error)),
          code: firstCode(error),
          error,
        };
      }
    },
    [session],
  );

  const flush = useCallback(async () => {
    if (!isOnline()) return;
    const result = await queue.flush(send);
    result.sent.forEach(showItem);
    for (const problem of result.problems) if (problem.current) showItem(problem.current);
  }, [queue, send, showItem]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const submit = useCallback(
    async ({ item, status, note }: DeskUpdate): Promise<SubmitResult> => {
      const update: QueuedUpdate = {
        guid: item.user_uuid,
        eventUuid: item.event_uuid,
        itemId: item.id,
        status,
        note,
        moddate: item.moddate,
        nonce: randomUuid(),
        username: item.username,
        itemName: item.event_item.name,
        queuedAt: new Date().toISOString(),
      };
      // Older updates still waiting go first: this one never overtakes them.
      if (!isOnline() || queue.snapshot().pending.length > 0) {
        queue.enqueue(update);
        void flush();
        return { kind: 'queued' };
      }
      const outcome = await send(update);
      if (outcome.kind === 'sent') {
        showItem(outcome.item);
        return { kind: 'done', item: outcome.item };
      }
      if (outcome.kind === 'offline') {
        // The reply may have been lost after the server applied it: the same nonce makes the
        // resend harmless.
        queue.enqueue(update);
        return { kind: 'queued' };
      }
      if (outcome.code === CheckinCodes.CONFLICT) {
        if (outcome.current) showItem(outcome.current);
        return { kind: 'conflict', current: outcome.current };
      }
      return { kind: 'failed', error: outcome.error };
    },
    [flush, queue, send, showItem],
  );

  const dismiss = useCallback((nonce: string) => queue.dismiss(nonce), [queue]);

  return { snapshot, submit, flush, dismiss };
}
