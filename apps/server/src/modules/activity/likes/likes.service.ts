import { CatalogueServerCode, type LikeContentType, type Likes } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { ContentLimits } from '../../parental/content-limits';
import type { ContentRatings } from '../../parental/content-ratings';
import type { LikesRepository } from './likes.repository';

/**
 * Likes of series, episodes, clips, comic series and books (catalogue spec §3 "Activity", §7).
 * Anyone reads the count; `liked` is the caller's own. Liking twice counts once and unliking
 * what is not liked is no error: a client that retries a lost reply gets the same state.
 * Content above the caller's parental limits (issue 23) answers 403 PARENTAL_LOCK to reading and
 * liking, as its own page does; unliking it stays possible (removing shows nothing).
 */
export class LikesService {
  constructor(
    private readonly repo: LikesRepository,
    private readonly ratings: ContentRatings,
  ) {}

  /** The count and whether `userId` (null: a visitor) likes it; unknown content is a 404. */
  async get(
    type: LikeContentType,
    uuid: string,
    userId: string | null,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Likes> {
    // The path's uuid may be in capitals (the pattern allows them); the stored one is not.
    const id = uuid.toLowerCase();
    const state = await this.repo.state(type, id, userId);
    if (!state.found) throw notFound(type, id);
    await this.ratings.assertAllowed(limits, { type, uuid: id });
    return { content_type: type, likes: state.likes, uuid: id, liked: state.liked };
  }

  async like(userId: string, type: LikeContentType, uuid: string, limits: ContentLimits): Promise<Likes> {
    const id = uuid.toLowerCase();
    if (!(await this.repo.exists(type, id))) throw notFound(type, id);
    await this.ratings.assertAllowed(limits, { type, uuid: id });
    await this.repo.add(userId, type, id);
    return this.get(type, id, userId);
  }

  async unlike(userId: string, type: LikeContentType, uuid: string): Promise<Likes> {
    const id = uuid.toLowerCase();
    if (!(await this.repo.exists(type, id))) throw notFound(type, id);
    await this.repo.remove(userId, type, id);
    return this.get(type, id, userId);
  }
}

function notFound(type: LikeContentType, uuid: string) {
  return AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No ${type} has the uuid ${uuid}`);
}
