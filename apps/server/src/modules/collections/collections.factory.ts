import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ItemLoaderRegistry } from '../catalogue/item-loaders';
import { ContentLimits } from '../parental/content-limits';
import type { ParentalGuard } from '../parental/parental-guard';
import { ClickoutsRepository } from './clickouts.repository';
import { CmsPagesRepository } from './cms-pages.repository';
import { CmsPagesService } from './cms-pages.service';
import { createCollectionsLoaders } from './collections.loaders';
import { CollectionsRepository } from './collections.repository';
import { CollectionsService } from './collections.service';
import { DatabagsRepository } from './databags.repository';
import { HomepageService } from './homepage.service';
import { HomepagesRepository } from './homepages.repository';
import { JsonbagsRepository } from './jsonbags.repository';
import { JsonbagsService } from './jsonbags.service';
import { ShopProductsRepository } from './shop-products.repository';

/**
 * Collections, homepages, banners, databags, CMS pages, clickouts and shop products. `registry`
 * resolves the items of collections and rails; it must hold every item type's loader (this
 * module's `loaders` and the other modules'), registered by the module registry from every module's `itemLoaders`.
 */
export function createCollectionsServices(
  db: Kysely<Database>,
  registry: ItemLoaderRegistry,
  /** The caller's parental limits, which the item pages and rails apply (issue 23). */
  guard?: Pick<ParentalGuard, 'limitsOf'>,
) {
  const collections = new CollectionsRepository(db);
  const jsonbags = new JsonbagsRepository(db);
  const cmsPages = new CmsPagesRepository(db);
  return {
    collections: new CollectionsService(collections, registry),
    homepages: new HomepageService(new HomepagesRepository(db), collections, registry),
    jsonbags: new JsonbagsService(jsonbags),
    cmsPages: new CmsPagesService(cmsPages),
    limitsOf: (request: FastifyRequest): Promise<ContentLimits> =>
      guard ? guard.limitsOf(request) : Promise.resolve(ContentLimits.NONE),
    loaders: createCollectionsLoaders({
      collections,
      jsonbags,
      cmsPages,
      databags: new DatabagsRepository(db),
      clickouts: new ClickoutsRepository(db),
      shopProducts: new ShopProductsRepository(db),
    }),
  };
}
export type CollectionsServices = ReturnType<typeof createCollectionsServices>;
