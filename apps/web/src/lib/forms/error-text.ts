import { catalogueMessage, isCatalogued } from '@fanverse/contract';
import type { TFunction } from 'i18next';
import type { CodedError } from '@fanverse/client';

const CODE = /^code:(\d+)$/;

/**
 * Resolves what a form keeps as an error text, at render time, so a language switch also
 * translates errors already on screen: `code:1002` is the catalogue message of that code,
 * a translation key is translated, anything else is shown as it is.
 */
export function resolveErrorText(text: string | undefined, t: TFunction, lang: string): string {
  if (!text) return '';
  const match = CODE.exec(text);
  if (match) {
    const code = Number(match[1]);
    return isCatalogued(code) ? catalogueMessage(code, lang) : text;
  }
  return t(text as never, { defaultValue: text });
}

/** A coded error's message in `lang`; a code outside the catalogue keeps the message it came with. */
export function codedErrorMessage(error: CodedError, lang: string): string {
  return isCatalogued(error.code) ? catalogueMessage(error.code, lang) : error.message;
}
