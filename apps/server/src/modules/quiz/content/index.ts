import { QUESTIONS } from './questions';
import { RESULTS } from './results';
import type { SeedQuiz, Text } from './types';

export type { SeedQuiz, Text } from './types';

/** "My Origin Story" as the product ships it: seeded at start, then the editors' to change. */
export const ORIGIN_STORY_QUIZ: SeedQuiz = {
  intro: {
    title: { en: 'Every hero starts somewhere', es: 'Toda leyenda empieza en algún lugar' },
    body: {
      en: 'Nine questions, no wrong answers. Go with your gut: at the end, one of eight legendary families will claim you as its own. You can go back and change an answer whenever you like.',
      es: 'Nueve preguntas, ninguna respuesta incorrecta. Déjate llevar por tu instinto: al final, una de ocho familias legendarias te reclamará como parte de ella. Puedes volver atrás y cambiar una respuesta cuando quieras.',
    },
  },
  questions: QUESTIONS,
  results: RESULTS,
};

/** The banner face of the quiz's jsonbag row (GET /api/5/2/jsonbag/slug/myoriginstory). */
export const ORIGIN_STORY_BANNER: Record<'title' | 'cta_text' | 'cta_description', Text> = {
  title: { en: 'My Origin Story', es: 'Mi historia de origen' },
  cta_text: { en: 'Take the quiz', es: 'Haz el test' },
  cta_description: {
    en: 'Nine questions. Eight families. Which one is yours?',
    es: 'Nueve preguntas. Ocho familias. ¿Cuál es la tuya?',
  },
};
