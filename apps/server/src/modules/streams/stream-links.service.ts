import { HD_MIN_HEIGHT, IFRAME_RENDITION } from '../../media/video/hls-ladder';
import type { StoredRendition } from '../../db/schema-playback';
import type { MediaState, StreamLinks, StreamUrlOptions } from './stream-links';
import { ENTRY_FILE } from './stream-paths';
import type { StreamSigner } from './stream-signer';
import type { VideoMediaRepository } from './video-media.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Renditions of 720 lines or more, the i-frame one aside: what include_hd unlocks. */
export const isHd = (r: StoredRendition) => r.name !== IFRAME_RENDITION.name && r.height >= HD_MIN_HEIGHT;

/** What the manifest call (modules/playback) asks of the prepared media. */
export class StreamLinksService implements StreamLinks {
  constructor(
    private readonly repo: VideoMediaRepository,
    private readonly signer: StreamSigner,
    private readonly options: { ttlSeconds: number; now?: () => Date },
  ) {}

  async mediaState(videoUuid: string): Promise<MediaState> {
    const row = UUID.test(videoUuid) ? await this.repo.find(videoUuid.toLowerCase()) : undefined;
    if (!row) return { status: 'missing', hd: false };
    return { status: row.status, hd: row.status === 'ready' && row.renditions.some(isHd) };
  }

  async prioritise(videoUuid: string): Promise<void> {
    if (UUID.test(videoUuid)) await this.repo.request(videoUuid.toLowerCase());
  }

  async streamUrl(videoUuid: string, options: StreamUrlOptions): Promise<string> {
    const now = (this.options.now ?? (() => new Date()))();
    const exp = Math.floor(now.getTime() / 1000) + this.options.ttlSeconds;
    const prefix = await this.signer.prefix(videoUuid, exp, options);
    // A path on the site's own origin, not PUBLIC_URL: the player fetches it from the page, which
    // may have been opened by another host name (the document policy allows media from 'self').
    return `${prefix}/${ENTRY_FILE[options.type]}`;
  }
}
