import { describe, expect, it } from 'vitest';
import { QUIZ_CLOSE_URL, QUIZ_STATE_VERSION, initialQuizState, restoreQuizState } from '../../src';

describe('stored quiz state', () => {
  it('starts empty, with the main site as the close address', () => {
    expect(initialQuizState()).toEqual({
      version: QUIZ_STATE_VERSION,
      answers: {},
      result: null,
      owner: null,
    });
    expect(QUIZ_CLOSE_URL).toBe('/');
  });

  it('restores a state of this version', () => {
    const saved = {
      version: QUIZ_STATE_VERSION,
      answers: { 'free-day': 'rooftops' },
      result: 'rogues',
      owner: 'u1',
    };
    expect(restoreQuizState(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('drops a state of another version, or anything that is not a state', () => {
    for (const saved of [
      {
        version: 0,
        answers: { q1: 'a' },
        result: 'rogues',
      },
      { answers: { q1: 'a' } },
      null,
      'v1',
      [QUIZ_STATE_VERSION],
    ]) {
      expect(restoreQuizState(saved)).toEqual(initialQuizState());
    }
  });

  it('keeps only well-formed answers, a known family and a plausible owner', () => {
    const restored = restoreQuizState({
      version: QUIZ_STATE_VERSION,
      // As JSON.parse makes it from storage: `__proto__` an own key, not the prototype.
      answers: JSON.parse('{"q1": "a", "Q 2": "b", "q3": 4, "q4": "<b>", "__proto__": "x"}') as unknown,
      result: 'pirates',
      owner: 'x'.repeat(200),
    });
    expect(restored).toEqual({
      version: QUIZ_STATE_VERSION,
      answers: { q1: 'a' },
      result: null,
      owner: null,
    });
    expect(Object.getPrototypeOf(restored.answers)).toBe(Object.prototype);
  });
});
