import { t } from './text';
import type { GenreDef } from './types';

export const DEMO_GENRES: GenreDef[] = [
  {
    slug: 'adventure',
    name: t('Adventure', 'Aventura'),
  },
  {
    slug: 'mystery',
    name: t('Mystery', 'Misterio'),
  },
  {
    slug: 'comedy',
    name: t('Comedy', 'Comedia'),
  },
  {
    slug: 'science-fiction',
    name: t('Science Fiction', 'Ciencia ficción'),
  },
];
