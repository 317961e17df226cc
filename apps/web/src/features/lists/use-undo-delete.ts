import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the Undo of a deleted list is offered before the delete is sent. */
export const UNDO_MS = 6000;

export interface PendingDelete {
  uuid: string;
  title: string;
}

/**
 * Delete with undo: a list is hidden at once and its delete is sent only when the undo time is
 * over (or when the page is left, so nothing is lost); Undo within that time brings it back
 * and nothing is sent. `send` failing brings the list back too, with the failure for the page.
 */
export function useUndoDelete(send: (uuid: string) => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [last, setLast] = useState<PendingDelete | null>(null);
  const [error, setError] = useState<unknown>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const show = useCallback((uuid: string) => {
    setHidden((set) => {
      const next = new Set(set);
      next.delete(uuid);
      return next;
    });
  }, []);

  const commit = useCallback(
    (uuid: string) => {
      timers.current.delete(uuid);
      setLast((current) => (current?.uuid === uuid ? null : current));
      sendRef.current(uuid).catch((failure: unknown) => {
        show(uuid);
        setError(failure);
      });
    },
    [show],
  );

  const remove = useCallback(
    (list: PendingDelete) => {
      setError(null);
      setHidden((set) => new Set(set).add(list.uuid));
      setLast(list);
      timers.current.set(
        list.uuid,
        setTimeout(() => commit(list.uuid), UNDO_MS),
      );
    },
    [commit],
  );

  const undo = useCallback(
    (uuid: string) => {
      const timer = timers.current.get(uuid);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(uuid);
      show(uuid);
      setLast((current) => (current?.uuid === uuid ? null : current));
    },
    [show],
  );

  // Leaving the page sends the deletes still waiting: the member chose them and did not undo.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [uuid, timer] of pending) {
        clearTimeout(timer);
        void sendRef.current(uuid).catch(() => undefined);
      }
      pending.clear();
    };
  }, []);

  return { hidden, last, error, remove, undo };
}
