import type { Locale, Series } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { SeriesRow } from './series.repository';
import { webPaths } from './web-paths';

/**
 * Series row → wire. Translatable: title, description, marketing_headline, the masthead's
 * headline and call to action (`masthead_headline`, `masthead_cta_text` in `translations`),
 * genre names and character names. `episode_count` counts the approved (playable) episodes,
 * `total_episodes` all of them.
 */
export function toSeries(row: SeriesRow, lang: Locale): Series {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    asset_key: row.asset_key,
    title: text('title', row.title),
    native_lang_title: row.native_lang_title,
    description: text('description', row.description),
    marketing_headline: text('marketing_headline', row.marketing_headline),
    series_type: row.series_type,
    is_film: row.series_type === 'film',
    is_exclusive: row.is_exclusive,
    original_content: row.original_content,
    year: row.year,
    end_year: row.end_year,
    country: row.country,
    broadcast_language: row.broadcast_language,
    network: row.network,
    mpaa_rating: row.mpaa_rating,
    tv_rating: row.tv_rating,
    avg_rating: row.avg_rating,
    fan_count: row.fan_count,
    num_seasons: row.num_seasons ?? 0,
    episode_count: row.approved_episodes ?? 0,
    total_episodes: row.total_episodes ?? 0,
    starring: row.starring,
    actors: row.actors.map((actor) => ({
      id: actor.id,
      asset_key: actor.asset_key,
      character_name: translated(actor, 'character_name', actor.character_name, lang),
      names: actor.names,
    })),
    genres: row.genres.map((genre) => ({
      slug: genre.slug,
      name: translated(genre, 'name', genre.name, lang),
    })),
    directors: row.directors,
    keywords: row.keywords,
    tags: row.tags,
    subtitle_availability: row.subtitle_availability,
    available_in: row.available_in,
    premium_walled_in: row.premium_walled_in,
    box_art: artUrl('series', row.asset_key, 'box'),
    thumbnail: artUrl('series', row.asset_key, 'thumb'),
    trailer: row.trailer_clip_uuid,
    masthead: row.masthead && {
      headline: text('masthead_headline', row.masthead.headline),
      cta_text: text('masthead_cta_text', row.masthead.cta_text),
      color: row.masthead.color,
      logo: artUrl('series', row.asset_key, 'logo'),
    },
    url: webPaths.series(row.id, row.slug),
  };
}
