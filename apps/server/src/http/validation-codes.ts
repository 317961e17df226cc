import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** What a route's schema refused: the part (params, body, querystring, headers) and its fields. */
export interface ValidationFailure {
  context: string | undefined;
  /**
   * The top-level fields that failed, in the schema's order (a body list's index for a list;
   * '' for the part as a whole, e.g. a body that is not a list).
   */
  fields: string[];
}

/**
 * A route's own answer to a refusal: the error to throw (or throw it here), or undefined to
 * leave the refusal to the app's error handler and its field-named codes.
 */
export type ValidationAnswer = (failure: ValidationFailure, request: FastifyRequest) => Error | undefined;

function readFailure(error: Error): ValidationFailure {
  const { validation, validationContext } = error as {
    validation?: { instancePath?: string }[];
    validationContext?: string;
  };
  return {
    context: validationContext,
    fields: (validation ?? []).map((issue) => issue.instancePath?.replace(/^\//, '').split('/')[0] ?? ''),
  };
}

/**
 * Route options for a call whose spec gives its own codes for bad input where the error handler
 * would answer the generic ones (it names a code by the field, and `type` or a camelCase path
 * field is the generic 8). The route's validation is attached rather than answered, and a
 * `preHandler` turns the refusal into `answer`'s error before the handler runs. Spread them into
 * the route's options.
 */
export function answerValidation(answer: ValidationAnswer) {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const error = request.validationError;
      if (!error) return;
      throw answer(readFailure(error), request) ?? error;
    },
  } as const;
}

/** A row of a route's code table. */
export interface FieldCode {
  /** The fields the row answers for, the first that failed by this order; '*' for any refusal. */
  fields: readonly string[] | '*';
  code: string | number;
  /** The message, for the field that failed (undefined when the part failed as a whole). */
  message: (field: string | undefined) => string;
}

/**
 * A code table as an answer: the first row naming a failed field answers, with that field; a
 * refusal no row names is left to the error handler. Rows are in priority order, so a table can
 * say "a bad type before a bad uuid" whatever else failed.
 */
export function fieldCodes(table: readonly FieldCode[]): ValidationAnswer {
  return ({ fields }) => {
    for (const row of table) {
      if (row.fields === '*') {
        const field = fields[0] || undefined;
        return AppError.badRequest(row.code, row.message(field), field);
      }
      const field = row.fields.find((name) => fields.includes(name));
      if (field !== undefined) return AppError.badRequest(row.code, row.message(field), field);
    }
    return undefined;
  };
}
