import type { DemoBoardDef } from './content-types';

/** Threads on the boards of the demo comic series (two each; invented fan talk). */
export const COMICS_THREADS: DemoBoardDef[] = [
  {
    board: { kind: 'comicseries', slug: 'gearwood-rangers' },
    threads: [
      {
        key: 'winding-key',
        by: 'gear',
        title: 'Where is the winding key? Theories',
        text: 'The stopped oak is the first clue, but look at the river in the last panel of the first issue: it is running backwards.',
        daysAgo: 20,
        hour: 17,
        replies: [
          { by: 'lantern', text: 'I went back to check and you are right. How did I miss that?', after: 6 },
          { by: 'folder', text: 'Someone wound it the wrong way on purpose.', after: 12 },
        ],
      },
      {
        key: 'art',
        by: 'deep',
        title: 'The colours in this series',
        text: 'Every page looks like autumn at four in the afternoon. Anyone know what the colourist uses?',
        daysAgo: 7,
        hour: 12,
        replies: [],
      },
    ],
  },
  {
    board: { kind: 'comicseries', slug: 'lantern-street-couriers' },
    threads: [
      {
        key: 'late-letter',
        by: 'lantern',
        title: 'The late letter (spoilers for issue one)',
        text: 'The house burned down decades ago, but the lantern outside it still remembers the address. So who is the letter really for?',
        daysAgo: 17,
        hour: 20,
        replies: [
          { by: 'lectora', text: 'Para quien vivía allí de niña. Seguro que sigue en la ciudad.', after: 3 },
          { by: 'night', text: 'Dot delivering it anyway is the whole heart of the book.', after: 9 },
          { by: 'lantern', text: 'Right? I had to put it down for a minute.', after: 2 },
        ],
      },
      {
        key: 'vell-map',
        by: 'folder',
        title: 'I tried to draw a map of Vell',
        text: 'Every street seems to go uphill both ways. My map is now mostly arrows.',
        daysAgo: 4,
        hour: 15,
        replies: [{ by: 'gear', text: 'Mostly arrows is the most accurate map of Vell possible.', after: 5 }],
      },
    ],
  },
  {
    board: { kind: 'comicseries', slug: 'the-long-descent' },
    threads: [
      {
        key: 'vertical',
        by: 'deep',
        title: 'Vertical scroll makes this so tense',
        text: 'Scrolling down while Ysolde goes down. Whoever thought of that deserves a raise. I read it with the lights off.',
        daysAgo: 16,
        hour: 23,
        replies: [
          {
            by: 'tide',
            text: 'The long empty stretch before the station lights come on. I held my breath.',
            after: 2,
          },
          { by: 'comet', text: 'Yo lo leí en el móvil en la cama. Error.', after: 8 },
          { by: 'deep', text: 'Brave. Foolish, but brave.', after: 1 },
        ],
      },
      {
        key: 'climbing',
        by: 'clock',
        title: 'What is climbing up the trench?',
        text: 'We only ever see its shadow on the cable. Counting the segments, it is longer than the car.',
        daysAgo: 8,
        hour: 21,
        replies: [{ by: 'deep', text: 'Please stop counting the segments, I need to sleep.', after: 3 }],
      },
    ],
  },
  {
    board: { kind: 'comicseries', slug: 'starlit-repair-club' },
    threads: [
      {
        key: 'right-to-left',
        by: 'comet',
        title: 'Primera vez leyendo de derecha a izquierda',
        text: 'Me costó dos páginas acostumbrarme, pero ahora me encanta. ¿Algún consejo para quien empieza?',
        daysAgo: 13,
        hour: 18,
        replies: [
          {
            by: 'lectora',
            text: 'Empieza por la viñeta de arriba a la derecha y no pienses demasiado.',
            after: 4,
          },
          { by: 'night', text: 'The guided view helps a lot the first time.', after: 10 },
        ],
      },
      {
        key: 'club',
        by: 'night',
        title: 'Which satellite would you fix first?',
        text: 'The one that only broadcasts weather for a town that does not exist any more. I need to know who is still listening.',
        daysAgo: 3,
        hour: 20,
        replies: [],
      },
    ],
  },
];
