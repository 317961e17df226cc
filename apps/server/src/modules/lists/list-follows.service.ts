import { FAVORITES_LIST, type FollowState } from '@fanverse/contract';
import type { SessionContext } from '../auth/session.service';
import type { ListAccess } from './list-access';
import { listErrors } from './list-errors';
import type { ListFollowsRepository } from './list-follows.repository';

/** Follow and unfollow (spec §4: toggles; §6: never one's own list, 2207). */
export class ListFollowsService {
  constructor(
    private readonly follows: ListFollowsRepository,
    private readonly access: ListAccess,
  ) {}

  /** POST /api/lists/2/list/{uuid}/follow: a list the caller may read, not their own. */
  async follow(uuid: string, viewer: SessionContext): Promise<FollowState> {
    if (uuid === FAVORITES_LIST) throw listErrors.followOwnList();
    const list = await this.access.readable(uuid, viewer);
    if (list.user_id === viewer.userId) throw listErrors.followOwnList();
    const follower_count = await this.follows.follow(list.uuid, viewer.userId);
    return { uuid: list.uuid, is_following: true, follower_count };
  }

  /**
   * DELETE /api/lists/2/list/{uuid}/follow: also of a list made private since (a follower can
   * always let go); a missing list is 2202.
   */
  async unfollow(uuid: string, viewer: SessionContext): Promise<FollowState> {
    const list = await this.access.existing(uuid, viewer);
    if (list.user_id === viewer.userId) throw listErrors.followOwnList();
    const follower_count = await this.follows.unfollow(list.uuid, viewer.userId);
    return { uuid: list.uuid, is_following: false, follower_count };
  }
}
