import {
  artPath,
  type ClipObjectType,
  type ProgramScheduleEntry,
  type ServerItemType,
} from '@fanverse/contract';
import type { Insertable } from 'kysely';
import type {
  CastMembersTable,
  ClickoutObjectsTable,
  CmsPagesTable,
  CollectionsTable,
  GenresTable,
  ShopProductsTable,
  SubtitlesTable,
  Translations,
} from '../../db/schema-catalogue';
import { artRow, cycleMotif, seasonPalette, type ArtRow } from './art-specs';
import { addDays, utcDay, utcYear } from './calendar';
import {
  DEMO_BANNERS,
  DEMO_CLICKOUTS,
  DEMO_CMS_PAGES,
  DEMO_COLLECTIONS,
  DEMO_DATABAGS,
  DEMO_GENRES,
  DEMO_HOMEPAGES,
  DEMO_SERIES,
  DEMO_SHOP_PRODUCTS,
  STUDIO_CLIPS,
} from './content/index';
import type { ClipDef, CollectionDef, ItemDef, LinkDef, ScheduleKind, SeriesDef } from './content/types';
import type { DemoMediaItem } from './demo-extension';
import { demoCollectionRow } from './collection-rows';
import { demoGuid, demoUuid } from './demo-ids';
import { planEpisodes, releaseDate, type PlannedEpisode, type PlannedSeason } from './plan-episodes';
import { sentences, spreadCues } from './subtitle-cues';

/**
 * The whole demo catalogue as rows to insert, built from the content definitions without
 * touching the database. Foreign keys to serial ids cannot be known yet, so rows name their
 * parent by slug (or uuid) and the writer resolves them as it inserts.
 */
export interface DemoPlan {
  genres: Insertable<GenresTable>[];
  series: SeriesRow[];
  seriesGenres: { seriesSlug: string; genre_slug: string; position: number }[];
  castMembers: Insertable<CastMembersTable>[];
  seriesCast: {
    seriesSlug: string;
    castKey: string;
    character_name: string;
    position: number;
    translations: string;
  }[];
  seasons: SeasonRow[];
  episodes: EpisodeRow[];
  clips: ClipRow[];
  clipOwners: { clipUuid: string; object_type: ClipObjectType; object_uuid: string; position: number }[];
  collections: Insertable<CollectionsTable>[];
  collectionItems: {
    collectionSlug: string;
    position: number;
    item_type: ServerItemType;
    item_uuid: string;
  }[];
  homepages: { flavor: string; uuid: string; title: string; collectionSlug: string; translations: string }[];
  jsonbags: JsonbagRow[];
  databags: DatabagRow[];
  cmsPages: Insertable<CmsPagesTable>[];
  clickouts: Insertable<ClickoutObjectsTable>[];
  shopProducts: Insertable<ShopProductsTable>[];
  shopDestinations: { name: string; path: string; reason: string }[];
  subtitles: Insertable<SubtitlesTable>[];
  artAssets: ArtRow[];
  media: DemoMediaItem[];
}

export interface SeriesRow {
  uuid: string;
  slug: string;
  asset_key: string;
  title: string;
  native_lang_title: string;
  description: string;
  marketing_headline: string;
  series_type: 'series' | 'film' | 'animated';
  is_exclusive: boolean;
  original_content: boolean;
  year: number;
  end_year: number | null;
  country: string;
  broadcast_language: string;
  network: string;
  mpaa_rating: string;
  tv_rating: string;
  starring: string;
  directors: string;
  keywords: string;
  tags: string;
  subtitle_availability: string;
  available_in: string;
  premium_walled_in: string;
  trailer_clip_uuid: string | null;
  masthead: string | null;
  translations: string;
}

export interface SeasonRow {
  seriesSlug: string;
  uuid: string;
  season_number: number;
  asset_key: string;
  title: string;
  description_short: string;
  description_long: string;
  translations: string;
}

export interface EpisodeRow {
  seriesSlug: string;
  uuid: string;
  guid: string;
  season_num: number;
  season_position: number;
  number: number;
  asset_key: string;
  title: string;
  subtitle: string;
  description: string;
  description_short: string;
  air_date: string;
  release_date: string;
  duration: number;
  ad_markers: string;
  timestamps: string;
  has_download_files: boolean;
  download_assets: string;
  playable_on: string;
  preview_available_on: string;
  mpaa_rating: string;
  tv_rating: string;
  video_uuid: string;
  video_status: string;
  wall_type: 0 | 1 | null;
  wall_expires: Date | null;
  wall_restriction: string | null;
  requires_premium_code: boolean;
  translations: string;
}

export interface ClipRow {
  seriesSlug: string | null;
  uuid: string;
  guid: string;
  asset_key: string;
  clip_type: string;
  title: string;
  description: string;
  duration: number;
  publish_date: Date;
  video_uuid: string;
  program_schedule: string;
  translations: string;
}

export interface JsonbagRow {
  uuid: string;
  slug: string;
  asset_key: string;
  description: string;
  /** Everything but `url` and `external_clickout`, which come from `link`. */
  metadata: Record<string, string>;
  link: LinkDef;
  translations: string;
}

export interface DatabagRow {
  uuid: string;
  title: string;
  description: string;
  collectionSlug: string;
  start_at: Date;
  end_at: Date;
  translations: string;
}

const json = (value: unknown) => JSON.stringify(value);
/** Spanish text of the translatable fields of one row. */
const es = (fields: Record<string, string>): string => json({ es: fields } satisfies Translations);

export const seriesUuid = (slug: string) => demoUuid(`series:${slug}`);
export const clipName = (seriesSlug: string | null, key: string) => `${seriesSlug ?? 'studio'}:${key}`;
export const clipUuid = (seriesSlug: string | null, key: string) =>
  demoUuid(`clip:${clipName(seriesSlug, key)}`);
const clipAssetKey = (seriesSlug: string | null, key: string) => `${seriesSlug ?? 'studio'}-${key}`;

/** The program schedule entries of a named situation, relative to the generation time. */
function schedule(kind: ScheduleKind | undefined, now: number): ProgramScheduleEntry[] {
  const always = { start_time: null, end_time: null, plan: null };
  switch (kind) {
    case undefined:
      return [];
    case 'members':
      return [{ ...always, type: ['registered'], name: 'members' }];
    case 'timed-window':
      // Free to everyone during the preview week, for members afterwards.
      return [
        {
          start_time: new Date(addDays(now, -3)).toISOString(),
          end_time: new Date(addDays(now, 7)).toISOString(),
          type: ['anonymous'],
          name: 'free-preview-week',
          plan: null,
        },
        { ...always, type: ['registered'], name: 'members' },
      ];
    case 'no-guests':
      return [
        { ...always, type: ['anonymous', 'registered', 'premium'], name: 'everyone' },
        { ...always, type: ['-anonymous'], name: 'no-guests' },
      ];
    case 'premium-plan':
      return [{ ...always, type: ['premium'], name: 'annual-members', plan: 'premium-annual' }];
  }
}

function planClip(series: SeriesDef | null, def: ClipDef, now: number) {
  const slug = series?.slug ?? null;
  const uuid = clipUuid(slug, def.key);
  const row: ClipRow = {
    seriesSlug: slug,
    uuid,
    guid: demoGuid(`clip:${clipName(slug, def.key)}`),
    asset_key: clipAssetKey(slug, def.key),
    clip_type: def.type,
    title: def.title.en,
    description: def.description.en,
    duration: def.duration,
    publish_date: new Date(addDays(utcDay(new Date(now)), -def.publishedDaysAgo) + 17 * 3_600_000),
    video_uuid: demoUuid(`video:clip:${clipName(slug, def.key)}`),
    program_schedule: json(schedule(def.schedule, now)),
    translations: es({ title: def.title.es, description: def.description.es }),
  };
  const cues = (lang: 'en' | 'es') =>
    spreadCues([def.title[lang], ...sentences(def.description[lang])], 1, def.duration - 1);
  return { row, cues: { en: cues('en'), es: cues('es') } };
}

function seriesRow(def: SeriesDef, episodes: PlannedEpisode[]): SeriesRow {
  const first = Math.min(...episodes.map((e) => e.releaseDay));
  const last = Math.max(...episodes.map((e) => e.releaseDay));
  const translations: Record<string, string> = {
    title: def.title.es,
    description: def.description.es,
    marketing_headline: def.marketingHeadline.es,
  };
  if (def.masthead) {
    translations.masthead_headline = def.masthead.headline.es;
    translations.masthead_cta_text = def.masthead.ctaText.es;
  }
  return {
    uuid: seriesUuid(def.slug),
    slug: def.slug,
    asset_key: def.slug,
    title: def.title.en,
    native_lang_title: def.nativeLangTitle ?? def.title.en,
    description: def.description.en,
    marketing_headline: def.marketingHeadline.en,
    series_type: def.seriesType,
    is_exclusive: def.isExclusive,
    original_content: true,
    year: utcYear(first),
    end_year: def.ended ? utcYear(last) : null,
    country: def.country,
    broadcast_language: def.broadcastLanguage,
    network: def.network,
    mpaa_rating: '',
    tv_rating: def.tvRating,
    starring: def.cast
      .slice(0, 3)
      .map((c) => c.names)
      .join(', '),
    directors: json(def.directors),
    keywords: json(def.keywords),
    tags: json(def.tags),
    subtitle_availability: json(['en', 'es']),
    available_in: json(def.availableIn),
    premium_walled_in: json(def.premiumWalledIn),
    trailer_clip_uuid: def.clips.some((c) => c.key === 'trailer') ? clipUuid(def.slug, 'trailer') : null,
    masthead: def.masthead
      ? json({
          headline: def.masthead.headline.en,
          cta_text: def.masthead.ctaText.en,
          color: def.masthead.color,
        })
      : null,
    translations: es(translations),
  };
}

function seasonRow(season: PlannedSeason): SeasonRow {
  const { def } = season;
  const long = (lang: 'en' | 'es') =>
    lang === 'en'
      ? `Season ${season.number}: ${def.title.en}. ${def.description.en} ${def.episodes.length} episodes.`
      : `Temporada ${season.number}: ${def.title.es}. ${def.description.es} ${def.episodes.length} episodios.`;
  return {
    seriesSlug: season.seriesSlug,
    uuid: season.uuid,
    season_number: season.number,
    asset_key: season.assetKey,
    title: def.title.en,
    description_short: def.description.en,
    description_long: long('en'),
    translations: es({
      title: def.title.es,
      description_short: def.description.es,
      description_long: long('es'),
    }),
  };
}

function episodeRow(def: SeriesDef, e: PlannedEpisode): EpisodeRow {
  const day = releaseDate(e);
  return {
    seriesSlug: e.seriesSlug,
    uuid: e.uuid,
    guid: e.guid,
    season_num: e.seasonNumber,
    season_position: e.seasonPosition,
    number: e.number,
    asset_key: e.assetKey,
    title: e.def.title.en,
    subtitle: e.subtitle.en,
    description: e.description.en,
    description_short: e.def.logline.en,
    air_date: day,
    release_date: day,
    duration: e.duration,
    ad_markers: json(e.adMarkers),
    timestamps: json(e.timestamps),
    has_download_files: e.downloadable,
    download_assets: json(
      e.downloadable
        ? {
            wv_packaged_hdss: `/media/downloads/${e.videoUuid}/hd.mp4`,
            wv_packaged_sdss: `/media/downloads/${e.videoUuid}/sd.mp4`,
          }
        : { wv_packaged_hdss: null, wv_packaged_sdss: null },
    ),
    playable_on: json(def.availableIn.length ? ['web', 'tv'] : ['web', 'ios', 'android', 'tv']),
    // Walled episodes offer a preview on the web, to tempt the visitor past the wall.
    preview_available_on: json(e.wallType === null ? [] : ['web']),
    mpaa_rating: '',
    tv_rating: def.tvRating,
    video_uuid: e.videoUuid,
    video_status: e.videoStatus,
    wall_type: e.wallType,
    wall_expires: e.wallExpires,
    wall_restriction: e.wallRestriction,
    requires_premium_code: false,
    translations: es({
      title: e.def.title.es,
      subtitle: e.subtitle.es,
      description: e.description.es,
      description_short: e.def.logline.es,
    }),
  };
}

function linkPathHint(link: LinkDef): { clickout_type: string; external: boolean } {
  return link.kind === 'external'
    ? { clickout_type: 'external', external: true }
    : { clickout_type: link.kind, external: false };
}

/** Resolves the rule-based item lists of collections over the planned catalogue. */
function collectionItems(
  def: CollectionDef,
  ctx: {
    episodes: PlannedEpisode[];
    seasons: PlannedSeason[];
    clips: { def: ClipDef; seriesSlug: string | null }[];
    today: number;
    now: number;
  },
): ItemDef[] {
  const items = def.items;
  const released = ctx.episodes.filter((e) => e.releaseDay <= ctx.today);
  const newestFirst = (a: PlannedEpisode, b: PlannedEpisode) =>
    b.releaseDay - a.releaseDay || a.seriesSlug.localeCompare(b.seriesSlug);
  const asEpisode = (e: PlannedEpisode): ItemDef => ({
    type: 'Episode',
    slug: e.seriesSlug,
    number: e.number,
  });
  switch (items.kind) {
    case 'fixed':
      return items.items;
    case 'latest-episodes':
      return [...released].sort(newestFirst).slice(0, items.limit).map(asEpisode);
    case 'premium-episodes':
      return released
        .filter((e) => e.wallType === 0 && (e.wallExpires === null || e.wallExpires.getTime() > ctx.now))
        .sort(newestFirst)
        .slice(0, items.limit)
        .map(asEpisode);
    case 'genre':
      return DEMO_SERIES.filter((s) => s.genres.includes(items.genre)).map((s) => ({
        type: 'Series',
        slug: s.slug,
      }));
    case 'first-seasons':
      return ctx.seasons
        .filter((s) => s.number === 1)
        .map((s) => ({ type: 'Season', slug: s.seriesSlug, season: 1 }));
    case 'clips':
      return ctx.clips
        .filter((c) => items.types.includes(c.def.type))
        .map((c) => ({ type: 'Clip', slug: c.seriesSlug, key: c.def.key }));
  }
}

function itemUuid(item: ItemDef): string {
  switch (item.type) {
    case 'Series':
      return seriesUuid(item.slug);
    case 'Season':
      return demoUuid(`season:${item.slug}:${item.season}`);
    case 'Episode':
      return demoUuid(`episode:${item.slug}:${item.number}`);
    case 'Clip':
      return clipUuid(item.slug, item.key);
    case 'Collection':
      return demoUuid(`collection:${item.slug}`);
    case 'Jsonbag':
      return demoUuid(`jsonbag:${item.slug}`);
    case 'Databag':
      return demoUuid(`databag:${item.key}`);
    case 'CMSPage':
      return demoUuid(`cms-page:${item.slug}`);
    case 'ClickoutObject':
      return demoUuid(`clickout:${item.slug}`);
    case 'ShopifyProduct':
      return demoUuid(`shop-product:${item.name}`);
  }
}

const publishedAt = (today: number, daysAgo: number) => new Date(addDays(today, -daysAgo) + 9 * 3_600_000);

/** Plans every row of the demo catalogue for a generation at `nowDate`. */
export function planDemoCatalogue(nowDate: Date = new Date()): DemoPlan {
  const now = nowDate.getTime();
  const today = utcDay(nowDate);
  const plan: DemoPlan = {
    genres: DEMO_GENRES.map((g) => ({
      slug: g.slug,
      name: g.name.en,
      translations: es({ name: g.name.es }),
    })),
    series: [],
    seriesGenres: [],
    castMembers: [],
    seriesCast: [],
    seasons: [],
    episodes: [],
    clips: [],
    clipOwners: [],
    collections: [],
    collectionItems: [],
    homepages: [],
    jsonbags: [],
    databags: [],
    cmsPages: [],
    clickouts: [],
    shopProducts: [],
    shopDestinations: [],
    subtitles: [],
    artAssets: [],
    media: [],
  };
  const subtitles = (videoUuid: string, cues: { en: unknown; es: unknown }) =>
    plan.subtitles.push(
      { video_uuid: videoUuid, code: 'en', cues: json(cues.en) },
      { video_uuid: videoUuid, code: 'es', cues: json(cues.es) },
    );
  const ownerPositions = new Map<string, number>();
  const own = (clip: string, type: ClipObjectType, uuid: string) => {
    const position = ownerPositions.get(uuid) ?? 0;
    ownerPositions.set(uuid, position + 1);
    plan.clipOwners.push({ clipUuid: clip, object_type: type, object_uuid: uuid, position });
  };

  const allEpisodes: PlannedEpisode[] = [];
  const allSeasons: PlannedSeason[] = [];
  const allClips: { def: ClipDef; seriesSlug: string | null }[] = [];

  for (const def of DEMO_SERIES) {
    const { seasons, episodes } = planEpisodes(def, nowDate);
    allSeasons.push(...seasons);
    allEpisodes.push(...episodes);
    plan.series.push(seriesRow(def, episodes));
    plan.artAssets.push(artRow('series', def.slug, def.palette, def.motifs[0]));
    def.genres.forEach((genre, position) =>
      plan.seriesGenres.push({ seriesSlug: def.slug, genre_slug: genre, position }),
    );
    def.cast.forEach((cast, position) => {
      plan.castMembers.push({
        asset_key: cast.key,
        names: cast.names,
        native_lang_name: cast.nativeLangName ?? cast.names,
        country: cast.country,
        dob: cast.dob,
        silo: cast.silo,
        translations: json({}),
      });
      plan.seriesCast.push({
        seriesSlug: def.slug,
        castKey: cast.key,
        character_name: cast.character.en,
        position,
        translations: es({ character_name: cast.character.es }),
      });
      plan.artAssets.push(artRow('actors', cast.key, def.palette, 'portrait'));
    });
    for (const season of seasons) {
      plan.seasons.push(seasonRow(season));
      plan.artAssets.push(
        artRow(
          'season',
          season.assetKey,
          seasonPalette(def.palette, season.number),
          cycleMotif(def.motifs, season.number),
        ),
      );
    }
    for (const episode of episodes) {
      plan.episodes.push(episodeRow(def, episode));
      plan.artAssets.push(
        artRow(
          'episode',
          episode.assetKey,
          seasonPalette(def.palette, episode.seasonNumber),
          cycleMotif(def.motifs, episode.number),
        ),
      );
      subtitles(episode.videoUuid, episode.cues);
      plan.media.push({
        kind: 'episode',
        video_uuid: episode.videoUuid,
        title: episode.def.title,
        duration_seconds: episode.duration,
        timestamps: episode.timestamps,
      });
    }
    for (const clipDef of def.clips) {
      const { row, cues } = planClip(def, clipDef, now);
      plan.clips.push(row);
      allClips.push({ def: clipDef, seriesSlug: def.slug });
      own(row.uuid, 'series', seriesUuid(def.slug));
      if (clipDef.season !== undefined)
        own(row.uuid, 'season', demoUuid(`season:${def.slug}:${clipDef.season}`));
      if (clipDef.episode !== undefined)
        own(row.uuid, 'episode', demoUuid(`episode:${def.slug}:${clipDef.episode}`));
      plan.artAssets.push(artRow('clips', row.asset_key, def.palette, clipDef.motif));
      subtitles(row.video_uuid, cues);
      plan.media.push({
        kind: 'clip',
        video_uuid: row.video_uuid,
        title: clipDef.title,
        duration_seconds: clipDef.duration,
        timestamps: [],
      });
    }
  }

  const studioPalette: [string, string, string] = ['#14122b', '#7c5cff', '#ffcf5c'];
  for (const clipDef of STUDIO_CLIPS) {
    const { row, cues } = planClip(null, clipDef, now);
    plan.clips.push(row);
    allClips.push({ def: clipDef, seriesSlug: null });
    // A clip that belongs to no series lives in the behind-the-scenes collection.
    own(row.uuid, 'collection', demoUuid('collection:behind-the-scenes'));
    plan.artAssets.push(artRow('clips', row.asset_key, studioPalette, clipDef.motif));
    subtitles(row.video_uuid, cues);
    plan.media.push({
      kind: 'clip',
      video_uuid: row.video_uuid,
      title: clipDef.title,
      duration_seconds: clipDef.duration,
      timestamps: [],
    });
  }

  for (const banner of DEMO_BANNERS) {
    const hint = linkPathHint(banner.link);
    const assetKey = `banner-${banner.slug}`;
    plan.jsonbags.push({
      uuid: demoUuid(`jsonbag:${banner.slug}`),
      slug: banner.slug,
      asset_key: assetKey,
      description: banner.description.en,
      metadata: {
        title: banner.title.en,
        cta_text: banner.ctaText.en,
        cta_description: banner.ctaDescription.en,
        clickout_type: hint.clickout_type,
        item_type: banner.itemType,
        masthead_color: banner.color,
      },
      link: banner.link,
      translations: es({
        title: banner.title.es,
        description: banner.description.es,
        cta_text: banner.ctaText.es,
        cta_description: banner.ctaDescription.es,
      }),
    });
    plan.artAssets.push(artRow('banners', assetKey, banner.palette, banner.motif));
  }

  for (const page of DEMO_CMS_PAGES) {
    const assetKey = `page-${page.slug}`;
    plan.cmsPages.push({
      uuid: demoUuid(`cms-page:${page.slug}`),
      slug: page.slug,
      title: page.title.en,
      description: page.description.en,
      body: page.body.en.join('\n\n'),
      author: page.author,
      cms_page_type: page.type,
      template: page.type === 'news' ? 'article' : page.type,
      publish_date: publishedAt(today, page.publishedDaysAgo),
      tags: json(page.tags),
      masthead_background: page.mastheadBackground,
      asset_key: assetKey,
      translations: es({
        title: page.title.es,
        description: page.description.es,
        body: page.body.es.join('\n\n'),
      }),
    });
    plan.artAssets.push(artRow('banners', assetKey, page.palette, page.motif));
  }

  for (const clickout of DEMO_CLICKOUTS) {
    const assetKey = `clickout-${clickout.slug}`;
    plan.clickouts.push({
      uuid: demoUuid(`clickout:${clickout.slug}`),
      slug: clickout.slug,
      title: clickout.title.en,
      description: clickout.description.en,
      url: clickout.url,
      cta_label: clickout.ctaLabel.en,
      is_approved: true,
      publish_date: publishedAt(today, clickout.publishedDaysAgo),
      asset_key: assetKey,
      metadata: json(clickout.metadata),
      tags: json(clickout.tags),
      translations: es({
        title: clickout.title.es,
        description: clickout.description.es,
        cta_label: clickout.ctaLabel.es,
      }),
    });
    plan.artAssets.push(artRow('banners', assetKey, clickout.palette, clickout.motif));
  }

  for (const product of DEMO_SHOP_PRODUCTS) {
    plan.shopProducts.push({
      uuid: demoUuid(`shop-product:${product.name}`),
      name: product.name,
      asset_key: product.name,
      title: product.title.en,
      description: product.description.en,
      price_minor: product.priceMinor,
      currency_code: 'USD',
      premium_only: product.premiumOnly,
      translations: es({ title: product.title.es, description: product.description.es }),
    });
    plan.shopDestinations.push({ name: product.name, path: `products/${product.name}`, reason: 'product' });
    plan.artAssets.push(artRow('shopify', product.name, product.palette, product.motif));
  }

  const trailerOf = (slug: string) => clipUuid(slug, 'trailer');
  for (const def of DEMO_COLLECTIONS) {
    plan.collections.push(
      demoCollectionRow(def, {
        icon: def.withIcon ? artPath('collection', def.slug, 'icon') : null,
        planType: def.planType,
        trailer: def.trailerOf ? trailerOf(def.trailerOf) : null,
        masthead: def.withMasthead ? artPath('collection', def.slug, 'hero') : null,
        upsell: def.upsell,
      }),
    );
    plan.artAssets.push(artRow('collection', def.slug, def.palette, def.motif));
    collectionItems(def, { episodes: allEpisodes, seasons: allSeasons, clips: allClips, today, now }).forEach(
      (item, position) =>
        plan.collectionItems.push({
          collectionSlug: def.slug,
          position,
          item_type: item.type,
          item_uuid: itemUuid(item),
        }),
    );
  }

  for (const bag of DEMO_DATABAGS) {
    plan.databags.push({
      uuid: demoUuid(`databag:${bag.key}`),
      title: bag.title.en,
      description: bag.description.en,
      collectionSlug: bag.collection,
      start_at: new Date(addDays(today, -bag.startsDaysAgo)),
      end_at: new Date(addDays(today, bag.endsInDays)),
      translations: es({ title: bag.title.es, description: bag.description.es }),
    });
  }

  for (const home of DEMO_HOMEPAGES) {
    plan.homepages.push({
      flavor: home.flavor,
      uuid: demoUuid(`homepage:${home.flavor}`),
      title: home.title.en,
      collectionSlug: home.collection,
      translations: es({ title: home.title.es }),
    });
  }
  return plan;
}

/** Rows the writer inserts, for the progress total. */
export function planRowCount(plan: DemoPlan): number {
  return Object.entries(plan)
    .filter(([key]) => key !== 'media')
    .reduce((sum, [, rows]) => sum + (rows as unknown[]).length, 0);
}
