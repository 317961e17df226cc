import type { DemoRatingsDef } from './content-types';

/**
 * Ratings and reviews of the demo titles (3 to 12 each; invented). A series' `fan_count` is the
 * number of its ratings: the order of fan counts here (tidecall first, the-missing-minutes
 * last) is the order of the catalogue's "Trending Series" rail (demo/content/collections.ts).
 */
export const DEMO_REVIEWS: DemoRatingsDef[] = [
  {
    type: 'series',
    slug: 'tidecall',
    reviews: [
      {
        by: 'tide',
        rating: 5,
        subject: 'Wear headphones',
        comment: 'The sound design alone is worth it.',
        daysAgo: 27,
      },
      { by: 'deep', rating: 5, subject: 'Spooky and kind', daysAgo: 26 },
      { by: 'harbor', rating: 4, daysAgo: 25 },
      { by: 'night', rating: 5, daysAgo: 22 },
      {
        by: 'comet',
        rating: 4,
        subject: 'Preciosa',
        comment: 'Lenta al principio, pero merece la pena.',
        daysAgo: 20,
      },
      { by: 'lantern', rating: 4, daysAgo: 18 },
      { by: 'clock', rating: 3, comment: 'Great mystery, the middle episodes drag a little.', daysAgo: 14 },
      { by: 'folder', rating: 5, daysAgo: 12 },
      { by: 'diner', rating: 4, daysAgo: 9 },
      { by: 'gear', rating: 5, daysAgo: 7 },
      { by: 'lectora', rating: 5, daysAgo: 4 },
      { by: 'mod', rating: 4, daysAgo: 2 },
    ],
  },
  {
    type: 'series',
    slug: 'ember-harbor',
    reviews: [
      {
        by: 'harbor',
        rating: 5,
        subject: 'My comfort show',
        comment: 'Cold sea, warm people. Perfect.',
        daysAgo: 33,
      },
      { by: 'tide', rating: 5, daysAgo: 30 },
      { by: 'deep', rating: 4, subject: 'Great crew dynamics', daysAgo: 24 },
      { by: 'folder', rating: 4, daysAgo: 21 },
      { by: 'lectora', rating: 5, subject: 'Qué final', daysAgo: 19 },
      { by: 'night', rating: 4, daysAgo: 17 },
      { by: 'diner', rating: 3, comment: 'Lovely to look at; I wanted more of the ship.', daysAgo: 13 },
      { by: 'lantern', rating: 5, daysAgo: 11 },
      { by: 'gear', rating: 4, daysAgo: 8 },
      { by: 'clock', rating: 5, daysAgo: 6 },
      { by: 'comet', rating: 4, daysAgo: 3 },
    ],
  },
  {
    type: 'series',
    slug: 'paper-comets',
    reviews: [
      {
        by: 'folder',
        rating: 5,
        subject: 'Made me fold things',
        comment: 'Watched it with my nephew, we folded rockets all weekend.',
        daysAgo: 29,
      },
      { by: 'comet', rating: 5, subject: 'Para toda la familia', daysAgo: 27 },
      { by: 'night', rating: 5, daysAgo: 23 },
      { by: 'gear', rating: 4, daysAgo: 20 },
      { by: 'harbor', rating: 5, daysAgo: 16 },
      { by: 'deep', rating: 4, comment: 'Professor Quill carries.', daysAgo: 14 },
      { by: 'tide', rating: 5, daysAgo: 10 },
      { by: 'lantern', rating: 4, daysAgo: 8 },
      { by: 'lectora', rating: 5, daysAgo: 5 },
      { by: 'diner', rating: 4, daysAgo: 1 },
    ],
  },
  {
    type: 'series',
    slug: 'the-quiet-archive',
    reviews: [
      {
        by: 'night',
        rating: 5,
        subject: 'Best night-shift show',
        comment: 'Atmosphere for days.',
        daysAgo: 22,
      },
      {
        by: 'lectora',
        rating: 5,
        subject: 'Mi favorita',
        comment: 'Una serie para ver con una manta y un té.',
        daysAgo: 20,
      },
      { by: 'clock', rating: 4, daysAgo: 18 },
      { by: 'harbor', rating: 4, daysAgo: 15 },
      { by: 'tide', rating: 3, subject: 'Slow burn', daysAgo: 12 },
      { by: 'folder', rating: 4, daysAgo: 9 },
      { by: 'deep', rating: 5, daysAgo: 6 },
      { by: 'comet', rating: 4, daysAgo: 2 },
    ],
  },
  {
    type: 'series',
    slug: 'orbit-diner',
    reviews: [
      {
        by: 'diner',
        rating: 5,
        subject: 'Comfort food TV',
        comment: 'B-0B is the best robot on television.',
        daysAgo: 18,
      },
      { by: 'comet', rating: 4, daysAgo: 15 },
      { by: 'tide', rating: 4, subject: 'More Kit please', daysAgo: 12 },
      { by: 'folder', rating: 3, daysAgo: 10 },
      { by: 'deep', rating: 4, daysAgo: 6 },
      { by: 'gear', rating: 5, daysAgo: 2 },
    ],
  },
  {
    type: 'series',
    slug: 'the-missing-minutes',
    reviews: [
      {
        by: 'clock',
        rating: 5,
        subject: 'Pay attention!',
        comment: 'Every scene hides a clue. Every single one.',
        daysAgo: 29,
      },
      { by: 'night', rating: 4, daysAgo: 24 },
      { by: 'lectora', rating: 4, subject: 'Muy ingeniosa', daysAgo: 16 },
      { by: 'lantern', rating: 5, daysAgo: 11 },
      { by: 'harbor', rating: 4, daysAgo: 5 },
    ],
  },
  {
    type: 'comicseries',
    slug: 'gearwood-rangers',
    reviews: [
      { by: 'gear', rating: 5, subject: 'Gorgeous', comment: 'Every page looks like autumn.', daysAgo: 19 },
      { by: 'lantern', rating: 4, daysAgo: 15 },
      { by: 'folder', rating: 4, daysAgo: 11 },
      { by: 'deep', rating: 5, daysAgo: 6 },
    ],
  },
  {
    type: 'comicseries',
    slug: 'lantern-street-couriers',
    reviews: [
      { by: 'lantern', rating: 5, subject: 'Made me cry on a bus', daysAgo: 16 },
      {
        by: 'lectora',
        rating: 5,
        subject: 'Preciosa',
        comment: 'La ciudad de Vell es un personaje más.',
        daysAgo: 14,
      },
      { by: 'night', rating: 4, daysAgo: 10 },
      { by: 'gear', rating: 4, daysAgo: 7 },
      { by: 'comet', rating: 5, daysAgo: 3 },
    ],
  },
  {
    type: 'comicseries',
    slug: 'the-long-descent',
    reviews: [
      { by: 'deep', rating: 5, subject: 'Read it with the lights off', daysAgo: 15 },
      { by: 'tide', rating: 4, daysAgo: 12 },
      { by: 'clock', rating: 4, comment: 'The vertical scroll is used brilliantly.', daysAgo: 8 },
      {
        by: 'comet',
        rating: 2,
        subject: 'Demasiado miedo',
        comment: 'Muy bien hecha, pero no es para mí.',
        daysAgo: 5,
      },
      { by: 'harbor', rating: 4, daysAgo: 2 },
    ],
  },
  {
    type: 'comicseries',
    slug: 'starlit-repair-club',
    reviews: [
      { by: 'comet', rating: 4, subject: 'Encantadora', daysAgo: 12 },
      { by: 'night', rating: 5, daysAgo: 9 },
      { by: 'lectora', rating: 4, daysAgo: 4 },
    ],
  },
];
