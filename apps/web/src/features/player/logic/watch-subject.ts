import type { Clip, Episode, RightsContentType } from '@fanverse/contract';
import { skipWindows, type SkipWindow } from './skip-windows';

/** What the player needs to know about the episode or clip it plays. */
export interface WatchSubject {
  type: RightsContentType;
  uuid: string;
  title: string;
  /** Seconds, from the catalogue; the media's own duration wins once it is known. */
  duration: number;
  windows: SkipWindow[];
  /** `{series_id}.{episode_number}` (the log's `episode` field); null for a clip. */
  episodeRef: string | null;
  /** Seconds where an ad break may go (the episode's `ad_markers`); none for a clip. */
  adMarkers: number[];
}

export function episodeSubject(episode: Episode): WatchSubject {
  return {
    type: 'episode',
    uuid: episode.uuid,
    title: episode.title,
    duration: episode.duration,
    windows: skipWindows(episode.timestamps),
    episodeRef: `${episode.series_id}.${episode.number}`,
    adMarkers: episode.ad_markers,
  };
}

export function clipSubject(clip: Clip): WatchSubject {
  return {
    type: 'clip',
    uuid: clip.uuid,
    title: clip.title,
    duration: clip.duration,
    windows: [],
    episodeRef: null,
    adMarkers: [],
  };
}
