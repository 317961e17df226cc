import { QUIZ_SLUG, type QuizFamily } from '@fanverse/contract';
import type { AnalyticsRouteHandle } from '../../lib/analytics';
import { SIGN_UP_PAGE } from '../../lib/analytics';

/** Addresses of the quiz (spec accounts §2). The start page is where the guard sends visitors. */
export const QUIZ_BASE = `/${QUIZ_SLUG}`;
export const QUIZ_START = `${QUIZ_BASE}/`;
export const QUIZ_INTRO = `${QUIZ_BASE}/intro`;
export const questionPath = (number: number) => `${QUIZ_BASE}/question/${number}`;
export const resultPath = (family: QuizFamily) => `${QUIZ_BASE}/result/${family}`;

/** Which quiz page a route is; `unmatched` is any other address under /myoriginstory. */
export type QuizRouteKind = 'start' | 'intro' | 'question' | 'result' | 'unmatched';

/** A quiz route's `handle`: its kind for the guard, its segment name for analytics. */
export interface QuizRouteHandle extends AnalyticsRouteHandle {
  quizRoute: QuizRouteKind;
}

/**
 * Route metadata of the quiz (spec §2: a segment name per route). The start page is the quiz's
 * sign-up page, so it is named for sign-up tracking (spec §4).
 */
export const QUIZ_ROUTE_HANDLES = {
  start: { quizRoute: 'start', segmentName: SIGN_UP_PAGE },
  intro: { quizRoute: 'intro', segmentName: 'My Origin Story Intro' },
  question: { quizRoute: 'question', segmentName: 'My Origin Story Question' },
  result: { quizRoute: 'result', segmentName: 'My Origin Story Result' },
  unmatched: { quizRoute: 'unmatched' },
} as const satisfies Record<QuizRouteKind, QuizRouteHandle>;

export function isQuizRouteHandle(handle: unknown): handle is QuizRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as QuizRouteHandle).quizRoute === 'string'
  );
}
