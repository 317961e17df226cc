import type {
  DeviceCodeReply,
  DeviceLink,
  DeviceLogin,
  PendingDevice,
  SignedInDevice,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.devices`: TV device linking and signed-in devices (accounts spec §4 "Device linking",
 * §5, §7 "Device", §8 1400–1405; issue 23).
 *
 * - `getCode()`            GET /api/5/device/link — on the TV: the short code and whether it is
 *                          linked (the server sets the HttpOnly device-secret cookie; browsers
 *                          send it back with `credentials: 'include'` on same origin)
 * - `getPending(code)`     GET /api/5/device/link/pending?short_code= — on the web: which device
 *                          asks and since when, before the member confirms
 * - `link(code)`           POST /api/5/device/link (form short_code) — client checks: missing →
 *                          1401, over 5 characters (separators ignored) → 1402, not sent; the
 *                          server's SHORT_CODE_NOT_FOUND → 1403, DEVICE_LINK_FAILED → 1400; a reply
 *                          whose `link_complete` is false fails with 1400 (spec §4)
 * - `login(code)`          POST /api/5/login/device (form short_code) — USER_NOT_LINKED → 1404,
 *                          DEVICE_LOGIN_FAILED → 1405; a reply without a session secret fails
 *                          with 1405. On success the secret becomes the client's session token.
 * - `listSessions()`       GET /api/5/sessions/
 * - `signOut(id)`          DELETE /api/5/sessions/{id}/
 */
export interface DevicesCalls {
  getCode(options?: CallOptions): Promise<DeviceCodeReply>;
  getPending(code: string, options?: CallOptions): Promise<PendingDevice>;
  link(code: string, options?: CallOptions): Promise<DeviceLink>;
  login(code: string, options?: CallOptions): Promise<DeviceLogin>;
  listSessions(options?: CallOptions): Promise<SignedInDevice[]>;
  signOut(id: string, options?: CallOptions): Promise<void>;
}
