import type { ComicHistoryItem, UserHistory, VideoHistoryItem, VideoHistoryList } from '@fanverse/contract';

/** Episode n of series 12 in the video history, as the server answers it (n in 1..99). */
export function videoItem(n: number, overrides: Partial<VideoHistoryItem> = {}): VideoHistoryItem {
  const two = String(n).padStart(2, '0');
  return {
    asset_key: 'moon-harbor',
    avg_rating: 4.5,
    box_art: '/art/series/moon-harbor/box.jpg',
    director_name: 'June Park',
    duration: 1200,
    ep_thumb: `/art/episode/moon-harbor-${two}/thumb.jpg`,
    episode_description: 'The tide turns.',
    episode_id: 100 + n,
    episode_title: `Tide ${n}`,
    guid: `guid-${two}`,
    is_film: false,
    is_visible: true,
    is_watched: false,
    next_episode_number: n + 1,
    number: n,
    season_num: 1,
    season_position: n,
    series_id: 12,
    slider: 300,
    thumbnail: `/art/episode/moon-harbor-${two}/thumb.jpg`,
    timestamp: Date.parse('2026-03-01T10:00:00Z'),
    title: 'Moon Harbor',
    url: `/series/12/moon-harbor/episode/${n}`,
    uuid: `6a1b2c3d-4e5f-4a6b-8c7d-0000000000${two}`,
    view_date: '2026-03-01T10:00:00Z',
    year: 2025,
    ...overrides,
  };
}

export function videoPage(history: VideoHistoryItem[], lastKey: string | null = null): VideoHistoryList {
  return { history, last_key: lastKey };
}

/** Book n of the Ember Tales comic series in the history (n in 1..99). */
export function comicItem(n: number, overrides: Partial<ComicHistoryItem> = {}): ComicHistoryItem {
  const two = String(n).padStart(2, '0');
  const uuid = `7b2c3d4e-5f6a-4b7c-9d8e-0000000000${two}`;
  return {
    air_date: '2025-06-01',
    book: {
      uuid,
      title: `Ember Tales #${n}`,
      slug: `ember-tales-${n}`,
      asset_key: `ember-tales-${two}`,
      book_type: 'issue',
      series_uuid: '8c3d4e5f-6a7b-4c8d-8e9f-000000000001',
      series_title: 'Ember Tales',
      issue_number: n,
      num_pages: 22,
      url: `/comics/book/${uuid}/ember-tales-${n}`,
    },
    book_uuid: uuid,
    container_type: null,
    container_uuid: null,
    episode_number: n,
    event_ts: '2026-03-02T09:00:00Z',
    is_watched: false,
    page_index: 4,
    panel_index: null,
    series_id: '8c3d4e5f-6a7b-4c8d-8e9f-000000000001',
    timestamp: Date.parse('2026-03-02T09:00:00Z'),
    ...overrides,
  };
}

export function overview(comics: ComicHistoryItem[], videos: VideoHistoryItem[] = []): UserHistory {
  return { videos, comics };
}
