import { QUIZ_STATE_VERSION } from '@fanverse/client';
import { describe, expect, it } from 'vitest';
import {
  chooseAnswer,
  claimQuiz,
  createQuizStore,
  finishQuiz,
  resetQuiz,
} from '../../src/features/quiz/quiz-store';

describe('the quiz store', () => {
  it('survives a reload: answers, result and owner come back from local storage', () => {
    const first = createQuizStore(localStorage);
    claimQuiz(first, 'user-1');
    chooseAnswer(first, 'free-day', 'rooftops');
    chooseAnswer(first, 'glowing-stone', 'trace-it');
    finishQuiz(first, 'gotham-knights');
    const stored = JSON.parse(localStorage.getItem('vuex') ?? '{}') as { quiz?: unknown };
    expect(stored.quiz).toEqual({
      version: QUIZ_STATE_VERSION,
      answers: { 'free-day': 'rooftops', 'glowing-stone': 'trace-it' },
      result: 'gotham-knights',
      owner: 'user-1',
    });
    const reloaded = createQuizStore(localStorage);
    expect(reloaded.getState()).toMatchObject({
      answers: { 'free-day': 'rooftops', 'glowing-stone': 'trace-it' },
      result: 'gotham-knights',
      owner: 'user-1',
      closeUrl: '/',
    });
  });

  it('keeps the other slices of the persisted state as they are', () => {
    localStorage.setItem('vuex', JSON.stringify({ session: { sessionId: 's-1' } }));
    const store = createQuizStore(localStorage);
    chooseAnswer(store, 'free-day', 'rooftops');
    expect(JSON.parse(localStorage.getItem('vuex')!)).toMatchObject({ session: { sessionId: 's-1' } });
  });

  it('starts afresh from a state of another version', () => {
    localStorage.setItem(
      'vuex',
      JSON.stringify({ quiz: { version: 0, answers: { 'free-day': 'rooftops' } } }),
    );
    expect(createQuizStore(localStorage).getState().answers).toEqual({});
  });

  it('a reset clears answers and result but keeps the owner', () => {
    const store = createQuizStore(null);
    claimQuiz(store, 'user-1');
    chooseAnswer(store, 'free-day', 'rooftops');
    finishQuiz(store, 'rogues');
    resetQuiz(store);
    expect(store.getState()).toMatchObject({ answers: {}, result: null, owner: 'user-1' });
  });

  it('hands the quiz to the member signed in, clearing what another member left', () => {
    const store = createQuizStore(null);
    claimQuiz(store, null); // signed out: nothing changes
    expect(store.getState().owner).toBeNull();
    claimQuiz(store, 'user-1');
    chooseAnswer(store, 'free-day', 'rooftops');
    claimQuiz(store, 'user-1');
    expect(store.getState().answers).toEqual({ 'free-day': 'rooftops' });
    claimQuiz(store, 'user-2');
    expect(store.getState()).toMatchObject({ owner: 'user-2', answers: {}, result: null });
  });
});
