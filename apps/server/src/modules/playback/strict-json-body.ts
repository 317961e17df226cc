import type { FastifyInstance } from 'fastify';
import { GenericCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { hasNul, nulRefused } from '../../plugins/nul-guard';

/**
 * The JSON body parser of the playback log's routes, for `application/json` and `text/plain`
 * alike: navigator.sendBeacon sends a string body as `text/plain;charset=UTF-8` (the only type
 * it may send cross-origin without a preflight). The NUL check is the one plugins/nul-guard
 * applies to JSON bodies (PostgreSQL cannot store NUL in text).
 *
 * It is plain JSON.parse, without the scan for `__proto__` and `constructor` keys that the
 * default parser runs over the whole text: those routes' bodies are checked by a schema that
 * refuses every key it does not name (those two included, as own keys of the parsed object), and
 * nothing merges a body into another object. Only for routes with such a schema.
 */
export function acceptStrictJsonBodies(app: FastifyInstance): void {
  for (const type of ['application/json', 'text/plain']) {
    app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
      const text = body as string;
      if (hasNul(text)) return done(nulRefused(), undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(invalid(text.trim() === '' ? 'Body is empty' : 'Body is not valid JSON'), undefined);
      }
    });
  }
}

const invalid = (message: string) => new AppError(400, GenericCode.INVALID_PARAMETER, message);
