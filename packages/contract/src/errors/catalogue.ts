import { resolveLang } from '../http/lang';
import { accountErrors, deviceErrors, miscErrors, parentalErrors } from './catalogue-account';
import { containerErrors, playbackErrors, seriesErrors } from './catalogue-content';
import type { CatalogueEntry } from './catalogue-entry';
import { analyticsErrors } from './catalogue-analytics';
import { eventErrors } from './catalogue-events';
import { fieldErrors, memberErrors } from './catalogue-forms';
import { generalErrors } from './catalogue-general';
import { premiumErrors } from './catalogue-premium';

export type { CatalogueEntry } from './catalogue-entry';

/**
 * Every client error code of both specs' §8, with its English and Spanish message. The server
 * and the client share this one table so a code means the same thing on both sides.
 */
export const errorCatalogue = {
  ...accountErrors,
  ...miscErrors,
  ...deviceErrors,
  ...parentalErrors,
  ...seriesErrors,
  ...playbackErrors,
  ...containerErrors,
  ...premiumErrors,
  ...generalErrors,
  ...fieldErrors,
  ...memberErrors,
  ...eventErrors,
  ...analyticsErrors,
} as const;

export type CatalogueCode = keyof typeof errorCatalogue;

export function isCatalogued(code: number): code is CatalogueCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The message in `lang` (any `es…` tag is Spanish); every other language reads English. */
export function catalogueMessage(code: CatalogueCode, lang?: string): string {
  const entry: CatalogueEntry = errorCatalogue[code];
  return entry[resolveLang(lang)];
}
