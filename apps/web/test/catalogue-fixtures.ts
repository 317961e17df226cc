import {
  clipSchema,
  collectionSchema,
  episodeSchema,
  homepageSchema,
  jsonbagSchema,
  seasonSchema,
  seriesSchema,
  shopProductSchema,
  type Clip,
  type Collection,
  type CollectionItem,
  type Episode,
  type Homepage,
  type Jsonbag,
  type Season,
  type Series,
  type ShopProduct,
} from '@fanverse/contract';

// Catalogue values as the server sends them, checked against the contract's schemas so the
// fixtures cannot drift from the wire. Every name and text here is invented.

let next = 0;
function uuid(): string {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

export function makeSeries(overrides: Partial<Series> = {}): Series {
  return seriesSchema.parse({
    id: 7,
    uuid: uuid(),
    slug: 'lanterns-of-vell',
    asset_key: 'lanterns-of-vell',
    title: 'Lanterns of Vell',
    native_lang_title: 'Lanterns of Vell',
    description: 'A lamplighter guild keeps a floating city awake.',
    marketing_headline: 'The city never sleeps',
    series_type: 'series',
    is_film: false,
    is_exclusive: false,
    original_content: true,
    year: 2021,
    end_year: 2023,
    country: 'US',
    broadcast_language: 'en',
    network: 'Fanverse',
    mpaa_rating: '',
    tv_rating: 'TV-PG',
    avg_rating: 4.4,
    fan_count: 120,
    num_seasons: 2,
    episode_count: 12,
    total_episodes: 12,
    starring: 'Ada Quill, Bo Marren',
    actors: [],
    genres: [{ slug: 'fantasy', name: 'Fantasy' }],
    directors: ['Ines Harrow'],
    keywords: [],
    tags: [],
    subtitle_availability: ['en', 'es'],
    available_in: [],
    premium_walled_in: [],
    box_art: '/art/series/lanterns-of-vell/box.jpg',
    thumbnail: '/art/series/lanterns-of-vell/thumb.jpg',
    trailer: null,
    masthead: null,
    url: '/series/7/lanterns-of-vell',
    ...overrides,
  });
}

export function makeEpisode(overrides: Partial<Episode> = {}): Episode {
  const number = overrides.number ?? 3;
  return episodeSchema.parse({
    id: 100 + number,
    uuid: uuid(),
    guid: `ep-${number}`,
    asset_key: `lanterns-of-vell-e${number}`,
    title: `The Wick Market`,
    subtitle: '',
    description: 'The guild bargains for oil.\n\nA stranger pays in light.',
    description_short: 'The guild bargains for oil.',
    number,
    season: 1,
    season_num: 1,
    season_position: number,
    season_title: 'Season 1',
    series_id: 7,
    series_title: 'Lanterns of Vell',
    air_date: '2021-03-04',
    release_date: '2021-03-04',
    duration: 1440,
    ad_markers: [],
    timestamps: [],
    has_download_files: false,
    download_assets: { wv_packaged_hdss: null, wv_packaged_sdss: null },
    playable_on: ['web'],
    preview_available_on: [],
    mpaa_rating: '',
    tv_rating: 'TV-PG',
    thumbnail: `/art/episode/lanterns-of-vell-e${number}/thumb.jpg`,
    url: `/series/7/lanterns-of-vell/episode/${number}`,
    video: {
      requires_premium_code: false,
      status: 'approved',
      wall_restriction: null,
      wall_expires: null,
      wall_type: null,
    },
    video_uuid: uuid(),
    ...overrides,
  });
}

export function makeSeason(overrides: Partial<Season> = {}): Season {
  const n = overrides.season_number ?? 1;
  return seasonSchema.parse({
    id: 50 + n,
    uuid: uuid(),
    asset_key: `lanterns-of-vell-s${n}`,
    season_number: n,
    series_id: 7,
    series_title: 'Lanterns of Vell',
    title: `Season ${n}`,
    descriptions: { short: 'The first winter.', long: 'The first winter of the floating city.' },
    approved_episodes: 6,
    ...overrides,
  });
}

export function makeClip(overrides: Partial<Clip> = {}): Clip {
  return clipSchema.parse({
    id: 9,
    uuid: uuid(),
    guid: 'clip-9',
    asset_key: 'lanterns-trailer',
    clip_type: 'trailer',
    title: 'Lanterns of Vell: first look',
    description: 'Two minutes above the rooftops.',
    duration: 130,
    publish_date: '2021-02-01T12:00:00Z',
    thumbnail: '/art/clips/lanterns-trailer/thumbnail.jpg',
    video_uuid: uuid(),
    program_schedule: [],
    series_id: null,
    series_title: null,
    url: '/clips/x',
    ...overrides,
  });
}

export function makeJsonbag(overrides: Partial<Jsonbag> = {}): Jsonbag {
  return jsonbagSchema.parse({
    id: 3,
    uuid: uuid(),
    slug: 'winter-premieres',
    asset_key: 'winter-premieres',
    base_asset_url: '/art/banners/winter-premieres',
    description: 'New seasons all winter.',
    metadata: {
      title: 'Winter premieres',
      cta_text: 'See the line-up',
      cta_description: 'New seasons every week.',
      url: '/collections/winter-premieres',
      external_clickout: false,
      clickout_type: 'collection',
      item_type: 'Collection',
      masthead_color: '#20183a',
    },
    ...overrides,
  });
}

export function makeShopProduct(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return shopProductSchema.parse({
    uuid: uuid(),
    name: 'vell-lantern-lamp',
    asset_key: 'vell-lantern-lamp',
    title: 'Guild lantern lamp',
    description: 'A desk lamp in brass.',
    price: '24.99',
    currency_code: 'USD',
    premium_only: false,
    url: '/shop/vell-lantern-lamp',
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...overrides,
  });
}

export function makeCollection(items: CollectionItem[], overrides: Partial<Collection> = {}): Collection {
  return collectionSchema.parse({
    id: 11,
    uuid: uuid(),
    slug: 'fan-favourites',
    asset_key: 'fan-favourites',
    title: 'Fan favourites',
    url: '/collections/fan-favourites',
    item_count: items.length,
    metadata: {
      layout: 'rail',
      type: 'series',
      container: null,
      icon: null,
      plan_type: null,
      thumbnail: null,
      trailer: null,
      description: '',
      masthead: null,
      upsell_text: null,
      upsell_text_es: null,
    },
    collection_items: items,
    ...overrides,
  });
}

export function makeHomepage(collectionItems: CollectionItem[]): Homepage {
  return homepageSchema.parse({ flavor: 'home', uuid: uuid(), title: 'Home', collectionItems });
}

export const asItem = {
  series: (series: Series): CollectionItem => ({ ...series, item_type: 'Series' }),
  episode: (episode: Episode): CollectionItem => ({ ...episode, item_type: 'Episode' }),
  clip: (clip: Clip): CollectionItem => ({ ...clip, item_type: 'Clip' }),
  season: (season: Season): CollectionItem => ({ ...season, item_type: 'Season' }),
  jsonbag: (bag: Jsonbag): CollectionItem => ({ ...bag, item_type: 'Jsonbag' }),
  shop: (product: ShopProduct): CollectionItem => ({ ...product, item_type: 'ShopifyProduct' }),
  collection: (collection: Collection): CollectionItem => ({ ...collection, item_type: 'Collection' }),
};
