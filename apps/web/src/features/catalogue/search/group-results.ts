import type { CollectionItem } from '@fanverse/contract';

export type ResultGroupType = 'Series' | 'Episode' | 'Clip' | 'Other';

export interface ResultGroup {
  type: ResultGroupType;
  items: CollectionItem[];
}

const ORDER: readonly ResultGroupType[] = ['Series', 'Episode', 'Clip', 'Other'];

/** Results by kind, series first: the order a visitor looking for a show expects. Empty groups are left out. */
export function groupResults(items: readonly CollectionItem[]): ResultGroup[] {
  const groups = new Map<ResultGroupType, CollectionItem[]>();
  for (const item of items) {
    const type: ResultGroupType =
      item.item_type === 'Series' || item.item_type === 'Episode' || item.item_type === 'Clip'
        ? item.item_type
        : 'Other';
    groups.set(type, [...(groups.get(type) ?? []), item]);
  }
  return ORDER.flatMap((type) => {
    const list = groups.get(type);
    return list ? [{ type, items: list }] : [];
  });
}
