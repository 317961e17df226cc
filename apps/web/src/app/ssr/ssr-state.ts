import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { isLocale, type Locale } from '../../lib/i18n';

/**
 * What a server-rendered document hands to the app (docs/first-view.md): the language it was
 * rendered in, the query cache it was rendered from and the router's loader data. It travels in
 * a `<script type="application/json">` (never executed: the document policy forbids inline
 * scripts) with this id.
 */
export const SSR_STATE_ID = 'fv-ssr-state';

export interface SsrState {
  lang: Locale;
  queries: DehydratedState;
  router: HydrationState;
  /** The server rendered the consent banner (the request carried no consent choice). */
  consentBanner?: boolean;
  /** Text the render formatted with Intl, by what it formatted (lib/first-view-formats.ts). */
  formats?: Record<string, string>;
}

/**
 * JSON that stays inert inside `<script>`: `<` and `>` are escaped so `</script>` or `<!--` in
 * a title cannot end the element or open a comment, `&` so no entity is read, and the two line
 * separators JavaScript once refused in strings. JSON.parse reads the escapes back unchanged.
 */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server-rendered document carries, or null for a client-only document. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<SsrState>;
    if (!isLocale(parsed.lang) || !parsed.queries || !parsed.router) return null;
    return parsed as SsrState;
  } catch {
    return null;
  }
}
