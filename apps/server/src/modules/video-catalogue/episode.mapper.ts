import { VIDEO_STATUSES, type Episode, type Locale, type VideoStatus } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { pickLang, translated } from '../catalogue/translate';
import type { EpisodeRow } from './episodes.repository';
import { webPaths } from './web-paths';

/** A status the contract does not know (a typo by an importer) must not break the page: not playable. */
function videoStatus(value: string): VideoStatus {
  return (VIDEO_STATUSES as readonly string[]).includes(value) ? (value as VideoStatus) : 'unavailable';
}

/**
 * Episode row → wire. `season` is the id of the episode's Season (the number is `season_num`);
 * `video` carries the wall fields the client evaluates (catalogue spec §4).
 */
export function toEpisode(row: EpisodeRow, lang: Locale): Episode {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  const seriesTitle = translated({ translations: row.series_translations }, 'title', row.series_title, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    guid: row.guid,
    asset_key: row.asset_key,
    title: text('title', row.title),
    subtitle: text('subtitle', row.subtitle),
    description: text('description', row.description),
    description_short: text('description_short', row.description_short),
    number: row.number,
    season: row.season_id,
    season_num: row.season_num,
    season_position: row.season_position,
    season_title: translated({ translations: row.season_translations }, 'title', row.season_title, lang),
    series_id: row.series_id,
    series_title: seriesTitle,
    air_date: row.air_date,
    release_date: row.release_date,
    duration: row.duration,
    ad_markers: row.ad_markers,
    timestamps: row.timestamps.map((stamp) => ({
      label: stamp.label,
      start_seconds: stamp.start_seconds,
      end_seconds: stamp.end_seconds,
      title: pickLang(stamp.title, lang),
    })),
    has_download_files: row.has_download_files,
    download_assets: {
      wv_packaged_hdss: row.download_assets.wv_packaged_hdss ?? null,
      wv_packaged_sdss: row.download_assets.wv_packaged_sdss ?? null,
    },
    playable_on: row.playable_on,
    preview_available_on: row.preview_available_on,
    mpaa_rating: row.mpaa_rating,
    tv_rating: row.tv_rating,
    thumbnail: artUrl('episode', row.asset_key, 'thumb'),
    url: webPaths.episode(row.series_id, row.series_slug, row.number),
    video: {
      requires_premium_code: row.requires_premium_code,
      status: videoStatus(row.video_status),
      wall_restriction: row.wall_restriction,
      wall_expires: row.wall_expires ? new Date(row.wall_expires).toISOString() : null,
      wall_type: row.wall_type,
    },
    video_uuid: row.video_uuid,
  };
}
