import { CLIP_TYPES, type Clip, type ClipType, type Locale } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { ClipRow } from './clips.repository';
import { webPaths } from './web-paths';

/** `clips.clip_type` is free text in the database; a type the contract lacks reads as a featurette. */
function clipType(value: string): ClipType {
  return (CLIP_TYPES as readonly string[]).includes(value) ? (value as ClipType) : 'featurette';
}

/** Clip row → wire, with its series' title (translated) when it belongs to one. */
export function toClip(row: ClipRow, lang: Locale): Clip {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    guid: row.guid,
    asset_key: row.asset_key,
    clip_type: clipType(row.clip_type),
    title: text('title', row.title),
    description: text('description', row.description),
    duration: row.duration,
    publish_date: new Date(row.publish_date).toISOString(),
    thumbnail: artUrl('clips', row.asset_key, 'thumbnail'),
    video_uuid: row.video_uuid,
    program_schedule: row.program_schedule,
    series_id: row.series_id,
    series_title:
      row.series_title === null
        ? null
        : translated({ translations: row.series_translations ?? {} }, 'title', row.series_title, lang),
    url: webPaths.clip(row.uuid),
  };
}
