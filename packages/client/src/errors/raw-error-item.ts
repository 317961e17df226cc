import { isRecord } from '@fanverse/contract';

/** One server error item, read defensively: the server may send codes as strings or numbers. */
export interface RawErrorItem {
  code?: string | number;
  message?: string;
  field?: string;
  /** The item exactly as the server sent it; becomes CodedError.cause. */
  raw: unknown;
}

/**
 * Error items of a reply body. The envelope is `{message, errors: [...]}` (DESIGN.md), but lists
 * may nest: an `errors` entry can itself be an array or an object holding its own `errors`.
 */
export function extractErrorItems(body: unknown): RawErrorItem[] {
  if (Array.isArray(body)) return body.flatMap(unpack);
  if (isRecord(body) && Array.isArray(body.errors)) return body.errors.flatMap(unpack);
  return [];
}

function unpack(entry: unknown): RawErrorItem[] {
  if (Array.isArray(entry)) return entry.flatMap(unpack);
  if (typeof entry === 'string') return [{ message: entry, raw: entry }];
  if (!isRecord(entry)) return [];
  if (Array.isArray(entry.errors)) return entry.errors.flatMap(unpack);
  return [toRawItem(entry)];
}

/** Reads code, message and field off any object, ignoring values of the wrong type. */
export function toRawItem(entry: Record<string, unknown>): RawErrorItem {
  const { code, message, field } = entry;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    field: typeof field === 'string' ? field : undefined,
    raw: entry,
  };
}

/** The envelope's top-level message, when the body has one. */
export function envelopeMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
}
