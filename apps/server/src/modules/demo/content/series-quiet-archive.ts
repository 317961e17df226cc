import { ep, t } from './text';
import type { SeriesDef } from './types';

export const QUIET_ARCHIVE: SeriesDef = {
  slug: 'the-quiet-archive',
  title: t('The Quiet Archive', 'El archivo silencioso'),
  description: t(
    'Nell Ashgrove takes the night shift at a small-town library and discovers that some of its books are still being written, and that whatever they write comes true by morning.',
    'Nell Ashgrove acepta el turno de noche en la biblioteca de un pueblo y descubre que algunos de sus libros todavía se están escribiendo, y que lo que escriben se cumple al amanecer.',
  ),
  marketingHeadline: t(
    'Some stories are still being written.',
    'Algunas historias aún se están escribiendo.',
  ),
  seriesType: 'series',
  genres: ['mystery'],
  network: 'Blue Kettle TV',
  country: 'GB',
  broadcastLanguage: 'en',
  tvRating: 'TV-14',
  isExclusive: false,
  directors: ['Harriet Penhallow'],
  keywords: ['library', 'books', 'night shift', 'small town', 'supernatural'],
  tags: ['slow burn', 'puzzle', 'cosy mystery'],
  availableIn: [],
  premiumWalledIn: ['AU', 'NZ'],
  masthead: {
    headline: t('Read between the lines', 'Lee entre líneas'),
    ctaText: t('Open the archive', 'Abre el archivo'),
    color: '#1b1a2e',
  },
  palette: ['#1b1a2e', '#c9a227', '#e8e3d3'],
  motifs: ['halftone', 'grid', 'stripes', 'shards'],
  finaleInDays: -23,
  ended: true,
  downloadable: [1, 2, 3, 4],
  cast: [
    {
      key: 'odalys-fenn',
      names: 'Odalys Fenn',
      country: 'GB',
      dob: '1994-09-12',
      silo: 'cast',
      character: t('Nell Ashgrove', 'Nell Ashgrove'),
    },
    {
      key: 'corin-mattock',
      names: 'Corin Mattock',
      country: 'IE',
      dob: '1979-03-05',
      silo: 'cast',
      character: t('Inspector Hale Quint', 'Inspector Hale Quint'),
    },
    {
      key: 'priya-lorne',
      names: 'Priya Lorne',
      country: 'GB',
      dob: '1968-12-21',
      silo: 'cast',
      character: t('Professor Imogen Vale', 'Profesora Imogen Vale'),
    },
  ],
  seasons: [
    {
      title: t('Marginalia', 'Notas al margen'),
      description: t(
        'Nell learns the archive has rules, and that someone has been breaking them for years.',
        'Nell descubre que el archivo tiene reglas, y que alguien lleva años rompiéndolas.',
      ),
      episodes: [
        ep(
          'Overdue',
          'Con retraso',
          'On her first night shift, Nell finds a returned book whose last chapter was written that afternoon.',
          'En su primer turno de noche, Nell encuentra un libro devuelto cuyo último capítulo se escribió esa misma tarde.',
        ),
        ep(
          'Shelf Mark',
          'La signatura',
          'Every book moved from its shelf predicts a small accident in town the following day.',
          'Cada libro que cambia de estante anuncia un pequeño accidente en el pueblo al día siguiente.',
        ),
        ep(
          'The Reading Room',
          'La sala de lectura',
          'Someone keeps reserving the locked reading room under the name of a woman who died a century ago.',
          'Alguien reserva la sala de lectura cerrada con el nombre de una mujer que murió hace un siglo.',
        ),
        ep(
          'Errata',
          'Fe de erratas',
          'Nell corrects one sentence in a living book and the town changes overnight.',
          'Nell corrige una frase de un libro vivo y el pueblo cambia de la noche a la mañana.',
        ),
      ],
    },
    {
      title: t('The Catalogue Cards', 'Las fichas del catálogo'),
      description: t(
        'An inspector arrives to solve a theft in which nothing is missing, and the archive notices him.',
        'Un inspector llega para resolver un robo en el que no falta nada, y el archivo se fija en él.',
      ),
      episodes: [
        ep(
          'Index',
          'Índice',
          'Inspector Quint arrives to investigate a theft in which nothing appears to be missing.',
          'El inspector Quint llega para investigar un robo en el que no parece faltar nada.',
        ),
        ep(
          'Cross-Reference',
          'Referencia cruzada',
          'Two books on opposite floors begin telling the same story from different sides.',
          'Dos libros en plantas opuestas empiezan a contar la misma historia desde lados distintos.',
        ),
        ep(
          'Closed Stacks',
          'Depósito cerrado',
          'The basement stacks hold a card catalogue for books no one has written yet.',
          'El depósito del sótano guarda fichas de libros que nadie ha escrito todavía.',
        ),
        ep(
          'Silent Hours',
          'Horas de silencio',
          'Professor Vale reveals why the archive must never be read aloud.',
          'La profesora Vale revela por qué el archivo nunca debe leerse en voz alta.',
        ),
      ],
    },
    {
      title: t('Last Edition', 'Última edición'),
      description: t(
        'The archive starts a book about Nell, and she has until the final chapter to stop it.',
        'El archivo empieza un libro sobre Nell, y ella tiene hasta el último capítulo para detenerlo.',
      ),
      episodes: [
        ep(
          'First Draft',
          'Primer borrador',
          'The archive begins writing a book about Nell herself.',
          'El archivo empieza a escribir un libro sobre la propia Nell.',
        ),
        ep(
          'Footnotes',
          'Notas a pie de página',
          'Quint follows a trail of footnotes to a bookbinder who vanished in 1931.',
          'Quint sigue un rastro de notas a pie de página hasta un encuadernador desaparecido en 1931.',
        ),
        ep(
          'Binding',
          'Encuadernación',
          'To stop the final chapter, Nell must bind the book before it ends.',
          'Para detener el capítulo final, Nell debe encuadernar el libro antes de que termine.',
        ),
        ep(
          'The Quiet',
          'El silencio',
          'The archive falls silent, and Nell finally reads the last page.',
          'El archivo enmudece y Nell por fin lee la última página.',
        ),
      ],
    },
  ],
  clips: [
    {
      key: 'trailer',
      type: 'trailer',
      title: t('The Quiet Archive: Official Trailer', 'El archivo silencioso: tráiler oficial'),
      description: t(
        'A night shift, a returned book and a last chapter that was not there this morning.',
        'Un turno de noche, un libro devuelto y un último capítulo que esta mañana no estaba.',
      ),
      duration: 11,
      publishedDaysAgo: 700,
      motif: 'burst',
    },
    {
      key: 'odalys-and-corin',
      type: 'interview',
      title: t('Odalys Fenn and Corin Mattock in Conversation', 'Odalys Fenn y Corin Mattock conversan'),
      description: t(
        'The two leads compare notes on whispering for three seasons.',
        'Los dos protagonistas comparan impresiones tras tres temporadas susurrando.',
      ),
      duration: 19,
      publishedDaysAgo: 500,
      schedule: 'no-guests',
      motif: 'halftone',
    },
    {
      key: 'the-card-catalogue',
      type: 'featurette',
      title: t('Ten Thousand Index Cards', 'Diez mil fichas'),
      description: t(
        'The art department hand-wrote every card in the basement catalogue.',
        'El departamento de arte escribió a mano cada ficha del catálogo del sótano.',
      ),
      duration: 16,
      publishedDaysAgo: 420,
      season: 2,
      motif: 'grid',
    },
    {
      key: 'last-edition-preview',
      type: 'preview',
      title: t('Last Edition: First Look', 'Última edición: primer vistazo'),
      description: t(
        'A first look at the final season, and at the book with Nell’s name on it.',
        'Un primer vistazo a la temporada final, y al libro que lleva el nombre de Nell.',
      ),
      duration: 10,
      publishedDaysAgo: 150,
      season: 3,
      episode: 9,
      motif: 'shards',
    },
  ],
};
