import type { CollectionItem, Locale, ServerItemType } from '@fanverse/contract';

/**
 * Turns the uuids of one item type into wire items (with `item_type`). Collections, homepage
 * rails and search hold items of many types; each module registers a loader for the types it
 * owns, so the comics module adds Book and ComicSeries without touching collections.
 */
export interface ItemLoader {
  readonly type: ServerItemType;
  /** Items found, keyed by uuid; unknown uuids are simply absent. One query per call. */
  load(uuids: readonly string[], lang: Locale): Promise<Map<string, CollectionItem>>;
}

export interface ItemRef {
  item_type: ServerItemType;
  item_uuid: string;
}

export class ItemLoaderRegistry {
  private readonly loaders = new Map<ServerItemType, ItemLoader>();

  register(...loaders: ItemLoader[]): this {
    for (const loader of loaders) this.loaders.set(loader.type, loader);
    return this;
  }

  /**
   * Resolves refs in their order: one query per item type present, run in parallel. Refs whose
   * type has no loader yet, or whose row is gone, are left out rather than failing the page.
   */
  async resolve(refs: readonly ItemRef[], lang: Locale): Promise<CollectionItem[]> {
    const byType = new Map<ServerItemType, string[]>();
    for (const ref of refs) {
      if (!this.loaders.has(ref.item_type)) continue;
      const list = byType.get(ref.item_type) ?? [];
      list.push(ref.item_uuid);
      byType.set(ref.item_type, list);
    }
    const loaded = new Map<ServerItemType, Map<string, CollectionItem>>();
    await Promise.all(
      [...byType].map(async ([type, uuids]) => {
        loaded.set(type, await this.loaders.get(type)!.load(uuids, lang));
      }),
    );
    const items: CollectionItem[] = [];
    for (const ref of refs) {
      const item = loaded.get(ref.item_type)?.get(ref.item_uuid);
      if (item) items.push(item);
    }
    return items;
  }
}

/** The wire value of one item type, without its `item_type` tag. */
export type ItemValue<T extends ServerItemType> = Omit<
  Extract<CollectionItem, { item_type: T }>,
  'item_type'
>;

/**
 * The loader of a type whose service answers wire values by uuid (one query per call): each value
 * is tagged with its `item_type`, keeping the uuid keys.
 */
export function taggedItemLoader<T extends ServerItemType>(
  type: T,
  byUuids: (uuids: readonly string[], lang: Locale) => Promise<Map<string, ItemValue<T>>>,
): ItemLoader {
  return {
    type,
    load: async (uuids, lang) => {
      const items = new Map<string, CollectionItem>();
      // The signature ties the value to its type; the spread of a generic value needs the cast.
      for (const [uuid, value] of await byUuids(uuids, lang)) {
        items.set(uuid, { ...value, item_type: type } as unknown as CollectionItem);
      }
      return items;
    },
  };
}
