import type { CollectionItem, Locale, ServerItemType } from '@fanverse/contract';
import type { ItemLoader } from '../catalogue/item-loaders';
import type { ClipsService } from './clips.service';
import type { EpisodesService } from './episodes.service';
import type { SeasonsService } from './seasons.service';
import type { SeriesService } from './series.service';

type Load = (uuids: readonly string[], lang: Locale) => Promise<Map<string, CollectionItem>>;

function loader(type: ServerItemType, load: Load): ItemLoader {
  return { type, load };
}

/** Turns each value into its collection item (the value plus `item_type`), keeping the uuid keys. */
function asItems<T>(
  values: Map<string, T>,
  toItem: (value: T) => CollectionItem,
): Map<string, CollectionItem> {
  const items = new Map<string, CollectionItem>();
  for (const [uuid, value] of values) items.set(uuid, toItem(value));
  return items;
}

/**
 * The video item types for collections, homepage rails and search: each loader turns many uuids
 * into items with one query (series, seasons and clips of a page resolve in parallel).
 */
export function videoItemLoaders(services: {
  series: SeriesService;
  seasons: SeasonsService;
  episodes: EpisodesService;
  clips: ClipsService;
}): ItemLoader[] {
  return [
    loader('Series', async (uuids, lang) =>
      asItems(await services.series.byUuids(uuids, lang), (value) => ({ ...value, item_type: 'Series' })),
    ),
    loader('Season', async (uuids, lang) =>
      asItems(await services.seasons.byUuids(uuids, lang), (value) => ({ ...value, item_type: 'Season' })),
    ),
    loader('Episode', async (uuids, lang) =>
      asItems(await services.episodes.byUuids(uuids, lang), (value) => ({ ...value, item_type: 'Episode' })),
    ),
    loader('Clip', async (uuids, lang) =>
      asItems(await services.clips.byUuids(uuids, lang), (value) => ({ ...value, item_type: 'Clip' })),
    ),
  ];
}
