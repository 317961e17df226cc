import {
  DEFAULT_PURCHASE_ORDER,
  PURCHASE_ORDERS,
  type Gift,
  type PurchaseItem,
  type PurchaseModel,
  type PurchaseOrder,
  type PurchasesQuery,
} from '@fanverse/contract';
import { readPageParam } from '../../components/catalogue';
import { bookPagePath, bookReaderPath, episodeWatchPath } from '../../components/purchases';

/**
 * The purchase history's filters as they live in the address (`?model=book&source=purchased&
 * inactive=true&order=title&page=2`), so a filtered view can be shared, reloaded and reached with
 * Back. A hand-edited value the page does not offer falls back to its default rather than
 * becoming an error (the server would refuse it with 8101–8106).
 */
export const MODEL_FILTERS = ['all', 'book', 'episode'] as const;
export type ModelFilter = (typeof MODEL_FILTERS)[number];
/** The sources a member can filter by (the wire's filter values; `undefined` is not offered). */
export const SOURCE_FILTERS = ['all', 'purchased', 'promocodegrant', 'admingrant'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];

export interface HistoryFilters {
  model: ModelFilter;
  source: SourceFilter;
  inactive: boolean;
  order: PurchaseOrder;
  page: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function readHistoryFilters(search: string): HistoryFilters {
  const params = new URLSearchParams(search);
  return {
    model: oneOf(params.get('model'), MODEL_FILTERS, 'all'),
    source: oneOf(params.get('source'), SOURCE_FILTERS, 'all'),
    inactive: params.get('inactive') === 'true',
    order: oneOf(params.get('order'), PURCHASE_ORDERS, DEFAULT_PURCHASE_ORDER),
    page: readPageParam(params),
  };
}

/** The address's search string for these filters: defaults are left out. */
export function historySearch(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.model !== 'all') params.set('model', filters.model);
  if (filters.source !== 'all') params.set('source', filters.source);
  if (filters.inactive) params.set('inactive', 'true');
  if (filters.order !== DEFAULT_PURCHASE_ORDER) params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A changed filter starts again from the first page. */
export function withFilter(
  filters: HistoryFilters,
  patch: Partial<Omit<HistoryFilters, 'page'>>,
): HistoryFilters {
  return { ...filters, ...patch, page: 1 };
}

/** The client's query for these filters. */
export function purchasesQueryOf(filters: HistoryFilters): PurchasesQuery {
  return {
    page: filters.page,
    order: filters.order,
    ...(filters.inactive ? { inactive: true } : {}),
    ...(filters.model !== 'all' ? { model: filters.model } : {}),
    ...(filters.source !== 'all' ? { source: filters.source } : {}),
  };
}

/** The page number a paging URL of the server names (`…?page=3`), or null. */
export function pageOfUrl(url: string | null): number | null {
  if (!url) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const page = Number(new URLSearchParams(query).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/** What a purchased or granted episode or book is, read from the catalogue entity it carries. */
export interface OwnedThing {
  model: PurchaseModel;
  uuid: string;
  title: string;
  assetKey: string | null;
  /** Its page (the episode's or the book's). */
  pageTo: string;
  /** Where it is watched or read. */
  useTo: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function ownedThingOf(
  model: PurchaseModel,
  data: Record<string, unknown>,
  fallbackTitle: string,
): OwnedThing | null {
  const uuid = text(data.uuid);
  if (!uuid) return null;
  const title = text(data.title) ?? fallbackTitle;
  const assetKey = text(data.asset_key);
  if (model === 'episode') {
    const watch = episodeWatchPath(uuid);
    return { model, uuid, title, assetKey, pageTo: text(data.url) ?? watch, useTo: watch };
  }
  return {
    model,
    uuid,
    title,
    assetKey,
    pageTo: text(data.url) ?? bookPagePath(uuid),
    useTo: bookReaderPath(uuid),
  };
}

/** A gift bought for someone (object.model `gift`): the Gift entity it carries, when it is one. */
export function giftOf(item: PurchaseItem): Gift | null {
  if (item.object.model !== 'gift') return null;
  const data = item.object.data as Partial<Gift>;
  return typeof data.receiver_email === 'string' && typeof data.state === 'string' ? (data as Gift) : null;
}

/** An item greyed out in the list: no longer usable (refunded, revoked, an expired gift). */
export function isInactive(item: PurchaseItem): boolean {
  return !item.is_active;
}
