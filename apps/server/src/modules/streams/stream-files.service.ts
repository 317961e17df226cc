import fs from 'node:fs/promises';
import { CatalogueServerCode } from '@fanverse/contract';
import type { StoredRendition } from '../../db/schema-playback';
import { AppError } from '../../errors/app-error';
import { IFRAME_RENDITION } from '../../media/video/hls-ladder';
import { IFRAMES_ONLY_PLAYLIST, MEDIA_PLAYLIST, SEGMENT_FILE } from '../../media/video/hls-packager';
import { writeMasterPlaylist, writeMediaPlaylist, type MasterVariant } from '../../media/video/hls-playlists';
import type { StreamFolders } from './stream-folders';
import { isHd } from './stream-links.service';
import { JWT_QUERY, KEY_URI_FROM_MEDIA_PLAYLIST, SUBTITLE_FILE, SUBTITLES_FOLDER } from './stream-paths';
import type { StreamAddress, StreamSigner } from './stream-signer';
import type { SubtitleTracks } from './subtitle-tracks';
import type { VideoMedia, VideoMediaRepository } from './video-media.repository';

export const CONTENT_TYPES = {
  playlist: 'application/vnd.apple.mpegurl',
  segment: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  key: 'application/octet-stream',
} as const;

export interface StreamFile {
  body: string | Buffer;
  contentType: string;
  /** Private (a signed address is one viewer's), and never cached past the address's expiry. */
  cacheControl: string;
}

const notFound = () => AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'Stream file not found');

/** `?jwt=…` carried on to the next request, for players that cannot set X-Auth-JWT. */
const withJwt = (uri: string, jwt: string | undefined) =>
  jwt ? `${uri}?${JWT_QUERY}=${encodeURIComponent(jwt)}` : uri;

/**
 * The files under a signed address: the master playlist (rendered per request from the
 * address's options), the renditions' playlists and encrypted segments, and the subtitle
 * playlists and WebVTT files (rendered from the stored cues). Only names of known shapes are
 * ever turned into paths, and HD renditions only when the address includes HD.
 */
export class StreamFilesService {
  constructor(
    private readonly repo: VideoMediaRepository,
    private readonly folders: StreamFolders,
    private readonly signer: StreamSigner,
    private readonly subtitles: SubtitleTracks,
  ) {}

  private cacheControl(address: StreamAddress): string {
    return `private, max-age=${this.signer.secondsLeft(address)}`;
  }

  private async ready(address: StreamAddress): Promise<VideoMedia> {
    const row = await this.repo.find(address.videoUuid);
    if (row?.status !== 'ready') throw notFound();
    return row;
  }

  /** The renditions this address may play, the i-frame one aside. */
  private variants(row: VideoMedia, address: StreamAddress): StoredRendition[] {
    return row.renditions.filter(
      (r) => r.name !== IFRAME_RENDITION.name && (address.options.includeHd || !isHd(r)),
    );
  }

  async master(address: StreamAddress, jwt: string | undefined): Promise<StreamFile> {
    const row = await this.ready(address);
    const byBandwidth = this.variants(row, address).sort((a, b) => b.bandwidth - a.bandwidth);
    // Players start with the first variant listed: the best one below HD starts quickly on
    // most connections; adaptive switching takes it from there.
    const start = byBandwidth.find((r) => !isHd(r)) ?? byBandwidth[0];
    const ordered = start ? [start, ...byBandwidth.filter((r) => r !== start)] : [];
    const variant = (r: StoredRendition, uri: string): MasterVariant => ({
      uri,
      bandwidth: r.bandwidth,
      width: r.width,
      height: r.height,
      codecs: r.codecs,
    });
    const iFrames = row.renditions.find((r) => r.name === IFRAME_RENDITION.name);
    const subs = address.options.subs;
    const tracks = await this.subtitles.list(address.videoUuid);
    const body = writeMasterPlaylist({
      variants: ordered.map((r) => variant(r, withJwt(`${r.name}/${MEDIA_PLAYLIST}`, jwt))),
      iFrames: iFrames && variant(iFrames, `${iFrames.name}/${IFRAMES_ONLY_PLAYLIST}`),
      subtitles: tracks.map((t) => ({
        language: t.code,
        name: t.name,
        uri: `${SUBTITLES_FOLDER}/${t.code}.m3u8`,
        isDefault: subs === t.code,
        autoselect: subs !== 'none',
      })),
    });
    return { body, contentType: CONTENT_TYPES.playlist, cacheControl: this.cacheControl(address) };
  }

  /** `<rendition>/index.m3u8`, `iframe/i-frames.m3u8` or `<rendition>/segNNN.ts`. */
  async renditionFile(
    address: StreamAddress,
    rendition: string,
    file: string,
    jwt: string | undefined,
  ): Promise<StreamFile> {
    const row = await this.ready(address);
    const known =
      rendition === IFRAME_RENDITION.name
        ? row.renditions.some((r) => r.name === rendition)
        : this.variants(row, address).some((r) => r.name === rendition);
    const isPlaylist =
      file === MEDIA_PLAYLIST || (file === IFRAMES_ONLY_PLAYLIST && rendition === IFRAME_RENDITION.name);
    if (!known || !(isPlaylist || SEGMENT_FILE.test(file))) throw notFound();
    const data = await this.read(row.folder, rendition, file);
    const cacheControl = this.cacheControl(address);
    if (!isPlaylist) return { body: data, contentType: CONTENT_TYPES.segment, cacheControl };
    let text = data.toString('utf8');
    if (jwt) {
      const keyLine = `URI="${KEY_URI_FROM_MEDIA_PLAYLIST}"`;
      text = text.replace(keyLine, `URI="${withJwt(KEY_URI_FROM_MEDIA_PLAYLIST, jwt)}"`);
    }
    return { body: text, contentType: CONTENT_TYPES.playlist, cacheControl };
  }

  /** `subs/<lang>.m3u8` (one segment: the whole file) or `subs/<lang>.vtt`. */
  async subtitleFile(address: StreamAddress, file: string): Promise<StreamFile> {
    const match = SUBTITLE_FILE.exec(file);
    if (!match) throw notFound();
    const [, code, extension] = match as unknown as [string, 'en' | 'es', 'm3u8' | 'vtt'];
    const row = await this.ready(address);
    const cacheControl = this.cacheControl(address);
    if (extension === 'm3u8') {
      const tracks = await this.subtitles.list(address.videoUuid);
      if (!tracks.some((t) => t.code === code)) throw notFound();
      const duration = row.duration_seconds ?? 0;
      const body = writeMediaPlaylist([{ uri: `${code}.vtt`, duration }]);
      return { body, contentType: CONTENT_TYPES.playlist, cacheControl };
    }
    const [vtt, sidecar] = await Promise.all([
      this.subtitles.vtt(address.videoUuid, code),
      this.folders.readSidecar(row.folder),
    ]);
    if (vtt === undefined || !sidecar) throw notFound();
    // Cue times are relative to the start of the video; the segments' clock starts at their
    // first PTS (1.4 s with ffmpeg's defaults). The map tells players how the two line up.
    const map = `X-TIMESTAMP-MAP=MPEGTS:${sidecar.first_pts},LOCAL:00:00:00.000`;
    const body = vtt.replace(/^WEBVTT[^\n]*\n/, (header) => `${header}${map}\n`);
    return { body, contentType: CONTENT_TYPES.vtt, cacheControl };
  }

  private async read(folder: string, ...parts: string[]): Promise<Buffer> {
    try {
      return await fs.readFile(this.folders.file(folder, ...parts));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
      throw err;
    }
  }
}
