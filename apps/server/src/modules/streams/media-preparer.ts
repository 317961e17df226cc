import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { DEFAULT_LADDER, type RenditionSpec } from '../../media/video/hls-ladder';
import { KEY_BYTES } from '../../media/video/segment-cipher';
import { packageHls } from '../../media/video/hls-packager';
import type { VideoSource } from '../../media/video/video-source';
import type { StreamFolders } from './stream-folders';
import { KEY_URI_FROM_MEDIA_PLAYLIST } from './stream-paths';
import type { VideoMediaRepository } from './video-media.repository';

/** An error stored on a failed row: enough to tell what broke, never a whole ffmpeg log. */
const MAX_ERROR_CHARS = 500;
/** Bumped when the packaging changes in a way that needs every video prepared again. */
const FORMAT = 2;

/** The files depend on the source, the ladder, and how we package them (FORMAT). */
function fingerprintOf(source: VideoSource, ladder: readonly RenditionSpec[] = DEFAULT_LADDER): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ format: FORMAT, source: source.fingerprint, ladder }))
    .digest('hex');
}

export interface PrepareOptions {
  /** Stops the work (ffmpeg is killed); the row stays `processing`, to be redone on the next run. */
  signal?: AbortSignal;
  ladder?: readonly RenditionSpec[];
  /** A viewer is waiting for this video: ffmpeg runs ahead of background encodes. */
  urgent?: boolean;
}

export type PrepareOutcome = 'prepared' | 'skipped';

/**
 * Prepares a video for streaming from any source: encrypted HLS renditions, the i-frame
 * rendition and their playlists in a new folder under DATA_DIR/streams, built in a temporary
 * folder and renamed into place, then the row turns `ready` (or `failed`, with the error).
 * Idempotent: a ready video from the same source fingerprint is skipped; an interrupted one is
 * done again. A ready video whose source changed keeps being served until its new folder is
 * in place.
 */
export class MediaPreparer {
  constructor(
    private readonly repo: VideoMediaRepository,
    private readonly folders: StreamFolders,
    private readonly ffmpeg: () => Promise<string>,
  ) {}

  /**
   * Rows for videos about to be prepared, in one statement, so the manifest says "still being
   * prepared" (S08) rather than "no media" (S01) from now on. Existing rows are kept.
   */
  async register(videoUuids: readonly string[]): Promise<void> {
    await this.repo.ensure(
      videoUuids.map((uuid) => ({
        video_uuid: uuid.toLowerCase(),
        folder: this.folders.newFolderName(uuid),
        key_hex: crypto.randomBytes(KEY_BYTES).toString('hex'),
      })),
    );
  }

  /** Whether prepare() would do any work: the video is not ready, or was made from another source. */
  async needsWork(
    videoUuid: string,
    source: VideoSource,
    ladder?: readonly RenditionSpec[],
  ): Promise<boolean> {
    const row = await this.repo.find(videoUuid.toLowerCase());
    if (row?.status !== 'ready') return true;
    return (await this.folders.readSidecar(row.folder))?.fingerprint !== fingerprintOf(source, ladder);
  }

  async prepare(
    videoUuid: string,
    source: VideoSource,
    options: PrepareOptions = {},
  ): Promise<PrepareOutcome> {
    const uuid = videoUuid.toLowerCase();
    await this.register([uuid]);
    const row = await this.repo.findWithKey(uuid);
    if (!row) throw new Error(`video_media row of ${uuid} vanished`);
    const wasReady = row.status === 'ready';
    const ladder = options.ladder ?? DEFAULT_LADDER;
    const fingerprint = fingerprintOf(source, ladder);
    if (wasReady && (await this.folders.readSidecar(row.folder))?.fingerprint === fingerprint) {
      return 'skipped';
    }

    const folder = this.folders.newFolderName(uuid);
    if (!wasReady) {
      await this.repo.markProcessing(uuid, folder);
      // A run that died between renaming its folder into place and marking the row leaves the
      // folder behind; nothing serves a row that is not ready.
      await this.folders.remove(row.folder);
    }
    await fs.mkdir(this.folders.root, { recursive: true });
    await this.folders.removeTemps(uuid);
    const temp = this.folders.tempDir(folder);
    try {
      const packaged = await packageHls({
        ffmpeg: await this.ffmpeg(),
        source,
        ladder,
        outDir: temp,
        key: Buffer.from(row.key_hex, 'hex'),
        keyUri: KEY_URI_FROM_MEDIA_PLAYLIST,
        signal: options.signal,
        urgent: options.urgent,
      });
      await this.folders.writeSidecar(temp, { fingerprint, first_pts: packaged.firstPts });
      await fs.rename(temp, this.folders.dir(folder));
      await this.repo.markReady(uuid, {
        folder,
        duration_seconds: packaged.durationSeconds,
        renditions: packaged.renditions,
      });
    } catch (err) {
      await fs.rm(temp, { recursive: true, force: true });
      if (!options.signal?.aborted && !wasReady) {
        const message = err instanceof Error ? err.message : String(err);
        await this.repo.markFailed(uuid, message.slice(0, MAX_ERROR_CHARS));
      }
      throw err;
    }
    // The previous folder of a re-prepared video: no longer named by its row.
    if (wasReady && row.folder !== folder) await this.folders.remove(row.folder);
    return 'prepared';
  }
}
