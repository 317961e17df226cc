import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizContentSchema, quizParamsSchema, transQuerySchema } from '@fanverse/contract';
import { failureReplies } from '../../http/route-schemas';
import type { QuizServices } from './quiz.factory';

/** The "My Origin Story" quiz content (spec accounts §2 quiz routes, §3 "Quiz"). */
export const quizRoutes: FastifyPluginAsyncZod<QuizServices> = async (app, deps) => {
  app.get(
    '/api/5/2/quiz/:quiz_slug',
    {
      // The same for every visitor of the URL: kept by the catalogue reply cache, which an
      // edit of the quiz row (a jsonbag) drops like any catalogue write.
      config: { publicCache: true, auth: 'public' },
      schema: {
        tags: ['quiz'],
        summary: 'A personality quiz: questions, answers and results',
        description:
          'The quiz stored under `quiz_slug` (`myoriginstory` is seeded at every start, with or without the ' +
          'demo catalogue, and never overwritten once an editor has changed it). Nine questions, the last the ' +
          'emotion question with the seven tokens `love` … `rage`; each answer has its `copy`, `cardType` ' +
          '(layered, shared-layers, duo or token), `layerCount`, `layerParallax` (0–1) and a `distribution` of ' +
          '`family` and `amnt` (1 or 2) that choosing it adds to the scores; one result per family (amazons, ' +
          'lantern-corps, gotham-knights, speedsters, kryptonians, atlanteans, shazam-family, rogues) with ' +
          '`title`, `subtitle`, `color` and `image`, a 1200×630 share image (art path, `quiz` asset type). ' +
          'Texts come in the `trans` language, falling back to English per text. The quiz is stored as the ' +
          'jsonbag of the same slug: English in `metadata.quiz`, other languages as flat keys in ' +
          '`translations[lang]` (`quiz.question.{id}.title`, `quiz.answer.{question}.{answer}`, ' +
          '`quiz.result.{family}.title|subtitle`, `quiz.intro.title|body`). Scoring and the tie-break are the ' +
          "client's (README). A malformed slug answers 400 code 8 (client 5008), an unknown quiz 404 " +
          '`RESOURCE_NOT_FOUND` (client 1721).',
        params: quizParamsSchema,
        querystring: transQuerySchema,
        response: { 200: quizContentSchema, ...failureReplies },
      },
    },
    async (request) => deps.quiz.get(request.params.quiz_slug, request.lang),
  );
};
