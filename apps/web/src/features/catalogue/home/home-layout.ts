import type { Collection, CollectionItem, Databag, Homepage, Jsonbag, Series } from '@fanverse/contract';
import {
  SHAPE_BY_LAYOUT,
  targetOf,
  type ArtRef,
  type TileShape,
  type TileTarget,
} from '../../../components/catalogue';

/** One slide of the masthead: a banner (jsonbag) or a featured series. */
export interface MastheadSlide {
  key: string;
  title: string;
  text: string;
  cta: string;
  target: TileTarget | null;
  /** Backdrop colour behind the art while it loads, from the editor. */
  color: string | null;
  wide: ArtRef;
  narrow: ArtRef;
}

export interface HomeRail {
  collection: Collection;
  shape: TileShape;
  /** `grid` collections are drawn as a wrapping grid instead of a scrolling row. */
  grid: boolean;
}

/** One row below the masthead, in the homepage's order. */
export type HomeRow =
  | ({ kind: 'rail' } & HomeRail)
  /** A banner placed between rails: a wide call to action. */
  | { kind: 'banner'; key: string; slide: MastheadSlide }
  /** A promoted collection (databag): its title, a line, and the way to it. */
  | { kind: 'promo'; key: string; title: string; text: string; to: string };

export interface HomeLayout {
  masthead: MastheadSlide[];
  rows: HomeRow[];
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** Only a plain colour value reaches a style attribute. */
function safeColor(value: string | null | undefined): string | null {
  return value && CSS_COLOR.test(value.trim()) ? value.trim() : null;
}

function bannerSlide(banner: Jsonbag): MastheadSlide {
  return {
    key: `Jsonbag:${banner.uuid}`,
    title: banner.metadata.title,
    text: banner.metadata.cta_description || banner.description,
    cta: banner.metadata.cta_text,
    target: targetOf(banner.metadata.url),
    color: safeColor(banner.metadata.masthead_color),
    wide: { assetType: 'banners', assetKey: banner.asset_key, kind: 'hero' },
    narrow: { assetType: 'banners', assetKey: banner.asset_key, kind: 'mobile' },
  };
}

function promoRow(databag: Databag): HomeRow {
  return {
    kind: 'promo',
    key: `Databag:${databag.uuid}`,
    title: databag.metadata.title,
    text: databag.description,
    to: `/collections/${encodeURIComponent(databag.metadata.collection_slug)}`,
  };
}

function seriesSlide(series: Series): MastheadSlide {
  return {
    key: `Series:${series.uuid}`,
    title: series.title,
    text: series.masthead?.headline || series.marketing_headline || series.description,
    cta: series.masthead?.cta_text ?? '',
    target: targetOf(series.url),
    color: safeColor(series.masthead?.color),
    wide: { assetType: 'series', assetKey: series.asset_key, kind: 'hero-hd' },
    narrow: { assetType: 'series', assetKey: series.asset_key, kind: 'box' },
  };
}

/** The slides a masthead collection offers: its banners and featured series. */
function slidesOf(items: readonly CollectionItem[]): MastheadSlide[] {
  return items.flatMap((item) => {
    if (item.item_type === 'Jsonbag') return [bannerSlide(item)];
    if (item.item_type === 'Series') return [seriesSlide(item)];
    return [];
  });
}

/**
 * Splits a homepage into what the home screen draws, in the editor's order: the items of
 * `masthead` collections become the masthead at the top; every other collection a rail (or a
 * grid) shaped by its layout; banners and databags between them become call-to-action rows.
 * Empty collections are left out rather than drawn as empty rows.
 */
export function homeLayout(homepage: Homepage): HomeLayout {
  const masthead: MastheadSlide[] = [];
  const rows: HomeRow[] = [];
  for (const item of homepage.collectionItems) {
    switch (item.item_type) {
      case 'Jsonbag':
        rows.push({ kind: 'banner', key: `Jsonbag:${item.uuid}`, slide: bannerSlide(item) });
        break;
      case 'Databag':
        rows.push(promoRow(item));
        break;
      case 'Collection': {
        const layout = item.metadata.layout;
        if (layout === 'masthead') masthead.push(...slidesOf(item.collection_items));
        else if (item.collection_items.length > 0) {
          rows.push({
            kind: 'rail',
            collection: item,
            shape: SHAPE_BY_LAYOUT[layout],
            grid: layout === 'grid',
          });
        }
        break;
      }
      default:
        // A single series or episode at the top level has no row of its own to live in.
        break;
    }
  }
  return { masthead, rows };
}
