import {
  QUIZ_CLOSE_URL,
  answerQuestion,
  initialQuizState,
  resetAnswers,
  restoreQuizState,
  type StoredQuizState,
} from '@fanverse/client';
import type { QuizFamily } from '@fanverse/contract';
import { createContext, useContext, type ReactNode } from 'react';
import { getStorage } from '../../lib/storage';
import { createStore, persistSlice, useStore, type Store } from '../../lib/store';

/**
 * The quiz state (spec accounts §3 "Quiz"): the chosen answers, the result given at the end,
 * whose they are, and the close address. Answers, result and owner are kept in local storage
 * (the `quiz` slice of the app's persisted state, versioned), so a reload resumes the quiz;
 * scores are derived from the answers wherever they are needed.
 */
export interface QuizState extends StoredQuizState {
  closeUrl: string;
}
export type QuizStore = Store<QuizState>;

export const QUIZ_SLICE = 'quiz';

export function createQuizStore(storage: Storage | null = getStorage()): QuizStore {
  const store = createStore<QuizState>({ ...initialQuizState(), closeUrl: QUIZ_CLOSE_URL });
  persistSlice(store, {
    slice: QUIZ_SLICE,
    keys: ['version', 'answers', 'result', 'owner'],
    restore: (saved) => restoreQuizState(saved),
    storage,
  });
  return store;
}

let instance: QuizStore | null = null;

/** The app's quiz store, created (and restored from storage) on first use. */
export function getQuizStore(): QuizStore {
  instance ??= createQuizStore();
  return instance;
}

const QuizStoreContext = createContext<QuizStore | null>(null);

/** Tests give each render its own store; the app uses the shared one. */
export function QuizStoreProvider({ store, children }: { store: QuizStore; children: ReactNode }) {
  return <QuizStoreContext.Provider value={store}>{children}</QuizStoreContext.Provider>;
}

export function useQuizStore(): QuizStore {
  return useContext(QuizStoreContext) ?? getQuizStore();
}

/** One value of the quiz state; the selector must return a stable value (see `useStore`). */
export function useQuiz<T>(selector: (state: QuizState) => T): T {
  return useStore(useQuizStore(), selector);
}

export const selectAnswers = (state: QuizState) => state.answers;
export const selectResult = (state: QuizState) => state.result;
export const selectOwner = (state: QuizState) => state.owner;
export const selectCloseUrl = (state: QuizState) => state.closeUrl;

export function chooseAnswer(store: QuizStore, questionId: string, answerId: string): void {
  store.setState((state) => ({ answers: answerQuestion(state.answers, questionId, answerId) }));
}

export function finishQuiz(store: QuizStore, family: QuizFamily): void {
  store.setState({ result: family });
}

/** Starts over: no answers, no result (spec: reset zeroes the scores and the answered count). */
export function resetQuiz(store: QuizStore): void {
  store.setState({ answers: resetAnswers(), result: null });
}

/**
 * Makes the quiz the signed-in member's. Answers someone else left in this browser are cleared
 * first; a signed-out visitor changes nothing (they can only read start and result pages).
 */
export function claimQuiz(store: QuizStore, member: string | null): void {
  if (member === null) return;
  const { owner } = store.getState();
  if (owner === member) return;
  if (owner === null) store.setState({ owner: member });
  else store.setState({ owner: member, answers: resetAnswers(), result: null });
}
