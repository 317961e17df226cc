import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@fanverse/contract';
import type { StreamFile, StreamFilesService } from './stream-files.service';
import { CONTENT_TYPES } from './stream-files.service';
import type { StreamKeyService } from './stream-key.service';
import { JWT_QUERY, KEY_FILE, MASTER_PLAYLIST, STREAMS_PREFIX, SUBTITLES_FOLDER } from './stream-paths';
import type { StreamSigner } from './stream-signer';

export interface StreamsRouteDeps {
  signer: StreamSigner;
  files: StreamFilesService;
  keys: StreamKeyService;
}

const TAGS = ['streams'];
const PREFIX = `${STREAMS_PREFIX}/:video_uuid/:exp/:opts/:sig`;

// Plain strings: the signer checks each part and answers 403 for anything it did not sign.
const address = {
  video_uuid: z.string().describe('The video (an episode’s or clip’s `video_uuid`), lower-case'),
  exp: z.string().describe('Expiry of the address, seconds since the epoch'),
  opts: z.string().describe('Signed options: `<st>.<subs>.<hd|sd>`, e.g. `hls.en.sd`'),
  sig: z.string().describe('HMAC-SHA256 of the video, expiry and options (base64url)'),
};
const jwtQuery = z.object({
  [JWT_QUERY]: z
    .string()
    .optional()
    .describe('A rights token, for players that cannot send X-Auth-JWT (native HLS); carried on to the key'),
});

const ADDRESS_RULES =
  'Part of a signed, expiring stream address (the `stream_url` of a video manifest): every file below ' +
  '`/streams/{video_uuid}/{exp}/{opts}/{sig}/` is named relative to the master playlist, so one signature ' +
  'covers them all. A signature that does not match answers 403 `STREAM_URL_INVALID`; a genuine address ' +
  'past its expiry 410 `STREAM_URL_EXPIRED` (ask for a new manifest); an unknown file 404 ' +
  '`RESOURCE_NOT_FOUND`. Replies carry `Cache-Control: private, max-age=<seconds until expiry>`.';

const binary = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('binary');
const failures = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 410: errorEnvelopeSchema };
const playlist = (description: string) => ({
  description,
  content: { [CONTENT_TYPES.playlist]: { schema: z.string() } },
});

function send(reply: FastifyReply, file: StreamFile) {
  return reply.type(file.contentType).header('cache-control', file.cacheControl).send(file.body);
}

/** GET /streams/…: HLS playlists, encrypted segments, subtitles and keys under signed addresses. */
export const streamsRoutes: FastifyPluginAsyncZod<StreamsRouteDeps> = async (app, deps) => {
  app.get(
    `${PREFIX}/${MASTER_PLAYLIST}`,
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'HLS master playlist of a video',
        description:
          'Rendered per request from the address’s options: the renditions (H.264/AAC, 2-second segments, ' +
          'aligned keyframes) with BANDWIDTH, RESOLUTION and CODECS, renditions of 720 lines or more only when ' +
          'the options include HD; the i-frame rendition as `EXT-X-I-FRAME-STREAM-INF` (seek thumbnails); ' +
          'subtitles en and es as `EXT-X-MEDIA:TYPE=SUBTITLES` (the `subs` option selects the default). ' +
          `${ADDRESS_RULES}`,
        params: z.object(address),
        querystring: jwtQuery,
        response: { 200: playlist('The master playlist'), ...failures },
      },
    },
    async (request, reply) => {
      const at = await deps.signer.verify(request.params);
      return send(reply, await deps.files.master(at, request.query[JWT_QUERY]));
    },
  );

  app.get(
    `${PREFIX}/${KEY_FILE}`,
    {
      config: { auth: 'jwt' },
      schema: {
        tags: TAGS,
        summary: 'AES-128 key of a video’s segments',
        description:
          'The 16-byte key every segment of the video is encrypted with (AES-128-CBC, IV = media sequence ' +
          'number), released only against a rights token for this video whose rights allow watching: in ' +
          '`X-Auth-JWT`, or in the `jwt` query parameter for native players. No token: 401 `JWT`; an invalid, ' +
          'tampered or expired one: 401 `S10`; a token for another video or without `can_watch`: 403 ' +
          `\`STREAM_KEY_DENIED\`. Never cached (\`Cache-Control: no-store\`). ${ADDRESS_RULES}`,
        params: z.object(address),
        querystring: jwtQuery,
        headers: z.object({ 'x-auth-jwt': z.string().optional().describe('The rights token') }),
        response: {
          200: {
            description: 'The key, 16 bytes',
            content: { [CONTENT_TYPES.key]: { schema: binary } },
          },
          401: errorEnvelopeSchema,
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const at = await deps.signer.verify(request.params);
      const token = request.headers['x-auth-jwt'] || request.query[JWT_QUERY];
      const key = await deps.keys.key(at, token);
      return reply.type(CONTENT_TYPES.key).header('cache-control', 'private, no-store').send(key);
    },
  );

  app.get(
    `${PREFIX}/${SUBTITLES_FOLDER}/:file`,
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Subtitle playlist or WebVTT file of a video',
        description:
          '`subs/{en|es}.m3u8` is a subtitle media playlist whose one segment, `subs/{en|es}.vtt`, is the whole ' +
          'WebVTT file, written on request from the stored cues with an `X-TIMESTAMP-MAP` header that ties cue ' +
          `times to the segments’ clock. ${ADDRESS_RULES}`,
        params: z.object({
          ...address,
          file: z.string().describe('`en.m3u8`, `en.vtt`, `es.m3u8` or `es.vtt`'),
        }),
        response: {
          200: {
            description: 'The subtitle playlist or WebVTT file',
            content: {
              [CONTENT_TYPES.playlist]: { schema: z.string() },
              'text/vtt': { schema: z.string() },
            },
          },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const at = await deps.signer.verify(request.params);
      return send(reply, await deps.files.subtitleFile(at, request.params.file));
    },
  );

  app.get(
    `${PREFIX}/:rendition/:file`,
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Media playlist or encrypted segment of a rendition',
        description:
          '`{rendition}/index.m3u8` is a rendition’s media playlist (`EXT-X-KEY:METHOD=AES-128` naming `../key`); ' +
          '`{rendition}/segNNN.ts` an AES-128 encrypted MPEG-TS segment of two seconds. The i-frame rendition ' +
          '(`iframe/`) also has `i-frames.m3u8`, its `EXT-X-I-FRAMES-ONLY` playlist; its `index.m3u8` (one ' +
          'keyframe per segment) is the `stream_url` of a manifest asked for with `st=iframe`. HD renditions ' +
          `answer 404 unless the options include HD. ${ADDRESS_RULES}`,
        params: z.object({
          ...address,
          rendition: z
            .string()
            .describe('A rendition folder named in the master playlist (`360p`, `iframe`, …)'),
          file: z.string().describe('`index.m3u8`, `i-frames.m3u8` or `segNNN.ts`'),
        }),
        querystring: jwtQuery,
        response: {
          200: {
            description: 'The playlist or segment',
            content: {
              [CONTENT_TYPES.playlist]: { schema: z.string() },
              [CONTENT_TYPES.segment]: { schema: binary },
            },
          },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const at = await deps.signer.verify(request.params);
      const { rendition, file } = request.params;
      return send(reply, await deps.files.renditionFile(at, rendition, file, request.query[JWT_QUERY]));
    },
  );
};
