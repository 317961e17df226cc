import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMIC_DOWNLOAD_PAGE_SIZE,
  comicDownloadQuerySchema,
  comicDownloadSchema,
  errorEnvelopeSchema,
  UUID_PATTERN,
} from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import { headerValue } from '../playback/route-helpers';
import { COMIC_TAGS } from './comic-catalogue.routes';
import { COMIC_PAGES_PREFIX, ComicPageUrlCode } from './comic-page-signer';
import type { PageImageFile } from './comic-page-images.service';
import type { ComicsServices } from './comics.factory';

const failure = errorEnvelopeSchema;
const binary = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('binary');
const webp = (description: string) => ({ description, content: { 'image/webp': { schema: binary } } });

function sendImage(reply: FastifyReply, file: PageImageFile, scope: 'public' | 'private') {
  return reply
    .type('image/webp')
    .header('content-length', file.size)
    .header('cache-control', `${scope}, max-age=${file.maxAgeSeconds}`)
    .send(file.stream);
}

/** The book download (signed page addresses), the pages at those addresses, and the previews. */
export const comicDownloadRoutes: FastifyPluginAsyncZod<ComicsServices> = async (app, deps) => {
  app.get(
    '/api/comics/1/book/download/',
    {
      config: { auth: 'jwt' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'The signed page addresses a rights token for a book entitles its holder to',
        description:
          'The rights token of `GET /api/5/1/rights/book/{uuid}` in `X-Auth-JWT`. Query: `page` (default 1) of ' +
          `the reply, ${COMIC_DOWNLOAD_PAGE_SIZE} comic pages a reply (\`num_pages\` replies in all: a reader ` +
          'fetches the rest in parallel), `quality` `SD` (default) or `HD` (served only when the token says ' +
          '`include_hd`; otherwise SD, and `quality` says so). Each image has the page size in pixels, its ' +
          'panels (pixels of the full page, with the colour guided view masks the rest with), `signed_url` at ' +
          'the quality and `thumbnail_url`, lettered in the `trans` language, valid until `expires_at` ' +
          '(RIGHTS_TTL_SECONDS). Failures put their reason in `errors[0].code` and at the start of the message, ' +
          'as the video manifest does, checked in this order: no header 401 `JWT`; an invalid, expired, tampered ' +
          'or non-rights token 401 `S10`; a bad `page` or `quality` 400 code 8; a token for content that is not a ' +
          'book 400 code 2; a book deleted since 404 code 1; reading denied 403 `S03` (premium), `S04` ' +
          '(registration), `S05` (region), `S02` (not available now), `PARENTAL_LOCK` (above the parental limits ' +
          'the token was decided with); a page past the last 400 code 8. Never cached.',
        security: [{ rightsJwt: [] }],
        querystring: withTrans(comicDownloadQuerySchema),
        response: { 200: comicDownloadSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.downloads.download({
        jwt: headerValue(request.headers['x-auth-jwt']),
        page: request.query.page,
        quality: request.query.quality,
        lang: request.lang,
      });
    },
  );

  app.get(
    `${COMIC_PAGES_PREFIX}/:book_uuid/:exp/:sig/:file`,
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'A comic page image at a signed, expiring address',
        description:
          'The `signed_url` and `thumbnail_url` of a book download: `/comic-pages/{book_uuid}/{exp}/{sig}/' +
          'p{n}-{variant}-{lang}.webp`, variant `hd`, `sd` or `thumb`. The signature (HMAC-SHA256 over book, page, ' +
          'variant, language and expiry) is checked first: one that does not match answers 403 ' +
          `\`${ComicPageUrlCode.INVALID}\`; a genuine address past its expiry 410 \`${ComicPageUrlCode.EXPIRED}\` ` +
          '(download the book again); a page without an image 404 `RESOURCE_NOT_FOUND`. Replies carry ' +
          '`Cache-Control: private, max-age=<seconds until expiry>`.',
        // Plain strings: the signer checks each part and answers 403 for anything it did not sign.
        params: z.object({
          book_uuid: z.string().describe('The book, lower-case'),
          exp: z.string().describe('Expiry of the address, seconds since the epoch'),
          sig: z.string().describe('HMAC-SHA256 of book, page, variant, language and expiry (base64url)'),
          file: z.string().describe('`p{n}-{variant}-{lang}.webp`, e.g. `p3-sd-en.webp`'),
        }),
        response: { 200: webp('The page image'), 403: failure, 404: failure, 410: failure },
      },
    },
    async (request, reply) => sendImage(reply, await deps.pageImages.signed(request.params), 'private'),
  );

  app.get(
    '/api/comics/1/book/:uuid/preview/:page_number',
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'A preview page of a book, to anyone',
        description:
          "The addresses in a book's `preview_images` (`size=sd`, the default) and its preview pages' `image` " +
          '(`size=thumb`), lettered in the `trans` language. Only the first `preview_count` pages are served: ' +
          'a later page, an unknown book or a page without an image answers 404 `RESOURCE_NOT_FOUND`; a ' +
          'malformed uuid 400 `INVALID_UUID`, a bad page number or size 400 code 8; a book above the parental ' +
          "limits of the caller's session 403 `PARENTAL_LOCK` (its addresses come only from the book reply, " +
          'which is locked the same way). Cached publicly for an hour.',
        params: z.object({
          uuid: z.string().regex(UUID_PATTERN),
          page_number: z.coerce.number().int().min(1).max(100_000),
        }),
        querystring: withTrans(z.object({ size: z.enum(['sd', 'thumb']).default('sd') })),
        response: { 200: webp('The preview page'), 400: failure, 404: failure },
      },
    },
    async (request, reply) =>
      sendImage(
        // A member's request is judged by their parental limits: a shared cache keeps the
        // visitors' copy apart from theirs.
        reply.header('vary', 'authorization, x-viewer-unlock'),
        await deps.pageImages.preview(
          request.params.uuid,
          request.params.page_number,
          request.query.size,
          request.lang,
          await deps.parental.limitsOf(request),
        ),
        'public',
      ),
  );
};
