import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ItemLoaderRegistry, type ItemLoader } from '../catalogue/item-loaders';
import { ContentLimits } from '../parental/content-limits';
import type { ParentalGuard } from '../parental/parental-guard';
import { CastRepository } from './cast.repository';
import { ClipsRepository } from './clips.repository';
import { ClipsService } from './clips.service';
import { EpisodesRepository } from './episodes.repository';
import { EpisodesService, type EpisodesServiceOptions } from './episodes.service';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { SeasonsRepository } from './seasons.repository';
import { SeasonsService } from './seasons.service';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';
import { SubtitlesRepository } from './subtitles.repository';
import { SubtitlesService } from './subtitles.service';
import { videoDb } from './video-db';
import { videoItemLoaders } from './video-item-loaders';

/**
 * Series, seasons, episodes, cast, clips, subtitles and search, plus the item loaders through
 * which collections, homepage rails and search show Series, Season, Episode and Clip items.
 */
export function createVideoCatalogueServices(
  db: Kysely<Database>,
  options: EpisodesServiceOptions = {},
  /** The app's registry (every module's loaders: comics too); alone, search knows video only. */
  items?: ItemLoaderRegistry,
  /**
   * The caller's parental limits, which every route applies (issue 23). The module always passes
   * the app's guard; services built alone (tests of the services, streams) have no routes.
   */
  guard?: Pick<ParentalGuard, 'limitsOf'>,
) {
  const video = videoDb(db);
  const seriesRepository = new SeriesRepository(video);
  const episodesRepository = new EpisodesRepository(video);
  const series = new SeriesService(seriesRepository, new CastRepository(video));
  const episodes = new EpisodesService(episodesRepository, seriesRepository, options);
  const seasons = new SeasonsService(
    new SeasonsRepository(video),
    episodesRepository,
    seriesRepository,
    episodes,
  );
  const clips = new ClipsService(new ClipsRepository(video));
  const loaders: ItemLoader[] = videoItemLoaders({ series, seasons, episodes, clips });
  const search = new SearchService(
    new SearchRepository(video),
    items ?? new ItemLoaderRegistry().register(...loaders),
  );
  const subtitles = new SubtitlesService(new SubtitlesRepository(video));
  const limitsOf = (request: FastifyRequest): Promise<ContentLimits> =>
    guard ? guard.limitsOf(request) : Promise.resolve(ContentLimits.NONE);
  return { series, episodes, seasons, clips, subtitles, search, loaders, limitsOf };
}

export type VideoCatalogueServices = ReturnType<typeof createVideoCatalogueServices>;
