import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RIGHTS_AUDIENCE,
  rightsParamsSchema,
  rightsQuerySchema,
  rightsReplySchema,
} from '@fanverse/contract';
import { failureReplies } from '../../http/route-schemas';
import { userOrAnonymous } from '../auth/auth.plugin';
import type { PlaybackServices } from './playback.factory';
import { TAGS, headerValue } from './route-helpers';

/** GET /api/5/1/rights/{content_type}/{content_uuid} (catalogue spec §3 "Claims and rights", §7). */
export const rightsRoutes: FastifyPluginAsyncZod<PlaybackServices> = async (app, deps) => {
  app.get(
    '/api/5/1/rights/:content_type/:content_uuid',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: TAGS,
        summary: "The caller's rights to an episode or clip, as a signed JWT",
        description:
          `HS256 JWT, audience \`${RIGHTS_AUDIENCE}\` (a claims token is never taken for one), valid for ` +
          'RIGHTS_TTL_SECONDS (15 minutes by default), subject the user guid or `anonymous`. Payload: ' +
          '`content_type`, `content_uuid`, `iat`, `nbf`, `exp` (seconds), `rights` {`can_read` (false for video), ' +
          '`can_watch`, `hd_available` (a rendition of 720 lines or more exists), `include_hd` (hd_available and ' +
          'premium)} and, when watching is denied, `denial`: `parental`, `premium`, `register`, `geoblocked` or ' +
          "`unavailable`. First the parental limits (issue 23): an episode above the member's limits (its own TV " +
          "rating, else its film rating; a clip its series'; unrated content under any limit) is denied " +
          "`parental` whatever else applies, unless the request carries the session's `X-Viewer-Unlock` (the " +
          'pin entered); owning or previewing it does not lift the limit. Otherwise decided now from the ' +
          'session (none, or an expired one: anonymous), the premium state and plan, and the country of the ' +
          'trusted geo header (else DEFAULT_COUNTRY), by the rules the web app displays walls with ' +
          '(catalogue spec §4): region (`available_in`, status geoblocked), video status, `premium_walled_in`, ' +
          'the video wall (type 0 premium, type 1 registration, until `wall_expires`) and the program schedule ' +
          '(active windows, minus-prefixed denials, lowest allowed type, plan-limited premium). A signed-in ' +
          'member refused for want of premium may watch an episode they own (EST) or hold a live ' +
          '`preview_token` for (POST /api/premium/2/previews/episode/{uuid}): decided again as premium without ' +
          'plan limits (region, status and schedule still apply; `include_hd` stays for premium members). A ' +
          '`preview_token` that is expired, of another member or another item, or sent without a session ' +
          'answers 400 code 3051 (field `preview_token`); it is ignored for an owned episode. Never cached ' +
          '(`Cache-Control: no-store`). A content type other than `episode` or `clip` answers 400 ' +
          '`INVALID_CONTENT_TYPE`, a malformed uuid 400 `INVALID_UUID`, unknown content 404 `RESOURCE_NOT_FOUND`.',
        security: [{ sessionToken: [] }, {}],
        params: rightsParamsSchema,
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
      const { content_type, content_uuid } = request.params;
      const token = await deps.rights.token(
        content_type,
        content_uuid,
        { user, limits, geoCountry: headerValue(request.headers[deps.geoHeader]) },
        // An empty parameter (`?preview_token=`) is no token.
        request.query.preview_token || undefined,
      );
      return { token };
    },
  );
};
