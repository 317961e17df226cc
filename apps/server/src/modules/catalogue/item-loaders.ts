import type { CollectionItem, Locale, ServerItemType } from '@fanverse/contract';
import { ContentLimits } from '../parental/content-limits';

/**
 * Turns the uuids of one item type into wire items (with `item_type`). Collections, homepage
 * rails and search hold items of many types; each module registers a loader for the types it
 * owns, so the comics module adds Book and ComicSeries without touching collections.
 */
export interface ItemLoader {
  readonly type: ServerItemType;
  /**
   * Items found, keyed by uuid; unknown uuids are simply absent. One query per call. A type whose
   * wire value does not carry its rating (a Season, a Clip: rated by their series) leaves out the
   * items above `limits` itself; the registry checks the types that do carry one (see below).
   */
  load(uuids: readonly string[], lang: Locale, limits?: ContentLimits): Promise<Map<string, CollectionItem>>;
}

/**
 * Whether an item whose wire value carries its rating is within the caller's parental limits
 * (issue 23): series and episodes by their TV (else film) rating, comic series and books by their
 * age rating. Other types are not rated content (a Collection is checked entry by entry), or are
 * rated through their series and checked by their loader.
 */
function withinLimits(item: CollectionItem, limits: ContentLimits): boolean {
  switch (item.item_type) {
    case 'Series':
    case 'Episode':
      return limits.allowsVideo(item);
    case 'Book':
    case 'ComicSeries':
      return limits.allowsComic(item);
    default:
      return true;
  }
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
   * type has no loader yet, or whose row is gone, are left out rather than failing the page, and
   * so are items above the caller's parental `limits` (collections, rails and search exclude
   * them; a page is then shorter, as with a databag outside its window).
   */
  async resolve(
    refs: readonly ItemRef[],
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<CollectionItem[]> {
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
        loaded.set(type, await this.loaders.get(type)!.load(uuids, lang, limits));
      }),
    );
    const items: CollectionItem[] = [];
    for (const ref of refs) {
      const item = loaded.get(ref.item_type)?.get(ref.item_uuid);
      if (item && (!limits.active || withinLimits(item, limits))) items.push(item);
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
  byUuids: (
    uuids: readonly string[],
    lang: Locale,
    limits: ContentLimits,
  ) => Promise<Map<string, ItemValue<T>>>,
): ItemLoader {
  return {
    type,
    load: async (uuids, lang, limits = ContentLimits.NONE) => {
      const items = new Map<string, CollectionItem>();
      // The signature ties the value to its type; the spread of a generic value needs the cast.
      for (const [uuid, value] of await byUuids(uuids, lang, limits)) {
        items.set(uuid, { ...value, item_type: type } as unknown as CollectionItem);
      }
      return items;
    },
  };
}
