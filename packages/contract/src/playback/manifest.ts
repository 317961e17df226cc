import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * GET /api/5/1/video_manifest_from_jwt/ (accounts spec §7 "Video manifest"): the rights token in
 * X-Auth-JWT, query st (stream type), drm, cdn, subs (subtitle language). The player asks with
 * st=hls; the seek-thumbnail variant sends st=iframe, drm=default, cdn=default, subs=none.
 */
export const STREAM_TYPES = ['hls', 'iframe'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];
/** `default` is AES-128 segment encryption (keys released against a rights token). */
export const DRM_TYPES = ['default', 'aes-128'] as const;
/** One origin today (`default`, the server itself); object storage + CDN later, same signing. */
export const CDN_NAMES = ['default'] as const;
export const SUBTITLE_CHOICES = ['none', 'en', 'es'] as const;
export type SubtitleChoice = (typeof SUBTITLE_CHOICES)[number];

/** Query as the player sends it; each field is checked by the service (failures answer below). */
export const manifestQuerySchema = lazySchema(() =>
  z.object({
    st: z.string().optional(),
    drm: z.string().optional(),
    cdn: z.string().optional(),
    subs: z.string().optional(),
  }),
);

export const videoManifestSchema = lazySchema(() =>
  z.object({
    cdn: z.string(),
    /** A signed, expiring address of the HLS master playlist (st=hls) or i-frame playlist. */
    stream_url: z.string(),
  }),
);
export type VideoManifest = z.infer<typeof videoManifestSchema>;

/**
 * Failure reasons of the manifest call, put in `errors[0].code` and as the first characters of
 * the message ("S03 premium required"); the client maps them (spec §8): S05 1703, S01 1704,
 * S02 1705, S03 1706, S04 1707, S06 1708, S07 1709, S08 1710, S10 1711, JWT 1717, 9 1719,
 * 8 1720, 2 1716, 1 1721.
 */
export const ManifestReason = {
  /** 409: the video has no media yet (never staged). */
  NOT_STAGED: 'S01',
  /** 403: the video's status is not approved. */
  NOT_APPROVED: 'S02',
  /** 403: premium wall, the token's rights deny watching. */
  PREMIUM_REQUIRED: 'S03',
  /** 403: registration wall. */
  REGISTRATION_REQUIRED: 'S04',
  /** 403: not provisioned for the visitor's region. */
  GEO_BLOCKED: 'S05',
  /** 403: the consumer key is unknown or not allowed to stream. */
  UNSUPPORTED_CONSUMER: 'S06',
  /** 400: drm names no type we serve. */
  INVALID_DRM: 'S07',
  /** 409: the media is still being prepared; try again shortly. */
  IN_PROCESS: 'S08',
  /** 401: the token is invalid, expired, tampered with or not a rights token. */
  INVALID_TOKEN: 'S10',
  /** 401: no X-Auth-JWT header. */
  TOKEN_MISSING: 'JWT',
  /** 400: st names no stream type we serve. */
  INVALID_STREAM_TYPE: 9,
  /** 400: cdn or subs is not one we serve. */
  INVALID_PARAMETER: 8,
  /** 400: the token names a content type without video. */
  INVALID_CONTENT_TYPE: 2,
  /** 404: the token's content does not exist (any more). */
  NOT_FOUND: 1,
} as const;
export type ManifestReason = (typeof ManifestReason)[keyof typeof ManifestReason];

/**
 * Failures of the signed stream addresses (`/streams/{video_uuid}/{exp}/{opts}/{sig}/…`, the
 * stream_url of a manifest). Players meet them, not the API client: an expired address is
 * renewed by asking for a new manifest. A key refused for a missing or bad rights token answers
 * the manifest's own JWT (missing) or S10 (invalid, expired) with 401.
 */
export const StreamErrorCode = {
  /** 403: the signature does not match the address (forged, altered or malformed). */
  URL_INVALID: 'STREAM_URL_INVALID',
  /** 410: the address has expired; fetch a new manifest. */
  URL_EXPIRED: 'STREAM_URL_EXPIRED',
  /** 403: the rights token is for another video, or its rights do not allow watching. */
  KEY_DENIED: 'STREAM_KEY_DENIED',
} as const;
export type StreamErrorCode = (typeof StreamErrorCode)[keyof typeof StreamErrorCode];
