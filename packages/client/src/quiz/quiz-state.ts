import { QUIZ_ID_PATTERN, isQuizFamily, isRecord, type QuizFamily } from '@fanverse/contract';
import type { QuizAnswers } from './quiz-scoring';

/**
 * What the quiz keeps between visits: the chosen answers and the family the visitor was given
 * at the end. Scores are never stored, they are derived from the answers (quiz-scoring.ts).
 * Stored state carries a version; a state of another version (an older app's) is dropped rather
 * than guessed at.
 */
export const QUIZ_STATE_VERSION = 1;

/**
 * The spec's "close address held in the quiz state": where closing the quiz, finishing it and
 * any quiz address that names no page lead. The product's main site.
 */
export const QUIZ_CLOSE_URL = '/';

export interface StoredQuizState {
  version: typeof QUIZ_STATE_VERSION;
  answers: QuizAnswers;
  /** The family shown when the visitor last finished the quiz; null until then. */
  result: QuizFamily | null;
  /**
   * The member (user guid) the answers belong to: on a shared browser the next member to sign
   * in starts afresh instead of seeing someone else's answers and result.
   */
  owner: string | null;
}

export function initialQuizState(): StoredQuizState {
  return { version: QUIZ_STATE_VERSION, answers: {}, result: null, owner: null };
}

const MAX_STORED_ANSWERS = 32;

/**
 * Reads stored quiz state back (it may be old, foreign or hand-edited): only a state of this
 * version, only answers whose ids look like quiz ids, only a known family. Anything else gives
 * the initial state.
 */
export function restoreQuizState(saved: unknown): StoredQuizState {
  if (!isRecord(saved) || saved.version !== QUIZ_STATE_VERSION) return initialQuizState();
  const answers: Record<string, string> = {};
  if (isRecord(saved.answers)) {
    for (const [question, answer] of Object.entries(saved.answers).slice(0, MAX_STORED_ANSWERS)) {
      if (QUIZ_ID_PATTERN.test(question) && typeof answer === 'string' && QUIZ_ID_PATTERN.test(answer)) {
        answers[question] = answer;
      }
    }
  }
  return {
    version: QUIZ_STATE_VERSION,
    answers,
    result: isQuizFamily(saved.result) ? saved.result : null,
    owner: typeof saved.owner === 'string' && saved.owner.length <= 64 ? saved.owner : null,
  };
}
