import { CatalogueServerCode, ManifestReason, StreamErrorCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PlayableRepository } from '../rights/playable.repository';
import { RightsTokenError, type RightsTokens } from '../rights/rights-tokens';
import type { StreamAddress } from './stream-signer';
import type { VideoMediaRepository } from './video-media.repository';

const denied = (why: string) => new AppError(403, StreamErrorCode.KEY_DENIED, why);

/**
 * Releases a video's AES-128 key, and only against a rights token that lets its bearer watch
 * this very video: the signed address alone (which may be shared) is not enough. The key is
 * never logged: it only leaves as the reply body.
 */
export class StreamKeyService {
  constructor(
    private readonly repo: VideoMediaRepository,
    private readonly rightsTokens: RightsTokens,
    private readonly playables: PlayableRepository,
  ) {}

  async key(address: StreamAddress, token: string | undefined): Promise<Buffer> {
    let rights;
    try {
      rights = await this.rightsTokens.verify(token);
    } catch (err) {
      if (!(err instanceof RightsTokenError)) throw err;
      throw err.reason === 'missing'
        ? new AppError(401, ManifestReason.TOKEN_MISSING, 'JWT rights token missing (X-Auth-JWT)')
        : new AppError(401, ManifestReason.INVALID_TOKEN, 'S10 rights token invalid or expired');
    }
    if (!rights.rights.can_watch) throw denied('These rights do not allow watching this video');
    const videoUuid = await this.playables.videoUuidOf(rights.content_type, rights.content_uuid);
    if (videoUuid?.toLowerCase() !== address.videoUuid) throw denied('These rights are for another video');
    const row = await this.repo.findWithKey(address.videoUuid);
    if (row?.status !== 'ready')
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'Stream not found');
    return Buffer.from(row.key_hex, 'hex');
  }
}
