import { QUIZ_SLUG, quizContentSchema, type QuizContent } from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { catalogueMapping } from '../mappings/catalogue-mappings';

/** `client.quiz`: the "My Origin Story" quiz content (questions, answers, results). */
export interface QuizCalls {
  /**
   * GET /api/5/2/quiz/{slug}: the quiz's questions and results in the call's language. The
   * reply is checked against the contract's quiz rules (nine questions, the seven emotion
   * tokens, one result per family); content that breaks them fails with 9999 instead of
   * reaching a screen. Unknown quiz: 1721; a malformed slug: 5008.
   */
  content(slug?: string, options?: CallOptions): Promise<QuizContent>;
}

export const createQuizCalls: Area<QuizCalls> = (context) => {
  const { get } = areaTools(context);
  return {
    content: (slug = QUIZ_SLUG, options = {}) =>
      get(
        `/api/5/2/quiz/${encodeURIComponent(slug)}`,
        { schema: quizContentSchema, mapping: catalogueMapping },
        options,
      ),
  };
};
