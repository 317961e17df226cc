import { describe, expect, it } from 'vitest';
import {
  EMOTION_TOKENS,
  QUIZ_ANSWER_AMOUNTS,
  QUIZ_FAMILIES,
  QUIZ_QUESTION_COUNT,
  quizDocumentSchema,
  type QuizDocument,
} from '@fanverse/contract';
import { ORIGIN_STORY_QUIZ } from '../../src/modules/quiz/content';
import { englishQuiz, quizOverlay, translateQuiz } from '../../src/modules/quiz/quiz-translations';
import { quizRow } from '../../src/modules/quiz/quiz.seed';

const english = englishQuiz(ORIGIN_STORY_QUIZ);
const spanish = translateQuiz(english, quizOverlay(ORIGIN_STORY_QUIZ, 'es'));

function texts(quiz: QuizDocument): string[] {
  return [
    quiz.intro.title,
    quiz.intro.body,
    ...quiz.questions.flatMap((question) => [
      question.title,
      ...question.answers.map((answer) => answer.copy),
    ]),
    ...quiz.results.flatMap((result) => [result.title, result.subtitle]),
  ];
}

describe('the seeded "My Origin Story" quiz', () => {
  it('has nine questions, the last the emotion question with exactly the seven tokens', () => {
    expect(english.questions).toHaveLength(QUIZ_QUESTION_COUNT);
    expect(QUIZ_QUESTION_COUNT).toBe(9);
    const emotion = english.questions.at(-1)!;
    expect(emotion.kind).toBe('emotion');
    expect(emotion.answers.map((answer) => answer.id)).toEqual([...EMOTION_TOKENS]);
    expect(emotion.answers.map((answer) => answer.copy)).toEqual([
      'Love',
      'Compassion',
      'Hope',
      'Willpower',
      'Fear',
      'Avarice',
      'Rage',
    ]);
    expect(spanish.questions.at(-1)!.answers.map((answer) => answer.copy)).toEqual([
      'Amor',
      'Compasión',
      'Esperanza',
      'Voluntad',
      'Miedo',
      'Avaricia',
      'Ira',
    ]);
    expect(emotion.answers.every((answer) => answer.cardType === 'token')).toBe(true);
    expect(english.questions.slice(0, -1).every((question) => question.kind === 'choice')).toBe(true);
  });

  it('has one result per family, eight in all, each with a title, subtitle and colour', () => {
    expect(english.results.map((result) => result.id).sort()).toEqual([...QUIZ_FAMILIES].sort());
    expect(QUIZ_FAMILIES).toHaveLength(8);
    for (const result of english.results) expect(result.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('gives only amounts of 1 or 2, and every family points somewhere', () => {
    const parts = english.questions.flatMap((question) => question.answers.flatMap((a) => a.distribution));
    expect(new Set(parts.map((part) => part.amnt))).toEqual(new Set(QUIZ_ANSWER_AMOUNTS));
    expect(new Set(parts.map((part) => part.family))).toEqual(new Set(QUIZ_FAMILIES));
  });

  it('uses every card type, with layers and parallax in range', () => {
    const answers = english.questions.flatMap((question) => question.answers);
    expect(new Set(answers.map((answer) => answer.cardType))).toEqual(
      new Set(['layered', 'shared-layers', 'duo', 'token']),
    );
    for (const answer of answers) {
      expect(answer.layerCount).toBeGreaterThanOrEqual(2);
      expect(answer.layerParallax).toBeGreaterThan(0);
      expect(answer.layerParallax).toBeLessThanOrEqual(1);
    }
  });

  it('passes the contract in English and in Spanish', () => {
    expect(quizDocumentSchema.safeParse(english).success).toBe(true);
    expect(quizDocumentSchema.safeParse(spanish).success).toBe(true);
  });

  it('is translated text by text: every Spanish text is written, and the structure is the same', () => {
    const en = texts(english);
    const es = texts(spanish);
    expect(es).toHaveLength(en.length);
    // No text was left in English by mistake.
    const same = en.filter((text, index) => text === es[index]);
    expect(same).toEqual([]);
    const structure = (quiz: QuizDocument) =>
      quiz.questions.map((q) => [q.id, q.kind, q.answers.map((a) => [a.id, a.cardType, a.distribution])]);
    expect(structure(spanish)).toEqual(structure(english));
  });

  it('stores English in the row and Spanish as flat keys, beside the banner face', () => {
    const row = quizRow();
    expect(row.slug).toBe('myoriginstory');
    expect(row.metadata).toMatchObject({
      title: 'My Origin Story',
      url: '/myoriginstory',
      clickout_type: 'page',
    });
    expect(row.metadata.quiz).toEqual(english);
    expect(row.translations.es).toMatchObject({
      title: 'Mi historia de origen',
      'quiz.question.emotion.title': '¿Qué sentimiento arde con más fuerza en ti?',
      'quiz.answer.emotion.rage': 'Ira',
      'quiz.result.rogues.title': 'Canallas',
    });
  });
});

describe('the contract refuses a quiz that breaks the rules', () => {
  const broken = (change: (quiz: QuizDocument) => void) => {
    const quiz = structuredClone(english);
    change(quiz);
    return quizDocumentSchema.safeParse(quiz);
  };

  it.each<[string, (quiz: QuizDocument) => void]>([
    ['eight questions', (quiz) => quiz.questions.splice(2, 1)],
    [
      'an amount of 3',
      (quiz) => ((quiz.questions[0]!.answers[0]!.distribution[0] as { amnt: number }).amnt = 3),
    ],
    ['a missing token', (quiz) => quiz.questions.at(-1)!.answers.pop()],
    ['tokens out of order', (quiz) => quiz.questions.at(-1)!.answers.reverse()],
    ['the emotion question first', (quiz) => quiz.questions.reverse()],
    [
      'a token card outside the emotion question',
      (quiz) => (quiz.questions[0]!.answers[0]!.cardType = 'token'),
    ],
    ['a family without a result', (quiz) => quiz.results.pop()],
    ['an unknown family', (quiz) => ((quiz.results[0] as { id: string }).id = 'pirates')],
    [
      'two answers with one id',
      (quiz) => (quiz.questions[1]!.answers[1]!.id = quiz.questions[1]!.answers[0]!.id),
    ],
    [
      'a family twice in one answer',
      (quiz) => quiz.questions[0]!.answers[0]!.distribution.push({ family: 'rogues', amnt: 1 }),
    ],
    ['a colour that is not #rrggbb', (quiz) => (quiz.results[0]!.color = 'red')],
    ['a parallax above 1', (quiz) => (quiz.questions[0]!.answers[0]!.layerParallax = 1.5)],
  ])('%s', (_name, change) => {
    expect(broken(change).success).toBe(false);
  });
});
