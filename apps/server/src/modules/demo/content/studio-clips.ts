import { t } from './text';
import type { ClipDef } from './types';

/** Clips about the service itself, owned by no series: they live in the behind-the-scenes rail. */
export const STUDIO_CLIPS: ClipDef[] = [
  {
    key: 'making-the-art',
    type: 'featurette',
    title: t('How Fanverse Art Is Made', 'Cómo se hace el arte de Fanverse'),
    description: t(
      'Every poster on Fanverse starts as three colours and a shape. Here is how they become art.',
      'Cada póster de Fanverse empieza con tres colores y una forma. Así se convierten en arte.',
    ),
    duration: 12,
    publishedDaysAgo: 30,
    motif: 'grid',
  },
  {
    key: 'the-subtitle-booth',
    type: 'featurette',
    title: t('In the Subtitle Booth', 'En la cabina de subtítulos'),
    description: t(
      'Meet the team that writes every line twice, once in English and once in Spanish.',
      'Conoce al equipo que escribe cada frase dos veces, una en inglés y otra en español.',
    ),
    duration: 11,
    publishedDaysAgo: 18,
    motif: 'stripes',
  },
];
