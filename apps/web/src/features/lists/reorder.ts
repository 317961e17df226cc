import type { ListItem } from '@fanverse/contract';

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * The sort_order each item must take for `ordered` to be the list's order: its position. Only
 * the items whose order changes are returned, so a move sends as few updates as it can (items
 * never moved all hold the default 0, so the first move numbers them all once).
 */
export function sortOrderChanges(ordered: readonly ListItem[]): { item: ListItem; sort_order: number }[] {
  return ordered.flatMap((item, index) => (item.sort_order === index ? [] : [{ item, sort_order: index }]));
}

/** `ordered` with each item's sort_order set to its position. */
export function numbered(ordered: readonly ListItem[]): ListItem[] {
  return ordered.map((item, index) => (item.sort_order === index ? item : { ...item, sort_order: index }));
}
