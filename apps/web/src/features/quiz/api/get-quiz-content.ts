import { QUIZ_SLUG, type QuizContent } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { apiClient } from '../../../lib/api-client';
import { currentLocale, toLanguageParam, type Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';

/** GET /api/5/2/quiz/myoriginstory in the visitor's language (the client checks the quiz rules). */
export function fetchQuizContent(lang: Locale, signal?: AbortSignal): Promise<QuizContent> {
  return apiClient.quiz.content(QUIZ_SLUG, { lang: toLanguageParam(lang), signal });
}

export function quizContentQueryOptions(lang: Locale) {
  return queryOptions({
    // Per language: the texts come back translated.
    queryKey: ['quiz', QUIZ_SLUG, lang] as const,
    queryFn: ({ signal }) => fetchQuizContent(lang, signal),
    // Editors change the quiz rarely; a visitor mid-quiz must not see it shift under them.
    staleTime: 30 * 60_000,
    retry: retryTransient,
  });
}

export function useQuizContent() {
  const { i18n } = useTranslation();
  return useQuery(quizContentQueryOptions(currentLocale(i18n)));
}
