import type { Locale, QuizDocument } from '@fanverse/contract';
import type { SeedQuiz } from './content';

/**
 * Where each translatable quiz text lives in the row's `translations[lang]` map. The quiz is
 * stored like every catalogue row: English in the row itself (`metadata.quiz`), other languages
 * as flat field → text maps in `translations`, so an editor fixes one Spanish sentence without
 * touching the structure, and a missing translation falls back to English field by field.
 */
export const QUIZ_TEXT_KEYS = {
  introTitle: 'quiz.intro.title',
  introBody: 'quiz.intro.body',
  question: (questionId: string) => `quiz.question.${questionId}.title`,
  answer: (questionId: string, answerId: string) => `quiz.answer.${questionId}.${answerId}`,
  resultTitle: (family: string) => `quiz.result.${family}.title`,
  resultSubtitle: (family: string) => `quiz.result.${family}.subtitle`,
};

type Overlay = Readonly<Record<string, unknown>>;

/** The overlay's text for a key, or the English text when it has none (or not a string). */
function pick(overlay: Overlay, key: string, english: string): string {
  const value = overlay[key];
  return typeof value === 'string' && value.trim() !== '' ? value : english;
}

/** The quiz in another language: every text from the overlay where it has one, else English. */
export function translateQuiz(quiz: QuizDocument, overlay: Overlay): QuizDocument {
  const k = QUIZ_TEXT_KEYS;
  return {
    intro: {
      title: pick(overlay, k.introTitle, quiz.intro.title),
      body: pick(overlay, k.introBody, quiz.intro.body),
    },
    questions: quiz.questions.map((question) => ({
      ...question,
      title: pick(overlay, k.question(question.id), question.title),
      answers: question.answers.map((answer) => ({
        ...answer,
        copy: pick(overlay, k.answer(question.id, answer.id), answer.copy),
      })),
    })),
    results: quiz.results.map((result) => ({
      ...result,
      title: pick(overlay, k.resultTitle(result.id), result.title),
      subtitle: pick(overlay, k.resultSubtitle(result.id), result.subtitle),
    })),
  };
}

/** The English document of a bilingual seed. */
export function englishQuiz(seed: SeedQuiz): QuizDocument {
  return {
    intro: { title: seed.intro.title.en, body: seed.intro.body.en },
    questions: seed.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      title: question.title.en,
      answers: question.answers.map((answer) => ({ ...answer, copy: answer.copy.en })),
    })),
    results: seed.results.map((result) => ({
      ...result,
      title: result.title.en,
      subtitle: result.subtitle.en,
    })),
  };
}

/** The flat overlay of one language of a bilingual seed. */
export function quizOverlay(seed: SeedQuiz, lang: Exclude<Locale, 'en'>): Record<string, string> {
  const k = QUIZ_TEXT_KEYS;
  const overlay: Record<string, string> = {
    [k.introTitle]: seed.intro.title[lang],
    [k.introBody]: seed.intro.body[lang],
  };
  for (const question of seed.questions) {
    overlay[k.question(question.id)] = question.title[lang];
    for (const answer of question.answers) overlay[k.answer(question.id, answer.id)] = answer.copy[lang];
  }
  for (const result of seed.results) {
    overlay[k.resultTitle(result.id)] = result.title[lang];
    overlay[k.resultSubtitle(result.id)] = result.subtitle[lang];
  }
  return overlay;
}
