import { SORT_ORDERS, UUID_PATTERN, type CatalogueCode } from '@fanverse/contract';
import { checkFailure, isBlank } from '../accounts/client-checks';
import type { ApiError } from '../errors/api-error';
import type { NumericId } from './catalogue-types';

/**
 * Catalogue spec §5 checks, run before a catalogue call sends anything. Each throws the same
 * ApiError a server reply would produce (code and field), so a screen handles both alike.
 * "Numeric" is only digits here; ranges (page 0, a ten-digit id) are the server's to refuse,
 * and its reply maps to the same code.
 */
const DIGITS = /^\d+$/;

export function isNumericId(value: unknown): value is NumericId {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && DIGITS.test(value);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Builds the check failures in the language the request would have used. */
export class CatalogueChecks {
  constructor(private readonly lang: string) {}

  fail(code: CatalogueCode, field: string): ApiError {
    return checkFailure(code, field, this.lang);
  }

  /** A required numeric id: series id (1700), episode number (1701), season number (5009). */
  numeric(value: unknown, code: CatalogueCode, field: string): void {
    if (!isNumericId(value)) throw this.fail(code, field);
  }

  /** Optional page and page size: when given, numeric (5004). */
  paging(query: { page?: unknown; page_size?: unknown }): void {
    if (query.page !== undefined && !isNumericId(query.page)) throw this.fail(5004, 'page');
    if (query.page_size !== undefined && !isNumericId(query.page_size)) throw this.fail(5004, 'page_size');
  }

  /** Optional sort: when given, asc or desc (5008; season episodes 5010). */
  sort(value: unknown, code: CatalogueCode): void {
    if (value !== undefined && !(SORT_ORDERS as readonly unknown[]).includes(value)) {
      throw this.fail(code, 'sort');
    }
  }

  /** A uuid that must be well formed before it goes in a path (1715). */
  uuid(value: unknown, field = 'uuid'): void {
    if (!isUuid(value)) throw this.fail(1715, field);
  }

  /** A value that must be present; its shape is the server's to judge. */
  present(value: unknown, code: CatalogueCode, field: string): void {
    if (typeof value !== 'string' || isBlank(value)) throw this.fail(code, field);
  }
}
