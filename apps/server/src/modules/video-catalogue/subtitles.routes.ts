import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  legacySubtitleParamsSchema,
  subtitleFileParamsSchema,
  subtitleParamsSchema,
  subtitleSchema,
  transQuerySchema,
} from '@fanverse/contract';
import type { VideoCatalogueServices } from './video-catalogue.factory';
import { LOCK_NOTE, lockableFailures as failures, TAGS } from './route-helpers';

const LOCK =
  'The subtitles of a title locked by parental controls are locked too (an episode by its own rating, a clip ' +
  `by its series'). ${LOCK_NOTE}`;

const LIST_DESCRIPTION =
  'The subtitle languages of a video (an episode’s or a clip’s `video_uuid`), each with its name in the ' +
  'request language and the address of its file in `format` (srt by default, or vtt). A video without subtitles ' +
  `answers an empty list; an unknown video 404 \`RESOURCE_NOT_FOUND\`. ${LOCK}`;

const subtitleList = { 200: z.array(subtitleSchema), ...failures };

/** Subtitle lists (by video uuid, or the legacy series.episode address) and the files themselves. */
export const subtitlesRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  app.get(
    '/api/5/2/video/:uuid/subtitles/',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Subtitles of a video (file addresses in srt)',
        description: LIST_DESCRIPTION,
        params: subtitleParamsSchema.pick({ uuid: true }),
        querystring: transQuerySchema,
        response: subtitleList,
      },
    },
    async (request) =>
      deps.subtitles.list(request.params.uuid, 'srt', request.lang, await deps.limitsOf(request)),
  );

  app.get(
    '/api/5/2/video/:uuid/subtitles/:format',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Subtitles of a video, file addresses in a format',
        description: `${LIST_DESCRIPTION} A format other than srt or vtt answers 400 code 8.`,
        params: subtitleParamsSchema,
        querystring: transQuerySchema,
        response: subtitleList,
      },
    },
    async (request) =>
      deps.subtitles.list(
        request.params.uuid,
        request.params.format,
        request.lang,
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/2/video/:uuid/subtitles/:format/:code',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'A subtitle file',
        description:
          'Written on request from the cues stored for the video and language: SubRip (`text/srt`, numbered cues, ' +
          '`00:00:01,000`) or WebVTT (`text/vtt`, `WEBVTT` header, `00:00:01.000`, cue text escaped), UTF-8. ' +
          `No subtitles in that language: 404 \`RESOURCE_NOT_FOUND\`. ${LOCK}`,
        params: subtitleFileParamsSchema,
        response: {
          200: {
            description: 'The subtitle file',
            content: { 'text/srt': { schema: z.string() }, 'text/vtt': { schema: z.string() } },
          },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const file = await deps.subtitles.file(
        request.params.uuid,
        request.params.format,
        request.params.code,
        await deps.limitsOf(request),
      );
      return reply.type(file.contentType).header('cache-control', 'public, max-age=300').send(file.body);
    },
  );

  const legacy = {
    tags: TAGS,
    description:
      `The address older clients use: \`{series_id}.{episode_number}\` names an episode, whose video's list this ` +
      'is. A bad series id answers 400 `INVALID_SERIES_ID`, a bad number `INVALID_EPISODE_NUMBER`; an unknown ' +
      `episode 404 \`RESOURCE_NOT_FOUND\`. ${LOCK}`,
    querystring: transQuerySchema,
    response: subtitleList,
  };

  app.get(
    '/api/5/video/:series_id.:episode_number/subtitles/',
    {
      config: { auth: 'public' },
      schema: {
        ...legacy,
        summary: 'Subtitles of an episode by series and number (legacy address, srt)',
        params: legacySubtitleParamsSchema.omit({ format: true }),
      },
    },
    async (request) =>
      deps.subtitles.listForEpisode(
        request.params.series_id,
        request.params.episode_number,
        'srt',
        request.lang,
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/video/:series_id.:episode_number/subtitles/:format',
    {
      config: { auth: 'public' },
      schema: {
        ...legacy,
        summary: 'Subtitles of an episode by series and number (legacy address, in a format)',
        params: legacySubtitleParamsSchema,
      },
    },
    async (request) =>
      deps.subtitles.listForEpisode(
        request.params.series_id,
        request.params.episode_number,
        request.params.format,
        request.lang,
        await deps.limitsOf(request),
      ),
  );
};
