import type { ComicQuality } from '@fanverse/contract';

/**
 * Which pages to fetch and decode ahead of the reader, and at what quality. The next and the
 * previous two views by default; more ahead on a fast connection (navigator.connection, where the
 * browser has it); SD unless HD was asked for and the connection is not a slow or metered one.
 */
export interface ConnectionHint {
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

export interface PrefetchWindow {
  ahead: number;
  behind: number;
}

export const DEFAULT_WINDOW: PrefetchWindow = { ahead: 2, behind: 2 };
const FAST_WINDOW: PrefetchWindow = { ahead: 6, behind: 2 };

export function isSlowConnection(connection: ConnectionHint | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  return (
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === '3g'
  );
}

function isFastConnection(connection: ConnectionHint | undefined): boolean {
  return (
    connection !== undefined &&
    !isSlowConnection(connection) &&
    connection.effectiveType === '4g' &&
    (connection.downlink ?? 0) >= 10
  );
}

export function prefetchWindow(connection: ConnectionHint | undefined): PrefetchWindow {
  if (isSlowConnection(connection)) return { ahead: 1, behind: 1 };
  return isFastConnection(connection) ? FAST_WINDOW : DEFAULT_WINDOW;
}

/** The quality to download: HD only on request, and never over a slow or data-saving connection. */
export function chooseQuality(asked: ComicQuality, connection: ConnectionHint | undefined): ComicQuality {
  return asked === 'HD' && !isSlowConnection(connection) ? 'HD' : 'SD';
}

/**
 * Page indices to prefetch around view `current`, nearest first, the next views before the
 * previous ones at the same distance (readers mostly go forward).
 */
export function prefetchPages(views: readonly number[][], current: number, window: PrefetchWindow): number[] {
  const order: number[] = [];
  const reach = Math.max(window.ahead, window.behind);
  for (let step = 1; step <= reach; step += 1) {
    if (step <= window.ahead) order.push(...(views[current + step] ?? []));
    if (step <= window.behind) order.push(...(views[current - step] ?? []));
  }
  return order;
}

/** navigator.connection when the browser has it (Chromium); undefined elsewhere. */
export function browserConnection(): ConnectionHint | undefined {
  const nav = globalThis.navigator as (Navigator & { connection?: ConnectionHint }) | undefined;
  return nav?.connection;
}
