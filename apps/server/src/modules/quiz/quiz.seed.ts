import type { Kysely } from 'kysely';
import { QUIZ_SLUG, quizDocumentSchema } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { ORIGIN_STORY_BANNER, ORIGIN_STORY_QUIZ, type SeedQuiz } from './content';
import { quizArtRows } from './quiz-art';
import { englishQuiz, quizOverlay, translateQuiz } from './quiz-translations';
import { QuizRepository, type NewQuizRow } from './quiz.repository';

/** The quiz row's uuid: fixed, so every installation addresses the quiz the same way. */
export const QUIZ_UUID = '84c6c68c-de19-4f3f-b30d-4b98ef8bc248';

/**
 * The jsonbag row of a quiz: its banner face (title, call to action, link to the quiz) and the
 * quiz itself in `metadata.quiz`, English; Spanish in `translations.es`. Both languages are
 * checked against the contract first, so a broken seed stops the start-up instead of reaching
 * a visitor.
 */
export function quizRow(seed: SeedQuiz = ORIGIN_STORY_QUIZ): NewQuizRow {
  const quiz = quizDocumentSchema.parse(englishQuiz(seed));
  const es = quizOverlay(seed, 'es');
  quizDocumentSchema.parse(translateQuiz(quiz, es));
  const banner = ORIGIN_STORY_BANNER;
  return {
    uuid: QUIZ_UUID,
    slug: QUIZ_SLUG,
    asset_key: QUIZ_SLUG,
    description: banner.cta_description.en,
    metadata: {
      title: banner.title.en,
      cta_text: banner.cta_text.en,
      cta_description: banner.cta_description.en,
      url: `/${QUIZ_SLUG}`,
      external_clickout: false,
      clickout_type: 'page',
      item_type: 'quiz',
      masthead_color: '#7c6cff',
      quiz,
    },
    translations: {
      es: {
        title: banner.title.es,
        cta_text: banner.cta_text.es,
        cta_description: banner.cta_description.es,
        description: banner.cta_description.es,
        ...es,
      },
    },
  };
}

/**
 * Seeds the "My Origin Story" quiz and its art at every start, with or without the demo
 * catalogue: it is product content. Idempotent and safe when several instances start at once
 * (insert-if-absent on the slug); a quiz an editor has changed is left exactly as it is.
 */
export async function seedQuizContent(db: Kysely<Database>): Promise<{ created: boolean }> {
  const repository = new QuizRepository(db);
  const created = await repository.insertIfAbsent(quizRow());
  await repository.insertArtIfAbsent(quizArtRows());
  return { created };
}
