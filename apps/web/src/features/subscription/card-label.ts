import type { TFunction } from 'i18next';

/** A card as the member recognises it: "Visa •••• 1111". */
export function cardLabel(t: TFunction, card: { cc_type: string; cc_last_4: string }): string {
  return t('subscription.format.card', { type: card.cc_type, last4: card.cc_last_4 });
}
