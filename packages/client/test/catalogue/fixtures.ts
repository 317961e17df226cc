import type {
  CastMember,
  Clip,
  CmsPage,
  Collection,
  CollectionItemsPage,
  Episode,
  Homepage,
  Jsonbag,
  Season,
  Series,
  Subtitle,
  VideoWall,
} from '@fanverse/contract';

/** Replies as the catalogue routes send them, small but valid against the contract schemas. */

export const SERIES_UUID = '0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60';
export const EPISODE_UUID = '1c6f9f8b-4d2e-4a3b-8c7f-2e3d4c5b6a71';
export const CLIP_UUID = '2d7a0a9c-5e3f-4b4c-9d8a-3f4e5d6c7b82';
export const COLLECTION_UUID = '3e8b1b0d-6f4a-4c5d-8e9b-4a5f6e7d8c93';
export const JSONBAG_UUID = '4f9c2c1e-7a5b-4d6e-9f0c-5b6a7f8e9da4';

export function series(overrides: Partial<Series> = {}): Series {
  return {
    id: 7,
    uuid: SERIES_UUID,
    slug: 'lantern-keepers',
    asset_key: 'lantern-keepers',
    title: 'The Lantern Keepers',
    native_lang_title: 'The Lantern Keepers',
    description: 'Night watchers of a harbour town.',
    marketing_headline: 'Keep the light burning',
    series_type: 'series',
    is_film: false,
    is_exclusive: true,
    original_content: true,
    year: 2021,
    end_year: null,
    country: 'US',
    broadcast_language: 'en',
    network: 'Fanverse',
    mpaa_rating: 'PG',
    tv_rating: 'TV-PG',
    avg_rating: 4.5,
    fan_count: 120,
    num_seasons: 2,
    episode_count: 12,
    total_episodes: 12,
    starring: 'Ada Brook',
    actors: [{ id: 1, asset_key: 'ada-brook', character_name: 'Mira', names: 'Ada Brook' }],
    genres: [{ slug: 'drama', name: 'Drama' }],
    directors: ['Lee Marrow'],
    keywords: ['harbour'],
    tags: ['night'],
    subtitle_availability: ['en', 'es'],
    available_in: [],
    premium_walled_in: [],
    box_art: '/art/series/lantern-keepers/box.jpg',
    thumbnail: '/art/series/lantern-keepers/thumb.jpg',
    trailer: null,
    masthead: null,
    url: '/series/7/lantern-keepers',
    ...overrides,
  };
}

export function wall(overrides: Partial<VideoWall> = {}): VideoWall {
  return {
    requires_premium_code: false,
    status: 'approved',
    wall_restriction: null,
    wall_expires: null,
    wall_type: null,
    ...overrides,
  };
}

export function episode(overrides: Partial<Episode> = {}): Episode {
  return {
    id: 70,
    uuid: EPISODE_UUID,
    guid: 'lk-s1e1',
    asset_key: 'lk-s1e1',
    title: 'First Light',
    subtitle: '',
    description: 'The lamps go dark.',
    description_short: 'Dark lamps.',
    number: 1,
    season: 1,
    season_num: 1,
    season_position: 1,
    season_title: 'Season 1',
    series_id: 7,
    series_title: 'The Lantern Keepers',
    air_date: '2021-03-01',
    release_date: '2021-03-01',
    duration: 1440,
    ad_markers: [600],
    timestamps: [{ label: 'intro', start_seconds: 0, end_seconds: 30, title: 'Intro' }],
    has_download_files: false,
    download_assets: { wv_packaged_hdss: null, wv_packaged_sdss: null },
    playable_on: ['web'],
    preview_available_on: [],
    mpaa_rating: 'PG',
    tv_rating: 'TV-PG',
    thumbnail: '/art/episode/lk-s1e1/thumb.jpg',
    url: '/series/7/lantern-keepers/episode/1',
    video: wall(),
    video_uuid: '5a0d3d2f-8b6c-4e7f-8a1d-6c7b8a9fae05',
    ...overrides,
  };
}

export function season(overrides: Partial<Season> = {}): Season {
  return {
    id: 71,
    uuid: '6b1e4e3a-9c7d-4f8a-9b2e-7d8c9bafbf16',
    asset_key: 'lk-s1',
    season_number: 1,
    series_id: 7,
    series_title: 'The Lantern Keepers',
    title: 'Season 1',
    descriptions: { short: 'Short.', long: 'Long.' },
    approved_episodes: 6,
    ...overrides,
  };
}

export function clip(overrides: Partial<Clip> = {}): Clip {
  return {
    id: 9,
    uuid: CLIP_UUID,
    guid: 'lk-trailer',
    asset_key: 'lk-trailer',
    clip_type: 'trailer',
    title: 'Trailer',
    description: 'The first look.',
    duration: 90,
    publish_date: '2021-02-01T00:00:00.000Z',
    thumbnail: '/art/clips/lk-trailer/thumbnail.jpg',
    video_uuid: '7c2f5f4b-0d8e-4a9b-8c3f-8e9dacb0c027',
    program_schedule: [],
    series_id: 7,
    series_title: 'The Lantern Keepers',
    url: `/clips/${CLIP_UUID}`,
    ...overrides,
  };
}

export const castMember: CastMember = {
  id: 1,
  names: 'Ada Brook',
  native_lang_name: 'Ada Brook',
  character_name: 'Mira',
  country: 'US',
  dob: null,
  picture: '/art/actors/ada-brook/picture.jpg',
  profile_picture: '/art/actors/ada-brook/profile.jpg',
  silo: 'cast',
};

export const subtitle: Subtitle = {
  code: 'es',
  language: 'Español',
  url: '/api/5/2/video/x/subtitles/srt/es',
};

export function collection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 3,
    uuid: COLLECTION_UUID,
    slug: 'night-shift',
    asset_key: 'night-shift',
    title: 'Night Shift',
    url: '/collections/night-shift',
    item_count: 1,
    metadata: {
      layout: 'rail',
      type: 'series',
      container: null,
      icon: null,
      plan_type: null,
      thumbnail: null,
      trailer: null,
      description: 'After dark.',
      masthead: null,
      upsell_text: null,
      upsell_text_es: null,
    },
    collection_items: [],
    ...overrides,
  };
}

export const jsonbag: Jsonbag = {
  id: 4,
  uuid: JSONBAG_UUID,
  slug: 'spring-banner',
  asset_key: 'spring-banner',
  base_asset_url: '/art/banners/spring-banner',
  description: 'Spring season',
  metadata: {
    title: 'Spring',
    cta_text: 'Watch now',
    cta_description: 'New episodes',
    url: '/collections/night-shift',
    external_clickout: false,
    clickout_type: 'collection',
    item_type: 'Collection',
    masthead_color: '#102030',
  },
};

export const cmsPage: CmsPage = {
  uuid: '8d3a6a5c-1e9f-4bac-9d4a-9fa0bdc1d138',
  slug: 'about',
  title: 'About',
  description: 'About us',
  body: 'We tell stories.',
  author: 'Editors',
  cms_page_type: 'page',
  template: 'page',
  path: '/pages/about',
  publish_date: '2021-01-01T00:00:00.000Z',
  tags: [],
  masthead_background: '#000000',
  asset_key: 'about',
  large: '/art/collection/about/hero.jpg',
  logo: '/art/collection/about/icon.jpg',
  thumbnail: '/art/collection/about/thumb.jpg',
};

export function itemsPage(): CollectionItemsPage {
  return {
    page: 1,
    page_size: 20,
    num_pages: 1,
    values: [
      { ...series(), item_type: 'Series' },
      { ...episode(), item_type: 'Episode' },
    ],
  };
}

export function homepage(flavor: Homepage['flavor'] = 'home'): Homepage {
  return {
    flavor,
    uuid: '9e4b7b6d-2fa0-4cbd-8e5b-a0b1cde2e249',
    title: flavor === 'home' ? 'Home' : 'Browse',
    collectionItems: [{ ...collection(), item_type: 'Collection' }],
  };
}

/** The DESIGN.md page envelope around `values`. */
export function page<T>(values: T[], url = '/x') {
  return {
    count: values.length,
    num_pages: 1,
    page: 1,
    page_size: 20,
    values,
    links: { next: null, prev: null, url },
  };
}
