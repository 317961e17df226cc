import { answer, type SeedQuestion } from './types';

/*
 * The nine questions of "My Origin Story". Original copy, written for Fanverse. Cards: layered
 * scenes, shared-layers (the answers of one question are windows onto one scene), duo (two
 * figures) and, for the final emotion question, tokens.
 */

const layered = (layers: number, parallax: number) => ({ type: 'layered' as const, layers, parallax });
const shared = (parallax: number) => ({ type: 'shared-layers' as const, layers: 3, parallax });
const duo = (layers: number, parallax: number) => ({ type: 'duo' as const, layers, parallax });
const token = { type: 'token' as const, layers: 3, parallax: 0.7 };

export const QUESTIONS: SeedQuestion[] = [
  {
    id: 'free-day',
    kind: 'choice',
    title: {
      en: 'The city is yours for one whole day. Where do you start?',
      es: 'La ciudad es tuya durante un día entero. ¿Por dónde empiezas?',
    },
    answers: [
      answer(
        'rooftops',
        {
          en: 'On a rooftop at dawn, watching the streets wake up',
          es: 'En una azotea al amanecer, viendo despertar las calles',
        },
        layered(4, 0.6),
        { 'gotham-knights': 2, rogues: 1 },
      ),
      answer(
        'coast-road',
        {
          en: 'Racing the sunrise down the coast road',
          es: 'Echando una carrera al amanecer por la carretera de la costa',
        },
        layered(4, 0.8),
        { speedsters: 2, atlanteans: 1 },
      ),
      answer(
        'training-yard',
        {
          en: 'In the training yard until my arms give out',
          es: 'En el patio de entrenamiento hasta que no pueda más',
        },
        layered(3, 0.5),
        { amazons: 2, 'shazam-family': 1 },
      ),
      answer(
        'stratosphere',
        {
          en: 'Somewhere high enough to see the curve of the world',
          es: 'En algún lugar lo bastante alto para ver la curva del mundo',
        },
        layered(5, 0.9),
        { kryptonians: 2, 'lantern-corps': 1 },
      ),
    ],
  },
  {
    id: 'glowing-stone',
    kind: 'choice',
    title: {
      en: 'A stranger drops a glowing stone at your feet and vanishes. You…',
      es: 'Alguien deja caer una piedra luminosa a tus pies y desaparece. Tú…',
    },
    answers: [
      answer(
        'pocket-it',
        { en: 'Pocket it. Finders keepers.', es: 'Me la guardo. Quien se la encuentra, se la queda.' },
        shared(0.5),
        { rogues: 2 },
      ),
      answer(
        'trace-it',
        {
          en: 'Trace where it came from. Every mystery leaves a trail.',
          es: 'Averiguo de dónde viene. Todo misterio deja un rastro.',
        },
        shared(0.5),
        { 'gotham-knights': 2, 'lantern-corps': 1 },
      ),
      answer(
        'wish-on-it',
        { en: 'Hold it up to the light and make a wish', es: 'La alzo hacia la luz y pido un deseo' },
        shared(0.5),
        { 'shazam-family': 2, 'lantern-corps': 1 },
      ),
      answer(
        'return-it',
        {
          en: 'Chase after the stranger to give it back',
          es: 'Salgo corriendo detrás de esa persona para devolvérsela',
        },
        shared(0.5),
        { kryptonians: 2, speedsters: 1 },
      ),
    ],
  },
  {
    id: 'headquarters',
    kind: 'choice',
    title: {
      en: 'Pick the place you would call headquarters',
      es: 'Elige el lugar que convertirías en tu cuartel general',
    },
    answers: [
      answer(
        'manor-cellar',
        {
          en: 'A cellar under an old manor, full of maps and machines',
          es: 'Un sótano bajo una vieja mansión, lleno de mapas y máquinas',
        },
        layered(4, 0.5),
        { 'gotham-knights': 2 },
      ),
      answer(
        'sunken-palace',
        { en: 'A palace of coral at the bottom of the sea', es: 'Un palacio de coral en el fondo del mar' },
        layered(5, 0.7),
        { atlanteans: 2 },
      ),
      answer(
        'orbital-station',
        {
          en: 'A station orbiting a faraway star',
          es: 'Una estación en órbita alrededor de una estrella lejana',
        },
        layered(5, 1),
        { 'lantern-corps': 2, kryptonians: 1 },
      ),
      answer(
        'hidden-island',
        { en: 'An island no map remembers', es: 'Una isla que ningún mapa recuerda' },
        layered(4, 0.6),
        { amazons: 2 },
      ),
      answer(
        'closed-funfair',
        { en: 'A funfair after closing time', es: 'Una feria cuando ya ha cerrado' },
        layered(3, 0.6),
        { rogues: 2, 'shazam-family': 1 },
      ),
    ],
  },
  {
    id: 'falling-bridge',
    kind: 'choice',
    title: {
      en: 'The bridge falls in three minutes and your team is still on it. Your move?',
      es: 'El puente caerá en tres minutos y tu equipo sigue encima. ¿Qué haces?',
    },
    answers: [
      answer(
        'there-and-back',
        { en: 'I’m across and back. Twice.', es: 'Ya he cruzado y he vuelto. Dos veces.' },
        duo(3, 0.9),
        { speedsters: 2 },
      ),
      answer('hold-it-up', { en: 'I hold the bridge up myself', es: 'Sostengo yo el puente' }, duo(3, 0.4), {
        kryptonians: 2,
        amazons: 1,
      }),
      answer(
        'planned-for-this',
        { en: 'I planned for this yesterday. Follow me.', es: 'Lo planeé ayer. Seguidme.' },
        duo(2, 0.5),
        { 'gotham-knights': 2 },
      ),
      answer(
        'call-the-tide',
        {
          en: 'I call the tide to carry everyone ashore',
          es: 'Llamo a la marea para que lleve a todo el mundo a la orilla',
        },
        duo(3, 0.7),
        { atlanteans: 2 },
      ),
      answer(
        'grab-hands',
        { en: 'Everybody hold hands. I’ve got this!', es: '¡Todo el mundo de la mano! Yo me encargo.' },
        duo(2, 0.6),
        { 'shazam-family': 2 },
      ),
    ],
  },
  {
    id: 'one-gift',
    kind: 'choice',
    title: {
      en: 'An ancient voice offers you a single gift. You choose…',
      es: 'Una voz antigua te ofrece un único don. Eliges…',
    },
    answers: [
      answer(
        'magic-word',
        {
          en: 'A word that turns you into your bravest self',
          es: 'Una palabra que te convierte en tu versión más valiente',
        },
        shared(0.6),
        { 'shazam-family': 2 },
      ),
      answer(
        'honest-heart',
        { en: 'A heart nobody can lie to', es: 'Un corazón al que nadie puede mentir' },
        shared(0.6),
        { amazons: 2, 'gotham-knights': 1 },
      ),
      answer(
        'builder-ring',
        {
          en: 'A ring that builds whatever you imagine',
          es: 'Un anillo que construye todo lo que imaginas',
        },
        shared(0.6),
        { 'lantern-corps': 2 },
      ),
      answer(
        'ocean-voice',
        { en: 'A voice the ocean obeys', es: 'Una voz a la que obedece el océano' },
        shared(0.6),
        { atlanteans: 2 },
      ),
      answer(
        'no-strings',
        {
          en: 'No thanks. Gifts always come with strings.',
          es: 'No, gracias. Los regalos siempre tienen truco.',
        },
        shared(0.6),
        { rogues: 2, 'gotham-knights': 1 },
      ),
    ],
  },
  {
    id: 'friends-say',
    kind: 'choice',
    title: {
      en: 'How would your friends describe you?',
      es: '¿Cómo te describirían tus amistades?',
    },
    answers: [
      answer('loyal', { en: 'Loyal to a fault', es: 'Leal hasta el extremo' }, duo(2, 0.5), {
        'shazam-family': 2,
        amazons: 1,
      }),
      answer(
        'three-steps-ahead',
        { en: 'Always three steps ahead', es: 'Siempre tres pasos por delante' },
        duo(3, 0.6),
        { 'gotham-knights': 1, speedsters: 1 },
      ),
      answer(
        'impossible-to-stay-mad-at',
        { en: 'Impossible to stay mad at', es: 'Imposible enfadarse contigo mucho rato' },
        duo(2, 0.7),
        { rogues: 2 },
      ),
      answer(
        'calm-deep-water',
        { en: 'Calm as deep water', es: 'Con la calma del agua profunda' },
        duo(3, 0.3),
        { kryptonians: 2, atlanteans: 1 },
      ),
      answer(
        'late-and-early',
        {
          en: 'Somehow late and early at the same time',
          es: 'Llegas tarde y temprano a la vez, nadie sabe cómo',
        },
        duo(2, 1),
        { speedsters: 2 },
      ),
    ],
  },
  {
    id: 'sidekick',
    kind: 'choice',
    title: { en: 'Choose a sidekick', es: 'Elige a tu compañía de aventuras' },
    answers: [
      answer(
        'caped-dog',
        {
          en: 'A very good dog who insists on wearing a cape',
          es: 'Un perro buenísimo que se empeña en llevar capa',
        },
        layered(3, 0.6),
        { kryptonians: 2 },
      ),
      answer(
        'opinionated-octopus',
        { en: 'An octopus with strong opinions', es: 'Un pulpo con opiniones muy firmes' },
        layered(4, 0.7),
        { atlanteans: 2 },
      ),
      answer(
        'speedy-tortoise',
        {
          en: 'A tortoise who is secretly the fastest thing alive',
          es: 'Una tortuga que en secreto es lo más rápido del mundo',
        },
        layered(3, 0.9),
        { speedsters: 2, rogues: 1 },
      ),
      answer(
        'burglar-cat',
        { en: 'A cat burglar’s actual cat', es: 'El gato de verdad de una ladrona de guante blanco' },
        layered(3, 0.5),
        { rogues: 2 },
      ),
      answer(
        'clockwork-owl',
        {
          en: 'A clockwork owl that keeps the case notes',
          es: 'Una lechuza de relojería que lleva las notas del caso',
        },
        layered(4, 0.5),
        { 'gotham-knights': 2, 'lantern-corps': 1 },
      ),
    ],
  },
  {
    id: 'nemesis-party',
    kind: 'choice',
    title: {
      en: 'Your nemesis turns up at your birthday party. You…',
      es: 'Tu némesis se presenta en tu fiesta de cumpleaños. Tú…',
    },
    answers: [
      answer(
        'offer-cake',
        {
          en: 'Offer them cake. Keep your enemies closer.',
          es: 'Le ofrezco tarta. A los enemigos, mejor tenerlos cerca.',
        },
        layered(3, 0.4),
        { rogues: 2, 'shazam-family': 1 },
      ),
      answer(
        'race-around-the-block',
        {
          en: 'Challenge them to a race around the block',
          es: 'Le reto a una carrera alrededor de la manzana',
        },
        layered(4, 0.9),
        { speedsters: 2 },
      ),
      answer(
        'duel-with-honour',
        { en: 'Settle it in the courtyard, with honour', es: 'Lo resolvemos en el patio, con honor' },
        layered(3, 0.5),
        { amazons: 2 },
      ),
      answer(
        'fly-them-home',
        {
          en: 'Politely fly them to the edge of town',
          es: 'Le llevo volando, con mucha educación, a las afueras',
        },
        layered(5, 0.8),
        { kryptonians: 2 },
      ),
      answer(
        'glowing-door',
        {
          en: 'Conjure a glowing door and show them out',
          es: 'Hago aparecer una puerta luminosa y le acompaño a la salida',
        },
        layered(4, 0.7),
        { 'lantern-corps': 2 },
      ),
    ],
  },
  {
    // The final question (spec: the emotion question with exactly these seven tokens).
    id: 'emotion',
    kind: 'emotion',
    title: {
      en: 'Which feeling burns brightest in you?',
      es: '¿Qué sentimiento arde con más fuerza en ti?',
    },
    answers: [
      answer('love', { en: 'Love', es: 'Amor' }, token, { amazons: 2, 'lantern-corps': 1 }),
      answer('compassion', { en: 'Compassion', es: 'Compasión' }, token, {
        kryptonians: 2,
        'lantern-corps': 1,
      }),
      answer('hope', { en: 'Hope', es: 'Esperanza' }, token, { 'shazam-family': 2, 'lantern-corps': 1 }),
      answer('willpower', { en: 'Willpower', es: 'Voluntad' }, token, {
        'lantern-corps': 2,
        'gotham-knights': 1,
      }),
      answer('fear', { en: 'Fear', es: 'Miedo' }, token, { 'gotham-knights': 2, 'lantern-corps': 1 }),
      answer('avarice', { en: 'Avarice', es: 'Avaricia' }, token, { rogues: 2, 'lantern-corps': 1 }),
      answer('rage', { en: 'Rage', es: 'Ira' }, token, { atlanteans: 2, speedsters: 1 }),
    ],
  },
];
