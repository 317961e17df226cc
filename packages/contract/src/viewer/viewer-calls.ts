import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { COUNTRY_CODE_PATTERN } from '../premium/premium-calls';
import { DEVICE_KINDS } from './device-codes';
import { PIN_MAX_LENGTH } from './viewer-codes';
import { RATING_SYSTEMS } from './ratings';

/**
 * Viewer controls and device calls (accounts spec §7 "Viewer controls" and "Device"; issue 23).
 *
 * - GET    /api/5/tvrating?country=XX        the video ladder for a country (public)
 * - GET    /api/comics/1/ratings             the comics ladder (public)
 * - GET    /api/5/viewer/pin                 the member's limits, whether a pin is set (401 → 9002)
 * - POST   /api/5/viewer/pin                 set limits and pin (viewerPinBodySchema)
 * Ours:
 * - DELETE /api/5/viewer/pin                 remove limits and pin (account password)
 * - POST   /api/5/viewer/pin/unlock          a correct pin → a signed unlock for this session
 * - GET    /api/5/device/link                on the TV: a short code (sets the device-secret cookie)
 * - POST   /api/5/device/link                on the web, signed in: link the code to the member
 * - GET    /api/5/device/link/pending?short_code=   on the web: which device asks, and since when
 * - POST   /api/5/login/device               on the TV: the session secret once linked
 * - GET    /api/5/sessions/                  the member's signed-in devices
 * - DELETE /api/5/sessions/{id}/             sign one out
 */

const instant = () => z.string();

export const videoRatingEntrySchema = lazySchema(
  () =>
    z.object({
      name: z.string(),
      order: z.number().int(),
      system: z.enum(RATING_SYSTEMS),
      level: z.number().int(),
    }),
  { id: 'VideoRatingEntry' },
);

/** GET /api/5/tvrating: the TV and film ladders of a country. */
export const tvRatingLadderSchema = lazySchema(
  () => z.object({ country: z.string(), ratings: z.array(videoRatingEntrySchema) }),
  { id: 'TvRatingLadder' },
);

export const tvRatingQuerySchema = lazySchema(() =>
  z.object({ country: z.string().regex(COUNTRY_CODE_PATTERN).optional() }),
);

/** GET /api/comics/1/ratings. */
export const comicRatingLadderSchema = lazySchema(
  () => z.object({ ratings: z.array(z.object({ name: z.string(), order: z.number().int() })) }),
  { id: 'ComicRatingLadder' },
);

/** GET /api/5/viewer/pin: never the pin itself. Empty ratings mean no limit. */
export const viewerPinSchema = lazySchema(
  () =>
    z.object({
      age_rating: z.string(),
      tv_rating: z.string(),
      country: z.string(),
      ratings: z.array(videoRatingEntrySchema),
      pin_set: z.boolean(),
      /** Set while wrong pins have locked unlocking. */
      locked_until: instant().nullable(),
    }),
  { id: 'ViewerPin' },
);

/**
 * POST /api/5/viewer/pin. `pin` is published and enforced as at most 4 characters (spec §5; the
 * route answers the spec's message for it); the service also wants exactly 4 digits. `password`
 * (the account's) is required once limits exist: changing them is the parent's decision.
 */
export const viewerPinBodySchema = lazySchema(() =>
  z.object({
    age_rating: z.string().max(40),
    tv_rating: z.string().max(40),
    country: z.string().regex(COUNTRY_CODE_PATTERN),
    pin: z.string().max(PIN_MAX_LENGTH),
    password: z.string().max(256).optional(),
  }),
);

/** DELETE /api/5/viewer/pin. */
export const viewerPinRemoveBodySchema = lazySchema(() => z.object({ password: z.string().min(1).max(256) }));

/** POST /api/5/viewer/pin/unlock. */
export const viewerUnlockBodySchema = lazySchema(() => z.object({ pin: z.string().max(PIN_MAX_LENGTH) }));

export const viewerUnlockSchema = lazySchema(
  () => z.object({ unlock_token: z.string(), expires_at: instant() }),
  { id: 'ViewerUnlock' },
);

/** GET /api/5/device/link: RFC 8628's device authorization reply, in the spec's names. */
export const deviceCodeSchema = lazySchema(
  () =>
    z.object({
      short_code: z.string(),
      link_complete: z.boolean(),
      /** Seconds until the code expires. */
      expires_in: z.number().int(),
      /** Seconds the TV waits between polls. */
      interval: z.number().int(),
      verification_uri: z.string(),
      verification_uri_complete: z.string(),
    }),
  { id: 'DeviceCode' },
);

/** POST /api/5/device/link, POST /api/5/login/device: form `short_code` (checked by the service: 1401, 1402). */
export const deviceShortCodeBodySchema = lazySchema(() =>
  z.object({ short_code: z.string().max(64).optional() }),
);

export const deviceShortCodeQuerySchema = lazySchema(() =>
  z.object({ short_code: z.string().max(64).optional() }),
);

/** POST /api/5/device/link's reply. */
export const deviceLinkSchema = lazySchema(
  () => z.object({ short_code: z.string(), link_complete: z.boolean() }),
  { id: 'DeviceLink' },
);

/** GET /api/5/device/link/pending: what the confirm page shows before linking. */
export const pendingDeviceSchema = lazySchema(
  () =>
    z.object({
      short_code: z.string(),
      device_name: z.string(),
      device_kind: z.enum(DEVICE_KINDS),
      requested_at: instant(),
      expires_at: instant(),
    }),
  { id: 'PendingDevice' },
);

/** POST /api/5/login/device: the session secret becomes the TV's `Authorization: Token`. */
export const deviceLoginSchema = lazySchema(
  () => z.object({ session_secret: z.string(), user_guid: z.string() }),
  { id: 'DeviceLogin' },
);

export const signedInDeviceSchema = lazySchema(
  () =>
    z.object({
      id: z.string(),
      device_name: z.string(),
      device_kind: z.enum(DEVICE_KINDS),
      created_at: instant(),
      last_used_at: instant(),
      /** The session making this call. */
      current: z.boolean(),
    }),
  { id: 'SignedInDevice' },
);

/** GET /api/5/sessions/. */
export const signedInDevicesSchema = lazySchema(() => z.object({ sessions: z.array(signedInDeviceSchema) }), {
  id: 'SignedInDevices',
});

export const sessionParamsSchema = lazySchema(() => z.object({ id: z.string().uuid() }));

export type VideoRatingEntry = z.infer<typeof videoRatingEntrySchema>;
export type TvRatingLadder = z.infer<typeof tvRatingLadderSchema>;
export type ComicRatingLadder = z.infer<typeof comicRatingLadderSchema>;
export type ViewerPin = z.infer<typeof viewerPinSchema>;
export type ViewerPinBody = z.infer<typeof viewerPinBodySchema>;
export type ViewerUnlock = z.infer<typeof viewerUnlockSchema>;
export type DeviceCodeReply = z.infer<typeof deviceCodeSchema>;
export type DeviceLink = z.infer<typeof deviceLinkSchema>;
export type PendingDevice = z.infer<typeof pendingDeviceSchema>;
export type DeviceLogin = z.infer<typeof deviceLoginSchema>;
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
