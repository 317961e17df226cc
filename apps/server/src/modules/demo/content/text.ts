import type { EpisodeDef, Text } from './types';

/** Shorthands that keep the content files readable: English first, Spanish second. */
export const t = (en: string, es: string): Text => ({ en, es });

export const ep = (titleEn: string, titleEs: string, loglineEn: string, loglineEs: string): EpisodeDef => ({
  title: t(titleEn, titleEs),
  logline: t(loglineEn, loglineEs),
});
