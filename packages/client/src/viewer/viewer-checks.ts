import { PIN_MAX_LENGTH, type CatalogueCode } from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { ApiError } from '../errors/api-error';

/** Makes a client-check failure: the code, naming its field, in the call's language. */
export type CheckFail = (code: CatalogueCode, field: string) => ApiError;

/**
 * The viewer controls' checks before sending (spec §5, §9 "pin at most 4 characters"): each
 * throws an ApiError with the code and field, as a server reply would.
 */
export function viewerChecks(fail: CheckFail) {
  /** Spec §5: a pin over 4 characters is 1070. */
  const pinLength = (pin: string | undefined) => {
    if (typeof pin === 'string' && pin.length > PIN_MAX_LENGTH) throw fail(1070, 'pin');
  };
  return {
    pinUpdate: (pin: string | undefined) => pinLength(pin),
    /**
     * The pin prompt: an empty pin is "required" (6000) and a long one 1070, neither sent: every
     * pin the server sees counts against the tries before unlocking locks.
     */
    unlockPin: (pin: string) => {
      if (isBlank(pin)) throw fail(6000, 'pin');
      pinLength(pin);
    },
    /** Removing limits takes the account password (1025 "Password is required"). */
    password: (password: string) => {
      if (isBlank(password)) throw fail(1025, 'password');
    },
  };
}
