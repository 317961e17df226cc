import type { DemoBoardDef } from './content-types';

/** Threads on the boards of the demo video series (three each; invented fan talk). */
export const SERIES_THREADS: DemoBoardDef[] = [
  {
    board: { kind: 'series', slug: 'ember-harbor' },
    threads: [
      {
        key: 'navigator',
        by: 'harbor',
        title: 'Who is the sky-ship really waiting for?',
        text:
          'Everyone assumes the ship wants Wren because she found the compass first. But the logbook ' +
          'only ever says "the one who keeps the light". That sounds a lot more like Keeper Agathe to me.',
        daysAgo: 23,
        hour: 18,
        replies: [
          {
            by: 'tide',
            text: 'Oh, that would explain why Agathe never goes near the water. She knows what happens if she does.',
            after: 3,
          },
          {
            by: 'folder',
            text: 'Or it is a title that passes on. Wren ends the season literally holding the lamp.',
            after: 5,
          },
          { by: 'harbor', text: 'Okay, the lamp shot gave me chills the second time round.', after: 20 },
          {
            by: 'lectora',
            text: 'Yo creo que el barco no espera a una persona, sino a que el faro vuelva a encenderse.',
            after: 30,
          },
        ],
      },
      {
        key: 'dash-rope',
        by: 'deep',
        title: 'Dash and the rope bridge scene',
        text: 'Small thing, but I love that Dash checks every knot twice before anyone crosses. Nobody comments on it, it is just who he is.',
        daysAgo: 12,
        hour: 20,
        replies: [
          {
            by: 'harbor',
            text: 'And in episode one he is the one who forgets the rope. Quiet character growth.',
            after: 2,
          },
          { by: 'diner', text: 'The whole crew writes each other so well.', after: 26 },
        ],
      },
      {
        key: 'rewatch',
        by: 'tide',
        title: 'Rewatch club: one episode a week?',
        text: 'Anyone up for a slow rewatch before season two? One episode a week, spoilers welcome in this thread only.',
        daysAgo: 4,
        hour: 17,
        replies: [],
      },
    ],
  },
  {
    board: { kind: 'series', slug: 'the-missing-minutes' },
    threads: [
      {
        key: 'suspect',
        by: 'clock',
        title: 'My suspect list (updated)',
        text:
          '1. Mrs Crook: she always knows what time it is without looking.\n2. Sergeant Holt: too eager to ' +
          'call it a broken clock.\n3. The church bell. I am only half joking.',
        daysAgo: 30,
        hour: 21,
        replies: [
          {
            by: 'night',
            text: 'Number three is the correct answer and I will not be taking questions.',
            after: 1,
          },
          {
            by: 'lantern',
            text: 'Mrs Crook sets the table for four every night. There are three of them.',
            after: 6,
          },
          { by: 'clock', text: 'WAIT. Adding that to the list.', after: 1 },
          {
            by: 'harbor',
            text: 'This show rewards paying attention more than anything I have watched in years.',
            after: 40,
          },
          { by: 'comet', text: 'La campana, sin duda. Suena siempre un minuto tarde.', after: 12 },
        ],
      },
      {
        key: 'clock-room',
        by: 'night',
        title: 'The clock room set is a work of art',
        text: 'The behind-the-scenes clip says every clock on the wall actually ticks. Imagine filming a quiet scene in there.',
        daysAgo: 15,
        hour: 10,
        replies: [
          { by: 'clock', text: 'They must have been winding them between takes. Dedication.', after: 4 },
        ],
      },
      {
        key: 'theme',
        by: 'lectora',
        title: 'La música de la cabecera',
        text: '¿Alguien más se ha dado cuenta de que el tema de apertura va un poco más lento en cada episodio?',
        daysAgo: 6,
        hour: 22,
        replies: [
          { by: 'comet', text: '¡No me lo creo! Voy a comprobarlo ahora mismo.', after: 2 },
          {
            by: 'clock',
            text: 'Checked with a metronome app. You are right, and I am now unwell.',
            after: 9,
          },
        ],
      },
    ],
  },
  {
    board: { kind: 'series', slug: 'orbit-diner' },
    threads: [
      {
        key: 'b0b-recipes',
        by: 'diner',
        title: 'B-0B recipes you would actually eat',
        text: 'Ranking what B-0B cooked this season. Top: the gravity pancakes. Bottom: the soup that "remembers you".',
        daysAgo: 19,
        hour: 19,
        replies: [
          { by: 'folder', text: 'The soup was the best joke of the season though.', after: 3 },
          {
            by: 'deep',
            text: 'I tried the pancakes from the Cooking with B-0B clip. Mine did not float.',
            after: 28,
          },
          { by: 'diner', text: 'Skill issue, as B-0B would say.', after: 1 },
        ],
      },
      {
        key: 'docking-port',
        by: 'comet',
        title: '¿Quién se queda con el puerto de atraque?',
        text: 'Creo que Chayo al final se lo alquila a la capitana Tamayo, pero a cambio de algo que todavía no sabemos.',
        daysAgo: 9,
        hour: 16,
        replies: [{ by: 'lectora', text: 'A cambio de la receta secreta del tío. Seguro.', after: 5 }],
      },
      {
        key: 'kit',
        by: 'tide',
        title: 'Kit deserves a spin-off',
        text: 'A whole show of Kit flying deliveries around the station and complaining about the traffic. I would watch all of it.',
        daysAgo: 2,
        hour: 13,
        replies: [],
      },
    ],
  },
  {
    board: { kind: 'series', slug: 'paper-comets' },
    threads: [
      {
        key: 'fold-along',
        by: 'folder',
        title: 'I folded the rocket from the Fold Along clip',
        text: 'Took me five tries with an old road map. It does not fly over a school roof, but it cleared the sofa. Pics in the fan creations board soon.',
        daysAgo: 26,
        hour: 15,
        replies: [
          { by: 'comet', text: '¡Qué bien! Yo lo intenté con papel de periódico y se deshizo.', after: 4 },
          { by: 'harbor', text: 'Clearing the sofa counts as flight in my house.', after: 6 },
          { by: 'folder', text: 'Tip: crease the fins with the back of a spoon.', after: 2 },
        ],
      },
      {
        key: 'quill',
        by: 'night',
        title: 'Professor Quill is the best character and I can prove it',
        text: 'He has no lines. He is a pigeon. And yet every time he shows up the whole plot moves forward.',
        daysAgo: 14,
        hour: 11,
        replies: [
          { by: 'deep', text: "He is the only one who has read Grandma Rocío's maps properly.", after: 7 },
          { by: 'gear', text: 'Quill for mayor.', after: 15 },
        ],
      },
      {
        key: 'maps',
        by: 'lantern',
        title: 'Where did Grandma Rocío get the maps?',
        text: 'Some of them show streets the town does not have. Are they maps of somewhere else, or of the town later?',
        daysAgo: 5,
        hour: 19,
        replies: [
          {
            by: 'folder',
            text: 'Later. The bakery on the map is the one Moth says he wants to open.',
            after: 8,
          },
        ],
      },
    ],
  },
  {
    board: { kind: 'series', slug: 'the-quiet-archive' },
    threads: [
      {
        key: 'rules',
        by: 'night',
        title: 'The rules of the unfinished books (so far)',
        text:
          'What we know: they only write at night, only in pencil, and nothing they write can undo something ' +
          'already written. Did I miss one?',
        daysAgo: 21,
        hour: 23,
        replies: [
          {
            by: 'lectora',
            text: 'Y no pueden escribir sobre quien las está leyendo en ese momento.',
            after: 2,
          },
          { by: 'night', text: 'Yes! That is why Nell reads them out loud to the empty room.', after: 1 },
          {
            by: 'clock',
            text: 'Inspector Quint has definitely broken one of these rules already.',
            after: 30,
          },
          { by: 'tide', text: 'The catalogue cards are the loophole. Calling it now.', after: 10 },
        ],
      },
      {
        key: 'imogen',
        by: 'clock',
        title: 'Is Professor Vale helping or hiding something?',
        text: 'She answers every question with another question. Suspicious, or just an academic?',
        daysAgo: 10,
        hour: 20,
        replies: [{ by: 'harbor', text: 'Both can be true.', after: 3 }],
      },
      {
        key: 'library-vibes',
        by: 'lectora',
        title: 'Ambiente de biblioteca para leer',
        text: 'Pongo la serie de fondo mientras leo por la noche. ¿Alguien más lo hace? Es perfecta para eso.',
        daysAgo: 3,
        hour: 22,
        replies: [],
      },
    ],
  },
  {
    board: { kind: 'series', slug: 'tidecall' },
    threads: [
      {
        key: 'whale-words',
        by: 'deep',
        title: 'Every word the whales have said so far',
        text: 'Keeping a list: "hello", "down", "wait", "mother" and, in the last episode, something that might be "Juno".',
        daysAgo: 28,
        hour: 14,
        replies: [
          {
            by: 'tide',
            text: 'It is "Juno". Teo runs it through the filter in the background of the next scene.',
            after: 2,
          },
          { by: 'deep', text: 'You have better eyes than me. Updated.', after: 1 },
          {
            by: 'night',
            text: 'The way the sound design lets the songs fill the room. Headphones recommended.',
            after: 20,
          },
          { by: 'comet', text: 'Con auriculares es otra serie. Qué maravilla.', after: 6 },
          { by: 'lantern', text: 'Who taught them "wait", though?', after: 11 },
          { by: 'tide', text: 'Director Crane says "wait" an awful lot in episode two...', after: 4 },
        ],
      },
      {
        key: 'crane',
        by: 'tide',
        title: 'Director Crane theory thread',
        text: 'He knew about the songs before Juno arrived. Collect your evidence here.',
        daysAgo: 11,
        hour: 21,
        replies: [
          {
            by: 'harbor',
            text: 'The dates on his recordings start a year before the colony opened.',
            after: 5,
          },
          { by: 'deep', text: 'Oh no.', after: 1 },
        ],
      },
      {
        key: 'recording',
        by: 'harbor',
        title: 'Loved the clip about recording the whale song',
        text: 'Did not expect them to record real hydrophone sounds and then build the "words" in by hand.',
        daysAgo: 1,
        hour: 9,
        replies: [],
      },
    ],
  },
];
