import type { CatalogueSection } from './catalogue-entry';

/** Events and check-in (issue 24): the product's codes beside the spec's 7750–7752. */
export const eventErrors = {
  7753: {
    en: 'Someone else changed this item first',
    es: 'Otra persona cambió este elemento antes',
  },
  7754: { en: 'This event is full', es: 'Este evento está completo' },
  7755: {
    en: 'Sign-up for this event has closed',
    es: 'La inscripción a este evento está cerrada',
  },
  7756: { en: 'You are not signed up for this event', es: 'No estás inscrito en este evento' },
  7757: {
    en: 'This member card is not valid. Ask the member to open it again',
    es: 'Esta tarjeta de socio no es válida. Pide al socio que la abra de nuevo',
  },
  7758: {
    en: 'Already checked in: this sign-up can no longer be cancelled',
    es: 'Ya se registró la entrada: esta inscripción ya no se puede cancelar',
  },
} as const satisfies CatalogueSection;
