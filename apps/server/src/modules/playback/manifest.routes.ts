import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, manifestQuerySchema, videoManifestSchema } from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import type { PlaybackServices } from './playback.factory';
import { TAGS, headerValue } from './route-helpers';

const failure = errorEnvelopeSchema;

/** GET /api/5/1/video_manifest_from_jwt/ (accounts spec §7 "Video manifest"). */
export const manifestRoutes: FastifyPluginAsyncZod<PlaybackServices> = async (app, deps) => {
  app.get(
    '/api/5/1/video_manifest_from_jwt/',
    {
      config: { auth: 'jwt' },
      schema: {
        tags: TAGS,
        summary: 'The signed stream address a rights token entitles its holder to',
        description:
          'The rights token of `GET /api/5/1/rights/…` in `X-Auth-JWT`. Query: `st` stream type (`hls`, default, ' +
          'the master playlist; `iframe` the i-frame playlist for seek thumbnails), `drm` (`default` or `aes-128`: ' +
          'both AES-128 segment encryption), `cdn` (`default`), `subs` (`none`, default, `en` or `es`: the subtitle ' +
          'track selected by default). Answers `cdn` and `stream_url`, a signed path on this site (`/streams/…`) valid for ' +
          'STREAM_URL_TTL_SECONDS; renditions of 720 lines or more are listed only when the token says ' +
          '`include_hd`. Failures put their reason in `errors[0].code` and at the start of the message, checked ' +
          'in this order: no header 401 `JWT`; an invalid, expired, tampered or non-rights token 401 `S10`; `st` ' +
          '400 code 9; `drm` 400 `S07`; `cdn` or `subs` 400 code 8; a token for content without video (a comic ' +
          '`book`) 400 code 2; content deleted since 404 code 1; rights denied 403 `S03` (premium), `S04` ' +
          '(registration), `S05` (region), `S02` (not approved), `PARENTAL_LOCK` (above the parental limits the ' +
          'token was decided with); an `X-Consumer-Key` no consumer holds 403 `S06` ' +
          '(no header: the web app); no media 409 `S01`; media still being prepared 409 `S08` (try again ' +
          'shortly). Never cached.',
        security: [{ rightsJwt: [] }, { rightsJwt: [], consumerKey: [] }],
        querystring: withTrans(manifestQuerySchema),
        response: {
          200: videoManifestSchema,
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { st, drm, cdn, subs } = request.query;
      return deps.manifests.manifest({
        jwt: headerValue(request.headers['x-auth-jwt']),
        consumerKey: headerValue(request.headers['x-consumer-key']),
        st,
        drm,
        cdn,
        subs,
      });
    },
  );
};
