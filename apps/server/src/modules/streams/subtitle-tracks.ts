import type { SubtitlesService } from '../video-catalogue/subtitles.service';
import { AppError } from '../../errors/app-error';

export interface SubtitleTrack {
  /** `en` or `es`. */
  code: 'en' | 'es';
  /** The language's name (in English), for NAME in the master playlist. */
  name: string;
}

/** The subtitles a stream offers: the video catalogue's stored cues, written by its VTT writer. */
export interface SubtitleTracks {
  list(videoUuid: string): Promise<SubtitleTrack[]>;
  /** The WebVTT file of one language; undefined when the video has none in it. */
  vtt(videoUuid: string, code: SubtitleTrack['code']): Promise<string | undefined>;
}

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/** Adapts the video catalogue's SubtitlesService; a video the catalogue no longer has has none. */
export function subtitleTracksFrom(subtitles: SubtitlesService): SubtitleTracks {
  return {
    async list(videoUuid) {
      try {
        const list = await subtitles.list(videoUuid, 'vtt', 'en');
        return list.flatMap((s) =>
          s.code === 'en' || s.code === 'es' ? [{ code: s.code, name: s.language }] : [],
        );
      } catch (err) {
        if (isNotFound(err)) return [];
        throw err;
      }
    },
    async vtt(videoUuid, code) {
      try {
        return (await subtitles.file(videoUuid, 'vtt', code)).body;
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
  };
}
