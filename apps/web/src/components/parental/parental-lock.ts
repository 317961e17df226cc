import { toApiError } from '@fanverse/client';

/** The parental controls page in the account area. */
export const PARENTAL_PAGE_PATH = '/account/parental';

/** Client code of an item above the viewer's limits fetched by id (403 PARENTAL_LOCK). */
export const PARENTAL_LOCK_CODE = 1410;

/** Whether a failed load is a title locked by parental controls (the page then asks for the pin). */
export function isParentalLock(error: unknown): boolean {
  return error != null && toApiError(error).errors.some((item) => item.code === PARENTAL_LOCK_CODE);
}
