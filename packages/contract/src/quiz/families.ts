/**
 * The quiz's eight character families and the seven emotion tokens of its final question (spec
 * accounts §3 "Quiz", §9). The ids are the spec's and stay stable: stored answers, result links
 * (`/myoriginstory/result/{family}`) and share images are addressed by them.
 */
export const QUIZ_FAMILIES = [
  'amazons',
  'lantern-corps',
  'gotham-knights',
  'speedsters',
  'kryptonians',
  'atlanteans',
  'shazam-family',
  'rogues',
] as const;
export type QuizFamily = (typeof QUIZ_FAMILIES)[number];

export function isQuizFamily(value: unknown): value is QuizFamily {
  return typeof value === 'string' && (QUIZ_FAMILIES as readonly string[]).includes(value);
}

/** The final question's answers, in this order; their labels are content (translated). */
export const EMOTION_TOKENS = ['love', 'compassion', 'hope', 'willpower', 'fear', 'avarice', 'rage'] as const;
export type EmotionToken = (typeof EMOTION_TOKENS)[number];

export function isEmotionToken(value: unknown): value is EmotionToken {
  return typeof value === 'string' && (EMOTION_TOKENS as readonly string[]).includes(value);
}
