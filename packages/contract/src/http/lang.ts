import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LANG: Locale = 'en';

/** Every request may carry `?trans=`; unknown languages fall back to English, never fail. */
export const transQuerySchema = lazySchema(() => z.object({ trans: z.string().max(10).optional() }));

export function resolveLang(trans: string | undefined): Locale {
  const two = trans?.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(two ?? '') ? (two as Locale) : DEFAULT_LANG;
}
