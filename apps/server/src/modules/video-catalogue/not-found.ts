import { CatalogueServerCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/** The 404 replies of the video catalogue; each code is one the client maps (spec §8). */
export const notFound = {
  series: () => AppError.notFound(CatalogueServerCode.SERIES_NOT_FOUND, 'Series not found'),
  season: () => AppError.notFound(CatalogueServerCode.SEASON_NOT_FOUND, 'Season not found'),
  episode: () => AppError.notFound(CatalogueServerCode.EPISODE_NOT_FOUND, 'Episode not found'),
  clip: () => AppError.notFound(CatalogueServerCode.CLIP_NOT_FOUND, 'Clip not found'),
  resource: (what = 'Resource') =>
    AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `${what} not found`),
};
