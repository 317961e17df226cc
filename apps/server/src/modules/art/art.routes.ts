import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@fanverse/contract';
import type { ArtService } from './art.service';

export interface ArtRouteDeps {
  art: ArtService;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Plain strings: the service checks each part against the contract and answers 404 for
// anything unknown, as a file server would; a 400 would tell a prober more than "not here".
const params = z.object({
  asset_type: z
    .string()
    .describe(
      'actors, banners, book, clips, collection, comicseries, episode, quiz, season, series, shopify',
    ),
  asset_key: z.string().describe('The asset key (lower-case letters, digits and dashes)'),
  file: z.string().describe('`{kind}.{avif|webp|jpg}` or `{kind}-{width}w.{avif|webp|jpg}`'),
});

/** GET /art/{assetType}/{assetKey}/{kind}[-{width}w].{format}: the art of catalogue spec §9. */
export const artRoutes: FastifyPluginAsyncZod<ArtRouteDeps> = async (app, deps) => {
  app.get(
    '/art/:asset_type/:asset_key/:file',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'An image of an asset, in one kind, width and format',
        description:
          'Every asset type and kind has one pixel size (spec §9, contract `ART_SIZES`); `{kind}.{format}` is ' +
          'that size, `{kind}-{width}w.{format}` a narrower copy for `srcset` (widths 320, 480, 640, 960, ' +
          "1280, 1920 below the kind's own, aspect kept). Formats: `avif` and `webp` (modern), `jpg` (the " +
          "fallback; the image fields of replies name it). Images are drawn from the asset's stored spec " +
          '(abstract, original, no text), rendered on first request and cached on disk. Replies carry ' +
          '`Cache-Control: public, max-age=31536000, immutable`, an `ETag` (a digest of everything the bytes ' +
          'depend on) and answer `If-None-Match` with 304; `Cross-Origin-Resource-Policy: cross-origin` lets ' +
          'the web app load them from an `art_source_url` on another origin. Any unknown type, key, kind, ' +
          'width or format answers 404 `RESOURCE_NOT_FOUND` (client 1721).',
        params,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The image (avif, webp or jpeg)'),
          304: z.undefined().describe('Not modified: the If-None-Match ETag is current'),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await deps.art.get(request.params, request.headers['if-none-match']);
      reply.header('cache-control', IMMUTABLE).header('etag', result.etag);
      if (result.status === 'not-modified') return reply.code(304).send();
      return reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(result.contentType)
        .send(result.data);
    },
  );
};
