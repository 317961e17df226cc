import {
  DEFAULT_EST_HISTORY_ORDER,
  DEFAULT_PURCHASE_ORDER,
  EST_HISTORY_ORDERS,
  PURCHASE_MODELS,
  PURCHASE_ORDERS,
  PURCHASE_SOURCE_FILTERS,
  PURCHASES_MAX_PAGE_SIZE,
  PURCHASES_PAGE_SIZE,
  PurchaseCode,
  type EstHistoryOrder,
  type PurchaseModel,
  type PurchaseOrder,
  type PurchaseSourceFilter,
} from './constants';

/*
 * The spec §5 checks of the EST history and purchase queries, shared by the client (which makes
 * them before sending) and the server (which answers the same codes), so the two never disagree:
 * - EST history: page and page_size numeric (3030, 3031); order title, -title, date, -date (3032);
 * - purchases: page numeric (8101), size numeric (8102), order title, -title, purchase_date,
 *   -purchase_date (8103), inactive boolean (8104), model book or episode (8105), source
 *   admingrant, all, promocodegrant, purchased or undefined (8106).
 * "Numeric" is a whole number from 1 (a page) or 1 to 100 (a size); absent or empty means the
 * default. Values arrive as query strings or as the client's numbers and booleans.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** A failed check: the code and the field it names. */
export interface QueryProblem {
  code: number;
  field: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: QueryProblem };

const absent = (v: QueryValue) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function wholeNumber(v: QueryValue, max: number): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

function oneOf<T extends string>(v: QueryValue, allowed: readonly T[]): T | null {
  return typeof v === 'string' && (allowed as readonly string[]).includes(v.trim()) ? (v.trim() as T) : null;
}

function bool(v: QueryValue): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

export interface EstHistoryQuery {
  page?: QueryValue;
  page_size?: QueryValue;
  order?: QueryValue;
}
export interface EstHistoryParams {
  page: number;
  page_size: number;
  order: EstHistoryOrder;
}

export function checkEstHistoryQuery(q: EstHistoryQuery = {}): Checked<EstHistoryParams> {
  const page = absent(q.page) ? 1 : wholeNumber(q.page, 100_000);
  if (page === null) return { ok: false, problem: { code: PurchaseCode.EST_HISTORY_PAGE, field: 'page' } };
  const size = absent(q.page_size) ? PURCHASES_PAGE_SIZE : wholeNumber(q.page_size, PURCHASES_MAX_PAGE_SIZE);
  if (size === null)
    return { ok: false, problem: { code: PurchaseCode.EST_HISTORY_SIZE, field: 'page_size' } };
  const order = absent(q.order) ? DEFAULT_EST_HISTORY_ORDER : oneOf(q.order, EST_HISTORY_ORDERS);
  if (order === null) return { ok: false, problem: { code: PurchaseCode.EST_HISTORY_ORDER, field: 'order' } };
  return { ok: true, value: { page, page_size: size, order } };
}

export interface PurchasesQuery {
  page?: QueryValue;
  size?: QueryValue;
  order?: QueryValue;
  inactive?: QueryValue;
  model?: QueryValue;
  source?: QueryValue;
}
export interface PurchasesParams {
  page: number;
  size: number;
  order: PurchaseOrder;
  /** true: inactive items (refunded, revoked) are listed too; false (default): active ones only. */
  inactive: boolean;
  /** Only owned items of this model (gifts have none); null: every item, gifts included. */
  model: PurchaseModel | null;
  source: PurchaseSourceFilter;
}

export function checkPurchasesQuery(q: PurchasesQuery = {}): Checked<PurchasesParams> {
  const fail = (code: number, field: string): Checked<PurchasesParams> => ({
    ok: false,
    problem: { code, field },
  });
  const page = absent(q.page) ? 1 : wholeNumber(q.page, 100_000);
  if (page === null) return fail(PurchaseCode.PURCHASES_PAGE, 'page');
  const size = absent(q.size) ? PURCHASES_PAGE_SIZE : wholeNumber(q.size, PURCHASES_MAX_PAGE_SIZE);
  if (size === null) return fail(PurchaseCode.PURCHASES_SIZE, 'size');
  const order = absent(q.order) ? DEFAULT_PURCHASE_ORDER : oneOf(q.order, PURCHASE_ORDERS);
  if (order === null) return fail(PurchaseCode.PURCHASES_ORDER, 'order');
  const inactive = absent(q.inactive) ? false : bool(q.inactive);
  if (inactive === null) return fail(PurchaseCode.PURCHASES_INACTIVE, 'inactive');
  const model = absent(q.model) ? null : oneOf(q.model, PURCHASE_MODELS);
  if (!absent(q.model) && model === null) return fail(PurchaseCode.PURCHASES_MODEL, 'model');
  const source = absent(q.source) ? 'all' : oneOf(q.source, PURCHASE_SOURCE_FILTERS);
  if (source === null) return fail(PurchaseCode.PURCHASES_SOURCE, 'source');
  return { ok: true, value: { page, size, order, inactive, model, source } };
}
