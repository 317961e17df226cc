import type { PromoType } from '@fanverse/contract';

/** The demo promo codes (docs/premium.md "Promo codes"). Texts are ours, in English and Spanish. */
export interface SeedPromo {
  code: string;
  type: PromoType;
  discountPercent?: number;
  discountAmountMinor?: number;
  currency?: string;
  freeTrialDays?: number;
  compDuration?: number;
  numberOfBillingCycles?: number;
  requiresPaymentMethod?: boolean;
  isRetentionOffer?: boolean;
  maxUses?: number;
  expiresAt?: string;
  marketing: { en: string; es: string };
  title: { en: string; es: string };
}

export const SEED_PROMOS: SeedPromo[] = [
  {
    code: 'WELCOME20',
    type: 'percent',
    discountPercent: 20,
    numberOfBillingCycles: 3,
    marketing: {
      en: '20% off your first three payments.',
      es: '20% de descuento en tus tres primeros pagos.',
    },
    title: { en: 'Welcome offer', es: 'Oferta de bienvenida' },
  },
  {
    code: 'SAVE5',
    type: 'amount',
    discountAmountMinor: 500,
    currency: 'USD',
    numberOfBillingCycles: 1,
    marketing: { en: '$5 off your first payment.', es: '5 $ de descuento en tu primer pago.' },
    title: { en: 'Five off', es: 'Cinco menos' },
  },
  {
    code: 'TRIAL30',
    type: 'free_trial',
    freeTrialDays: 30,
    marketing: { en: 'Try premium free for 30 days.', es: 'Prueba premium gratis durante 30 días.' },
    title: { en: 'A month on us', es: 'Un mes de regalo' },
  },
  {
    code: 'FRIENDS3',
    type: 'fixed_term',
    compDuration: 3,
    requiresPaymentMethod: false,
    marketing: {
      en: 'Three months of premium from a friend. No card needed.',
      es: 'Tres meses de premium de parte de un amigo. Sin tarjeta.',
    },
    title: { en: 'Friends pass', es: 'Pase de amigos' },
  },
  {
    code: 'FIRSTFREE',
    type: 'billing_cycles',
    numberOfBillingCycles: 1,
    marketing: { en: 'Your first payment is on us.', es: 'Tu primer pago corre de nuestra cuenta.' },
    title: { en: 'First one free', es: 'El primero, gratis' },
  },
  {
    code: 'LIMITED1',
    type: 'percent',
    discountPercent: 50,
    numberOfBillingCycles: 1,
    maxUses: 1,
    marketing: {
      en: 'Half price, for the first fan only.',
      es: 'A mitad de precio, solo para el primer fan.',
    },
    title: { en: 'One of a kind', es: 'Único' },
  },
  {
    code: 'OLDPROMO',
    type: 'percent',
    discountPercent: 10,
    numberOfBillingCycles: 1,
    expiresAt: '2020-01-01T00:00:00.000Z',
    marketing: { en: '10% off (ended in 2020).', es: '10% de descuento (terminó en 2020).' },
    title: { en: 'Old offer', es: 'Oferta antigua' },
  },
  {
    code: 'STAYWITHUS',
    type: 'percent',
    discountPercent: 30,
    numberOfBillingCycles: 3,
    isRetentionOffer: true,
    marketing: {
      en: 'Stay and take 30% off your next three payments.',
      es: 'Quédate y llévate un 30% de descuento en tus tres próximos pagos.',
    },
    title: { en: 'Before you go', es: 'Antes de irte' },
  },
];
