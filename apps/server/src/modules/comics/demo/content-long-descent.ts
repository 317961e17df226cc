import { t } from '../../demo/content/text';
import type { ComicSeriesDef } from './content-types';

/** A vertical-scroll story: each page is a tall strip read top to bottom, like a dive. */
export const LONG_DESCENT: ComicSeriesDef = {
  slug: 'the-long-descent',
  title: t('The Long Descent', 'El largo descenso'),
  description: t(
    'Marine engineer Ysolde Brann rides a cable car eleven kilometres down into the Merrow Trench, and something down there is climbing up. A vertical-scroll story.',
    'La ingeniera marina Ysolde Brann baja en un funicular once kilómetros hasta la fosa de Merrow, y algo allí abajo está subiendo. Una historia de desplazamiento vertical.',
  ),
  ageRating: 'Mature',
  publisher: 'Tallscroll Studio',
  imprint: 'Tallscroll Deep',
  readingDirection: 'vertical',
  tags: ['vertical-scroll', 'mystery', 'ocean'],
  palette: ['#04151f', '#1f8a70', '#bef0e5'],
  motif: 'waves',
  gutters: ['#0a0f14', '#f2f5f7'],
  credits: {
    authors: ['Oskar Lindqvist-Baró'],
    pencillers: ['Nell Achterberg'],
    inkers: ['Nell Achterberg'],
    colorists: ['Quillon Ray'],
    coverArtists: ['Nell Achterberg'],
  },
  characters: [
    { name: 'Ysolde', skin: '#e0ac86', hair: '#a83232', outfit: '#f0c808' },
    { name: 'Pell', skin: '#7a4b2a', hair: '#111111', outfit: '#dddddd' },
  ],
  scenes: ['deep', 'sea', 'interior', 'close-up'],
  lines: [
    t('Depth: four thousand metres.', 'Profundidad: cuatro mil metros.'),
    t('Did you hear that? On the cable.', '¿Lo has oído? En el cable.'),
    t('Lights off. Let it pass.', 'Luces fuera. Déjalo pasar.'),
    t('Pell, talk to me.', 'Pell, háblame.'),
    t('The station is empty. All of it.', 'La estación está vacía. Entera.'),
    t('It’s not a fish. Fish don’t wave.', 'No es un pez. Los peces no saludan.'),
    t('We keep going down.', 'Seguimos bajando.'),
    t('Pressure holding. For now.', 'La presión aguanta. De momento.'),
    t('Somebody wrote on the window. From outside.', 'Alguien ha escrito en el cristal. Desde fuera.'),
    t('Eleven kilometres. Nobody has ever…', 'Once kilómetros. Nadie ha…'),
  ],
  captions: [
    t('Merrow Trench, cable car four.', 'Fosa de Merrow, funicular cuatro.'),
    t('Below the last light…', 'Por debajo de la última luz…'),
    t('The station log ends here.', 'El registro de la estación termina aquí.'),
    t('Further down.', 'Más abajo.'),
  ],
  books: [
    {
      type: 'issue',
      number: 1,
      title: t('Episode 1: Cable Car Four', 'Episodio 1: Funicular cuatro'),
      description: t(
        'Ysolde takes the last car down to a station that stopped answering three days ago.',
        'Ysolde toma el último funicular hacia una estación que dejó de responder hace tres días.',
      ),
      releasedDaysAgo: 75,
      pages: 8,
    },
    {
      type: 'issue',
      number: 2,
      title: t('Episode 2: The Empty Station', 'Episodio 2: La estación vacía'),
      description: t(
        'Every bunk made, every cup washed, and not one person aboard.',
        'Todas las literas hechas, todas las tazas lavadas y ni una persona a bordo.',
      ),
      releasedDaysAgo: 60,
      pages: 8,
    },
    {
      type: 'issue',
      number: 3,
      title: t('Episode 3: Writing on the Glass', 'Episodio 3: Escrito en el cristal'),
      description: t(
        'A message appears on the viewport, written backwards, from the water side.',
        'Un mensaje aparece en el ojo de buey, escrito al revés, desde el lado del agua.',
      ),
      releasedDaysAgo: 45,
      pages: 8,
    },
    {
      type: 'issue',
      number: 4,
      title: t('Episode 4: Eleven Kilometres', 'Episodio 4: Once kilómetros'),
      description: t(
        'The bottom of the trench, and the light that was waiting there. For members.',
        'El fondo de la fosa y la luz que esperaba allí. Para miembros.',
      ),
      releasedDaysAgo: 30,
      pages: 8,
      access: 'registered',
    },
  ],
};
