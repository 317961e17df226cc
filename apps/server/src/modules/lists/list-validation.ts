import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CompiledValidationError } from '../../http/compiled-validator';
import { listFieldError } from './list-errors';

/**
 * The list routes' schema failures in the list codes (list-errors.ts `listFieldError`): set on
 * the lists plugin only (Fastify scopes an error handler to its plugin). Anything else is
 * thrown on to the app's one error handler, which answers it as everywhere.
 */
export function answerListFieldErrors(app: FastifyInstance) {
  app.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof CompiledValidationError) {
      const path = error.validation[0]?.instancePath.replace(/^\//, '') ?? '';
      const mapped = listFieldError(path.split('/')[0] ?? '');
      if (mapped) throw mapped;
    }
    throw error;
  });
}
