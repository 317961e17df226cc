import type { Locale, Season } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import type { SeasonRow } from './seasons.repository';

/** Season row → wire; `approved_episodes` counts the season's episodes whose video is approved. */
export function toSeason(row: SeasonRow, lang: Locale): Season {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    asset_key: row.asset_key,
    season_number: row.season_number,
    series_id: row.series_id,
    series_title: translated({ translations: row.series_translations }, 'title', row.series_title, lang),
    title: text('title', row.title),
    descriptions: {
      short: text('description_short', row.description_short),
      long: text('description_long', row.description_long),
    },
    approved_episodes: row.approved_episodes,
  };
}
