import { ep, t } from './text';
import type { SeriesDef } from './types';

export const TIDECALL: SeriesDef = {
  slug: 'tidecall',
  title: t('Tidecall', 'Llamada de la marea'),
  description: t(
    'At an undersea research colony, the whale songs have started repeating human words. Marine linguist Juno Marsh has one season to work out who taught them, and what they are trying to say.',
    'En una colonia de investigación submarina, los cantos de ballena han empezado a repetir palabras humanas. La lingüista marina Juno Marsh tiene una temporada para averiguar quién se las enseñó y qué intentan decir.',
  ),
  marketingHeadline: t('The ocean is answering.', 'El océano está respondiendo.'),
  seriesType: 'series',
  genres: ['science-fiction', 'adventure'],
  network: 'Harbor Nine',
  country: 'US',
  broadcastLanguage: 'en',
  // The demo's mature series: parental controls (a TV-PG limit) lock it, and its first episode is
  // free, so the pin prompt and the playback after the pin can be tried without premium.
  tvRating: 'TV-MA',
  isExclusive: true,
  directors: ['Anouk Ferreira', 'Desmond Achterberg'],
  keywords: ['ocean', 'whales', 'first contact', 'linguistics', 'colony'],
  tags: ['award winner', 'prestige', 'limited availability'],
  // Licensed for North America only: visitors elsewhere see the region prompt.
  availableIn: ['US', 'CA'],
  premiumWalledIn: [],
  palette: ['#042f3b', '#28c2b0', '#d7f7f0'],
  motifs: ['waves', 'rings', 'halftone', 'shards'],
  finaleInDays: -2,
  ended: false,
  cast: [
    {
      key: 'saoirse-bellamy',
      names: 'Saoirse Bellamy',
      country: 'IE',
      dob: '1988-08-08',
      silo: 'cast',
      character: t('Dr. Juno Marsh', 'Dra. Juno Marsh'),
    },
    {
      key: 'kenji-amari',
      names: 'Kenji Amari',
      country: 'JP',
      dob: '1992-01-26',
      silo: 'cast',
      character: t('Teo Varga, sonar technician', 'Teo Varga, técnico de sonar'),
    },
    {
      key: 'halvard-senn',
      names: 'Halvard Senn',
      country: 'NO',
      dob: '1965-04-11',
      silo: 'cast',
      character: t('Director Ansel Crane', 'Director Ansel Crane'),
    },
  ],
  seasons: [
    {
      title: t('Deep Listening', 'Escucha profunda'),
      description: t(
        'Juno arrives at the colony and hears her own name in the whale song.',
        'Juno llega a la colonia y oye su propio nombre en el canto de las ballenas.',
      ),
      episodes: [
        ep(
          'Hydrophone',
          'Hidrófono',
          'Marine linguist Juno Marsh joins an undersea colony where the whale songs have started repeating human words.',
          'La lingüista marina Juno Marsh llega a una colonia submarina donde los cantos de ballena repiten palabras humanas.',
        ),
        ep(
          'Pressure',
          'Presión',
          'A hull breach on level four forces the colony to choose which sections to seal.',
          'Una fisura en el nivel cuatro obliga a la colonia a decidir qué secciones sellar.',
        ),
        ep(
          'Echo Mapping',
          'Mapa de ecos',
          "Teo's sonar maps show a structure on the trench floor that was not there last week.",
          'Los mapas de sonar de Teo muestran una estructura en el fondo de la fosa que no estaba la semana pasada.',
        ),
        ep(
          'The Answer',
          'La respuesta',
          "Juno plays a reply into the deep, and the colony's lights answer back.",
          'Juno emite una respuesta hacia el abismo y las luces de la colonia contestan.',
        ),
      ],
    },
    {
      title: t('The Trench', 'La fosa'),
      description: t(
        'A forbidden dive reaches the structure, and the whales go quiet.',
        'Una inmersión prohibida alcanza la estructura, y las ballenas se quedan en silencio.',
      ),
      episodes: [
        ep(
          'Descent',
          'Descenso',
          'Crane authorises a dive to the structure against every safety rule.',
          'Crane autoriza una inmersión hasta la estructura en contra de todas las normas.',
        ),
        ep(
          'Bioluminescence',
          'Bioluminiscencia',
          'The dive team finds gardens of light that respond to their heartbeats.',
          'El equipo de buceo encuentra jardines de luz que responden a sus latidos.',
        ),
        ep(
          'Cold Water',
          'Agua fría',
          'A colonist goes missing and the whales fall silent for the first time in years.',
          'Un colono desaparece y las ballenas guardan silencio por primera vez en años.',
        ),
        ep(
          'Surface Tension',
          'Tensión superficial',
          'The surface government orders the colony evacuated before Juno can finish the translation.',
          'El gobierno de superficie ordena evacuar la colonia antes de que Juno termine la traducción.',
        ),
      ],
    },
    {
      title: t('Currents', 'Corrientes'),
      description: t(
        'Half the colony stays behind to hear the end of the song.',
        'La mitad de la colonia se queda para escuchar el final de la canción.',
      ),
      episodes: [
        ep(
          'Stay',
          'Quedarse',
          'Half the colony refuses to leave, and Juno is among them.',
          'La mitad de la colonia se niega a marcharse, y Juno está entre ellos.',
        ),
        ep(
          'Migration',
          'Migración',
          'The whales begin a migration that leads straight through the trench.',
          'Las ballenas inician una migración que atraviesa la fosa.',
        ),
        ep(
          'Chorus',
          'Coro',
          'Every hydrophone in the colony picks up the same song at once.',
          'Todos los hidrófonos de la colonia captan a la vez la misma canción.',
        ),
        ep(
          'Tidecall',
          'Llamada de la marea',
          'Juno finally understands what the ocean has been asking for.',
          'Juno comprende por fin lo que el océano ha estado pidiendo.',
        ),
      ],
    },
  ],
  clips: [
    {
      key: 'trailer',
      type: 'trailer',
      title: t('Tidecall: Official Trailer', 'Llamada de la marea: tráiler oficial'),
      description: t(
        'Four hundred metres down, something is learning our words.',
        'A cuatrocientos metros de profundidad, algo está aprendiendo nuestras palabras.',
      ),
      duration: 13,
      publishedDaysAgo: 380,
      motif: 'burst',
    },
    {
      key: 'recording-the-whales',
      type: 'featurette',
      title: t('Recording the Whale Song', 'Grabando el canto de las ballenas'),
      description: t(
        'The sound team built the whale language from cello, breath and a flooded studio.',
        'El equipo de sonido creó el idioma de las ballenas con un violonchelo, respiraciones y un estudio inundado.',
      ),
      duration: 20,
      publishedDaysAgo: 200,
      season: 1,
      schedule: 'premium-plan',
      motif: 'waves',
    },
    {
      key: 'saoirse-on-juno',
      type: 'interview',
      title: t('Saoirse Bellamy on Learning to Listen', 'Saoirse Bellamy: aprender a escuchar'),
      description: t(
        'How the lead prepared for a role spent mostly in silence.',
        'Cómo se preparó la protagonista para un papel que transcurre casi en silencio.',
      ),
      duration: 16,
      publishedDaysAgo: 180,
      motif: 'halftone',
    },
    {
      key: 'the-trench-recap',
      type: 'recap',
      title: t('Previously, in the Trench', 'Anteriormente, en la fosa'),
      description: t(
        'The dive, the gardens of light and the silence, in two minutes.',
        'La inmersión, los jardines de luz y el silencio, en dos minutos.',
      ),
      duration: 15,
      publishedDaysAgo: 40,
      season: 3,
      episode: 9,
      motif: 'shards',
    },
  ],
};
