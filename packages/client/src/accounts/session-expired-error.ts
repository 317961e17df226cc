import { ClientCode } from '@fanverse/contract';
import { ApiError } from '../errors/api-error';

/**
 * A failure that means the session the client holds is gone: the reply was marked
 * sessionExpired (spec §6), or it normalised to 1003 Invalid user token. Logging out after
 * one is a success, and any call that fails with one signs the user out locally.
 */
export function isSessionExpiredError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.sessionExpired || error.errors.some((e) => e.code === ClientCode.INVALID_USER_TOKEN))
  );
}
