import type {
  ComicRatingLadder,
  TvRatingLadder,
  ViewerPin,
  ViewerPinBody,
  ViewerUnlock,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.viewer`: parental controls (accounts spec §7 "Viewer controls", §5, §6, §8; issue 23).
 *
 * - `getTvRatings(country?)`   GET /api/5/tvrating?country=  (public)
 * - `getComicRatings()`        GET /api/comics/1/ratings     (public)
 * - `getPin()`                 GET /api/5/viewer/pin — without a session the client fails with
 *                              9002 before sending (spec §6), and a 401 reply maps to 9002
 * - `setPin(body)`             POST /api/5/viewer/pin — client check: pin over 4 characters →
 *                              1070 (not sent); the server's messages 'Invalid TV rating.',
 *                              'Invalid age rating.', 'Ensure this field has no more than 4
 *                              characters.' → 1072, 1071, 1070; INVALID_LOGIN (wrong password) → 1009
 * - `removePin(password)`      DELETE /api/5/viewer/pin — INVALID_LOGIN (wrong password) → 1009
 * - `unlock(pin)`              POST /api/5/viewer/pin/unlock → the signed unlock, which the client
 *                              then sends as `X-Viewer-Unlock` on every call until it expires;
 *                              PIN_INCORRECT → 1411, PIN_LOCKED → 1412, PIN_NOT_SET → 1413
 * - `getUnlock()` / `clearUnlock()`  the unlock the client holds (null when none or expired)
 * - `restoreUnlock(unlock)`    holds an unlock the app kept (sessionStorage) across a reload; call
 *                              it once the session is restored, since another session token drops
 *                              the unlock; an expired or malformed one is ignored
 *
 * Checks before sending also stop an empty pin (6000) and a pin over 4 characters (1070) on
 * `unlock`, and an empty password (1025) on `removePin`. `setPin`, `removePin` and `unlock` keep
 * their failures under the operations `setPin`, `removePin` and `unlockPin`; `parentalDetails(e)`
 * reads `remaining` (1411), `locked_until` (1412) and `rating` (1410) from a failure.
 *
 * Content above the limits fetched by id answers 403 PARENTAL_LOCK, which every catalogue call
 * maps to 1410 (the pages show the pin prompt); rights answer `denial: 'parental'`.
 */
export interface ViewerCalls {
  getTvRatings(country?: string, options?: CallOptions): Promise<TvRatingLadder>;
  getComicRatings(options?: CallOptions): Promise<ComicRatingLadder>;
  getPin(options?: CallOptions): Promise<ViewerPin>;
  setPin(body: ViewerPinBody, options?: CallOptions): Promise<ViewerPin>;
  removePin(password: string, options?: CallOptions): Promise<void>;
  unlock(pin: string, options?: CallOptions): Promise<ViewerUnlock>;
  getUnlock(): ViewerUnlock | null;
  clearUnlock(): void;
  restoreUnlock(unlock: ViewerUnlock): void;
}
