import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CompiledValidationError } from '../../http/compiled-validator';
import { discussionFieldError } from './discussion-errors';

/**
 * The discussion routes' schema failures in the discussion codes (`discussionFieldError`): set
 * on the discussions plugin only (Fastify scopes an error handler to its plugin). Anything else
 * is thrown on to the app's one error handler, which answers it as everywhere.
 */
export function answerDiscussionFieldErrors(app: FastifyInstance) {
  app.setErrorHandler((error, request) => {
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof CompiledValidationError) {
      const path = error.validation[0]?.instancePath.replace(/^\//, '') ?? '';
      const mapped = discussionFieldError(path.split('/')[0] ?? '', request.routeOptions.url ?? '');
      if (mapped) throw mapped;
    }
    throw error;
  });
}
