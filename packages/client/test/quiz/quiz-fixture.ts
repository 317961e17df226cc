import {
  EMOTION_TOKENS,
  QUIZ_FAMILIES,
  type QuizAnswer,
  type QuizContent,
  type QuizFamily,
  type QuizQuestion,
} from '@fanverse/contract';

export type Points = Partial<Record<QuizFamily, 1 | 2>>;

function answer(id: string, points: Points, cardType: QuizAnswer['cardType'] = 'layered'): QuizAnswer {
  return {
    id,
    copy: `Answer ${id}`,
    cardType,
    layerCount: 3,
    layerParallax: 0.5,
    distribution: Object.entries(points).map(([family, amnt]) => ({ family: family as QuizFamily, amnt })),
  };
}

/**
 * Nine questions whose points are easy to follow: question n (1–8) offers answers `a` and `b`
 * scoring the families given here; the emotion question scores one family per token.
 */
export function questions(
  choices: readonly [Points, Points][] = Array.from({ length: 8 }, (_, n) => [
    { [QUIZ_FAMILIES[n]!]: 2 },
    { [QUIZ_FAMILIES[(n + 1) % 8]!]: 1 },
  ]),
  tokens: Record<string, Points> = {},
): QuizQuestion[] {
  const choice = choices.map(([a, b], index) => ({
    id: `q${index + 1}`,
    kind: 'choice' as const,
    title: `Question ${index + 1}`,
    answers: [answer('a', a), answer('b', b)],
  }));
  const emotion: QuizQuestion = {
    id: 'emotion',
    kind: 'emotion',
    title: 'Which feeling?',
    answers: EMOTION_TOKENS.map((token, index) =>
      answer(token, tokens[token] ?? { [QUIZ_FAMILIES[index]!]: 1 }, 'token'),
    ),
  };
  return [...choice, emotion];
}

export function quizContent(qs: QuizQuestion[] = questions()): QuizContent {
  return {
    slug: 'myoriginstory',
    uuid: '84c6c68c-de19-4f3f-b30d-4b98ef8bc248',
    intro: { title: 'Intro', body: 'Body' },
    questions: qs,
    results: QUIZ_FAMILIES.map((id) => ({
      id,
      title: id,
      subtitle: `All about ${id}`,
      color: '#123456',
      image: `/art/quiz/${id}/share.jpg`,
    })),
  };
}
