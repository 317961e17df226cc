import { z } from 'zod';
import { SLUG_PATTERN, UUID_PATTERN } from '../catalogue/queries';
import {
  QUIZ_CARD_TYPES,
  QUIZ_MAX_LAYERS,
  QUIZ_MIN_LAYERS,
  QUIZ_QUESTION_COUNT,
  QUIZ_QUESTION_KINDS,
} from './constants';
import { EMOTION_TOKENS, QUIZ_FAMILIES } from './families';
import { lazySchema } from '../common/lazy-schema';

/**
 * The "My Origin Story" quiz as content (spec accounts §3 "Quiz"): questions with answers (copy,
 * card type, layerCount, layerParallax, distribution of family and amnt) and one result per
 * family (title, subtitle, color). Field names are the spec's spelling. The server checks the
 * stored document with these schemas when it seeds and when it serves; the client checks the
 * reply when it reads it, so an editor's mistake shows as a clear error, never as a quiz that
 * cannot be finished.
 */

/** Ids of questions and answers: stored answers refer to them, so they are stable slugs. */
export const QUIZ_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const quizId = lazySchema(() => z.string().regex(QUIZ_ID_PATTERN));
const text = (max: number) => z.string().regex(/\S/, 'must not be blank').max(max);
const hexColour = lazySchema(() => z.string().regex(/^#[0-9a-fA-F]{6}$/));

export const quizDistributionSchema = lazySchema(() =>
  z.object({
    family: z.enum(QUIZ_FAMILIES),
    amnt: z.union([z.literal(1), z.literal(2)]),
  }),
);
export type QuizDistribution = z.infer<typeof quizDistributionSchema>;

export const quizAnswerSchema = lazySchema(() =>
  z.object({
    /** Stable id; on the emotion question it is the token (`love`, …, `rage`). */
    id: quizId,
    copy: text(160),
    cardType: z.enum(QUIZ_CARD_TYPES),
    /** Transparent layers the card's art is drawn in (the ground included). */
    layerCount: z.number().int().min(QUIZ_MIN_LAYERS).max(QUIZ_MAX_LAYERS),
    /** How far the layers move against each other on pointer move or tilt: 0 still, 1 the most. */
    layerParallax: z.number().min(0).max(1),
    /** What choosing the answer adds to each family's score. */
    distribution: z.array(quizDistributionSchema).min(1).max(4),
  }),
);
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

export const quizQuestionSchema = lazySchema(() =>
  z.object({
    id: quizId,
    kind: z.enum(QUIZ_QUESTION_KINDS),
    title: text(200),
    answers: z.array(quizAnswerSchema).min(2).max(8),
  }),
);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizResultSchema = lazySchema(() =>
  z.object({
    id: z.enum(QUIZ_FAMILIES),
    title: text(80),
    subtitle: text(240),
    /** The family's colour, `#rrggbb`. */
    color: hexColour,
  }),
);
export type QuizResultContent = z.infer<typeof quizResultSchema>;

export const quizIntroSchema = lazySchema(() => z.object({ title: text(120), body: text(600) }));

interface QuizShape {
  questions: readonly QuizQuestion[];
  results: readonly { id: string }[];
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/**
 * The rules a quiz must keep beyond each field's own (spec §3, §9): nine questions with unique
 * ids; only the last is the emotion question and it offers exactly the seven tokens, in order,
 * as token cards; unique answer ids per question and families per distribution; one result
 * per family; and every family can score somewhere.
 */
export function checkQuizRules(quiz: QuizShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const { questions, results } = quiz;

  if (questions.length !== QUIZ_QUESTION_COUNT) {
    issue(['questions'], `expected ${QUIZ_QUESTION_COUNT} questions, found ${questions.length}`);
  }
  for (const id of duplicates(questions.map((question) => question.id))) {
    issue(['questions'], `question id "${id}" is used twice`);
  }
  questions.forEach((question, q) => {
    const last = q === questions.length - 1;
    if (question.kind !== (last ? 'emotion' : 'choice')) {
      issue(
        ['questions', q, 'kind'],
        last ? 'the last question is the emotion question' : 'only the last question is the emotion question',
      );
    }
    for (const id of duplicates(question.answers.map((answer) => answer.id))) {
      issue(['questions', q, 'answers'], `answer id "${id}" is used twice`);
    }
    question.answers.forEach((answer, a) => {
      for (const family of duplicates(answer.distribution.map((part) => part.family))) {
        issue(['questions', q, 'answers', a, 'distribution'], `family "${family}" is listed twice`);
      }
      if ((answer.cardType === 'token') !== (question.kind === 'emotion')) {
        issue(
          ['questions', q, 'answers', a, 'cardType'],
          'token cards are the emotion question’s, and only its',
        );
      }
    });
    if (question.kind === 'emotion') {
      const ids = question.answers.map((answer) => answer.id);
      if (ids.join() !== EMOTION_TOKENS.join()) {
        issue(
          ['questions', q, 'answers'],
          `the emotion question offers exactly ${EMOTION_TOKENS.join(', ')}`,
        );
      }
    }
  });

  const resultIds = results.map((result) => result.id);
  for (const family of QUIZ_FAMILIES) {
    if (!resultIds.includes(family)) issue(['results'], `no result for family "${family}"`);
  }
  for (const id of duplicates(resultIds)) issue(['results'], `family "${id}" has two results`);
  const scored = new Set(
    questions.flatMap((question) =>
      question.answers.flatMap((answer) => answer.distribution.map((part) => part.family)),
    ),
  );
  for (const family of QUIZ_FAMILIES) {
    if (!scored.has(family)) issue(['questions'], `no answer scores for family "${family}"`);
  }
}

/** The quiz as stored: intro, questions and results, in English (Spanish is a translation overlay). */
export const quizDocumentSchema = lazySchema(() =>
  z
    .object({
      intro: quizIntroSchema,
      questions: z.array(quizQuestionSchema),
      results: z.array(quizResultSchema),
    })
    .superRefine(checkQuizRules),
);
export type QuizDocument = z.infer<typeof quizDocumentSchema>;

/** A result as served: the content plus its share image (an art path, 1200×630). */
export const quizResultReplySchema = lazySchema(() =>
  quizResultSchema.extend({
    /** `/art/quiz/{family}/share.jpg`, on the art base like every image field. */
    image: z.string(),
  }),
);
export type QuizResult = z.infer<typeof quizResultReplySchema>;

/** GET /api/5/2/quiz/{quiz_slug}: the quiz in the `trans` language (English per field as fallback). */
export const quizContentSchema = lazySchema(
  () =>
    z
      .object({
        slug: z.string().regex(SLUG_PATTERN),
        uuid: z.string().regex(UUID_PATTERN),
        intro: quizIntroSchema,
        questions: z.array(quizQuestionSchema),
        results: z.array(quizResultReplySchema),
      })
      .superRefine(checkQuizRules),
  { id: 'QuizContent' },
);
export type QuizContent = z.infer<typeof quizContentSchema>;

export const quizParamsSchema = lazySchema(() => z.object({ quiz_slug: z.string().regex(SLUG_PATTERN) }));
