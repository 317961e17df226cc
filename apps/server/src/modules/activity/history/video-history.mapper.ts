import type { Locale, VideoHistoryItem } from '@fanverse/contract';
import { artUrl } from '../../catalogue/art-url';
import { translated } from '../../catalogue/translate';
import { webPaths } from '../../video-catalogue/web-paths';
import type { VideoHistoryRow } from './video-history.repository';

/**
 * History row → the spec's "Video history item (v5)". Art and the page address are the
 * catalogue's own (artUrl, webPaths), so a history tile shows and links what the episode page
 * does: `box_art` and `thumbnail` are the series', `ep_thumb` the episode's; `asset_key` is the
 * episode's (the key its art derives from).
 */
export function toVideoHistoryItem(row: VideoHistoryRow, lang: Locale, isVisible: boolean): VideoHistoryItem {
  const lastAt = new Date(row.last_at);
  return {
    asset_key: row.episode_asset_key,
    avg_rating: row.avg_rating,
    box_art: artUrl('series', row.series_asset_key, 'box'),
    director_name: row.directors[0] ?? '',
    duration: row.duration,
    ep_thumb: artUrl('episode', row.episode_asset_key, 'thumb'),
    episode_description: translated(
      { translations: row.episode_translations },
      'description',
      row.episode_description,
      lang,
    ),
    episode_id: row.episode_id,
    episode_title: translated({ translations: row.episode_translations }, 'title', row.episode_title, lang),
    guid: row.guid,
    is_film: row.series_type === 'film',
    is_visible: isVisible,
    is_watched: row.is_watched,
    next_episode_number: row.next_episode_number,
    number: row.number,
    season_num: row.season_num,
    season_position: row.season_position,
    series_id: row.series_id,
    // The resume point: the latest event's end (a mark's too: the end when marked watched, 0 unwatched).
    slider: row.position_seconds ?? 0,
    thumbnail: artUrl('series', row.series_asset_key, 'thumb'),
    timestamp: lastAt.getTime(),
    title: translated({ translations: row.series_translations }, 'title', row.series_title, lang),
    url: webPaths.episode(row.series_id, row.series_slug, row.number),
    uuid: row.episode_uuid,
    view_date: lastAt.toISOString(),
    year: row.year,
  };
}
