import type { QuizCardType, QuizFamily, QuizQuestionKind } from '@fanverse/contract';

/** A text of the quiz in every language it ships in. */
export interface Text {
  en: string;
  es: string;
}

export interface SeedAnswer {
  id: string;
  copy: Text;
  cardType: QuizCardType;
  layerCount: number;
  layerParallax: number;
  distribution: { family: QuizFamily; amnt: 1 | 2 }[];
}

export interface SeedQuestion {
  id: string;
  kind: QuizQuestionKind;
  title: Text;
  answers: SeedAnswer[];
}

export interface SeedResult {
  id: QuizFamily;
  title: Text;
  subtitle: Text;
  color: string;
}

/** The quiz as written: English and Spanish side by side, so neither can be forgotten. */
export interface SeedQuiz {
  intro: { title: Text; body: Text };
  questions: SeedQuestion[];
  results: SeedResult[];
}

/** One answer, written compactly: `points` maps each family it scores for to 1 or 2. */
export function answer(
  id: string,
  copy: Text,
  card: { type: QuizCardType; layers: number; parallax: number },
  points: Partial<Record<QuizFamily, 1 | 2>>,
): SeedAnswer {
  return {
    id,
    copy,
    cardType: card.type,
    layerCount: card.layers,
    layerParallax: card.parallax,
    distribution: Object.entries(points).map(([family, amnt]) => ({ family: family as QuizFamily, amnt })),
  };
}
