import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LADDER_COUNTRY,
  comicRatingLadderSchema,
  tvRatingLadderSchema,
  tvRatingQuerySchema,
} from '@fanverse/contract';
import { failures } from '../../http/route-replies';
import type { ParentalServices } from './parental.factory';
import { comicLadder, videoLadder } from './rating-ladders';

/** Static data: the same for everyone until a release changes the contract. */
const CACHEABLE = 'public, max-age=3600';

const LEVELS =
  'Every rating has a `level` on one scale shared by TV and film ratings (TV-Y 1, TV-Y7 2, G/TV-G 3, ' +
  'PG/TV-PG 4, PG-13/TV-14 5, R/TV-MA 6, NC-17 7), so a TV limit also limits films. Unrated content ' +
  'counts as the strictest rating: under any limit it is hidden.';

/** Accounts spec §7 "Viewer controls": the rating ladders (public, static). */
export const ladderRoutes: FastifyPluginAsyncZod<ParentalServices> = async (app) => {
  app.get(
    '/api/5/tvrating',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['parental'],
        summary: 'The TV and film rating ladder of a country',
        description:
          'US TV Parental Guidelines (TV-Y … TV-MA) and film ratings (G … NC-17), each with `name`, `order` ' +
          `within its \`system\` (\`tv\` or \`film\`) and \`level\`. ${LEVELS} Content is rated on the US ` +
          `ladders, so every country is answered the US ladder and \`country\` says which ladder it is ` +
          `(${DEFAULT_LADDER_COUNTRY} without \`country\`). A \`country\` that is not two capital letters ` +
          'answers 400 code 8 (client 5008), field `country`. Cacheable for an hour.',
        querystring: tvRatingQuerySchema,
        response: { 200: tvRatingLadderSchema, ...failures(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return videoLadder(request.query.country);
    },
  );

  app.get(
    '/api/comics/1/ratings',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['parental'],
        summary: 'The comics age-rating ladder',
        description:
          'All Ages, 9+, 12+, Teen, Teen+, Mature, each with its `order` (youngest first). A member’s ' +
          '`age_rating` limit allows books and comic series rated up to it; unrated comics count as the ' +
          'strictest. Cacheable for an hour.',
        response: { 200: comicRatingLadderSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return comicLadder();
    },
  );
};
