import { QUIZ_SLUG, quizContentSchema, type QuizContent } from '@fanverse/contract';
import type { HttpClient } from '../http/http-client';
import { catalogueMapping } from '../mappings/catalogue-mappings';
import type { CallOptions } from '../shell/shell-calls';

export interface QuizCalls {
  /**
   * GET /api/5/2/quiz/{slug}: the quiz's questions and results in the call's language. The
   * reply is checked against the contract's quiz rules (nine questions, the seven emotion
   * tokens, one result per family); content that breaks them fails with 9999 instead of
   * reaching a screen. Unknown quiz: 1721; a malformed slug: 5008.
   */
  content(slug?: string, options?: CallOptions): Promise<QuizContent>;
}

export function createQuizCalls(http: HttpClient): QuizCalls {
  return {
    content: (slug = QUIZ_SLUG, options = {}) =>
      http.request({
        method: 'GET',
        path: `/api/5/2/quiz/${encodeURIComponent(slug)}`,
        schema: quizContentSchema,
        mapping: catalogueMapping,
        ...options,
      }),
  };
}
