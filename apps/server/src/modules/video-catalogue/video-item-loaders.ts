import { taggedItemLoader, type ItemLoader } from '../catalogue/item-loaders';
import type { ClipsService } from './clips.service';
import type { EpisodesService } from './episodes.service';
import type { SeasonsService } from './seasons.service';
import type { SeriesService } from './series.service';

/**
 * The video item types for collections, homepage rails and search: each loader turns many uuids
 * into items with one query (series, seasons and clips of a page resolve in parallel). Seasons and
 * clips are rated by their series, which their items do not carry: their loaders leave out those
 * above the caller's limits; the registry checks series and episodes by their own rating.
 */
export function videoItemLoaders(services: {
  series: SeriesService;
  seasons: SeasonsService;
  episodes: EpisodesService;
  clips: ClipsService;
}): ItemLoader[] {
  return [
    taggedItemLoader('Series', (uuids, lang) => services.series.byUuids(uuids, lang)),
    taggedItemLoader('Season', (uuids, lang, limits) => services.seasons.byUuids(uuids, lang, limits)),
    taggedItemLoader('Episode', (uuids, lang) => services.episodes.byUuids(uuids, lang)),
    taggedItemLoader('Clip', (uuids, lang, limits) => services.clips.byUuids(uuids, lang, limits)),
  ];
}
