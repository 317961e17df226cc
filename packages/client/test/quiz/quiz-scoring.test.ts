import { describe, expect, it } from 'vitest';
import { QUIZ_FAMILIES } from '@fanverse/contract';
import {
  answerQuestion,
  emptyScores,
  firstUnanswered,
  isQuizComplete,
  resetAnswers,
  scoreQuiz,
  winningFamily,
  type QuizAnswers,
} from '../../src';
import { questions, type Points } from './quiz-fixture';

const qs = questions();

describe('scoring (spec accounts §4 "Quiz")', () => {
  it('adds each amount of the chosen answer to its family and counts the question', () => {
    const quiz = questions([
      [{ amazons: 2, rogues: 1 }, { speedsters: 1 }],
      ...questions()
        .slice(1, 8)
        .map(() => [{ atlanteans: 1 }, { atlanteans: 2 }] as [Points, Points]),
    ]);
    let answers = resetAnswers();
    answers = answerQuestion(answers, 'q1', 'a');
    expect(scoreQuiz(quiz, answers)).toEqual({
      familyResult: { ...emptyScores(), amazons: 2, rogues: 1 },
      questionsAnswered: 1,
    });
    answers = answerQuestion(answers, 'q2', 'b');
    answers = answerQuestion(answers, 'emotion', 'hope'); // the fixture's hope scores gotham-knights 1
    expect(scoreQuiz(quiz, answers)).toEqual({
      familyResult: { ...emptyScores(), amazons: 2, rogues: 1, atlanteans: 2, 'gotham-knights': 1 },
      questionsAnswered: 3,
    });
  });

  it('replaces the points of a question answered again (back navigation) instead of adding them twice', () => {
    let answers: QuizAnswers = answerQuestion({}, 'q1', 'a'); // amazons 2
    answers = answerQuestion(answers, 'q1', 'a');
    expect(scoreQuiz(qs, answers)).toEqual({
      familyResult: { ...emptyScores(), amazons: 2 },
      questionsAnswered: 1,
    });
    answers = answerQuestion(answers, 'q1', 'b'); // lantern-corps 1
    expect(scoreQuiz(qs, answers)).toEqual({
      familyResult: { ...emptyScores(), 'lantern-corps': 1 },
      questionsAnswered: 1,
    });
  });

  it('reset zeroes every family and the answered count', () => {
    let answers: QuizAnswers = {};
    for (const question of qs) answers = answerQuestion(answers, question.id, question.answers[0]!.id);
    expect(scoreQuiz(qs, answers).questionsAnswered).toBe(9);
    const score = scoreQuiz(qs, resetAnswers());
    expect(score).toEqual({ familyResult: emptyScores(), questionsAnswered: 0 });
    expect(Object.values(score.familyResult).every((points) => points === 0)).toBe(true);
    expect(Object.keys(score.familyResult)).toEqual([...QUIZ_FAMILIES]);
  });

  it('ignores answers the content does not offer (an editor removed them) and unknown questions', () => {
    const answers = { q1: 'gone', nope: 'a', q2: 'a' };
    expect(scoreQuiz(qs, answers)).toEqual({
      familyResult: { ...emptyScores(), 'lantern-corps': 2 },
      questionsAnswered: 1,
    });
    expect(firstUnanswered(qs, answers)).toBe(0);
  });

  it('knows the first unanswered question and when the quiz is complete', () => {
    let answers: QuizAnswers = {};
    expect(firstUnanswered(qs, answers)).toBe(0);
    expect(isQuizComplete(qs, answers)).toBe(false);
    for (const question of qs.slice(0, 4)) answers = answerQuestion(answers, question.id, 'a');
    expect(firstUnanswered(qs, answers)).toBe(4);
    for (const question of qs.slice(4))
      answers = answerQuestion(answers, question.id, question.answers[1]!.id);
    expect(firstUnanswered(qs, answers)).toBe(-1);
    expect(isQuizComplete(qs, answers)).toBe(true);
    expect(isQuizComplete([], {})).toBe(false);
  });
});

describe('the winning family and its tie-break', () => {
  const filler: [Points, Points] = [{ 'lantern-corps': 1 }, { 'gotham-knights': 1 }];
  const tieQuiz = questions(
    [
      [{ amazons: 2 }, { rogues: 2 }], // q1
      [{ speedsters: 2 }, { kryptonians: 2 }], // q2
      [{ amazons: 1, speedsters: 1 }, { atlanteans: 1 }], // q3
      filler,
      filler,
      filler,
      filler,
      // q8: listed speedsters first, to show the fixed order is the spec's, not the answer's.
      [{ speedsters: 1, amazons: 1 }, { atlanteans: 1 }],
    ],
    {
      love: { amazons: 1, speedsters: 1 },
      rage: { speedsters: 2 },
      hope: { 'shazam-family': 1 },
    },
  );

  it('is nobody before the first answer', () => {
    expect(winningFamily(tieQuiz, {})).toBeNull();
  });

  it('is the family with the highest score', () => {
    // amazons 2 + 1 = 3, speedsters 2 + 1 + 2 (rage) = 5
    const answers = { q1: 'a', q2: 'a', q3: 'a', emotion: 'rage' };
    expect(scoreQuiz(tieQuiz, answers).familyResult).toMatchObject({ amazons: 3, speedsters: 5 });
    expect(winningFamily(tieQuiz, answers)).toBe('speedsters');
  });

  it('between equal scores, the emotion answer decides first', () => {
    // amazons 2 (q1) and speedsters 2 (rage): the emotion question gave speedsters its points.
    const answers = { q1: 'a', emotion: 'rage' };
    expect(scoreQuiz(tieQuiz, answers).familyResult).toMatchObject({ amazons: 2, speedsters: 2 });
    expect(winningFamily(tieQuiz, answers)).toBe('speedsters');
  });

  it('then the latest earlier question that gave the tied families different points', () => {
    // amazons 2 + 1 + 1 = 4, speedsters 2 + 1 + 1 = 4. Love and q3 gave both 1; q2 (later than
    // q1, where amazons scored) gave speedsters 2: speedsters wins.
    const answers = { q1: 'a', q2: 'a', q3: 'a', emotion: 'love' };
    expect(scoreQuiz(tieQuiz, answers).familyResult).toMatchObject({ amazons: 4, speedsters: 4 });
    expect(winningFamily(tieQuiz, answers)).toBe('speedsters');
    // Without the emotion answer the same holds: q3 is equal, q2 decides.
    expect(winningFamily(tieQuiz, { q1: 'a', q2: 'a', q3: 'a' })).toBe('speedsters');
    // amazons 2 (q1) and kryptonians 2 (q2): the later question wins, ahead of the spec's order.
    expect(winningFamily(tieQuiz, { q1: 'a', q2: 'b' })).toBe('kryptonians');
  });

  it('falls back to the spec’s family order when every question gave the tied families the same', () => {
    // Love and q8a each give amazons and speedsters 1; amazons is listed before speedsters.
    expect(QUIZ_FAMILIES.indexOf('amazons')).toBeLessThan(QUIZ_FAMILIES.indexOf('speedsters'));
    expect(winningFamily(tieQuiz, { emotion: 'love' })).toBe('amazons');
    expect(winningFamily(tieQuiz, { q8: 'a' })).toBe('amazons');
    expect(winningFamily(tieQuiz, { q3: 'a', q8: 'a', emotion: 'love' })).toBe('amazons');
  });

  it('depends only on the answers, never on the order they were given in', () => {
    const forward = { q1: 'a', q2: 'a', q3: 'a', emotion: 'love' };
    const backward = { emotion: 'love', q3: 'a', q2: 'a', q1: 'a' };
    expect(winningFamily(tieQuiz, backward)).toBe(winningFamily(tieQuiz, forward));
  });
});
