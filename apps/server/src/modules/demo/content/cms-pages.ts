import { t } from './text';
import type { CmsPageDef } from './types';

export const DEMO_CMS_PAGES: CmsPageDef[] = [
  {
    slug: 'fanverse-premium',
    type: 'page',
    title: t('What Premium Includes', 'Qué incluye Premium'),
    description: t(
      'Every episode the day it lands, downloads for the road and extras for members.',
      'Cada episodio el día de su estreno, descargas para llevar y extras para miembros.',
    ),
    body: {
      en: [
        'Premium members watch every episode of every series the day it is released, including the early-access episodes that reach everyone else two weeks later.',
        'Selected seasons can be downloaded to watch without a connection, and members-only featurettes and interviews appear in the Behind the Scenes rail.',
        'Registration is free and unlocks many episodes on its own. Premium adds the rest, and you can cancel at any time.',
      ],
      es: [
        'Los miembros Premium ven cada episodio de cada serie el día de su estreno, incluidos los episodios de acceso anticipado que llegan a los demás dos semanas después.',
        'Algunas temporadas se pueden descargar para verlas sin conexión, y los reportajes y entrevistas exclusivos aparecen en el carrusel Detrás de las cámaras.',
        'El registro es gratuito y desbloquea por sí solo muchos episodios. Premium añade el resto, y puedes cancelarlo cuando quieras.',
      ],
    },
    author: 'Fanverse Team',
    publishedDaysAgo: 200,
    tags: ['premium', 'help'],
    mastheadBackground: '#14122b',
    palette: ['#14122b', '#7c5cff', '#ffcf5c'],
    motif: 'rings',
  },
  {
    slug: 'ember-harbor-returns',
    type: 'news',
    title: t('Ember Harbor Returns for a Second Season', 'Puerto Ascua vuelve con una segunda temporada'),
    description: t(
      'The salvage crew is back, and this time the wreck is coming up to meet them.',
      'La tripulación de rescate ha vuelto, y esta vez el naufragio sube a su encuentro.',
    ),
    body: {
      en: [
        'Ember Harbor, the adventure series about a teenage salvage crew in a lighthouse town, returns for a second season of six episodes.',
        'Director Maren Osei says the new season moves from under the water to above it: "The first season was about listening to the bay. The second is about what happens when the bay answers."',
        'New episodes arrive weekly. The first episode is free for everyone.',
      ],
      es: [
        'Puerto Ascua, la serie de aventuras sobre una tripulación de rescate adolescente en un pueblo con faro, vuelve con una segunda temporada de seis episodios.',
        'La directora Maren Osei explica que la nueva temporada pasa de debajo del agua a la superficie: «La primera temporada trataba de escuchar a la bahía. La segunda trata de lo que pasa cuando la bahía responde».',
        'Los episodios nuevos llegan cada semana. El primero es gratis para todos.',
      ],
    },
    author: 'Rosalind Achebe',
    publishedDaysAgo: 75,
    tags: ['news', 'ember-harbor'],
    mastheadBackground: '#10243e',
    palette: ['#10243e', '#f26b38', '#f4d8a8'],
    motif: 'waves',
  },
  {
    slug: 'quiet-archive-readers-guide',
    type: 'encyclopedia',
    title: t("The Quiet Archive: A Reader's Guide", 'El archivo silencioso: guía del lector'),
    description: t(
      'The rules of the archive, the people who keep it and the books that keep them.',
      'Las reglas del archivo, las personas que lo guardan y los libros que las guardan a ellas.',
    ),
    body: {
      en: [
        'The archive is the night collection of the Pellham Free Library. Its books are ordinary by day; after closing, some of them continue to write themselves.',
        'Rule one: never move a living book from its shelf. Rule two: never correct a living book. Rule three: never read the archive aloud.',
        'Nell Ashgrove breaks all three rules in the first season. Professor Imogen Vale, who wrote them, explains why in the second.',
      ],
      es: [
        'El archivo es la colección nocturna de la Biblioteca Pública de Pellham. De día sus libros son normales; tras el cierre, algunos siguen escribiéndose solos.',
        'Primera regla: nunca cambies de estante un libro vivo. Segunda regla: nunca corrijas un libro vivo. Tercera regla: nunca leas el archivo en voz alta.',
        'Nell Ashgrove rompe las tres reglas en la primera temporada. La profesora Imogen Vale, que las escribió, explica por qué en la segunda.',
      ],
    },
    author: 'Fanverse Encyclopedia',
    publishedDaysAgo: 160,
    tags: ['encyclopedia', 'the-quiet-archive'],
    mastheadBackground: '#1b1a2e',
    palette: ['#1b1a2e', '#c9a227', '#e8e3d3'],
    motif: 'grid',
  },
  {
    slug: 'orbit-diner-menu',
    type: 'encyclopedia',
    title: t('The Orbit Diner Menu', 'La carta de la Cafetería Órbita'),
    description: t(
      'Every dish served on ring nine, and the episode it caused trouble in.',
      'Cada plato que se sirve en el anillo nueve, y el episodio en el que causó problemas.',
    ),
    body: {
      en: [
        'Zero-G pancakes: served flat, eaten floating. See "Zero-G Pancakes".',
        'Comet tail soup: a clear broth with a glowing garnish of uncertain origin. See "Comet Tail Soup".',
        'Salsa número nueve: hot enough to end a border dispute. See "Salsa Diplomacy".',
      ],
      es: [
        'Tortitas sin gravedad: se sirven planas y se comen flotando. Véase «Tortitas sin gravedad».',
        'Sopa de cola de cometa: un caldo claro con una guarnición luminosa de origen incierto. Véase «Sopa de cola de cometa».',
        'Salsa número nueve: tan picante que termina con una disputa fronteriza. Véase «Diplomacia de salsa».',
      ],
    },
    author: 'Fanverse Encyclopedia',
    publishedDaysAgo: 45,
    tags: ['encyclopedia', 'orbit-diner'],
    mastheadBackground: '#2b0f3a',
    palette: ['#2b0f3a', '#ff4f9a', '#7ff0e0'],
    motif: 'halftone',
  },
];
