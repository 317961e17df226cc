import {
  ClientCode,
  GENERIC_CODE_OFFSET,
  isCatalogued,
  isRecord,
  type CatalogueCode,
} from '@fanverse/contract';
import { defaultMapping } from '../mappings/shell-mappings';
import type { NormalizedFailure } from './api-error';
import { codedError, type CodedError } from './coded-error';
import { extractErrorItems, toRawItem, type RawErrorItem } from './raw-error-item';
import { applyMapping, type MappingContext, type ReplyMapping } from './reply-mapping';
import { isSessionExpired } from './session-expired';

/** What the transport knows about a failed call. */
export interface FailureInput {
  status?: number;
  body?: unknown;
  networkError?: boolean;
  /** The failure's own message; 'Network Error' marks a network failure (spec §8). */
  message?: string;
  /** The thrown value behind a network failure, kept as the error's cause. */
  cause?: unknown;
}

export const NETWORK_ERROR_MESSAGE = 'Network Error';

/**
 * Spec §8 of both documents: every failure becomes a list of coded errors. Each server error
 * item is mapped; when the reply carried none ("nothing was logged") the failure itself decides:
 * expired session 1003, network failure 9998, a mapped body (raw code 11 is 5001), else 9999.
 */
export function normalizeFailure(
  input: FailureInput,
  mapping?: ReplyMapping,
  lang?: string,
): NormalizedFailure {
  const items = extractErrorItems(input.body);
  const sessionExpired = isSessionExpired(input.status, input.body, items);
  const networkError = input.networkError === true || input.message === NETWORK_ERROR_MESSAGE;
  const errors =
    items.length > 0
      ? items.map((item) => itemError(item, input, mapping, lang))
      : [nothingLogged(input, sessionExpired, networkError, mapping, lang)];
  return { errors, sessionExpired, networkError };
}

function itemError(
  item: RawErrorItem,
  input: FailureInput,
  mapping?: ReplyMapping,
  lang?: string,
): CodedError {
  const context = { item, status: input.status, body: input.body };
  const code = mappedCode(context, mapping) ?? offsetCode(item.code) ?? ClientCode.UNKNOWN;
  return codedError(code, lang, { cause: item.raw, field: item.field, ...fieldDetails(item.raw) });
}

function nothingLogged(
  input: FailureInput,
  sessionExpired: boolean,
  networkError: boolean,
  mapping?: ReplyMapping,
  lang?: string,
): CodedError {
  if (sessionExpired) return codedError(ClientCode.INVALID_USER_TOKEN, lang, { cause: input.body });
  if (networkError)
    return codedError(ClientCode.NETWORK_ERROR, lang, { cause: input.cause ?? input.message });
  // The body itself may hold a code or message (`{"code": 11}`); only mappings apply to it, the
  // 5000 + code rule is for listed error items.
  const item = isRecord(input.body) ? toRawItem(input.body) : { message: input.message, raw: input.body };
  const code = mappedCode({ item, status: input.status, body: input.body }, mapping) ?? ClientCode.UNKNOWN;
  return codedError(code, lang, { cause: input.body ?? input.message });
}

/**
 * A raw code that already is a client code is kept (the server may answer 6000-6005 or 7750
 * itself); then the operation's mapping, then the one every call shares, then `otherwise`.
 */
function mappedCode(context: MappingContext, mapping?: ReplyMapping): CatalogueCode | undefined {
  const raw = numericCode(context.item.code);
  if (raw !== undefined && isCatalogued(raw)) return raw;
  return applyMapping(mapping, context) ?? applyMapping(defaultMapping, context) ?? mapping?.otherwise;
}

/** Unknown numeric code: 5000 + code when that is catalogued (4 -> 5004), else nothing. */
function offsetCode(code: string | number | undefined): CatalogueCode | undefined {
  const raw = numericCode(code);
  if (raw === undefined) return undefined;
  const offset = raw + GENERIC_CODE_OFFSET;
  return isCatalogued(offset) ? offset : undefined;
}

function numericCode(code: string | number | undefined): number | undefined {
  if (typeof code === 'number') return Number.isInteger(code) ? code : undefined;
  return code !== undefined && /^\d+$/.test(code) ? Number(code) : undefined;
}

/** Field-rule details a server error item may carry, passed through like the client's own. */
function fieldDetails(raw: unknown): Pick<CodedError, 'values' | 'min_length' | 'max_length'> {
  if (!isRecord(raw)) return {};
  const { values, min_length, max_length } = raw;
  return {
    values: Array.isArray(values) ? values : undefined,
    min_length: typeof min_length === 'number' ? min_length : undefined,
    max_length: typeof max_length === 'number' ? max_length : undefined,
  };
}
