import type { ArtAssetType, CollectionItem, CollectionLayout } from '@fanverse/contract';
import { firstViewFormat } from '../../lib/first-view-formats';
import { numberFormat } from '../../lib/number-format';
import { navigationPolicy } from '../../lib/navigation/navigation-policy';
import { resolveNavigation, type NavigationPolicy } from '../../lib/navigation/safe-url';
import { artRefFromPath, type ArtRef } from './art-base';

/** The frame a tile draws its art in; each collection layout picks one. */
export type TileShape = 'landscape' | 'portrait' | 'square' | 'banner';

export const SHAPE_BY_LAYOUT: Readonly<Record<CollectionLayout, TileShape>> = {
  rail: 'landscape',
  'hero-rail': 'portrait',
  grid: 'landscape',
  banner: 'banner',
  masthead: 'banner',
};

/**
 * Which image kind fills each frame, per asset type: every kind has one fixed size (spec §9), so
 * a portrait frame takes the poster, a wide banner the hero, and so on. An asset type without a
 * kind of that shape falls back to the landscape one and is cropped.
 */
const KIND_BY_SHAPE: Readonly<
  Record<ArtAssetType, Partial<Record<TileShape, string>> & { landscape: string }>
> = {
  actors: { landscape: 'picture', portrait: 'picture', square: 'profile' },
  banners: { landscape: 'hero', banner: 'hero', portrait: 'mobile', square: 'mobile' },
  book: { landscape: 'thumb', portrait: 'cover', square: 'thumb' },
  clips: { landscape: 'thumbnail', banner: 'hero' },
  collection: { landscape: 'thumb', banner: 'hero', square: 'icon' },
  comicseries: { landscape: 'hero', portrait: 'cover', banner: 'hero' },
  episode: { landscape: 'thumb', banner: 'hero' },
  quiz: { landscape: 'share', banner: 'share' },
  season: { landscape: 'thumb', portrait: 'poster' },
  series: { landscape: 'thumb', portrait: 'poster', square: 'box', banner: 'hero' },
  shopify: { landscape: 'product', portrait: 'product', square: 'product', banner: 'product' },
};

export function kindFor(assetType: ArtAssetType, shape: TileShape): string {
  const kinds = KIND_BY_SHAPE[assetType];
  return kinds[shape] ?? kinds.landscape;
}

function art(assetType: ArtAssetType, assetKey: string, shape: TileShape): ArtRef {
  return { assetType, assetKey, kind: kindFor(assetType, shape) };
}

/** An art reference read from a path or folder a reply carries, re-aimed at the shape's kind. */
function artFromPath(path: string, shape: TileShape): ArtRef | null {
  const ref = artRefFromPath(path) ?? artRefFromPath(`${path.replace(/\/$/, '')}/any.jpg`);
  return ref ? art(ref.assetType, ref.assetKey, shape) : null;
}

/** Where activating a tile leads. */
export type TileTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  /** A shop product: the address is asked from the server (`/shop/{name}`) when it is opened. */
  | { kind: 'shop'; name: string; href: string };

const SHOP_PATH = /^\/shop\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * Site paths are routed inside the app and web addresses leave it; anything else (a script URL,
 * a protocol-relative address, credentials in the address) is dropped rather than followed: the
 * one navigation rule of lib/navigation decides.
 */
export function targetOf(
  url: string | null | undefined,
  policy: NavigationPolicy = navigationPolicy(),
): TileTarget | null {
  const target = resolveNavigation(url, policy);
  if (!target) return null;
  if (target.kind === 'external') return { kind: 'external', href: target.href };
  // The shop lives elsewhere: its paths are asked of the server, never routed in the app.
  const shop = SHOP_PATH.exec(target.to);
  if (shop) return { kind: 'shop', name: shop[1]!, href: target.to };
  return { kind: 'internal', to: target.to };
}

/** A URL segment from a title, for links that only know the title (the page corrects it). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'series';
}

/** A price as the shop gives it ("24.99", "USD") in the visitor's language; as given if unreadable. */
export function formatPrice(price: string, currency: string, lang: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  return firstViewFormat(`price|${lang}|${currency}|${price}`, () => {
    try {
      return numberFormat(lang, { style: 'currency', currency }).format(amount);
    } catch {
      return `${price} ${currency}`;
    }
  });
}

/** Everything a tile shows, whatever the item type. */
export interface TileModel {
  key: string;
  itemType: CollectionItem['item_type'];
  title: string;
  /** A second line: the series of an episode, a price, a clip type... */
  meta: string | null;
  art: ArtRef | null;
  target: TileTarget | null;
}

/** Reads the tile of one collection item, for the frame `shape`. */
export function tileOf(item: CollectionItem, shape: TileShape, lang: string): TileModel {
  const base = { key: `${item.item_type}:${item.uuid}`, itemType: item.item_type };
  switch (item.item_type) {
    case 'Series':
      return {
        ...base,
        title: item.title,
        meta: item.genres.map((genre) => genre.name).join(' · ') || String(item.year),
        art: art('series', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'Season':
      return {
        ...base,
        title: item.title,
        meta: item.series_title,
        art: art('season', item.asset_key, shape),
        // A season names its series by id and title only: the series pages put the slug right.
        target: targetOf(
          `/series/${item.series_id}/${slugify(item.series_title)}/season/${item.season_number}`,
        ),
      };
    case 'Episode':
      return {
        ...base,
        title: item.title,
        meta: item.series_title,
        art: art('episode', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'Clip':
      return {
        ...base,
        title: item.title,
        meta: item.series_title,
        art: art('clips', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'Collection':
      return {
        ...base,
        title: item.title,
        meta: null,
        art: art('collection', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'Jsonbag':
      return {
        ...base,
        title: item.metadata.title,
        meta: item.metadata.cta_text || null,
        art: art('banners', item.asset_key, shape),
        target: targetOf(item.metadata.url),
      };
    case 'Databag':
      return {
        ...base,
        title: item.metadata.title,
        meta: item.description || null,
        art: null,
        target: targetOf(`/collections/${encodeURIComponent(item.metadata.collection_slug)}`),
      };
    case 'CMSPage':
      return {
        ...base,
        title: item.title,
        meta: item.author || null,
        art: artFromPath(shape === 'banner' ? item.large : item.thumbnail, shape),
        target: targetOf(item.path),
      };
    case 'ClickoutObject':
      return {
        ...base,
        title: item.title,
        meta: item.cta_label || null,
        art: artFromPath(item.base_asset_url, shape),
        target: targetOf(item.url),
      };
    case 'ShopifyProduct':
      return {
        ...base,
        title: item.title,
        meta: formatPrice(item.price, item.currency_code, lang),
        art: art('shopify', item.asset_key, shape),
        target: { kind: 'shop', name: item.name, href: `/shop/${encodeURIComponent(item.name)}` },
      };
    case 'Book':
      return {
        ...base,
        title: item.title,
        meta: item.series_title,
        art: art('book', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'ComicSeries':
      return {
        ...base,
        title: item.title,
        meta: item.publisher || null,
        art: art('comicseries', item.asset_key, shape),
        target: targetOf(item.url),
      };
    case 'UserList':
      // A public user list featured in a rail: its owner as the second line; lists have no art.
      return { ...base, title: item.title, meta: item.username, art: null, target: targetOf(item.url) };
  }
}
