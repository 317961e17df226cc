import { useCallback, useEffect, useRef, useState } from 'react';

export interface UndoableRemoval<T> {
  /** Keys of the items off the page: offered for undo, or on their way to the server. */
  hidden: ReadonlySet<string>;
  /** The removal whose Undo is offered now. */
  offered: T | null;
  /** The last removal the server refused (its item is back on the page), and why. */
  failed: { item: T; error: unknown } | null;
  remove: (item: T) => void;
  undo: () => void;
}

export interface UndoableRemovalOptions<T> {
  /** An item's key in `hidden`. */
  keyOf: (item: T) => string;
  /** Tells the server; a rejection brings the item back as `failed`. */
  send: (item: T) => Promise<unknown>;
  /** How long Undo is offered. */
  offerMs: number;
}

function without(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(key);
  return next;
}

/**
 * Removing an item with an Undo that needs no server call: the item leaves the page at once, and
 * the server hears of it only when the offer ends (`offerMs` up, another removal replacing the
 * offer, or the member leaving the page or the site, the last a best effort: the page may be gone
 * before the request leaves). Undo within the offer only shows the item again. Once sent, the
 * item is no longer hidden here (the caller's data no longer holds it, and it may come back by
 * itself later); a refused removal shows it again and is reported as `failed`.
 */
export function useUndoableRemoval<T>({
  keyOf,
  send,
  offerMs,
}: UndoableRemovalOptions<T>): UndoableRemoval<T> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [offered, setOffered] = useState<T | null>(null);
  const [failed, setFailed] = useState<{ item: T; error: unknown } | null>(null);
  // What the timer, unmount and page-hide handlers read: state would be stale in them.
  const waiting = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ keyOf, send, offerMs });
  useEffect(() => {
    latest.current = { keyOf, send, offerMs };
  }, [keyOf, send, offerMs]);

  /** Ends the current offer by sending its removal. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const item = waiting.current;
    waiting.current = null;
    if (item === null) return;
    setOffered(null);
    const key = latest.current.keyOf(item);
    latest.current.send(item).then(
      () => setHidden((set) => without(set, key)),
      (error: unknown) => {
        setHidden((set) => without(set, key));
        setFailed({ item, error });
      },
    );
  }, []);

  const remove = useCallback(
    (item: T) => {
      flush(); // one offer at a time: the previous removal stands
      setFailed(null);
      setHidden((set) => new Set(set).add(latest.current.keyOf(item)));
      waiting.current = item;
      setOffered(item);
      timer.current = setTimeout(flush, latest.current.offerMs);
    },
    [flush],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    const item = waiting.current;
    waiting.current = null;
    setOffered(null);
    if (item !== null) setHidden((set) => without(set, latest.current.keyOf(item)));
  }, []);

  // Leaving the page (another route, or closing the tab) ends the offer: the removal is sent.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { hidden, offered, failed, remove, undo };
}
