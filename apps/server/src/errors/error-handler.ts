import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CATALOGUE_FIELD_CODES, GenericCode, ServerCode, type ErrorEnvelope } from '@fanverse/contract';
import { CompiledValidationError } from '../http/compiled-validator';
import { AppError } from './app-error';

function envelope(code: string | number, message: string, field?: string): ErrorEnvelope {
  return { message, errors: [{ code, message, ...(field ? { field } : {}) }] };
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
  if (error instanceof AppError) {
    return { status: error.status, body: envelope(error.code, error.message, error.field) };
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

export function registerErrorHandling(
  app: FastifyInstance,
  opts: { spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean },
) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toReply(error);
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback(request, reply)) return reply;
    return reply.code(404).send(envelope(GenericCode.API_NOT_FOUND, 'API Not Found'));
  });
}
