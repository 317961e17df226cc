import { FAVORITES_LIST, ME_GUID } from '@fanverse/contract';
import type { SessionContext } from '../auth/session.service';
import { listErrors } from './list-errors';
import type { ListOwner, ListOwnersRepository } from './list-owners.repository';
import type { ListRow, UserListsRepository } from './user-lists.repository';

/** The caller of a list call: a signed-in member, or null for an anonymous visitor. */
export type Viewer = SessionContext | null;

/**
 * Who may see and change which list (spec §6; claims: can_view_public_userlists is everyone's,
 * can_create_public_userlists a verified email's). Every list service asks here, so the rules
 * live in one place:
 * - a public list: anyone reads it; a private one: its owner only ('Not authorized' to others);
 * - only the owner changes a list, its items or its visibility;
 * - `favorites` is the caller's own favourites list, made on first use; `me` is the caller.
 */
export class ListAccess {
  constructor(
    private readonly lists: UserListsRepository,
    private readonly owners: ListOwnersRepository,
  ) {}

  /** A list the caller may read; a missing one answers `missing` (2202, or 2206 on look-ups). */
  async readable(uuid: string, viewer: Viewer, missing = listErrors.listNotFound): Promise<ListRow> {
    if (uuid === FAVORITES_LIST) {
      if (!viewer) throw listErrors.notAuthorized();
      return this.lists.ensureFavorites(viewer.userId);
    }
    const list = await this.lists.findByUuid(uuid, viewer?.userId ?? null);
    if (!list) throw missing();
    if (!list.is_public && list.user_id !== viewer?.userId) throw listErrors.notAuthorized();
    return list;
  }

  /** Any existing list, whoever owns it and whether public or not (to unfollow it). */
  async existing(uuid: string, viewer: SessionContext): Promise<ListRow> {
    // One's own favourites: whether made yet or not, it is one's own list.
    if (uuid === FAVORITES_LIST) throw listErrors.followOwnList();
    const list = await this.lists.findByUuid(uuid, viewer.userId);
    if (!list) throw listErrors.listNotFound();
    return list;
  }

  /**
   * A list the caller owns (to change it or its items). `favorites` is made when missing only
   * for a change that needs it (`create`); otherwise a missing favourites list is `missing`
   * (an item of it to reorder or remove cannot be there), so a refused call writes nothing.
   */
  async owned(
    uuid: string,
    viewer: SessionContext,
    favorites: { create: true } | { create: false; missing: () => Error } = { create: true },
  ): Promise<ListRow> {
    if (uuid === FAVORITES_LIST) {
      if (favorites.create) return this.lists.ensureFavorites(viewer.userId);
      const found = await this.lists.findFavorites(viewer.userId);
      if (!found) throw favorites.missing();
      return found;
    }
    const list = await this.lists.findByUuid(uuid, viewer.userId);
    if (!list) throw listErrors.listNotFound();
    if (list.user_id !== viewer.userId) throw listErrors.notAuthorized();
    return list;
  }

  /**
   * The member a `{guid}` names: `me` is the caller (anonymous callers have no lists: 'Not
   * authorized'); an unknown guid answers `missing`.
   */
  async member(guid: string, viewer: Viewer, missing: () => Error): Promise<ListOwner> {
    if (guid === ME_GUID) {
      if (!viewer) throw listErrors.notAuthorized();
      const me = await this.owners.byId(viewer.userId);
      if (!me) throw listErrors.notAuthorized();
      return me;
    }
    const owner = await this.owners.byGuid(guid);
    if (!owner) throw missing();
    return owner;
  }

  /** can_create_public_userlists: a member whose email address is verified. */
  async assertMayPublish(viewer: SessionContext): Promise<void> {
    const me = await this.owners.byId(viewer.userId);
    if (!me?.email_verified) throw listErrors.notAuthorized();
  }
}
