import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionItemSchema, pageSchema, searchQuerySchema } from '@fanverse/contract';
import type { VideoCatalogueServices } from './video-catalogue.factory';
import { EXCLUDE_NOTE, failures, pageContext, TAGS, withTrans } from './route-helpers';

const DESCRIPTION = [
  'Title search over series, episodes, clips, comic series and books. Values are collection items (`item_type` ',
  'Series, Episode, Clip, ComicSeries or Book) in the request language, in the default page envelope.',
  '',
  '**Matching.** Each searchable table has a `search` tsvector generated from its English and Spanish titles ',
  'with the `simple` configuration (no stemming, no stop words: titles are names) and a GIN index. `q` is split ',
  'into words on every character that is not a letter or a digit, so punctuation and tsquery operators are ',
  'separators, never syntax; the words (up to 8) are ANDed and the last one matches as a prefix, so ',
  '`night fer` finds "The Night Ferry" while typing. The query text is a bound parameter of ',
  "`to_tsquery('simple', $1)`, never spliced into SQL. A `q` with no letter or digit answers 400 code 8 on ",
  'field `q`.',
  '',
  '**Order.** Series first, then episodes, then clips; within each, by `ts_rank`, then id. Each type ',
  'contributes at most 1,000 matches, which keeps a search for a word shared by a huge number of titles a ',
  'bounded index read (type more words to narrow it).',
  '',
  '**Filters.** `types` is a comma-separated list of item types (e.g. `Series,Clip`); types without searchable ',
  'titles yet simply contribute nothing, an unknown type answers 400 code 8.',
  '',
  `**Parental controls.** ${EXCLUDE_NOTE} Clips are rated by their series, books by their own age rating.`,
].join('\n');

export const searchRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  app.get(
    '/api/5/2/search',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Search series, episodes and clips by title',
        description: DESCRIPTION,
        querystring: withTrans(searchQuerySchema),
        response: { 200: pageSchema(collectionItemSchema), ...failures },
      },
    },
    async (request) =>
      deps.search.find(
        {
          q: request.query.q,
          types: request.query.types,
          page: request.query.page,
          pageSize: request.query.page_size,
        },
        request.lang,
        pageContext(request, ['q', 'types']),
        await deps.limitsOf(request),
      ),
  );
};
