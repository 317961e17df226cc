import { QUIZ_QUESTION_COUNT, isQuizFamily } from '@fanverse/contract';
import { QUIZ_START, type QuizRouteKind } from './quiz-paths';

/** Where the visitor came from, as the browser tells it (see arrival.ts). */
export interface Arrival {
  /** Path of the entry before this one in the tab's history on this site; null when none. */
  previousPath: string | null;
  /** Whether this tab has earlier entries of this site at all. */
  hasInAppHistory: boolean;
  /** `document.referrer`: the page that opened this document (another site's, or ours). */
  referrer: string;
}

export interface QuizGuardInput {
  route: QuizRouteKind;
  params: { question?: string; family?: string };
  signedIn: boolean;
  arrival: Arrival;
  /** This site's origin (`https://fanverse.example`), to recognise its root in a referrer. */
  origin: string;
  /** The close address held in the quiz state (the main site). */
  closeUrl: string;
}

export type QuizGuardDecision =
  | { action: 'allow' }
  /** Back to the start page, which explains what is needed (signing in, starting properly). */
  | { action: 'redirect'; to: string; reason: 'anonymous' | 'from-site-root' }
  /** Out of the quiz, to the close address: the address names no quiz page. */
  | { action: 'leave'; to: string };

const QUESTION_NUMBER = /^[1-9]\d{0,2}$/;

/** A question number of the quiz (1 … 9), or null. */
export function questionNumber(value: string | undefined): number | null {
  if (value === undefined || !QUESTION_NUMBER.test(value)) return null;
  const number = Number(value);
  return number <= QUIZ_QUESTION_COUNT ? number : null;
}

/** The site root as a referrer: `https://site.example/` (a query or fragment still counts). */
export function isSiteRoot(url: string, origin: string): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname === '/';
  } catch {
    return false;
  }
}

/**
 * Whether the visitor arrived from the site root: the previous entry of this tab on our site
 * was '/', or, with no earlier entry of ours in the tab, the document was opened from our root.
 */
export function arrivedFromSiteRoot(arrival: Arrival, origin: string): boolean {
  if (arrival.previousPath === '/') return true;
  return !arrival.hasInAppHistory && isSiteRoot(arrival.referrer, origin);
}

/**
 * The quiz's guard (spec accounts §2), one rule after another:
 * 1. an address under /myoriginstory that names no quiz page (no route, a question number
 *    outside 1–9, a family that does not exist) leaves for the close address;
 * 2. the start page and a result page open for everyone;
 * 3. any other quiz page sends an anonymous visitor to the start page;
 * 4. … and a visitor who arrived from the site root;
 * 5. everyone else goes ahead.
 */
export function decideQuizAccess(input: QuizGuardInput): QuizGuardDecision {
  const { route, params } = input;
  if (route === 'unmatched') return { action: 'leave', to: input.closeUrl };
  if (route === 'question' && questionNumber(params.question) === null) {
    return { action: 'leave', to: input.closeUrl };
  }
  if (route === 'result' && !isQuizFamily(params.family)) return { action: 'leave', to: input.closeUrl };
  if (route === 'start' || route === 'result') return { action: 'allow' };
  if (!input.signedIn) return { action: 'redirect', to: QUIZ_START, reason: 'anonymous' };
  if (arrivedFromSiteRoot(input.arrival, input.origin)) {
    return { action: 'redirect', to: QUIZ_START, reason: 'from-site-root' };
  }
  return { action: 'allow' };
}
