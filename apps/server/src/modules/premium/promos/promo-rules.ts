import { PremiumCode } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { PromoRow } from '../premium-rows';

/*
 * The promo replies (catalogue spec §8 mappings: NOT_FOUND → 3012, MAX_USAGE → 3013,
 * EXPIRED → 3014, APPLIED → 3020), thrown as coded errors the client maps.
 */

export const promoNotFound = (field: string) =>
  new AppError(404, PremiumCode.PROMO_NOT_FOUND, 'No promo code by that name.', field);

export const promoExpired = (field: string) =>
  AppError.badRequest(PremiumCode.PROMO_EXPIRED, 'This promo code has expired.', field);

export const promoUsedUp = (field: string) =>
  AppError.badRequest(
    PremiumCode.PROMO_MAX_USAGE,
    'This promo code has been used as many times as it may be.',
    field,
  );

export const promoApplied = (field: string) =>
  AppError.badRequest(PremiumCode.PROMO_APPLIED, 'This promo code has already been applied.', field);

export const isExpired = (promo: PromoRow, now: Date) => promo.expires_at !== null && promo.expires_at <= now;

export const isUsedUp = (promo: PromoRow) => promo.max_uses !== null && promo.uses >= promo.max_uses;

/** The promo if it exists, has not expired and has uses left; else its coded reply. */
export function checkedPromo(promo: PromoRow | null, now: Date, field: string): PromoRow {
  if (!promo) throw promoNotFound(field);
  if (isExpired(promo, now)) throw promoExpired(field);
  if (isUsedUp(promo)) throw promoUsedUp(field);
  return promo;
}
