import { GIFT_MAX_START_DAYS, GIFT_MESSAGE_MAX_LENGTH, type PremiumGiftProduct } from '@fanverse/contract';

/**
 * What the "Give premium" form holds and the rules it checks before anything is sent (the server
 * checks them again: 3041 a gift to oneself, 3042 no sender address, 3043 no product, code 8 a
 * start date outside today..a year ahead). Kept apart from the screen so the rules read on their own.
 */
export interface GiftValues {
  productId: number | null;
  receiverName: string;
  receiverEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
  /** YYYY-MM-DD. */
  startDate: string;
}

export type GiftField = keyof GiftValues;
/** Field → the i18n key of what is wrong with it. */
export type GiftErrors = Partial<Record<GiftField, string>>;

/** Loose on purpose (the accounts module decides what an address is); catches the usual slips. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Today's date in UTC (YYYY-MM-DD): the server dates gifts in UTC, so the form offers the same
 * calendar (a visitor late in the evening west of Greenwich is already on tomorrow's).
 */
export function todayUtc(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The last start date the server accepts: GIFT_MAX_START_DAYS after today (UTC). */
export function lastStartDate(now: number = Date.now()): string {
  return new Date(now + GIFT_MAX_START_DAYS * 86_400_000).toISOString().slice(0, 10);
}

export function giftErrors(values: GiftValues, accountEmail: string, now: number = Date.now()): GiftErrors {
  const errors: GiftErrors = {};
  if (values.productId === null) errors.productId = 'gifts.errors.product';
  if (!values.receiverName.trim()) errors.receiverName = 'gifts.errors.receiverName';
  const receiver = values.receiverEmail.trim().toLowerCase();
  const sender = values.senderEmail.trim().toLowerCase();
  if (!receiver) errors.receiverEmail = 'gifts.errors.receiverEmailRequired';
  else if (!EMAIL.test(receiver)) errors.receiverEmail = 'gifts.errors.email';
  else if (receiver === sender || receiver === accountEmail.trim().toLowerCase())
    errors.receiverEmail = 'gifts.errors.self';
  if (!values.senderName.trim()) errors.senderName = 'gifts.errors.senderName';
  if (!sender) errors.senderEmail = 'gifts.errors.senderEmailRequired';
  else if (!EMAIL.test(sender)) errors.senderEmail = 'gifts.errors.email';
  if (values.message.length > GIFT_MESSAGE_MAX_LENGTH) errors.message = 'gifts.errors.message';
  // YYYY-MM-DD strings compare as dates.
  if (!DATE.test(values.startDate)) errors.startDate = 'gifts.errors.date';
  else if (values.startDate < todayUtc(now)) errors.startDate = 'gifts.errors.datePast';
  else if (values.startDate > lastStartDate(now)) errors.startDate = 'gifts.errors.dateFar';
  return errors;
}

/** Gift products shortest first (1, 3, 12 months), as the form lists them. */
export function giftProductsInOrder(products: readonly PremiumGiftProduct[]): PremiumGiftProduct[] {
  return [...products].sort((a, b) => a.months - b.months || a.display_order - b.display_order);
}

/** The name a member signs a gift with, from the profile: their name, else their username. */
export function senderNameOf(
  profile: { first_name?: string; last_name?: string; username?: string | null } | null,
): string {
  if (!profile) return '';
  const name = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  return name || (profile.username ?? '');
}
