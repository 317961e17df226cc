import { catalogueMessage, type CatalogueCode } from '@fanverse/contract';

/** One failure as every caller sees it: a catalogued code, its message, and what caused it. */
export interface CodedError {
  code: number;
  message: string;
  /** The raw server error item (or thrown value) this was made from, when known. */
  cause?: unknown;
  field?: string;
  /** Allowed values of a field rule (6000-6005). */
  values?: unknown[];
  min_length?: number;
  max_length?: number;
}

export type CodedErrorDetails = Omit<CodedError, 'code' | 'message'>;

/** Builds a CodedError whose message is the catalogue's, in `lang`; undefined details are left out. */
export function codedError(
  code: CatalogueCode,
  lang: string | undefined,
  details: CodedErrorDetails = {},
): CodedError {
  const defined = Object.entries(details).filter(([, value]) => value !== undefined);
  return { code, message: catalogueMessage(code, lang), ...Object.fromEntries(defined) };
}
