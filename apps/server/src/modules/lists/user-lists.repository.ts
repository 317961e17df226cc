import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ListSort } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import './lists.schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A list row with its owner's guid and username, and whether the caller follows it. */
export interface ListRow {
  uuid: string;
  user_id: string;
  title: string;
  description: string;
  is_public: boolean;
  is_favorites: boolean;
  is_pull_list: boolean;
  follower_count: number;
  items_count: number;
  series_count: number;
  episode_count: number;
  clip_count: number;
  comicseries_count: number;
  book_count: number;
  collection_count: number;
  created_at: Date;
  updated_at: Date;
  user_guid: string;
  username: string;
  is_following: boolean;
}

export interface ListFilter {
  /** Case-insensitive substring of the title. */
  contains?: string;
  sort: ListSort;
}

export interface NewList {
  user_id: string;
  title: string;
  description: string;
  is_public: boolean;
}

export interface ListChanges {
  title?: string;
  description?: string;
  is_public?: boolean;
}

/** What the favourites list is called when made; the web app shows its own translated name. */
export const FAVORITES_TITLE = 'Favorites';

/** Titles sort case-insensitively, the same on PGlite (C collation) and PostgreSQL. */
const SORT_KEYS = {
  created: sql`l.created_at`,
  updated: sql`l.updated_at`,
  title: sql`lower(l.title)`,
} as const;

/** Escapes LIKE's wildcards so `contains` matches the text as typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Kysely queries over user_lists (joined with users for the owner's guid and username). */
export class UserListsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Lists with their owner and the caller's follow; `viewerId` null for anonymous callers. */
  private lists(viewerId: string | null, db: Db = this.db) {
    return db
      .selectFrom('user_lists as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .selectAll('l')
      .select(['u.guid as user_guid', 'u.username'])
      .select(
        viewerId === null
          ? sql<boolean>`false`.as('is_following')
          : sql<boolean>`exists (select 1 from user_list_follows f
              where f.list_uuid = l.uuid and f.user_id = ${viewerId})`.as('is_following'),
      );
  }

  findByUuid(uuid: string, viewerId: string | null): Promise<ListRow | undefined> {
    return this.lists(viewerId).where('l.uuid', '=', uuid).executeTakeFirst();
  }

  findFavorites(userId: string): Promise<ListRow | undefined> {
    return this.lists(userId)
      .where('l.user_id', '=', userId)
      .where('l.is_favorites', '=', true)
      .executeTakeFirst();
  }

  /** The member's favourites list, made if missing; two callers at once get the same row. */
  async ensureFavorites(userId: string): Promise<ListRow> {
    const found = await this.findFavorites(userId);
    if (found) return found;
    await this.db
      .insertInto('user_lists')
      .values({ uuid: crypto.randomUUID(), user_id: userId, title: FAVORITES_TITLE, is_favorites: true })
      .onConflict((c) => c.column('user_id').where('is_favorites', '=', true).doNothing())
      .execute();
    const made = await this.findFavorites(userId);
    if (!made) throw new Error('favorites list missing after insert');
    return made;
  }

  /**
   * Lists of one owner, the favourites first, then in `sort` (the uuid breaks ties so pages are
   * stable); `publicOnly` for anyone but the owner.
   */
  findByOwner(ownerId: string, viewerId: string | null, publicOnly: boolean, filter: ListFilter) {
    let query = this.lists(viewerId).where('l.user_id', '=', ownerId);
    if (publicOnly) query = query.where('l.is_public', '=', true);
    if (filter.contains) query = query.where('l.title', 'ilike', likePattern(filter.contains));
    const [column, direction] = sortOf(filter.sort);
    return query.orderBy('l.is_favorites', 'desc').orderBy(column, direction).orderBy('l.uuid').execute();
  }

  /** Public lists the member follows (most recently followed first unless `sort` says otherwise). */
  private followed(followerId: string, contains: string | undefined) {
    let query = this.lists(followerId)
      .innerJoin('user_list_follows as f', (j) =>
        j.onRef('f.list_uuid', '=', 'l.uuid').on('f.user_id', '=', followerId),
      )
      .where('l.is_public', '=', true);
    if (contains) query = query.where('l.title', 'ilike', likePattern(contains));
    return query;
  }

  async countFollowed(followerId: string, contains?: string): Promise<number> {
    const row = await this.followed(followerId, contains)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findFollowed(followerId: string, filter: ListFilter, limit: number, offset: number): Promise<ListRow[]> {
    const [column, direction] = sortOf(filter.sort);
    return this.followed(followerId, filter.contains)
      .orderBy(column, direction)
      .orderBy('l.uuid')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Uuids of followed public lists, most recently followed first. */
  async findFollowedUuids(followerId: string, limit: number, offset: number): Promise<string[]> {
    const rows = await this.followed(followerId, undefined)
      .clearSelect()
      .select('l.uuid')
      .orderBy('f.created_at', 'desc')
      .orderBy('l.uuid')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.uuid);
  }

  /**
   * Makes a list unless the owner has `max` already. The owner's row is locked first, so two
   * creates at once count one after the other and the limit holds exactly.
   */
  async createWithin(list: NewList, max: number): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', list.user_id).forUpdate().execute();
      const { n } = await trx
        .selectFrom('user_lists')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', list.user_id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return null;
      const uuid = crypto.randomUUID();
      await trx
        .insertInto('user_lists')
        .values({ uuid, ...list })
        .execute();
      return uuid;
    });
  }

  /** Applies the fields given; true when the owner's list was found. */
  async update(uuid: string, ownerId: string, changes: ListChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('user_lists')
      .set({ ...changes, updated_at: sql`now()` })
      .where('uuid', '=', uuid)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(uuid: string, ownerId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_lists')
      .where('uuid', '=', uuid)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Public lists by uuid (the UserList rail item), one query. */
  findPublicByUuids(uuids: readonly string[]): Promise<ListRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.lists(null).where('l.uuid', 'in', uuids).where('l.is_public', '=', true).execute();
  }
}

function sortOf(sort: ListSort): [(typeof SORT_KEYS)[keyof typeof SORT_KEYS], 'asc' | 'desc'] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as keyof typeof SORT_KEYS;
  return [SORT_KEYS[field], descending ? 'desc' : 'asc'];
}
