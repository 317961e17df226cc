import type { CatalogueSection } from './catalogue-entry';

/** Analytics, insights and experiments (issue 25): the product's codes. */
export const analyticsErrors = {
  7760: {
    en: 'Too much analytics data in one request',
    es: 'Demasiados datos de analítica en una sola solicitud',
  },
  7761: { en: 'Invalid analytics event', es: 'Evento de analítica no válido' },
  7762: { en: 'Choose a valid date range', es: 'Elige un intervalo de fechas válido' },
  7763: {
    en: 'Insights are for Fanverse staff only',
    es: 'Las estadísticas son solo para el personal de Fanverse',
  },
  7764: { en: 'Invalid experiment definition', es: 'Definición de experimento no válida' },
} as const satisfies CatalogueSection;
