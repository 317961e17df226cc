import type { VideoStatus } from '@fanverse/contract';
import type { StoredTimestamp, SubtitleCue } from '../../db/schema-catalogue';
import { addDays, isoDate, utcDay } from './calendar';
import type { EpisodeDef, SeasonDef, SeriesDef, Text } from './content/types';
import { demoGuid, demoSeed, demoUuid } from './demo-ids';
import { sentences, spreadCues } from './subtitle-cues';

/** A week between episodes of a season; most of a year between seasons. */
const WEEK = 7;
const SEASON_BREAK_DAYS = 280;
/** How long new episodes stay premium before the early-access wall lapses. */
const EARLY_ACCESS_DAYS = 14;
const EARLY_ACCESS = 'premium-early-access';

/**
 * Episodes are short demo videos, 45 to 75 seconds: all 72 are encoded with ffmpeg on the first
 * start, in the background, and that should take minutes, not an hour.
 */
const MIN_DURATION = 45;
const DURATION_SPREAD = 31;

export const SKIP_TITLES: Record<'recap' | 'intro' | 'credits', Text> = {
  recap: { en: 'Skip recap', es: 'Omitir resumen' },
  intro: { en: 'Skip intro', es: 'Omitir introducción' },
  credits: { en: 'Skip credits', es: 'Omitir créditos' },
};

export interface PlannedSeason {
  seriesSlug: string;
  number: number;
  uuid: string;
  assetKey: string;
  def: SeasonDef;
}

export interface PlannedEpisode {
  seriesSlug: string;
  seasonNumber: number;
  seasonPosition: number;
  /** 1-based across the series. */
  number: number;
  uuid: string;
  guid: string;
  videoUuid: string;
  assetKey: string;
  def: EpisodeDef;
  subtitle: Text;
  description: Text;
  releaseDay: number;
  duration: number;
  timestamps: StoredTimestamp[];
  adMarkers: number[];
  wallType: 0 | 1 | null;
  wallExpires: Date | null;
  wallRestriction: string | null;
  videoStatus: VideoStatus;
  downloadable: boolean;
  cues: { en: SubtitleCue[]; es: SubtitleCue[] };
}

export const seasonAssetKey = (slug: string, season: number) => `${slug}-s${season}`;
export const episodeAssetKey = (slug: string, season: number, position: number) =>
  `${slug}-s${season}e${String(position).padStart(2, '0')}`;

/**
 * Intro, recap and credits inside the episode, plus where ad breaks may go between them. Sized
 * for episodes of 45 s or more: recap 4-6 s, intro 6-8 s (ends by 14 s), credits the last 8-12 s
 * (start at 33 s or later), so at least 19 s of story are left for the subtitles and the ad break.
 */
function timing(name: string, duration: number) {
  const recapEnd = 4 + (demoSeed(`recap:${name}`) % 3);
  const introEnd = recapEnd + 6 + (demoSeed(`intro:${name}`) % 3);
  const creditsStart = duration - 8 - (demoSeed(`credits:${name}`) % 5);
  const timestamps: StoredTimestamp[] = [
    { label: 'recap', start_seconds: 0, end_seconds: recapEnd, title: SKIP_TITLES.recap },
    { label: 'intro', start_seconds: recapEnd, end_seconds: introEnd, title: SKIP_TITLES.intro },
    { label: 'credits', start_seconds: creditsStart, end_seconds: duration, title: SKIP_TITLES.credits },
  ];
  const body = creditsStart - introEnd;
  const adMarkers =
    duration >= 150
      ? [introEnd + Math.round(body / 3), introEnd + Math.round((2 * body) / 3)]
      : [introEnd + Math.round(body / 2)];
  return { timestamps, adMarkers, recapEnd, introEnd, creditsStart };
}

/**
 * The wall of an episode (spec §4), a rule of thumb a real service might follow: the first
 * episode is free; new episodes are premium early access for two weeks; a season finale was
 * early access too (that wall has lapsed); the rest of season one needs registration and
 * later seasons need premium.
 */
function wall(
  number: number,
  seasonNumber: number,
  isSeasonFinale: boolean,
  lastSeason: number,
  releaseDay: number,
  today: number,
): Pick<PlannedEpisode, 'wallType' | 'wallExpires' | 'wallRestriction'> {
  if (number === 1) return { wallType: null, wallExpires: null, wallRestriction: null };
  const earlyAccessEnds = addDays(releaseDay, EARLY_ACCESS_DAYS);
  if (earlyAccessEnds > today || (isSeasonFinale && seasonNumber < lastSeason)) {
    return { wallType: 0, wallExpires: new Date(earlyAccessEnds), wallRestriction: EARLY_ACCESS };
  }
  return { wallType: seasonNumber === 1 ? 1 : 0, wallExpires: null, wallRestriction: null };
}

function episodeCues(
  series: SeriesDef,
  season: SeasonDef,
  def: EpisodeDef,
  t: ReturnType<typeof timing>,
  lang: 'en' | 'es',
): SubtitleCue[] {
  const previously =
    lang === 'en' ? `Previously on ${series.title.en}…` : `Anteriormente en ${series.title.es}…`;
  const theme = lang === 'en' ? `♪ ${series.title.en} theme ♪` : `♪ Sintonía de ${series.title.es} ♪`;
  const story = [def.title[lang], ...sentences(def.logline[lang]), ...sentences(season.description[lang])];
  return [
    ...spreadCues([previously], 1, t.recapEnd),
    ...spreadCues([theme], t.recapEnd + 1, t.introEnd),
    ...spreadCues(story, t.introEnd + 1, t.creditsStart - 1),
  ];
}

/** Seasons and episodes of one series, with their dates relative to `now`. */
export function planEpisodes(
  series: SeriesDef,
  now: Date,
): { seasons: PlannedSeason[]; episodes: PlannedEpisode[] } {
  const today = utcDay(now);
  const total = series.seasons.reduce((sum, s) => sum + s.episodes.length, 0);
  const lastSeason = series.seasons.length;
  const finale = addDays(today, series.finaleInDays);
  const seasons: PlannedSeason[] = [];
  const episodes: PlannedEpisode[] = [];
  let number = 0;
  series.seasons.forEach((seasonDef, seasonIndex) => {
    const seasonNumber = seasonIndex + 1;
    seasons.push({
      seriesSlug: series.slug,
      number: seasonNumber,
      uuid: demoUuid(`season:${series.slug}:${seasonNumber}`),
      assetKey: seasonAssetKey(series.slug, seasonNumber),
      def: seasonDef,
    });
    seasonDef.episodes.forEach((def, positionIndex) => {
      number += 1;
      const seasonPosition = positionIndex + 1;
      const name = `${series.slug}:${number}`;
      const releaseDay = addDays(
        finale,
        -WEEK * (total - number) - SEASON_BREAK_DAYS * (lastSeason - seasonNumber),
      );
      const duration = MIN_DURATION + (demoSeed(`duration:${name}`) % DURATION_SPREAD);
      const t = timing(name, duration);
      const isSeasonFinale = seasonPosition === seasonDef.episodes.length;
      episodes.push({
        seriesSlug: series.slug,
        seasonNumber,
        seasonPosition,
        number,
        uuid: demoUuid(`episode:${name}`),
        guid: demoGuid(`episode:${name}`),
        videoUuid: demoUuid(`video:episode:${name}`),
        assetKey: episodeAssetKey(series.slug, seasonNumber, seasonPosition),
        def,
        subtitle: {
          en: `${series.title.en} · Season ${seasonNumber}, Episode ${seasonPosition}`,
          es: `${series.title.es} · Temporada ${seasonNumber}, episodio ${seasonPosition}`,
        },
        description: {
          en: `${def.logline.en} ${seasonDef.description.en}`,
          es: `${def.logline.es} ${seasonDef.description.es}`,
        },
        releaseDay,
        duration,
        timestamps: t.timestamps,
        adMarkers: t.adMarkers,
        ...wall(number, seasonNumber, isSeasonFinale, lastSeason, releaseDay, today),
        videoStatus: series.videoStatus?.[number] ?? 'approved',
        downloadable: series.downloadable?.includes(number) ?? false,
        cues: {
          en: episodeCues(series, seasonDef, def, t, 'en'),
          es: episodeCues(series, seasonDef, def, t, 'es'),
        },
      });
    });
  });
  return { seasons, episodes };
}

export const releaseDate = (episode: PlannedEpisode) => isoDate(episode.releaseDay);
