import {
  CatalogueServerCode,
  type Collection,
  type CollectionItemsPage,
  type Locale,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ItemLoaderRegistry } from '../catalogue/item-loaders';
import { assertPageExists, pageCount, pageOffset, type PageRequest } from '../catalogue/page';
import { ContentLimits } from '../parental/content-limits';
import { itemSpan, toCollection } from './collection.mapper';
import type { CollectionKey, CollectionsRepository } from './collections.repository';

function notFound(key: CollectionKey): AppError {
  const what = 'slug' in key ? `slug ${key.slug}` : `uuid ${key.uuid}`;
  return AppError.notFound(CatalogueServerCode.COLLECTION_NOT_FOUND, `No collection has the ${what}`);
}

export class CollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly registry: ItemLoaderRegistry,
  ) {}

  /** The collection itself; its items come from `itemsPage` (`collection_items` is empty). */
  async get(key: CollectionKey, lang: Locale): Promise<Collection> {
    const row = await this.collections.findOne(key);
    if (!row) throw notFound(key);
    return toCollection(row, lang);
  }

  /**
   * One page of items in position order, each resolved through its type's loader: one query
   * for the page's refs and the collection's span, then one query per item type on the page,
   * in parallel. A page past the last answers 404 with generic code 5. Items above the caller's
   * parental `limits` are left out of the page (it is then shorter, as with a databag outside its
   * window: pages are windows of positions, and the counts stay those of the collection).
   */
  async itemsPage(
    key: CollectionKey,
    request: PageRequest,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<CollectionItemsPage> {
    const window = await this.collections.itemsWindow(key, pageOffset(request), request.pageSize);
    if (!window) throw notFound(key);
    const count = itemSpan({ first_position: window.firstPosition, last_position: window.lastPosition });
    assertPageExists(request, count);
    return {
      page: request.page,
      page_size: request.pageSize,
      num_pages: pageCount(count, request.pageSize),
      values: await this.registry.resolve(window.refs, lang, limits),
    };
  }
}
