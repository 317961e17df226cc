/**
 * Viewer controls (parental controls; accounts spec "Viewer ratings", §5, §6, §8 1070–1072; issue
 * 23). The pin update answers the spec's field messages, which the client maps to 1070–1072; the
 * other codes are the product's.
 */
export const PIN_MESSAGES = {
  TV_RATING: 'Invalid TV rating.',
  AGE_RATING: 'Invalid age rating.',
  PIN_TOO_LONG: 'Ensure this field has no more than 4 characters.',
} as const;

/** Spec §9: a pin is at most 4 characters. Ours: exactly 4 digits. */
export const PIN_MAX_LENGTH = 4;
export const PIN_PATTERN = /^\d{4}$/;

/** Wrong pins allowed before a lock; each further lock doubles, from the first, up to the last. */
export const PIN_MAX_TRIES = 5;
export const PIN_FIRST_LOCK_SECONDS = 300;
export const PIN_MAX_LOCK_SECONDS = 86_400;
/** How long an entered pin unlocks limited content for the session. */
export const PIN_UNLOCK_SECONDS = 900;

/** The header carrying the signed unlock a correct pin answers. */
export const VIEWER_UNLOCK_HEADER = 'x-viewer-unlock';

export const ViewerCode = {
  /** Field messages of the pin update (code INVALID_VALUE, `field` says which). */
  INVALID_VALUE: 'INVALID_VALUE',
  /** Changing or removing limits without the right account password. */
  INVALID_LOGIN: 'INVALID_LOGIN',
  /** Unlock with a wrong pin: `remaining` tries are left before a lock. */
  PIN_INCORRECT: 'PIN_INCORRECT',
  /** Unlock while locked after too many wrong pins: `locked_until`. */
  PIN_LOCKED: 'PIN_LOCKED',
  /** Unlock when no pin is set. */
  PIN_NOT_SET: 'PIN_NOT_SET',
  /** Content above the viewer's limits, fetched by id: 403 with `rating`. */
  PARENTAL_LOCK: 'PARENTAL_LOCK',
} as const;
export type ViewerCode = (typeof ViewerCode)[keyof typeof ViewerCode];
