import type { Locale, Subtitle, SubtitleFormat } from '@fanverse/contract';
import { ContentLimits } from '../parental/content-limits';
import { notFound } from './not-found';
import { assertVideoAllowed } from './parental-locks';
import { SUBTITLE_CONTENT_TYPES, writeSubtitles } from './subtitle-writer';
import type { SubtitlesRepository } from './subtitles.repository';

/** Subtitle languages served, and each one's name in each reply language. */
export const SUBTITLE_LANGUAGES = ['en', 'es'] as const;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

const LANGUAGE_NAMES: Readonly<Record<Locale, Record<SubtitleLanguage, string>>> = {
  en: { en: 'English', es: 'Spanish' },
  es: { en: 'Inglés', es: 'Español' },
};

export function subtitleFilePath(videoUuid: string, format: SubtitleFormat, code: string): string {
  return `/api/5/2/video/${videoUuid}/subtitles/${format}/${code}`;
}

export interface SubtitleFile {
  body: string;
  contentType: string;
}

/** Cues are stored once per video and language; each format is written from them on request. */
export class SubtitlesService {
  constructor(private readonly subtitles: SubtitlesRepository) {}

  /**
   * 403 PARENTAL_LOCK when the video's episode (by its own rating) or clip (by its series') is
   * above the caller's limits: the subtitles of a locked title are as locked as the title.
   */
  private async assertAllowed(videoUuid: string, limits: ContentLimits): Promise<void> {
    if (limits.videoMax === null) return;
    for (const rating of await this.subtitles.ratingsOf(videoUuid)) assertVideoAllowed(limits, rating);
  }

  async list(
    videoUuid: string,
    format: SubtitleFormat,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Subtitle[]> {
    const { found, codes } = await this.subtitles.languages(videoUuid, SUBTITLE_LANGUAGES);
    if (!found) throw notFound.resource('Video');
    await this.assertAllowed(videoUuid, limits);
    const uuid = videoUuid.toLowerCase();
    return codes.map((code) => ({
      code,
      language: LANGUAGE_NAMES[lang][code as SubtitleLanguage],
      url: subtitleFilePath(uuid, format, code),
    }));
  }

  /** The legacy `{series_id}.{episode_number}` address: the list of that episode's video. */
  async listForEpisode(
    seriesId: number,
    number: number,
    format: SubtitleFormat,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Subtitle[]> {
    const videoUuid = await this.subtitles.episodeVideo(seriesId, number);
    if (!videoUuid) throw notFound.resource('Episode');
    return this.list(videoUuid, format, lang, limits);
  }

  async file(
    videoUuid: string,
    format: SubtitleFormat,
    code: SubtitleLanguage,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<SubtitleFile> {
    await this.assertAllowed(videoUuid, limits);
    const cues = await this.subtitles.cues(videoUuid, code);
    if (!cues) throw notFound.resource('Subtitles');
    return { body: writeSubtitles(format, cues), contentType: SUBTITLE_CONTENT_TYPES[format] };
  }
}
