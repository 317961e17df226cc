import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RIGHTS_AUDIENCE, UUID_PATTERN, rightsQuerySchema, rightsReplySchema } from '@fanverse/contract';
import { failureReplies } from '../../http/route-schemas';
import { userOrAnonymous } from '../auth/auth.plugin';
import { headerValue } from '../playback/route-helpers';
import type { ComicsServices } from './comics.factory';

const params = z.object({ content_uuid: z.string().regex(UUID_PATTERN) });

/**
 * GET /api/5/1/rights/book/{content_uuid}: the static `book` segment wins over playback's
 * `/api/5/1/rights/:content_type/:content_uuid` (the router prefers static segments), so books get
 * their own rules here and the video route keeps refusing types it does not know.
 */
export const comicRightsRoutes: FastifyPluginAsyncZod<ComicsServices> = async (app, deps) => {
  app.get(
    '/api/5/1/rights/book/:content_uuid',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['playback'],
        summary: "The caller's rights to a comic book, as a signed JWT",
        description:
          `HS256 JWT, audience \`${RIGHTS_AUDIENCE}\`, content type \`book\`, valid for RIGHTS_TTL_SECONDS (15 ` +
          'minutes by default), subject the user guid or `anonymous`; send it as `X-Auth-JWT` to ' +
          '`GET /api/comics/1/book/download/`. `rights`: `can_read` (the decision), `can_watch` (always false), ' +
          '`hd_available` (the book has HD pages), `include_hd` (HD pages for this reader: premium members). ' +
          'When reading is denied, `denial`: `parental`, `premium`, `register`, `geoblocked` or `unavailable`. ' +
          "First the parental limits of the caller's session (issue 23): a book above them (its `age_rating`; " +
          'unrated under any limit) is denied `parental` whatever else applies, unless the request carries the ' +
          "session's `X-Viewer-Unlock` (the pin entered); owning or previewing it does not lift the limit. " +
          'Otherwise decided now from the session (none, or an expired one: anonymous), the premium state and plan, and the country ' +
          'of the trusted geo header (else DEFAULT_COUNTRY) by the rules video uses (catalogue spec §4): region ' +
          '(`available_in`), `premium_walled_in`, the book wall (type 0 premium, 1 registration, until ' +
          '`wall_expires`) and the program schedule; then plans: a book with `exclusive_to_plans` is read only by ' +
          'premium members on one of them, and a book that needs premium with `available_plans` only by members ' +
          'on those. A signed-in member refused for want of premium may read a book they own (EST) or hold a ' +
          'live `preview_token` for (POST /api/premium/2/previews/book/{uuid}): decided again as premium with ' +
          'the plan limits lifted (region and schedule still apply; `include_hd` stays for premium members). ' +
          'A `preview_token` that is expired, of another member or another book, or sent without a session ' +
          'answers 400 code 3051 (field `preview_token`); it is ignored for an owned book. ' +
          'Never cached. A malformed uuid answers 400 `INVALID_UUID`, an unknown book 404 ' +
          '`RESOURCE_NOT_FOUND`.',
        security: [{ sessionToken: [] }, {}],
        params,
        querystring: rightsQuerySchema,
        response: { 200: rightsReplySchema, ...failureReplies },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [user, limits] = await Promise.all([
        userOrAnonymous(request, deps.sessions),
        deps.parental.limitsOf(request),
      ]);
      const token = await deps.rights.token(
        request.params.content_uuid,
        { user, limits, geoCountry: headerValue(request.headers[deps.geoHeader]) },
        // An empty parameter (`?preview_token=`) is no token.
        request.query.preview_token || undefined,
      );
      return { token };
    },
  );
};
