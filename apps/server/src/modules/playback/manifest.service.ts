import {
  CDN_NAMES,
  DRM_TYPES,
  RIGHTS_CONTENT_TYPES,
  STREAM_TYPES,
  SUBTITLE_CHOICES,
  type RightsContentType,
  type SignedRightsPayload,
  type StreamType,
  type SubtitleChoice,
  type VideoManifest,
} from '@fanverse/contract';
import type { ConsumerRepository } from '../shell/consumer.repository';
import type { PlayableRepository } from '../rights/playable.repository';
import { RightsTokenError, type RightsTokens } from '../rights/rights-tokens';
import type { StreamLinks } from '../streams/stream-links';
import { manifestFailure } from './manifest-failures';

export interface ManifestRequest {
  /** The X-Auth-JWT header. */
  jwt: string | undefined;
  /** The X-Consumer-Key header, when the caller sent one. */
  consumerKey: string | undefined;
  st?: string;
  drm?: string;
  cdn?: string;
  subs?: string;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * GET /api/5/1/video_manifest_from_jwt/: the stream address a rights token entitles its holder
 * to. Checks run in this order, each answering its own reason (ManifestReason): the token
 * (missing JWT, unusable S10), the query (st 9, drm S07, cdn and subs 8), the content (no video 2,
 * gone 1), the rights the token carries (S03, S04, S05, S02), the consumer key (S06), and the
 * media (missing S01, being prepared S08). The token is trusted for its rights until it expires
 * (RIGHTS_TTL_SECONDS); the content is looked up again so a deleted video is never served. A
 * video still being prepared is moved to the front of the preparation queue (S08 meanwhile).
 */
export class ManifestService {
  constructor(
    private readonly tokens: RightsTokens,
    private readonly playables: PlayableRepository,
    private readonly consumers: ConsumerRepository,
    private readonly streams: StreamLinks,
  ) {}

  async manifest(request: ManifestRequest): Promise<VideoManifest> {
    const token = await this.readToken(request.jwt);

    const st = request.st ?? 'hls';
    if (!isOneOf(STREAM_TYPES, st)) throw manifestFailure.streamType();
    const drm = request.drm ?? 'default';
    if (!isOneOf(DRM_TYPES, drm)) throw manifestFailure.drm();
    const cdn = request.cdn ?? 'default';
    if (!isOneOf(CDN_NAMES, cdn)) throw manifestFailure.cdn();
    const subs = request.subs ?? 'none';
    if (!isOneOf(SUBTITLE_CHOICES, subs)) throw manifestFailure.subs();

    const type = token.content_type;
    if (!isOneOf<RightsContentType>(RIGHTS_CONTENT_TYPES, type)) throw manifestFailure.noVideo(type);
    const playable = await this.playables.find(type, token.content_uuid);
    if (!playable) throw manifestFailure.notFound();

    if (!token.rights.can_watch) throw manifestFailure.denied(token.denial ?? 'unavailable');
    if (request.consumerKey !== undefined && !(await this.consumers.nameBySecret(request.consumerKey))) {
      throw manifestFailure.unsupportedConsumer();
    }

    const media = await this.streams.mediaState(playable.video_uuid);
    if (media.status === 'processing') {
      // The player asks again in a few seconds: the video is made next rather than in its turn.
      await this.streams.prioritise(playable.video_uuid);
      throw manifestFailure.inProcess();
    }
    // A failed preparation leaves nothing to play, like none at all.
    if (media.status !== 'ready') throw manifestFailure.notStaged();
    return { cdn, stream_url: await this.streamUrl(playable.video_uuid, st, subs, token) };
  }

  private async readToken(jwt: string | undefined): Promise<SignedRightsPayload> {
    try {
      return await this.tokens.verifySigned(jwt);
    } catch (error) {
      if (error instanceof RightsTokenError) {
        throw error.reason === 'missing' ? manifestFailure.tokenMissing() : manifestFailure.tokenInvalid();
      }
      throw error;
    }
  }

  private streamUrl(videoUuid: string, type: StreamType, subs: SubtitleChoice, token: SignedRightsPayload) {
    return this.streams.streamUrl(videoUuid, { type, subs, includeHd: token.rights.include_hd });
  }
}
