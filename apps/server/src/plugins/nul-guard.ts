import type { FastifyInstance } from 'fastify';
import { GenericCode } from '@fanverse/contract';
import { AppError } from '../errors/app-error';

export const nulRefused = () =>
  new AppError(400, GenericCode.INVALID_PARAMETER, 'Text may not contain NUL characters');

/** A NUL in JSON text, raw or escaped. */
export const hasNul = (text: string) => text.includes('\\u0000') || text.includes('\0');

/**
 * PostgreSQL cannot store the NUL character in text, and answers any query that carries one
 * with an error; PGlite is more lenient, so the bug hides in development. Refused here, for
 * every route at once: in the URL (path and query) and in JSON bodies.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    done(url.includes('%00') || url.includes('\0') ? nulRefused() : undefined);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (hasNul(text)) return done(nulRefused(), undefined);
    parseJson(request, text, done);
  });
}
