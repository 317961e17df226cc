import type {
  ClipType,
  CollectionLayout,
  ProgramScheduleEntry,
  ServerItemType,
  VideoStatus,
} from '@fanverse/contract';
import type { ArtMotif } from '../../../media/art-spec';

/**
 * The shapes of the demo catalogue's hand-written content. Every piece of text a visitor reads
 * is given in English and Spanish here; the plan (catalogue-plan.ts) turns these definitions into
 * table rows, deriving dates, walls, timestamps, subtitles and art from them.
 */
// A type alias (not an interface) so a Text also fits `Record<string, string>` maps.
export type Text = { en: string; es: string };

export type Palette = [background: string, main: string, accent: string];

export type GenreSlug = 'adventure' | 'mystery' | 'comedy' | 'science-fiction';

export interface GenreDef {
  slug: GenreSlug;
  name: Text;
}

export interface EpisodeDef {
  title: Text;
  /** One sentence: the episode's short description and the opening of its long one. */
  logline: Text;
}

export interface SeasonDef {
  title: Text;
  description: Text;
  episodes: EpisodeDef[];
}

export interface CastDef {
  /** Asset key of the actor's art, unique across the catalogue. */
  key: string;
  names: string;
  nativeLangName?: string;
  country: string;
  dob: string;
  silo: 'cast' | 'voice' | 'crew';
  character: Text;
}

/**
 * Who may watch a clip (spec §3 "Program schedule"), as named situations the plan turns into
 * entries relative to the generation time.
 */
export type ScheduleKind = 'members' | 'timed-window' | 'no-guests' | 'premium-plan';

export interface ClipDef {
  /** Unique within the series; the asset key is `{series slug}-{key}`. */
  key: string;
  type: ClipType;
  title: Text;
  description: Text;
  duration: number;
  /** Days before generation it was published. */
  publishedDaysAgo: number;
  /** Further owners besides the series: a season number or an episode number of the series. */
  season?: number;
  episode?: number;
  schedule?: ScheduleKind;
  motif: ArtMotif;
}

export interface SeriesDef {
  slug: string;
  title: Text;
  /** The title in the language it was made in, when that is not English. */
  nativeLangTitle?: string;
  description: Text;
  marketingHeadline: Text;
  seriesType: 'series' | 'film' | 'animated';
  genres: GenreSlug[];
  network: string;
  country: string;
  broadcastLanguage: 'en' | 'es';
  tvRating: string;
  isExclusive: boolean;
  directors: string[];
  keywords: string[];
  tags: string[];
  /** Countries the series is limited to (empty: everywhere). */
  availableIn: string[];
  premiumWalledIn: string[];
  masthead?: { headline: Text; ctaText: Text; color: string };
  palette: Palette;
  /** Art motifs: the first for the series itself, the rest cycle through seasons and episodes. */
  motifs: [ArtMotif, ...ArtMotif[]];
  /**
   * Release of the last episode, in days after generation (negative: in the past). Earlier
   * episodes come out weekly before it, with a break between seasons.
   */
  finaleInDays: number;
  /** Whether the series has ended (gives it an end year). */
  ended: boolean;
  /** Episodes (series-wide numbers) with downloadable files. */
  downloadable?: number[];
  /** Episodes whose video is not simply approved: one blocked by region, one not yet out. */
  videoStatus?: Partial<Record<number, Exclude<VideoStatus, 'approved'>>>;
  cast: CastDef[];
  seasons: SeasonDef[];
  clips: ClipDef[];
}

/** Where a banner or clickout leads, resolved to a path once series ids are known. */
export type LinkDef =
  | { kind: 'series'; slug: string }
  | { kind: 'episode'; slug: string; number: number }
  | { kind: 'collection'; slug: string }
  | { kind: 'page'; slug: string }
  | { kind: 'shop'; name: string }
  | { kind: 'external'; url: string };

export interface BannerDef {
  slug: string;
  title: Text;
  description: Text;
  ctaText: Text;
  ctaDescription: Text;
  link: LinkDef;
  itemType: ServerItemType;
  color: string;
  palette: Palette;
  motif: ArtMotif;
}

export interface CmsPageDef {
  slug: string;
  type: 'page' | 'news' | 'encyclopedia';
  title: Text;
  description: Text;
  /** Paragraphs. */
  body: { en: string[]; es: string[] };
  author: string;
  publishedDaysAgo: number;
  tags: string[];
  mastheadBackground: string;
  palette: Palette;
  motif: ArtMotif;
}

export interface ClickoutDef {
  slug: string;
  title: Text;
  description: Text;
  url: string;
  ctaLabel: Text;
  publishedDaysAgo: number;
  metadata: Record<string, string>;
  tags: string[];
  palette: Palette;
  motif: ArtMotif;
}

export interface ShopProductDef {
  name: string;
  title: Text;
  description: Text;
  priceMinor: number;
  premiumOnly: boolean;
  palette: Palette;
  motif: ArtMotif;
}

/** An item of a collection, by the stable name it is planned under. */
export type ItemDef =
  | { type: 'Series'; slug: string }
  | { type: 'Season'; slug: string; season: number }
  | { type: 'Episode'; slug: string; number: number }
  | { type: 'Clip'; slug: string | null; key: string }
  | { type: 'Collection'; slug: string }
  | { type: 'Jsonbag'; slug: string }
  | { type: 'Databag'; key: string }
  | { type: 'CMSPage'; slug: string }
  | { type: 'ClickoutObject'; slug: string }
  | { type: 'ShopifyProduct'; name: string };

/**
 * Items of a collection: a fixed list, or a rule evaluated over the planned catalogue (the
 * latest released episodes, the premium-walled ones, ...), so that it stays true to the data.
 */
export type ItemsDef =
  | { kind: 'fixed'; items: ItemDef[] }
  | { kind: 'latest-episodes'; limit: number }
  | { kind: 'premium-episodes'; limit: number }
  | { kind: 'genre'; genre: GenreSlug }
  | { kind: 'first-seasons' }
  | { kind: 'clips'; types: ClipType[] };

export interface CollectionDef {
  slug: string;
  title: Text;
  description: Text;
  layout: CollectionLayout;
  contentType: string;
  container: string | null;
  planType?: string;
  upsell?: Text;
  /** Show the collection icon (genre rails) and a trailer (series rails). */
  withIcon?: boolean;
  trailerOf?: string;
  withMasthead?: boolean;
  palette: Palette;
  motif: ArtMotif;
  items: ItemsDef;
}

export interface DatabagDef {
  key: string;
  title: Text;
  description: Text;
  collection: string;
  startsDaysAgo: number;
  endsInDays: number;
}

export interface HomepageDef {
  flavor: 'home' | 'browse';
  title: Text;
  collection: string;
}

export type ScheduleEntry = ProgramScheduleEntry;
