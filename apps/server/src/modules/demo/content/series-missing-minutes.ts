import { ep, t } from './text';
import type { SeriesDef } from './types';

export const MISSING_MINUTES: SeriesDef = {
  slug: 'the-missing-minutes',
  title: t('The Missing Minutes', 'Los minutos perdidos'),
  description: t(
    'Village clockmaker Mallory Pim notices what nobody else does: minutes are going missing, a few at a time, and whoever is taking them is getting bolder.',
    'La relojera del pueblo, Mallory Pim, nota lo que nadie más ve: se están perdiendo minutos, unos pocos cada vez, y quien se los lleva es cada vez más atrevido.',
  ),
  marketingHeadline: t('Someone is stealing time.', 'Alguien está robando el tiempo.'),
  seriesType: 'series',
  genres: ['mystery', 'comedy'],
  network: 'Northlight Channel',
  country: 'GB',
  broadcastLanguage: 'en',
  tvRating: 'TV-PG',
  isExclusive: false,
  directors: ['Beatrix Lowenthal'],
  keywords: ['clockmaker', 'village', 'detective', 'time', 'whodunnit'],
  tags: ['cosy mystery', 'comedy', 'binge-worthy'],
  availableIn: [],
  premiumWalledIn: [],
  palette: ['#3a1f10', '#e0b34a', '#f7efe1'],
  motifs: ['rings', 'stripes', 'grid', 'halftone'],
  finaleInDays: -400,
  ended: true,
  // Pulled in some regions after a music-rights dispute over the church bells.
  videoStatus: { 9: 'geoblocked' },
  cast: [
    {
      key: 'florence-ashby-kerr',
      names: 'Florence Ashby-Kerr',
      country: 'GB',
      dob: '1985-11-23',
      silo: 'cast',
      character: t('Mallory Pim', 'Mallory Pim'),
    },
    {
      key: 'idris-okonjo',
      names: 'Idris Okonjo',
      country: 'GB',
      dob: '1981-02-07',
      silo: 'cast',
      character: t('Sergeant Barnaby Holt', 'Sargento Barnaby Holt'),
    },
    {
      key: 'tamsin-rooke',
      names: 'Tamsin Rooke',
      country: 'GB',
      dob: '1958-05-15',
      silo: 'cast',
      character: t('Mrs Evadne Crook, the landlady', 'La señora Evadne Crook, la casera'),
    },
  ],
  seasons: [
    {
      title: t('Wound Tight', 'Cuerda tensa'),
      description: t(
        'Four minutes vanish from every clock in the village, and only Mallory notices.',
        'Cuatro minutos desaparecen de todos los relojes del pueblo, y solo Mallory se da cuenta.',
      ),
      episodes: [
        ep(
          'The Stopped Clock',
          'El reloj parado',
          'Clockmaker Mallory Pim notices that every clock in the village lost the same four minutes last night.',
          'La relojera Mallory Pim se da cuenta de que todos los relojes del pueblo perdieron los mismos cuatro minutos anoche.',
        ),
        ep(
          'A Quarter Past Nothing',
          'Y cuarto de nada',
          'A witness swears the bakery robbery happened at a time that never existed.',
          'Un testigo jura que el robo de la panadería ocurrió a una hora que nunca existió.',
        ),
        ep(
          "The Cuckoo's Alibi",
          'La coartada del cuco',
          'The only witness to a vanished prize marrow is a very stubborn cuckoo clock.',
          'El único testigo de la desaparición de un calabacín premiado es un reloj de cuco muy testarudo.',
        ),
        ep(
          'Pendulum',
          'Péndulo',
          "Sergeant Holt finally admits he needs Mallory's help, but only off the record.",
          'El sargento Holt admite por fin que necesita la ayuda de Mallory, pero de forma extraoficial.',
        ),
        ep(
          'Daylight Saving',
          'Horario de verano',
          'When the clocks go forward, an entire village fête disappears with the hour.',
          'Cuando se adelantan los relojes, toda la feria del pueblo desaparece con la hora.',
        ),
        ep(
          'Midnight, Give or Take',
          'Medianoche, más o menos',
          'Mallory sets a trap at midnight and catches someone carrying a sack of stolen minutes.',
          'Mallory tiende una trampa a medianoche y atrapa a alguien que carga un saco de minutos robados.',
        ),
      ],
    },
    {
      title: t('Overwound', 'Demasiada cuerda'),
      description: t(
        'A shop opens that lends time at interest, and the whole village falls behind.',
        'Abre una tienda que presta tiempo con intereses, y todo el pueblo se queda atrás.',
      ),
      episodes: [
        ep(
          'Borrowed Time',
          'Tiempo prestado',
          'A stranger opens a shop that lends people extra minutes at a steep price.',
          'Un desconocido abre una tienda que presta minutos extra a un precio muy alto.',
        ),
        ep(
          'The Long Lunch',
          'La comida eterna',
          "Mrs Crook's Sunday lunch lasts eleven hours and nobody can explain why.",
          'La comida del domingo de la señora Crook dura once horas y nadie sabe explicar por qué.',
        ),
        ep(
          'Tick Box',
          'Casilla marcada',
          'A village election is decided in a minute that only Mallory remembers.',
          'Unas elecciones del pueblo se deciden en un minuto que solo Mallory recuerda.',
        ),
        ep(
          'Escapement',
          'El escape',
          'Mallory dismantles the church tower clock and finds a note in her own handwriting.',
          'Mallory desmonta el reloj de la torre de la iglesia y encuentra una nota con su propia letra.',
        ),
        ep(
          'Late',
          'Tarde',
          'Holt is arrested for a crime committed during a minute he cannot account for.',
          'Holt es detenido por un delito cometido durante un minuto del que no puede dar cuenta.',
        ),
        ep(
          'Right on Time',
          'Justo a tiempo',
          'Mallory returns every stolen minute, but keeps one for herself.',
          'Mallory devuelve cada minuto robado, pero se queda uno para ella.',
        ),
      ],
    },
  ],
  clips: [
    {
      key: 'trailer',
      type: 'trailer',
      title: t('The Missing Minutes: Official Trailer', 'Los minutos perdidos: tráiler oficial'),
      description: t(
        'A clockmaker, a sergeant and four minutes nobody can account for.',
        'Una relojera, un sargento y cuatro minutos de los que nadie puede dar cuenta.',
      ),
      duration: 11,
      publishedDaysAgo: 520,
      motif: 'burst',
    },
    {
      key: 'the-clock-room',
      type: 'featurette',
      title: t('Inside the Clock Room', 'Dentro de la sala de relojes'),
      description: t(
        'Three hundred working clocks, and the crew member whose job was to keep them in time.',
        'Trescientos relojes en marcha, y la persona del equipo encargada de que fueran en hora.',
      ),
      duration: 17,
      publishedDaysAgo: 400,
      motif: 'grid',
    },
    {
      key: 'florence-and-idris',
      type: 'interview',
      title: t(
        'Florence Ashby-Kerr and Idris Okonjo, On Time',
        'Florence Ashby-Kerr e Idris Okonjo, puntuales',
      ),
      description: t(
        'The leads on improvising with a cuckoo clock that would not stop.',
        'Los protagonistas cuentan cómo improvisaron con un reloj de cuco que no paraba.',
      ),
      duration: 18,
      publishedDaysAgo: 330,
      season: 1,
      motif: 'halftone',
    },
    {
      key: 'overwound-recap',
      type: 'recap',
      title: t('Catch Up Before Overwound', 'Ponte al día antes de Demasiada cuerda'),
      description: t(
        'The first season, wound back in under two minutes.',
        'La primera temporada, rebobinada en menos de dos minutos.',
      ),
      duration: 13,
      publishedDaysAgo: 190,
      season: 2,
      episode: 7,
      motif: 'stripes',
    },
  ],
};
