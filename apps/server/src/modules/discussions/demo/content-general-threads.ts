import type { DemoBoardDef } from './content-types';

/** Threads on the general boards every install has (four each; invented fan talk). */
export const GENERAL_THREADS: DemoBoardDef[] = [
  {
    board: { kind: 'general', slug: 'lounge' },
    threads: [
      {
        key: 'welcome',
        by: 'mod',
        title: 'Welcome to the Fan lounge! Please read first',
        text:
          'Hello and welcome! Be kind, mark your spoilers in the thread title, and keep each series talk on ' +
          'its own board. Posts are plain text: links work, formatting does not. Have fun!',
        daysAgo: 40,
        hour: 9,
        locked: true,
        replies: [],
      },
      {
        key: 'hello',
        by: 'harbor',
        title: 'Say hello: what got you here?',
        text: 'I came for Ember Harbor and stayed for everything else. You?',
        daysAgo: 35,
        hour: 19,
        replies: [
          { by: 'tide', text: 'Tidecall. A friend would not stop humming the whale song.', after: 2 },
          { by: 'lectora', text: '¡Hola! Yo llegué por El archivo silencioso.', after: 5 },
          { by: 'gear', text: 'The comics! Gearwood Rangers first, then the rest.', after: 9 },
          { by: 'diner', text: 'Orbit Diner reruns at 2 a.m. Do not ask.', after: 14 },
          {
            by: 'comet',
            text: 'Cometas de papel. Lo vi con mis sobrinos y ahora doblamos cohetes todos los domingos.',
            after: 20,
          },
        ],
      },
      {
        key: 'formatting',
        by: 'folder',
        title: 'Does <b>bold</b> work here?',
        text: 'Trying <b>bold</b> and <i>italics</i>... nope, it shows exactly what I typed. Links do work though: https://fanverse.example/',
        daysAgo: 18,
        hour: 14,
        replies: [
          {
            by: 'mod',
            text: 'Right, plain text only, on purpose: what you type is what everyone sees.',
            after: 1,
          },
        ],
      },
      {
        key: 'watching',
        by: 'night',
        title: 'What are you watching and reading this week?',
        text: 'Rewatching The Quiet Archive and finally starting The Long Descent. Send help.',
        daysAgo: 2,
        hour: 20,
        replies: [
          { by: 'deep', text: 'The Long Descent with the lights off, as is tradition.', after: 3 },
          { by: 'clock', text: 'The Missing Minutes for the third time. Still finding clues.', after: 6 },
        ],
      },
    ],
  },
  {
    board: { kind: 'general', slug: 'theories' },
    threads: [
      {
        key: 'shared-world',
        by: 'clock',
        title: 'Are the Quiet Archive books writing The Missing Minutes?',
        text: 'Hear me out: missing minutes, books that make things come true by morning. Same pencil-grey colour palette.',
        daysAgo: 25,
        hour: 22,
        replies: [
          { by: 'night', text: 'I hate how much sense this makes.', after: 2 },
          { by: 'lectora', text: 'Una teoría preciosa, aunque no creo que sea verdad.', after: 7 },
          { by: 'harbor', text: 'Next you will tell me the sky-ship is a whale.', after: 4 },
          { by: 'tide', text: '...is it, though?', after: 1 },
        ],
      },
      {
        key: 'season-two',
        by: 'harbor',
        title: 'Predictions for Ember Harbor season two',
        text: 'The ship rises in episode one and the rest of the season is about who gets to steer it.',
        daysAgo: 16,
        hour: 18,
        replies: [{ by: 'deep', text: 'Or it never rises and they have to go down to it.', after: 8 }],
      },
      {
        key: 'whale-teacher',
        by: 'tide',
        title: 'Who taught the whales? Final answers',
        text: 'Post your final answer before the finale. One line each, no editing afterwards!',
        daysAgo: 9,
        hour: 20,
        replies: [
          { by: 'deep', text: 'Director Crane, with recordings from before the colony.', after: 1 },
          { by: 'comet', text: 'Las propias ballenas, escuchando la radio de la colonia.', after: 3 },
          { by: 'night', text: 'Juno herself, years ago, and she does not remember.', after: 5 },
        ],
      },
      {
        key: 'b0b',
        by: 'diner',
        title: 'B-0B is older than the station',
        text: 'He knows where every pipe runs, including the ones nobody built. That is all.',
        daysAgo: 5,
        hour: 11,
        replies: [],
      },
    ],
  },
  {
    board: { kind: 'general', slug: 'fan-creations' },
    threads: [
      {
        key: 'rocket-pics',
        by: 'folder',
        title: 'My paper rockets, as promised',
        text: 'Three rockets folded from old maps, photographed mid-flight (well, mid-throw): https://fanverse.example/fan-art/paper-rockets',
        daysAgo: 24,
        hour: 16,
        replies: [
          { by: 'comet', text: '¡Son preciosos! El azul es mi favorito.', after: 3 },
          { by: 'gear', text: 'The fins! You used the spoon trick.', after: 6 },
        ],
      },
      {
        key: 'lighthouse-sketch',
        by: 'harbor',
        title: 'Sketch: the Ember Harbor lighthouse at dusk',
        text: 'Pencil and a little watercolour. The lamp is the only warm colour on the page.',
        daysAgo: 15,
        hour: 13,
        replies: [{ by: 'tide', text: 'The reflection on the water is lovely.', after: 4 }],
      },
      {
        key: 'fic',
        by: 'lectora',
        title: 'Relato: la noche en que Nell cerró la biblioteca',
        text: 'Escribí un relato corto sobre lo que pasa en El archivo silencioso una noche en que nadie lee los libros. Se aceptan comentarios.',
        daysAgo: 10,
        hour: 23,
        replies: [
          { by: 'night', text: 'Lo leí con el traductor y me ha encantado. The ending!', after: 9 },
          { by: 'lectora', text: '¡Gracias! Estoy escribiendo la segunda parte.', after: 4 },
        ],
      },
      {
        key: 'cosplay',
        by: 'gear',
        title: 'Gearwood ranger cosplay, work in progress',
        text: 'The coat is done. The brass key on the belt is a painted wooden spoon. Nobody tell anyone.',
        daysAgo: 3,
        hour: 17,
        replies: [],
      },
    ],
  },
];
