import type { ComicHistoryItem, ConsumeNextItem, Likes, VideoHistoryItem } from '@fanverse/contract';

/** Replies shaped as the contract says, for the `client.activity` tests. */
export const SERIES_UUID = '3e8b2a10-6c4d-4f5e-8a7b-9c0d1e2f3a4b';
export const EPISODE_UUID = '5f1c3b2a-7d6e-4a8b-9c0d-1e2f3a4b5c6d';
export const COMIC_SERIES_UUID = '8a9b0c1d-2e3f-4a5b-8c7d-6e5f4a3b2c1d';
export const BOOK_UUID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export function videoItem(overrides: Partial<VideoHistoryItem> = {}): VideoHistoryItem {
  return {
    asset_key: 'ember-harbor-e3',
    avg_rating: 4.5,
    box_art: '/art/ember-harbor/box.jpg',
    director_name: '',
    duration: 1440,
    ep_thumb: '/art/ember-harbor/e3.jpg',
    episode_description: 'The lighthouse goes dark.',
    episode_id: 33,
    episode_title: 'Dark Light',
    guid: 'ember-harbor-3',
    is_film: false,
    is_visible: true,
    is_watched: false,
    next_episode_number: 4,
    number: 3,
    season_num: 1,
    season_position: 3,
    series_id: 12,
    slider: 600,
    thumbnail: '/art/ember-harbor/e3-thumb.jpg',
    timestamp: Date.UTC(2026, 10, 1, 10),
    title: 'Ember Harbor',
    url: '/series/ember-harbor/episode/3',
    uuid: EPISODE_UUID,
    view_date: '2026-11-01T10:00:00.000Z',
    year: 2024,
    ...overrides,
  };
}

export function comicItem(overrides: Partial<ComicHistoryItem> = {}): ComicHistoryItem {
  return {
    air_date: '2024-01-01',
    book: {
      uuid: BOOK_UUID,
      title: 'Tides #1',
      slug: 'tides-1',
      asset_key: 'tides-1',
      book_type: 'issue',
      series_uuid: COMIC_SERIES_UUID,
      series_title: 'Tides',
      issue_number: 1,
      num_pages: 24,
      url: '/comics/tides/tides-1',
    },
    book_uuid: BOOK_UUID,
    container_type: 'comicseries',
    container_uuid: COMIC_SERIES_UUID,
    episode_number: 1,
    event_ts: '2026-11-01T10:00:00.000Z',
    is_watched: false,
    page_index: 5,
    panel_index: null,
    series_id: COMIC_SERIES_UUID,
    timestamp: Date.UTC(2026, 10, 1, 10),
    ...overrides,
  };
}

export function feedItem(overrides: Partial<ConsumeNextItem> = {}): ConsumeNextItem {
  return {
    container_asset_key: 'ember-harbor',
    container_asset_url: '/series/ember-harbor',
    container_title: 'Ember Harbor',
    container_type: 'series',
    container_uuid: SERIES_UUID,
    item_type: 'Episode',
    last_consumed: '2026-11-01T10:00:00.000Z',
    page_index: null,
    panel_index: null,
    status: 'in_progress',
    timestamp: 600,
    content_id: EPISODE_UUID,
    title: 'Dark Light',
    number: 3,
    thumbnail: '/art/ember-harbor/e3-thumb.jpg',
    url: '/series/ember-harbor/episode/3?t=600',
    progress: 600 / 1440,
    duration: 1440,
    num_pages: null,
    ...overrides,
  };
}

export function likesOf(overrides: Partial<Likes> = {}): Likes {
  return { content_type: 'series', likes: 7, uuid: SERIES_UUID, liked: true, ...overrides };
}

/** A reply with the feed's headers. */
export function feedReply(items: ConsumeNextItem[], headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
