import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  CATALOGUE_FIELD_CODES,
  GenericCode,
  ServerCode,
  type ErrorDetails,
  type ErrorEnvelope,
} from '@fanverse/contract';
import { CompiledValidationError } from '../http/compiled-validator';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from './app-error';

function envelope(
  code: string | number,
  message: string,
  field?: string,
  details?: ErrorDetails,
): ErrorEnvelope {
  return { message, errors: [{ code, message, ...(field ? { field } : {}), ...details }] };
}

/**
 * Which code a failed query/path/body field gets: the generic codes of spec §8 (DESIGN.md), or
 * the catalogue's field-named codes (a bad `series_id` is INVALID_SERIES_ID, the client's 1700).
 */
function codeForField(field: string): string | number {
  if (field === 'page' || field === 'page_size') return GenericCode.PAGE_NOT_INT;
  if (field === 'sort') return GenericCode.SORT_ORDER;
  if (field === 'season_number') return GenericCode.SEASON_NUMBER;
  return Object.hasOwn(CATALOGUE_FIELD_CODES, field)
    ? CATALOGUE_FIELD_CODES[field]!
    : GenericCode.INVALID_PARAMETER;
}

/** Maps any thrown value to a status and the DESIGN.md envelope. Never leaks stacks or SQL. */
export function toReply(error: unknown): { status: number; body: ErrorEnvelope } {
  // A lost or refused database connection is temporary: a coded 503 the client may retry, not
  // an internal error.
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) error = AppError.databaseUnavailable();
  if (error instanceof AppError) {
    return { status: error.status, body: envelope(error.code, error.message, error.field, error.details) };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error instanceof CompiledValidationError) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = field
      ? `${field}: ${first?.message ?? 'invalid value'}`
      : (first?.message ?? 'Invalid request');
    return {
      status: 400,
      body: envelope(field ? codeForField(field) : GenericCode.INVALID_PARAMETER, message, field),
    };
  }
  const fe = error as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413)
    return { status, body: envelope(ServerCode.PAYLOAD_TOO_LARGE, 'Request body is too large') };
  if (status === 429) return { status, body: envelope(ServerCode.TOO_MANY_REQUESTS, 'Too many requests') };
  if (status === 404) return { status, body: envelope(GenericCode.API_NOT_FOUND, 'API Not Found') };
  if (status >= 400 && status < 500) {
    // Fastify's own messages (bad JSON, unsupported media type, …) are fixed and safe to show;
    // any other library's 4xx gets a generic one.
    const message = fe.code?.startsWith('FST_') && fe.message ? fe.message : 'Invalid request';
    return { status, body: envelope(GenericCode.INVALID_PARAMETER, message) };
  }
  return { status: 500, body: envelope(ServerCode.INTERNAL, 'Internal server error') };
}

/** Whether a request URL is under `prefix` (`/api`: `/api`, `/api/…`, `/api?…`). */
export function isUnder(url: string, prefix: string): boolean {
  return url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url[prefix.length]!));
}

/**
 * The longest path segment the router takes as a parameter (its `maxParamLength`, set in app.ts):
 * a longer one under /api can only be a malformed parameter, as no route has so long a fixed one.
 */
export const MAX_PARAM_LENGTH = 200;

/**
 * What a path no route serves answers. Code 11 "API Not Found" (client 5001) belongs to the API;
 * any other path (media, streams, art, files) is a plain 404, as a web server's would be, so a
 * page or a player never reads the API's envelope for a missing file.
 */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (!isUnder(request.url, '/api')) return sendPlain(reply, 404, 'Not Found');
  const segments = request.url.split('?')[0]!.split('/');
  if (segments.some((segment) => segment.length > MAX_PARAM_LENGTH)) return sendTooLongParam(reply);
  return reply.code(404).send(envelope(GenericCode.API_NOT_FOUND, 'API Not Found'));
}

function sendPlain(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

function sendTooLongParam(reply: FastifyReply) {
  return reply.code(400).send(envelope(GenericCode.INVALID_PARAMETER, 'A path parameter is too long'));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs, in the
 * same answers as everything else (its own are a bare JSON without the envelope, and a 414 for
 * an over-long parameter). A malformed URL is a bad parameter; an over-long parameter is one
 * under /api and a path nothing serves elsewhere.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const api = isUnder(request.url, '/api');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return api ? sendTooLongParam(reply) : sendPlain(reply, 404, 'Not Found');
  }
  if (!api) return sendPlain(reply, 400, 'Bad Request');
  return reply.code(400).send(envelope(GenericCode.INVALID_PARAMETER, 'Invalid request URL'));
}

/** A library's refusal to serve a file (missing, or a path escaping its folder): not found. */
const isFileRefusal = (error: unknown) =>
  !(error instanceof AppError) && [403, 404].includes((error as Partial<FastifyError>).statusCode ?? 0);

export function registerErrorHandling(
  app: FastifyInstance,
  opts: { spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean },
) {
  app.setErrorHandler((error, request, reply) => {
    // A static file that is missing, or refused because its path leaves the folder (an encoded
    // `..`), answers outside the API as an unknown path does: a plain 404 that tells nothing.
    if (isFileRefusal(error) && !isUnder(request.url, '/api')) return sendNotFound(request, reply);
    const { status, body } = toReply(error);
    if (body.errors[0]?.code === ServerCode.DATABASE_UNAVAILABLE) {
      // Expected during a database restart or failover, for every request in flight: one line
      // each, without the stack.
      request.log.warn({ err: { message: (error as Error).message } }, 'database unavailable');
      reply.header('retry-after', '1');
    } else if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback(request, reply)) return reply;
    return sendNotFound(request, reply);
  });
}
