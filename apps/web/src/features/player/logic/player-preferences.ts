import { SUBTITLE_CHOICES, type SubtitleChoice } from '@fanverse/contract';
import { readItem, writeItem } from '../../../lib/storage';

/** Whether the next episode plays by itself at the end: on unless the viewer turned it off. */
export const AUTOPLAY_KEY = 'fanverse_player_autoplay';
/** The subtitles the viewer last chose (`none`, `en`, `es`); unset means "the page's language". */
export const SUBTITLES_KEY = 'fanverse_player_subtitles';

export function readAutoplay(storage?: Storage | null): boolean {
  return readItem(AUTOPLAY_KEY, storage) !== 'off';
}

export function writeAutoplay(on: boolean, storage?: Storage | null): void {
  writeItem(AUTOPLAY_KEY, on ? 'on' : 'off', storage);
}

function isSubtitleChoice(value: unknown): value is SubtitleChoice {
  return typeof value === 'string' && (SUBTITLE_CHOICES as readonly string[]).includes(value);
}

/**
 * The subtitles to ask the manifest for: the viewer's last choice, else the interface language
 * when the server has subtitles in it, else none.
 */
export function initialSubtitles(uiLanguage: string, storage?: Storage | null): SubtitleChoice {
  const stored = readItem(SUBTITLES_KEY, storage);
  if (isSubtitleChoice(stored)) return stored;
  return isSubtitleChoice(uiLanguage) ? uiLanguage : 'none';
}

export function writeSubtitles(choice: SubtitleChoice, storage?: Storage | null): void {
  writeItem(SUBTITLES_KEY, choice, storage);
}
