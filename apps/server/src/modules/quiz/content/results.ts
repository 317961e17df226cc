import type { SeedResult } from './types';

/** One result per family (spec accounts §3): original titles' copy and each family's colour. */
export const RESULTS: SeedResult[] = [
  {
    id: 'amazons',
    title: { en: 'Amazons', es: 'Amazonas' },
    subtitle: {
      en: 'You fight fair, keep your word and never leave anyone who fights beside you behind.',
      es: 'Luchas limpio, cumples tu palabra y nunca dejas atrás a quien lucha a tu lado.',
    },
    color: '#e0a526',
  },
  {
    id: 'lantern-corps',
    title: { en: 'Lantern Corps', es: 'Cuerpo de Linternas' },
    subtitle: {
      en: 'Your will shines brightest when the night is darkest. The stars have been expecting you.',
      es: 'Tu voluntad brilla más cuando la noche es más oscura. Las estrellas te estaban esperando.',
    },
    color: '#35c46a',
  },
  {
    id: 'gotham-knights',
    title: { en: 'Gotham Knights', es: 'Caballeros de Gotham' },
    subtitle: {
      en: 'You spot the clue everyone missed and the plan behind the plan. The city’s shadows are yours to guard.',
      es: 'Ves la pista que nadie vio y el plan detrás del plan. Las sombras de la ciudad quedan a tu cuidado.',
    },
    color: '#8e9bb5',
  },
  {
    id: 'speedsters',
    title: { en: 'Speedsters', es: 'Velocistas' },
    subtitle: {
      en: 'You think fast, move faster and are back before anyone has asked you to go.',
      es: 'Piensas rápido, te mueves aún más rápido y ya has vuelto antes de que nadie te pida ir.',
    },
    color: '#ef4a3c',
  },
  {
    id: 'kryptonians',
    title: { en: 'Kryptonians', es: 'Kryptonianos' },
    subtitle: {
      en: 'Strength is the easy part. Choosing kindness every single time is your real power.',
      es: 'La fuerza es lo fácil. Tu verdadero poder es elegir la bondad cada vez.',
    },
    color: '#3d7bf0',
  },
  {
    id: 'atlanteans',
    title: { en: 'Atlanteans', es: 'Atlantes' },
    subtitle: {
      en: 'Deep, calm and as unstoppable as the tide. The sea remembers your name.',
      es: 'Tienes la hondura, la calma y la fuerza imparable de la marea. El mar recuerda tu nombre.',
    },
    color: '#17b3a3',
  },
  {
    id: 'shazam-family',
    title: { en: 'Shazam Family', es: 'Familia Shazam' },
    subtitle: {
      en: 'Brave, big-hearted and never too grown-up for wonder. One word and you are ready.',
      es: 'Valentía, buen corazón y nunca demasiada edad para asombrarte. Una palabra y lo tienes.',
    },
    color: '#f5c518',
  },
  {
    id: 'rogues',
    title: { en: 'Rogues', es: 'Canallas' },
    subtitle: {
      en: 'Rules are suggestions and every plan needs a getaway. Charming, crafty and always a little bit of trouble.',
      es: 'Las reglas son sugerencias y todo plan necesita una huida. Encanto, astucia y siempre un poco de lío.',
    },
    color: '#a35cf0',
  },
];
