import type { VideoDb } from './video-db';

/** The cast of a series in billing order (`series_cast.position`). */
export class CastRepository {
  constructor(private readonly db: VideoDb) {}

  /**
   * Undefined when the series is unknown, else its cast (possibly empty): the series row is the
   * left side of the join, so one statement tells "no series" from "no cast".
   */
  async forSeries(seriesId: number) {
    const rows = await this.db
      .selectFrom('series as s')
      .leftJoin('series_cast as sc', 'sc.series_id', 's.id')
      .leftJoin('cast_members as cm', 'cm.id', 'sc.cast_member_id')
      .where('s.id', '=', seriesId)
      .orderBy('sc.position')
      .orderBy('cm.id')
      .select([
        'cm.id',
        'cm.asset_key',
        'cm.names',
        'cm.native_lang_name',
        'cm.country',
        'cm.dob',
        'cm.silo',
        'cm.translations',
        'sc.character_name',
        'sc.translations as role_translations',
      ])
      .execute();
    if (rows.length === 0) return undefined;
    return rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              asset_key: row.asset_key!,
              names: row.names!,
              native_lang_name: row.native_lang_name!,
              country: row.country!,
              dob: row.dob,
              silo: row.silo!,
              translations: row.translations!,
              character_name: row.character_name ?? '',
              role_translations: row.role_translations ?? {},
            },
          ],
    );
  }
}

export type CastRow = NonNullable<Awaited<ReturnType<CastRepository['forSeries']>>>[number];
