import { QUIZ_FAMILIES, type QuizAnswer, type QuizFamily, type QuizQuestion } from '@fanverse/contract';

/**
 * Scoring of the "My Origin Story" quiz (spec accounts §4 "Quiz"): answering adds each of the
 * answer's amounts to its family's score and counts the question as answered; a reset zeroes
 * both. Only the chosen answer per question is kept and the scores are derived from those
 * choices, so going back and answering a question again replaces its points instead of adding
 * them twice, and stored answers that the content no longer has (an editor removed them) simply
 * count for nothing.
 */

/** The visitor's choices: question id → answer id. */
export type QuizAnswers = Readonly<Record<string, string>>;
export type FamilyScores = Record<QuizFamily, number>;

export interface QuizScore {
  /** Points per family (spec: `familyResult`). */
  familyResult: FamilyScores;
  /** Questions with a valid answer (spec: `questionsAnswered`). */
  questionsAnswered: number;
}

export function emptyScores(): FamilyScores {
  return Object.fromEntries(QUIZ_FAMILIES.map((family) => [family, 0])) as FamilyScores;
}

/** The answer chosen for a question, if it is one the question (still) offers. */
export function chosenAnswer(question: QuizQuestion, answers: QuizAnswers): QuizAnswer | undefined {
  const id = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  return id === undefined ? undefined : question.answers.find((answer) => answer.id === id);
}

/** Chooses (or changes) the answer of one question. */
export function answerQuestion(answers: QuizAnswers, questionId: string, answerId: string): QuizAnswers {
  return { ...answers, [questionId]: answerId };
}

/** A fresh start: no answers, so every score and the answered count are zero. */
export function resetAnswers(): QuizAnswers {
  return {};
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizScore {
  const familyResult = emptyScores();
  let questionsAnswered = 0;
  for (const question of questions) {
    const answer = chosenAnswer(question, answers);
    if (!answer) continue;
    questionsAnswered += 1;
    for (const { family, amnt } of answer.distribution) familyResult[family] += amnt;
  }
  return { familyResult, questionsAnswered };
}

/** Index of the first question without a valid answer; -1 when every one has one. */
export function firstUnanswered(questions: readonly QuizQuestion[], answers: QuizAnswers): number {
  return questions.findIndex((question) => !chosenAnswer(question, answers));
}

export function isQuizComplete(questions: readonly QuizQuestion[], answers: QuizAnswers): boolean {
  return questions.length > 0 && firstUnanswered(questions, answers) === -1;
}

/**
 * The family the answers point to; null before any answer.
 *
 * Tie-break (the spec leaves it open): the highest score wins. Between families with the same
 * highest score, the latest question decides: starting from the last question (the emotion
 * question, the most personal answer) and moving back, the tied families that got the most
 * points from that question's answer stay in the running, the rest drop out; a question that
 * gave them equal points (none, say) decides nothing. Families still tied after the first
 * question are ordered as the spec lists them (QUIZ_FAMILIES), the first one wins. Every step
 * depends only on the answers, never on when they were given, so the same answers always give
 * the same family.
 */
export function winningFamily(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizFamily | null {
  const { familyResult, questionsAnswered } = scoreQuiz(questions, answers);
  if (questionsAnswered === 0) return null;
  const best = Math.max(...QUIZ_FAMILIES.map((family) => familyResult[family]));
  let tied: QuizFamily[] = QUIZ_FAMILIES.filter((family) => familyResult[family] === best);
  for (let index = questions.length - 1; index >= 0 && tied.length > 1; index -= 1) {
    const answer = chosenAnswer(questions[index]!, answers);
    if (!answer) continue;
    const points = (family: QuizFamily) =>
      answer.distribution.find((part) => part.family === family)?.amnt ?? 0;
    const most = Math.max(...tied.map(points));
    tied = tied.filter((family) => points(family) === most);
  }
  return tied[0]!;
}
