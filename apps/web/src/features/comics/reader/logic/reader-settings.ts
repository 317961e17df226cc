import { COMIC_QUALITIES, isRecord, type ComicQuality, type ReadingDirection } from '@fanverse/contract';
import { readJson, writeItem } from '../../../../lib/storage';
import type { ReaderMode } from './spreads';

/**
 * The reader's settings, remembered in this browser per reader (user guid, `anon` for visitors):
 * the mode (`auto`: continuous scroll for vertical books, single page otherwise), a direction
 * override (`auto`: the book's), the page quality and the double-page offset.
 */
export const SETTINGS_KEY = 'fanverse_comic_reader';

export const MODE_CHOICES = ['auto', 'single', 'double', 'vertical'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];
export const DIRECTION_CHOICES = ['auto', 'ltr', 'rtl'] as const;
export type DirectionChoice = (typeof DIRECTION_CHOICES)[number];

export interface ReaderSettings {
  mode: ModeChoice;
  direction: DirectionChoice;
  quality: ComicQuality;
  offset: boolean;
}

export const DEFAULT_SETTINGS: ReaderSettings = {
  mode: 'auto',
  direction: 'auto',
  quality: 'SD',
  offset: false,
};

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : fallback;

export function readSettings(reader: string, storage?: Storage | null): ReaderSettings {
  const all = readJson(SETTINGS_KEY, storage);
  const saved = isRecord(all) ? all[reader] : undefined;
  if (!isRecord(saved)) return DEFAULT_SETTINGS;
  return {
    mode: oneOf(MODE_CHOICES, saved.mode, DEFAULT_SETTINGS.mode),
    direction: oneOf(DIRECTION_CHOICES, saved.direction, DEFAULT_SETTINGS.direction),
    quality: oneOf(COMIC_QUALITIES, saved.quality, DEFAULT_SETTINGS.quality),
    offset: saved.offset === true,
  };
}

export function writeSettings(reader: string, settings: ReaderSettings, storage?: Storage | null): void {
  const all = readJson(SETTINGS_KEY, storage);
  writeItem(SETTINGS_KEY, JSON.stringify({ ...(isRecord(all) ? all : {}), [reader]: settings }), storage);
}

/** The mode in effect: a vertical book scrolls unless the reader chose otherwise. */
export function effectiveMode(choice: ModeChoice, book: ReadingDirection): ReaderMode {
  if (choice !== 'auto') return choice;
  return book === 'vertical' ? 'vertical' : 'single';
}

/** The page-turning direction in effect: the override, else the book's (vertical turns like ltr). */
export function effectiveDirection(choice: DirectionChoice, book: ReadingDirection): 'ltr' | 'rtl' {
  if (choice !== 'auto') return choice;
  return book === 'rtl' ? 'rtl' : 'ltr';
}
