import type { FastifyInstance } from 'fastify';
import { GenericCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * Lets the routes of one plugin read a `text/plain` body as JSON. navigator.sendBeacon sends a
 * string body as `text/plain;charset=UTF-8` (the only type it may send cross-origin without a
 * preflight), so the playback log takes both that and `application/json`. The NUL check is the
 * one plugins/nul-guard applies to JSON bodies (PostgreSQL cannot store NUL in text).
 */
export function acceptJsonAsTextPlain(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.includes('\\u0000') || text.includes('\0')) {
      return done(
        new AppError(400, GenericCode.INVALID_PARAMETER, 'Text may not contain NUL characters'),
        undefined,
      );
    }
    parseJson(request, text, done);
  });
}
