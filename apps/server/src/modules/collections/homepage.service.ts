import {
  CatalogueServerCode,
  COLLECTION_PAGE_SIZE,
  type CollectionItem,
  type Homepage,
  type HomepageFlavor,
  type LeafItem,
  type Locale,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ItemLoaderRegistry, ItemRef } from '../catalogue/item-loaders';
import { translated } from '../catalogue/translate';
import { ContentLimits } from '../parental/content-limits';
import type { CollectionsRepository } from './collections.repository';
import type { HomepagesRepository } from './homepages.repository';

/** Rails read for one homepage; a front page longer than this is an editing mistake. */
export const HOMEPAGE_MAX_RAILS = 100;

const refKey = (type: string, uuid: string) => `${type}:${uuid}`;
const isLeaf = (item: CollectionItem): item is LeafItem => item.item_type !== 'Collection';

export class HomepageService {
  constructor(
    private readonly homepages: HomepagesRepository,
    private readonly collections: CollectionsRepository,
    private readonly registry: ItemLoaderRegistry,
  ) {}

  /**
   * The rails of a flavor's homepage: the items of its collection, top to bottom. With
   * `withItems`, each Collection rail embeds its first page; the pages of all rails are read in
   * one query and resolved together (one query per item type for the whole homepage), while
   * the rails themselves are resolved in parallel. Items above the caller's parental `limits` are
   * left out of the rails and of their embedded pages ("recently added" and "up next" included).
   */
  async get(
    flavor: HomepageFlavor,
    withItems: boolean,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Homepage> {
    const home = await this.homepages.findByFlavor(flavor);
    if (!home) {
      throw AppError.notFound(CatalogueServerCode.HOMEPAGE_NOT_FOUND, `No homepage has the flavor ${flavor}`);
    }
    const refs = await this.collections.allRefs(home.collection_id, HOMEPAGE_MAX_RAILS);
    const railUuids = refs.filter((ref) => ref.item_type === 'Collection').map((ref) => ref.item_uuid);
    const [rails, embedded] = await Promise.all([
      this.registry.resolve(refs, lang, limits),
      withItems && railUuids.length > 0 ? this.firstPages(railUuids, lang, limits) : undefined,
    ]);
    return {
      flavor,
      uuid: home.uuid,
      title: translated(home, 'title', home.title, lang),
      collectionItems: embedded
        ? rails.map((rail) =>
            rail.item_type === 'Collection'
              ? { ...rail, collection_items: embedded.get(rail.uuid) ?? [] }
              : rail,
          )
        : rails,
    };
  }

  /** The first page of each collection, keyed by collection uuid. */
  private async firstPages(
    collectionUuids: string[],
    lang: Locale,
    limits: ContentLimits,
  ): Promise<Map<string, LeafItem[]>> {
    const pages = await this.collections.firstPages(collectionUuids, COLLECTION_PAGE_SIZE);
    // A title on two rails is loaded once.
    const unique = new Map<string, ItemRef>();
    for (const ref of [...pages.values()].flat()) unique.set(refKey(ref.item_type, ref.item_uuid), ref);
    const items = new Map<string, LeafItem>();
    for (const item of await this.registry.resolve([...unique.values()], lang, limits)) {
      if (isLeaf(item)) items.set(refKey(item.item_type, item.uuid), item);
    }
    const embedded = new Map<string, LeafItem[]>();
    for (const [uuid, refs] of pages) {
      embedded.set(
        uuid,
        refs.flatMap((ref) => items.get(refKey(ref.item_type, ref.item_uuid)) ?? []),
      );
    }
    return embedded;
  }
}
