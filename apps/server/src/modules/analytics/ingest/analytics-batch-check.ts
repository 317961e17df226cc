import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_MAX_EVENT_BYTES,
  AnalyticsCode,
  analyticsBatchSchema,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { hasNul } from '../../../plugins/nul-guard';

/*
 * The checks of POST /api/analytics/1/batch before its handler: sizes (413
 * ANALYTICS_BATCH_TOO_LARGE, Segment's limits) while parsing, then the contract's schema (400
 * INVALID_ANALYTICS_EVENT naming the first bad field).
 */

export const tooLarge = (message: string) => new AppError(413, AnalyticsCode.BATCH_TOO_LARGE, message);
export const invalidEvent = (message: string, field?: string) =>
  new AppError(400, AnalyticsCode.INVALID_EVENT, message, field);

/**
 * How deep `properties` and `traits` may nest. JSON.stringify and PostgreSQL's jsonb parser both
 * recurse: a body of 500 KB of `[[[[…` would overflow one of them (a 500) rather than be refused.
 */
export const MAX_PROPERTIES_DEPTH = 32;

function deeperThan(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth === 0) return true;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    if (deeperThan(v, depth - 1)) return true;
  }
  return false;
}

/**
 * At least as many bytes as `value`'s JSON (JSON.stringify's, in UTF-8) has, counted from the
 * parsed value: a UTF-16 unit of a string or key is at most 6 bytes (`\u001f`), a number at most
 * 25 characters. Stops counting once over `budget`; Infinity past 64 levels (the exact count then
 * decides). Serializing every call again to measure it cost more than parsing the whole body;
 * this walk a tenth of that, and a call near the limit is still measured exactly.
 */
function jsonBytesBound(value: unknown, budget: number, depth = 0): number {
  if (typeof value === 'string') return 2 + 6 * value.length;
  if (typeof value !== 'object' || value === null) return 25;
  if (depth > 64) return Infinity;
  let total = 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      total += 1 + jsonBytesBound(item, budget - total, depth + 1);
      if (total > budget) return total;
    }
  } else {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      total += 4 + 6 * key.length + jsonBytesBound(object[key], budget - total, depth + 1);
      if (total > budget) return total;
    }
  }
  return total;
}

/** Whether one call's JSON is over ANALYTICS_MAX_EVENT_BYTES: exact, cheaply for most calls. */
function eventTooLarge(event: unknown, index: number): boolean {
  if (jsonBytesBound(event, ANALYTICS_MAX_EVENT_BYTES) <= ANALYTICS_MAX_EVENT_BYTES) return false;
  try {
    return Buffer.byteLength(JSON.stringify(event) ?? '') > ANALYTICS_MAX_EVENT_BYTES;
  } catch {
    // Nesting so deep that serializing it overflows the stack.
    throw invalidEvent('The event nests too deeply', `batch.${index}`);
  }
}

/**
 * The body, JSON as `application/json` or `text/plain` (navigator.sendBeacon sends a string as
 * `text/plain;charset=UTF-8`, the one type it may send without a preflight), parsed and checked
 * for size: over ANALYTICS_MAX_BATCH_EVENTS events or an event whose JSON is over
 * ANALYTICS_MAX_EVENT_BYTES is 413. (The batch's byte limit is the route's `bodyLimit`.)
 */
export function parseBatchBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  // PostgreSQL stores no NUL in text or jsonb; refused here rather than failing the COPY.
  if (hasNul(text)) throw invalidEvent('Text may not contain NUL characters');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidEvent(text.trim() === '' ? 'Body is empty' : 'Body is not valid JSON');
  }
  const batch = (body as { batch?: unknown } | null)?.batch;
  if (!Array.isArray(batch)) return body;
  if (batch.length > ANALYTICS_MAX_BATCH_EVENTS) {
    throw tooLarge(`A batch holds at most ${ANALYTICS_MAX_BATCH_EVENTS} events`);
  }
  // No event can be over the limit when the whole body is not.
  if (raw.length > ANALYTICS_MAX_EVENT_BYTES) {
    const over = batch.findIndex(eventTooLarge);
    if (over >= 0) {
      throw tooLarge(`batch.${over}: an event is at most ${ANALYTICS_MAX_EVENT_BYTES} bytes of JSON`);
    }
  }
  return body;
}

/**
 * The contract's schema compiled to JSON Schema (zod's own conversion, its input view: keys it
 * does not name are allowed, as zod allows them) and checked by ajv, in place: zod copies every
 * object it checks, which for batches of hundreds of events was much of the request's time (the
 * playback log learnt the same; http/compiled-validator.ts). Lengths count UTF-16 units, as zod's
 * do; formats are left to the patterns zod puts beside them.
 */
let validate: ValidateFunction | undefined;
const quietUnicodeNotice = (...args: unknown[]) => {
  if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
};
function compiled(): ValidateFunction {
  validate ??= new Ajv({
    allErrors: false,
    strict: true,
    // Deprecated in ajv 8 but honoured: lengths in UTF-16 units (its notice is the one dropped).
    unicode: false,
    logger: { log: () => {}, warn: quietUnicodeNotice, error: console.error },
    validateFormats: false,
  }).compile(
    z.toJSONSchema(analyticsBatchSchema as unknown as z.ZodType, {
      io: 'input',
      target: 'draft-07',
      unrepresentable: 'throw',
    }),
  );
  return validate;
}

/** `batch.3.messageId`: the failing field as the error envelope names it. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; propertyName?: string };
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (error.keyword === 'required' && params.missingProperty) path.push(params.missingProperty);
  return path.join('.');
}

function firstProblem(body: unknown): AppError | null {
  const check = compiled();
  if (!check(body)) {
    const error = check.errors?.[0];
    const field = error ? fieldOf(error) : '';
    const what = error?.keyword === 'required' ? 'is required' : (error?.message ?? 'is not valid');
    return invalidEvent(field ? `${field}: ${what}` : `The batch ${what}`, field || undefined);
  }
  const events = (body as { batch: { properties?: unknown; traits?: unknown }[] }).batch;
  for (const [i, event] of events.entries()) {
    for (const key of ['properties', 'traits'] as const) {
      if (deeperThan(event[key], MAX_PROPERTIES_DEPTH)) {
        return invalidEvent(
          `batch.${i}.${key}: nests deeper than ${MAX_PROPERTIES_DEPTH} levels`,
          `batch.${i}.${key}`,
        );
      }
    }
  }
  return null;
}

/**
 * The route's `validatorCompiler`: the body by the compiled contract schema, answering
 * INVALID_ANALYTICS_EVENT itself (the app's handler would name the generic code); any other part
 * by zod, as elsewhere.
 */
export const batchValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  if (route.httpPart !== 'body') return zodValidatorCompiler(route as never);
  return (data: unknown) => {
    const problem = firstProblem(data);
    return problem ? { error: problem } : { value: data };
  };
};
