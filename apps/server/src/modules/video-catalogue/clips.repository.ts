import { sql } from 'kysely';
import type { ClipObjectType, ClipType, ServerItemType } from '@fanverse/contract';
import type { ContentLimits } from '../parental/content-limits';
import { videoAllowedSql } from '../parental/content-ratings';
import type { VideoDb } from './video-db';

const CLIP_COLUMNS = [
  'c.id',
  'c.uuid',
  'c.guid',
  'c.asset_key',
  'c.clip_type',
  'c.title',
  'c.description',
  'c.duration',
  'c.publish_date',
  'c.video_uuid',
  'c.program_schedule',
  'c.series_id',
  'c.translations',
  's.title as series_title',
  's.translations as series_translations',
  // A clip is rated by its series; without one it is unrated (parental controls).
  's.tv_rating as series_tv_rating',
  's.mpaa_rating as series_mpaa_rating',
] as const;

/** Clips whose series' rating is within the limits (a clip without a series never is). */
const allowedClip = (limits: ContentLimits) =>
  videoAllowedSql(limits, sql.ref('s.tv_rating'), sql.ref('s.mpaa_rating'));

/** The table holding each kind of clip owner (all keyed by a unique `uuid`). */
const OWNER_TABLES = {
  series: 'series',
  season: 'seasons',
  episode: 'episodes',
  collection: 'collections',
} as const satisfies Record<ClipObjectType, string>;

/** The collection item type under which an owner may be listed in a collection. */
const OWNER_ITEM_TYPES = {
  series: 'Series',
  season: 'Season',
  episode: 'Episode',
  collection: 'Collection',
} as const satisfies Record<ClipObjectType, ServerItemType>;

export interface ClipOwner {
  type: ClipObjectType;
  uuid: string;
}

export class ClipsRepository {
  constructor(private readonly db: VideoDb) {}

  private clips() {
    return this.db
      .selectFrom('clips as c')
      .leftJoin('series as s', 's.id', 'c.series_id')
      .select(CLIP_COLUMNS);
  }

  byUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.clips().where('c.uuid', 'in', uuids).execute();
  }

  /**
   * Whether the owner exists, and how many of its clips (of `clipType`, when given) there are;
   * under parental `limits`, how many of them are within the limits.
   */
  async ownerClipCount(owner: ClipOwner, clipType: ClipType | undefined, limits?: ContentLimits) {
    return this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom(OWNER_TABLES[owner.type])
              .where('uuid', '=', owner.uuid)
              .select(sql.lit(1).as('one')),
          )
          .as('found'),
        eb
          .selectFrom('clip_owners as co')
          .innerJoin('clips as c', 'c.id', 'co.clip_id')
          .where('co.object_type', '=', owner.type)
          .where('co.object_uuid', '=', owner.uuid)
          .$if(clipType !== undefined, (qb) => qb.where('c.clip_type', '=', clipType!))
          .$if(limits?.videoMax != null, (qb) =>
            qb.leftJoin('series as s', 's.id', 'c.series_id').where(allowedClip(limits!)),
          )
          .select(sql<number>`count(*)::int`.as('n'))
          .as('count'),
      ])
      .executeTakeFirstOrThrow()
      .then((row) => ({ found: Boolean(row.found), count: row.count ?? 0 }));
  }

  /** One page of an owner's clips in the owner's order (`clip_owners.position`), within `limits`. */
  pageForOwner(
    owner: ClipOwner,
    clipType: ClipType | undefined,
    offset: number,
    limit: number,
    limits?: ContentLimits,
  ) {
    return this.clips()
      .innerJoin('clip_owners as co', 'co.clip_id', 'c.id')
      .where('co.object_type', '=', owner.type)
      .where('co.object_uuid', '=', owner.uuid)
      .$if(clipType !== undefined, (qb) => qb.where('c.clip_type', '=', clipType!))
      .$if(limits?.videoMax != null, (qb) => qb.where(allowedClip(limits!)))
      .orderBy('co.position')
      .orderBy('c.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Whether `object` belongs to `container`: an episode or season to its series, an episode to
   * its season, any owner to a collection that lists it. Other pairs hold nothing.
   */
  async holds(container: ClipOwner, object: ClipOwner): Promise<boolean> {
    const db = this.db;
    const pair = `${container.type}/${object.type}`;
    let query;
    if (pair === 'series/episode') {
      query = db
        .selectFrom('episodes as o')
        .innerJoin('series as k', 'k.id', 'o.series_id')
        .where('o.uuid', '=', object.uuid)
        .where('k.uuid', '=', container.uuid);
    } else if (pair === 'series/season') {
      query = db
        .selectFrom('seasons as o')
        .innerJoin('series as k', 'k.id', 'o.series_id')
        .where('o.uuid', '=', object.uuid)
        .where('k.uuid', '=', container.uuid);
    } else if (pair === 'season/episode') {
      query = db
        .selectFrom('episodes as o')
        .innerJoin('seasons as k', 'k.id', 'o.season_id')
        .where('o.uuid', '=', object.uuid)
        .where('k.uuid', '=', container.uuid);
    } else if (container.type === 'collection') {
      query = db
        .selectFrom('collection_items as o')
        .innerJoin('collections as k', 'k.id', 'o.collection_id')
        .where('o.item_type', '=', OWNER_ITEM_TYPES[object.type])
        .where('o.item_uuid', '=', object.uuid)
        .where('k.uuid', '=', container.uuid);
    } else {
      return false;
    }
    const row = await query.select(sql.lit(1).as('one')).limit(1).executeTakeFirst();
    return row !== undefined;
  }
}

export type ClipRow = Awaited<ReturnType<ClipsRepository['byUuids']>>[number];
