import { sql, type Kysely } from 'kysely';
import { LIST_CONTENT_TYPES, type ListContentType, type ListItemSort } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { ContentLimits } from '../parental/content-limits';
import { contentAllowedSql } from '../parental/content-ratings';
import './lists.schema';

export interface ListItemRow {
  content_type: ListContentType;
  content_uuid: string;
  sort_order: number;
  created_at: Date;
}

export interface ItemFilter {
  content_type?: ListContentType;
  object_uuid?: string;
}

export interface NewItem {
  list_uuid: string;
  content_type: ListContentType;
  content_uuid: string;
  title: string;
  sort_order: number;
}

/** Items per content type (the types a list holds none of are 0). */
export type TypeCounts = Record<ListContentType, number>;

/** Why an add did not happen. */
export type AddOutcome = 'added' | 'duplicate' | 'full';

/** Titles sort case-insensitively, the same on PGlite (C collation) and PostgreSQL. */
const SORT_KEYS = {
  sort_order: sql`sort_order`,
  created: sql`created_at`,
  title: sql`lower(title)`,
} as const;

/** The per-type counter column of a content type (the type list is the table's check). */
const countColumn = (type: ListContentType) => `${type}_count` as const;

/**
 * Items within the caller's parental limits (issue 23): content above them is left out in SQL, so
 * a page's count and its items agree. `true` without limits.
 */
const withinLimits = (limits: ContentLimits) =>
  contentAllowedSql(limits, sql.ref('user_list_items.content_type'), sql.ref('user_list_items.content_uuid'));

/**
 * Kysely queries over user_list_items; the list row's counters move with every add and remove.
 * Reads take the caller's parental limits (ContentLimits.NONE: every item).
 */
export class ListItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(listUuid: string, filter: ItemFilter, limits: ContentLimits) {
    let query = this.db.selectFrom('user_list_items').where('list_uuid', '=', listUuid);
    if (filter.content_type) query = query.where('content_type', '=', filter.content_type);
    if (filter.object_uuid) query = query.where('content_uuid', '=', filter.object_uuid);
    if (limits.active) query = query.where(withinLimits(limits));
    return query;
  }

  async count(listUuid: string, filter: ItemFilter, limits: ContentLimits): Promise<number> {
    const row = await this.filtered(listUuid, filter, limits)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of items in `sort`; ties keep the order they were added in. */
  page(
    listUuid: string,
    filter: ItemFilter,
    sort: ListItemSort,
    limit: number,
    offset: number,
    limits: ContentLimits,
  ) {
    const descending = sort.startsWith('-');
    const field = (descending ? sort.slice(1) : sort) as keyof typeof SORT_KEYS;
    const direction = descending ? 'desc' : 'asc';
    return this.filtered(listUuid, filter, limits)
      .select(['content_type', 'content_uuid', 'sort_order', 'created_at'])
      .orderBy(SORT_KEYS[field], direction)
      .orderBy('created_at', direction)
      .orderBy('content_uuid')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<ListItemRow[]>;
  }

  /** Every item of a list in the owner's order (item URNs). */
  all(listUuid: string, limits: ContentLimits) {
    return this.filtered(listUuid, {}, limits)
      .select(['content_type', 'content_uuid'])
      .orderBy('sort_order')
      .orderBy('created_at')
      .orderBy('content_uuid')
      .execute();
  }

  /** Content uuids per list, for the given lists, one query. */
  async uuidsByList(listUuids: readonly string[], limits: ContentLimits): Promise<Map<string, string[]>> {
    const byList = new Map<string, string[]>(listUuids.map((uuid) => [uuid, []]));
    if (listUuids.length === 0) return byList;
    let query = this.db
      .selectFrom('user_list_items')
      .select(['list_uuid', 'content_uuid'])
      .where('list_uuid', 'in', listUuids);
    if (limits.active) query = query.where(withinLimits(limits));
    const rows = await query.orderBy('list_uuid').orderBy('sort_order').orderBy('created_at').execute();
    for (const row of rows) byList.get(row.list_uuid)?.push(row.content_uuid);
    return byList;
  }

  /**
   * Items per list and content type within the limits, for the given lists (one query): what a
   * limited caller's list counters say instead of the stored ones.
   */
  async countsByList(listUuids: readonly string[], limits: ContentLimits): Promise<Map<string, TypeCounts>> {
    const zero = () => Object.fromEntries(LIST_CONTENT_TYPES.map((type) => [type, 0])) as TypeCounts;
    const byList = new Map<string, TypeCounts>(listUuids.map((uuid) => [uuid, zero()]));
    if (listUuids.length === 0) return byList;
    const rows = await this.db
      .selectFrom('user_list_items')
      .select(['list_uuid', 'content_type', (eb) => eb.fn.countAll<string>().as('n')])
      .where('list_uuid', 'in', listUuids)
      .where(withinLimits(limits))
      .groupBy(['list_uuid', 'content_type'])
      .execute();
    for (const row of rows) {
      const counts = byList.get(row.list_uuid);
      if (counts) counts[row.content_type] = Number(row.n);
    }
    return byList;
  }

  find(listUuid: string, type: ListContentType, contentUuid: string) {
    return this.db
      .selectFrom('user_list_items')
      .select(['content_type', 'content_uuid', 'sort_order', 'created_at'])
      .where('list_uuid', '=', listUuid)
      .where('content_type', '=', type)
      .where('content_uuid', '=', contentUuid)
      .executeTakeFirst() as Promise<ListItemRow | undefined>;
  }

  /**
   * Adds an item and moves the list's counters in one transaction. The counter update locks the
   * list row and refuses when the list holds `max` items already, so concurrent adds count
   * exactly and never pass the limit; a refused add rolls its insert back.
   */
  async add(item: NewItem, max: number): Promise<AddOutcome> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto('user_list_items')
          .values(item)
          .onConflict((c) => c.columns(['list_uuid', 'content_type', 'content_uuid']).doNothing())
          .returning('content_uuid')
          .executeTakeFirst();
        if (!inserted) return 'duplicate' as const;
        const column = countColumn(item.content_type);
        const counted = await trx
          .updateTable('user_lists')
          .set({
            items_count: sql`items_count + 1`,
            [column]: sql`${sql.ref(column)} + 1`,
            updated_at: sql`now()`,
          })
          .where('uuid', '=', item.list_uuid)
          .where('items_count', '<', max)
          .returning('uuid')
          .executeTakeFirst();
        if (!counted) throw new ListFull();
        return 'added' as const;
      })
      .catch((err: unknown) => {
        if (err instanceof ListFull) return 'full' as const;
        throw err;
      });
  }

  /** Removes an item and moves the counters back, in one transaction; false when it was not there. */
  async remove(listUuid: string, type: ListContentType, contentUuid: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('user_list_items')
        .where('list_uuid', '=', listUuid)
        .where('content_type', '=', type)
        .where('content_uuid', '=', contentUuid)
        .returning('content_uuid')
        .executeTakeFirst();
      if (!removed) return false;
      const column = countColumn(type);
      await trx
        .updateTable('user_lists')
        .set({
          items_count: sql`items_count - 1`,
          [column]: sql`${sql.ref(column)} - 1`,
          updated_at: sql`now()`,
        })
        .where('uuid', '=', listUuid)
        .execute();
      return true;
    });
  }

  /** Sets an item's sort_order (and the list's updated_at); false when the item is not there. */
  async setSortOrder(
    listUuid: string,
    type: ListContentType,
    contentUuid: string,
    sortOrder: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('user_list_items')
        .set({ sort_order: sortOrder })
        .where('list_uuid', '=', listUuid)
        .where('content_type', '=', type)
        .where('content_uuid', '=', contentUuid)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('user_lists')
        .set({ updated_at: sql`now()` })
        .where('uuid', '=', listUuid)
        .execute();
      return true;
    });
  }
}

/** Thrown inside the add transaction to roll the insert back when the list is full. */
class ListFull extends Error {}
