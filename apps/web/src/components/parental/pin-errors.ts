import { parentalDetails, toApiError } from '@fanverse/client';
import type { TFunction } from 'i18next';
import { codedErrorMessage } from '../../lib/forms';

/** Client codes of the unlock call (the client's mapping of PIN_INCORRECT, PIN_LOCKED, PIN_NOT_SET). */
export const PIN_INCORRECT_CODE = 1411;
export const PIN_LOCKED_CODE = 1412;
export const PIN_NOT_SET_CODE = 1413;

function formatWhen(iso: string, lang: string, now: number): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const format = new Intl.DateTimeFormat(
    lang,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return format.format(at);
}

export interface PinProblem {
  text: string;
  /** No pin is set: the parental controls page is where one is. */
  noPin: boolean;
}

/**
 * A failed unlock in words: a wrong pin with the tries left (when the server said), a lock with
 * when to try again, no pin set; anything else by its catalogue message.
 */
export function pinProblem(error: unknown, t: TFunction, lang: string, now: number = Date.now()): PinProblem {
  const failure = toApiError(error, lang);
  const first = failure.errors[0];
  if (!first) return { text: t('parental.prompt.failed'), noPin: false };
  // What the server said beside the code (`remaining`, `locked_until` on errors[0]).
  const { remaining, locked_until: until } = parentalDetails(failure);
  if (first.code === PIN_INCORRECT_CODE && remaining !== undefined) {
    return { text: t('parental.prompt.incorrect', { count: remaining }), noPin: false };
  }
  if (first.code === PIN_LOCKED_CODE) {
    const when = until ? formatWhen(until, lang, now) : null;
    if (when) return { text: t('parental.prompt.locked', { time: when }), noPin: false };
  }
  if (first.code === PIN_NOT_SET_CODE) return { text: t('parental.prompt.noPin'), noPin: true };
  return { text: codedErrorMessage(first, lang), noPin: false };
}
