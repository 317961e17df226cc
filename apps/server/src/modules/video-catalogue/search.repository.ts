import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { ContentLimits } from '../parental/content-limits';
import { comicAllowedSql, videoAllowedSql } from '../parental/content-ratings';
import type { VideoDb } from './video-db';

/**
 * Matches each type contributes at most. Ranking orders every match it sees, so a word shared
 * by 100,000 episode titles ("episode") would make one search rank them all; capping the
 * candidates keeps each search a bounded read of the GIN index. A visitor narrows such a search
 * by typing more of the title.
 */
export const SEARCH_CANDIDATES_PER_TYPE = 1000;

/** Result groups in reply order: series first, then episodes, then clips, comic series, books. */
export const SEARCH_KINDS = { series: 1, episodes: 2, clips: 3, comic_series: 4, comic_books: 5 } as const;
export type SearchTable = keyof typeof SEARCH_KINDS;

export interface SearchHits {
  total: number;
  hits: { kind: number; uuid: string }[];
}

/**
 * The rows of a searchable table within parental `limits` (issue 23), or null when the table's
 * kind is not limited: series and episodes by their own rating (TV, else film), clips by their
 * series' (none: unrated, so never), comic series and books by their age rating.
 */
function allowedRows(table: SearchTable, limits: ContentLimits): RawBuilder<boolean> | null {
  const video = table === 'series' || table === 'episodes' || table === 'clips';
  if ((video ? limits.videoMax : limits.comicMax) === null) return null;
  if (table === 'clips') {
    return sql<boolean>`exists (select 1 from series s where s.id = ${sql.ref('clips.series_id')}
      and ${videoAllowedSql(limits, sql.ref('s.tv_rating'), sql.ref('s.mpaa_rating'))})`;
  }
  if (video) return videoAllowedSql(limits, sql.ref(`${table}.tv_rating`), sql.ref(`${table}.mpaa_rating`));
  return comicAllowedSql(limits, sql.ref(`${table}.age_rating`));
}

export class SearchRepository {
  constructor(private readonly db: VideoDb) {}

  private matches(table: SearchTable, tsquery: string, limits: ContentLimits) {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    const allowed = allowedRows(table, limits);
    // The inner select finds (GIN index) and ranks at most the cap; the outer one labels the group.
    // Titles above the caller's limits are left out before the cap, so counts and pages stay right.
    const matched = this.db
      .selectFrom(table)
      .where(sql<boolean>`search @@ ${query}`)
      .$if(allowed !== null, (qb) => qb.where(allowed!))
      .select(['id', 'uuid', sql<number>`ts_rank(search, ${query})`.as('score')])
      .limit(SEARCH_CANDIDATES_PER_TYPE)
      .as('m');
    return this.db
      .selectFrom(matched)
      .select(['m.id', 'm.uuid', 'm.score', sql<number>`${sql.lit(SEARCH_KINDS[table])}`.as('kind')]);
  }

  /**
   * Total matches (capped per type) and one page of them in reply order, in one statement; under
   * parental `limits`, only the titles within them.
   */
  async search(
    tsquery: string,
    tables: readonly SearchTable[],
    offset: number,
    limit: number,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<SearchHits> {
    if (tables.length === 0) return { total: 0, hits: [] };
    const [first, ...rest] = tables.map((table) => this.matches(table, tsquery, limits));
    const all = rest.reduce((union, next) => union.unionAll(next), first!);
    const row = await this.db
      .with('hits', () => all)
      .selectNoFrom((eb) => [
        eb
          .selectFrom('hits')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('total'),
        jsonArrayFrom(
          eb
            .selectFrom('hits')
            .select(['kind', 'uuid'])
            .orderBy('kind')
            .orderBy('score', 'desc')
            .orderBy('id')
            .limit(limit)
            .offset(offset),
        ).as('hits'),
      ])
      .executeTakeFirstOrThrow();
    return { total: row.total ?? 0, hits: row.hits };
  }
}
