import type { CatalogueSection } from './catalogue-entry';

/**
 * Catalogue spec §8 2999-3053: subscriptions, payment methods, promos, EST history, tax, gifts
 * and previews: the codes the spec names, the range ends, and the purchases module's codes inside
 * the spec's ranges (3021–3023 code and ownership problems, 3041 and 3044–3047 gift problems;
 * PurchaseCode). Anything else the premium server answers goes through the generic rules.
 */
export const premiumErrors = {
  2999: { en: 'Subscription service error', es: 'Error del servicio de suscripciones' },
  3000: { en: 'Subscription guid is missing', es: 'Falta el guid de la suscripción' },
  3001: { en: 'Payment method guid is missing', es: 'Falta el guid del método de pago' },
  3003: { en: 'You already have a premium plan', es: 'Ya tienes un plan premium' },
  3006: { en: 'Transaction declined', es: 'Transacción rechazada' },
  3012: { en: 'Promo code not found', es: 'No se encontró el código promocional' },
  3013: {
    en: 'This promo code has been used the maximum number of times',
    es: 'Este código promocional ya se ha usado el número máximo de veces',
  },
  3014: { en: 'This promo code has expired', es: 'Este código promocional ha caducado' },
  3015: { en: 'Promo code is missing', es: 'Falta el código promocional' },
  3017: { en: 'Subscription is already in a final state', es: 'La suscripción ya está en un estado final' },
  3020: { en: 'Promo code already applied', es: 'El código promocional ya se ha aplicado' },
  3021: {
    en: 'This code cannot be redeemed in your country',
    es: 'Este código no se puede canjear en tu país',
  },
  3022: { en: 'This code is not active yet', es: 'Este código aún no está activo' },
  3023: { en: 'You already own this', es: 'Ya tienes esto' },
  3024: {
    en: 'Please cancel your subscription before using this code',
    es: 'Cancela tu suscripción antes de usar este código',
  },
  3025: {
    en: 'Your subscription must be in a paid state',
    es: 'Tu suscripción debe estar en un estado de pago',
  },
  3030: { en: 'History page must be a number', es: 'La página del historial debe ser un número' },
  3031: {
    en: 'History page size must be a number',
    es: 'El tamaño de página del historial debe ser un número',
  },
  3032: {
    en: 'History order must be title, -title, date or -date',
    es: 'El orden del historial debe ser title, -title, date o -date',
  },
  3033: { en: 'Tax rate not found', es: 'No se encontró la tasa de impuestos' },
  3034: { en: 'Failed to create subscription', es: 'No se pudo crear la suscripción' },
  3040: {
    en: 'Payment method token or guid is missing',
    es: 'Falta el token o el guid del método de pago',
  },
  3041: { en: 'You cannot give a gift to yourself', es: 'No puedes hacerte un regalo a ti mismo' },
  3042: { en: 'Sender email is missing', es: 'Falta el correo electrónico del remitente' },
  3043: { en: 'Product id is missing', es: 'Falta el identificador del producto' },
  3044: { en: 'This gift does not exist', es: 'Este regalo no existe' },
  3045: { en: 'This gift has already been claimed', es: 'Este regalo ya se ha canjeado' },
  3046: { en: 'This gift link has expired', es: 'Este enlace de regalo ha caducado' },
  3047: { en: 'This gift cannot be claimed yet', es: 'Este regalo aún no se puede canjear' },
  3050: { en: 'Insufficient preview credits', es: 'No tienes suficientes créditos de vista previa' },
  3051: { en: 'Invalid preview token', es: 'El token de vista previa no es válido' },
  3053: { en: 'This preview has already been redeemed', es: 'Esta vista previa ya se ha canjeado' },
} as const satisfies CatalogueSection;
