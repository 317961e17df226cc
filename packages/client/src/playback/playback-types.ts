import type {
  PlaybackPosition,
  Rights,
  RightsDenial,
  RightsTokenContentType,
  SubtitleChoice,
  VideoLogBatch,
  VideoLogReply,
  VideoManifest,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/** A decoded rights token: times in milliseconds (spec §3), the signed text kept for X-Auth-JWT. */
export interface RightsToken {
  content_type: RightsTokenContentType;
  content_uuid: string;
  exp: number;
  iat: number;
  nbf: number;
  rights: Rights;
  denial?: RightsDenial;
  /** The token as signed, to send back as X-Auth-JWT. */
  jwt: string;
}

export interface ManifestQuery {
  /** Stream type: `hls` for playback, `iframe` for seek thumbnails. */
  st?: string;
  drm?: string;
  cdn?: string;
  subs?: SubtitleChoice | string;
}

/** The rights call's options: a preview token (issue 22) travels as `?preview_token=`. */
export interface RightsOptions extends CallOptions {
  /** A premium preview's token (POST …/previews/{type}/{uuid}): rights grant the item while it lives (3051 otherwise). */
  previewToken?: string;
}

/** `client.playback`: rights, the video manifest, the playback log and the resume position. */
export interface PlaybackCalls {
  /**
   * GET /api/5/1/rights/{contentType}/{uuid}; client checks 1715 (uuid) and 1716 (type: episode,
   * clip or book). `previewToken`: sent as `?preview_token=` (a premium preview, 3051 when not live).
   */
  rights(contentType: string, uuid: string, options?: RightsOptions): Promise<RightsToken>;
  /**
   * GET /api/5/1/video_manifest_from_jwt/ with X-Auth-JWT; 1717 when the token is missing,
   * failures mapped as spec §8 (S01 1704 ... 1 1721, else 9999).
   */
  manifest(
    jwt: string | null | undefined,
    query?: ManifestQuery,
    options?: CallOptions,
  ): Promise<VideoManifest>;
  /** The seek-thumbnail variant: st=iframe, drm=default, cdn=default, subs=none. */
  thumbnailManifest(jwt: string | null | undefined, options?: CallOptions): Promise<VideoManifest>;
  /**
   * POST /api/5/log/. With `beacon: true` (page hide) it goes through navigator.sendBeacon when
   * available and resolves without a reply.
   */
  log(batch: VideoLogBatch, options?: CallOptions & { beacon?: boolean }): Promise<VideoLogReply | null>;
  /** Where the signed-in member last stopped in a video; null when never watched or anonymous. */
  position(contentUuid: string, options?: CallOptions): Promise<PlaybackPosition | null>;
}
