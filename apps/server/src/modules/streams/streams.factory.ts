import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { locateFfmpeg } from '../../media/video/ffmpeg-locator';
import type { SigningKeys } from '../auth/signing-key';
import type { PlayableRepository } from '../rights/playable.repository';
import type { RightsTokens } from '../rights/rights-tokens';
import type { SubtitlesService } from '../video-catalogue/subtitles.service';
import { MediaPreparer } from './media-preparer';
import { StreamFilesService } from './stream-files.service';
import { StreamFolders } from './stream-folders';
import { StreamKeyService } from './stream-key.service';
import { StreamLinksService } from './stream-links.service';
import { STREAM_URL_SECRET, StreamSigner } from './stream-signer';
import { subtitleTracksFrom } from './subtitle-tracks';
import { VideoMediaRepository } from './video-media.repository';

type PreparerConfig = Pick<AppConfig, 'DATA_DIR' | 'FFMPEG_PATH'>;

/** Where prepared videos live: DATA_DIR/streams/<folder>/. */
export const streamFolders = (config: Pick<AppConfig, 'DATA_DIR'>) =>
  new StreamFolders(path.join(config.DATA_DIR, 'streams'));

/** The preparer alone (the demo generator and `npm run demo` need no signing or serving). */
export function createMediaPreparer(db: Kysely<Database>, config: PreparerConfig): MediaPreparer {
  // Looked up on first use, once: a server that never prepares a video never needs ffmpeg.
  let ffmpeg: Promise<string> | undefined;
  return new MediaPreparer(
    new VideoMediaRepository(db),
    streamFolders(config),
    () => (ffmpeg ??= locateFfmpeg(config)),
  );
}

export interface StreamsDeps {
  /** accounts.keys: the `stream_urls` secret signs addresses, shared by every instance. */
  keys: SigningKeys;
  rightsTokens: RightsTokens;
  playables: PlayableRepository;
  /** The video catalogue's subtitles (stored cues and their VTT writer). */
  subtitles: SubtitlesService;
  /** Tests pin the clock. */
  now?: () => Date;
}

/** Prepared media, signed stream addresses and the files and keys served under them. */
export function createStreamsServices(
  db: Kysely<Database>,
  config: PreparerConfig & Pick<AppConfig, 'STREAM_URL_TTL_SECONDS'>,
  deps: StreamsDeps,
) {
  const repo = new VideoMediaRepository(db);
  const signer = new StreamSigner(() => deps.keys.secret(STREAM_URL_SECRET), deps.now);
  return {
    links: new StreamLinksService(repo, signer, {
      ttlSeconds: config.STREAM_URL_TTL_SECONDS,
      now: deps.now,
    }),
    preparer: createMediaPreparer(db, config),
    signer,
    files: new StreamFilesService(repo, streamFolders(config), signer, subtitleTracksFrom(deps.subtitles)),
    keys: new StreamKeyService(repo, deps.rightsTokens, deps.playables),
  };
}
export type StreamsServices = ReturnType<typeof createStreamsServices>;
