import type { MemberCard } from '@fanverse/contract';

/** Where the events pages live. */
export const EVENTS_PATH = '/events';
export const MEMBER_CARD_PATH = '/account/card';

export function eventPath(eventUuid: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(eventUuid)}`;
}

/** Ask for the next code this long before the current one expires (at most a quarter period). */
export const CARD_REFRESH_MARGIN_MS = 10_000;
/** However late, never ask more often than this (a refresh that keeps failing, say). */
export const CARD_MIN_REFRESH_MS = 5_000;

/** A card's lifetime by this device's clock, from when it was fetched. */
export interface CardTiming {
  /** When the code stops being current, on the local clock. */
  expiresAt: number;
  /** When to ask for the next one. */
  refreshAt: number;
  periodMs: number;
}

/**
 * The card's `expires_at` is the server's clock; a phone's clock may be minutes off it. The code
 * lives `expires_at - now` from when it was fetched, which is right whenever the two clocks
 * roughly agree; when that is nonsense (already past, or longer than two periods) the clocks do
 * not agree and the period itself is the better guess.
 */
export function cardTiming(card: MemberCard, fetchedAt: number): CardTiming {
  const periodMs = card.rotates_every_seconds * 1000;
  let lifetime = Date.parse(card.expires_at) - fetchedAt;
  if (!(lifetime > 0 && lifetime <= periodMs * 2)) lifetime = periodMs;
  const margin = Math.min(CARD_REFRESH_MARGIN_MS, periodMs / 4);
  const expiresAt = fetchedAt + lifetime;
  return { expiresAt, refreshAt: expiresAt - margin, periodMs };
}

/** TanStack Query's `refetchInterval` for the card: just before it expires; false with no card yet. */
export function cardRefreshDelayMs(
  card: MemberCard | undefined,
  fetchedAt: number,
  now: number,
): number | false {
  if (!card) return false;
  return Math.max(CARD_MIN_REFRESH_MS, cardTiming(card, fetchedAt).refreshAt - now);
}

/** Whole seconds the shown code has left (0 once expired). */
export function secondsLeft(timing: CardTiming, now: number): number {
  return Math.max(0, Math.ceil((timing.expiresAt - now) / 1000));
}
