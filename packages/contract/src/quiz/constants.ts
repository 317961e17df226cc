/** Quiz business constants (spec accounts §9: "Quiz: 9 questions, 8 families, answer amounts 1 or 2"). */
export const QUIZ_QUESTION_COUNT = 9;
export const QUIZ_ANSWER_AMOUNTS = [1, 2] as const;
export type QuizAnswerAmount = (typeof QUIZ_ANSWER_AMOUNTS)[number];

/** How an answer card is drawn (spec accounts §3). */
export const QUIZ_CARD_TYPES = ['layered', 'shared-layers', 'duo', 'token'] as const;
export type QuizCardType = (typeof QUIZ_CARD_TYPES)[number];

/** Ordinary questions, and the final one that offers the emotion tokens. */
export const QUIZ_QUESTION_KINDS = ['choice', 'emotion'] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];

/** The slug the product's quiz is stored and served under (its jsonbag and its route). */
export const QUIZ_SLUG = 'myoriginstory';

/** Limits of a card's art: at least a ground, at most six layers to move. */
export const QUIZ_MIN_LAYERS = 1;
export const QUIZ_MAX_LAYERS = 6;
