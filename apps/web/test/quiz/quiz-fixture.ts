import { EMOTION_TOKENS, QUIZ_FAMILIES, type QuizContent, type QuizFamily } from '@fanverse/contract';

/**
 * A small valid quiz for the screens: question n (1–8) offers three layered answers worth 2
 * points to one family each; the emotion question offers the seven tokens.
 */
export function quizFixture(lang: 'en' | 'es' = 'en'): QuizContent {
  const word = lang === 'en' ? 'Question' : 'Pregunta';
  const choice = Array.from({ length: 8 }, (_, n) => ({
    id: `q${n + 1}`,
    kind: 'choice' as const,
    title: `${word} ${n + 1}?`,
    answers: [0, 1, 2].map((a) => {
      const family: QuizFamily = QUIZ_FAMILIES[(n + a) % 8]!;
      return {
        id: `q${n + 1}-a${a + 1}`,
        copy: `${word} ${n + 1}, answer ${a + 1} (${family})`,
        cardType: (['layered', 'shared-layers', 'duo'] as const)[n % 3]!,
        layerCount: 3,
        layerParallax: 0.5,
        distribution: [{ family, amnt: 2 as const }],
      };
    }),
  }));
  const emotion = {
    id: 'emotion',
    kind: 'emotion' as const,
    title: lang === 'en' ? 'Which feeling burns brightest?' : '¿Qué sentimiento arde más?',
    answers: EMOTION_TOKENS.map((token, index) => ({
      id: token,
      copy: token.toUpperCase(),
      cardType: 'token' as const,
      layerCount: 3,
      layerParallax: 0.7,
      distribution: [{ family: QUIZ_FAMILIES[index]!, amnt: 1 as const }],
    })),
  };
  return {
    slug: 'myoriginstory',
    uuid: '84c6c68c-de19-4f3f-b30d-4b98ef8bc248',
    intro: {
      title: lang === 'en' ? 'Every hero starts somewhere' : 'Toda leyenda empieza en algún lugar',
      body: 'Nine questions.',
    },
    questions: [...choice, emotion],
    results: QUIZ_FAMILIES.map((id, index) => ({
      id,
      title: `${id} title`,
      subtitle: `${id} subtitle`,
      color: `#${(index + 2).toString(16).repeat(6)}`,
      image: `/art/quiz/${id}/share.jpg`,
    })),
  };
}
