import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dueAd, markersBehind } from './ad-schedule';
import { readPlayedMarkers, writePlayedMarkers } from './played-markers';

export interface AdBreak {
  /** The marker (seconds into the episode) the ad plays at. */
  marker: number;
  /** Whether the episode was playing when the break began: it plays on afterwards only then. */
  wasPlaying: boolean;
}

export interface HouseAdOptions {
  /** The episode (null for a clip: clips have no ad breaks). */
  episodeUuid: string | null;
  markers: readonly number[];
  /** Where this viewing started: markers behind it count as played. */
  startAt: number;
  /** The claims show this visitor ads (ad-claims.ts). */
  enabled: boolean;
  /** Plays the episode on (the player's own play, which handles refused autoplay). */
  resume(): void;
}

/**
 * The ad breaks of one viewing: watches the episode's time; when playback passes a marker
 * that has not had its ad (playing through it or seeking over it), pauses the episode where
 * it is and answers the break; `finish` ends it and plays the episode on from there. Each
 * marker gets one ad per viewing (played-markers.ts); while a break is on, the episode cannot
 * be started underneath it.
 */
export function useHouseAd(video: HTMLVideoElement, options: HouseAdOptions) {
  const { episodeUuid, startAt, enabled } = options;
  // The subject is made afresh on every render of the page: listen again only for new markers.
  const markerKey = options.markers.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the markers' values
  const markers = useMemo(() => options.markers, [markerKey]);
  const [current, setCurrent] = useState<AdBreak | null>(null);
  const active = useRef<AdBreak | null>(null);
  const last = useRef(startAt);
  const played = useRef<Set<number> | null>(null);
  const resume = useRef(options.resume);
  const showing = useRef(enabled);
  useEffect(() => {
    resume.current = options.resume;
    showing.current = enabled;
  });

  useEffect(() => {
    if (!episodeUuid || markers.length === 0) return;
    const seen = (played.current ??= new Set([
      ...readPlayedMarkers(episodeUuid),
      ...markersBehind(markers, startAt),
    ]));
    const onTime = () => {
      const now = video.currentTime;
      if (active.current) return; // the episode does not move under the ad
      const from = last.current;
      last.current = now;
      // Followed even while ads are off (claims not loaded yet): markers passed meanwhile are
      // not owed an ad when they arrive.
      if (!showing.current) return;
      const due = dueAd(markers, from, now, seen);
      if (!due) return;
      for (const marker of due.passed) seen.add(marker);
      writePlayedMarkers(episodeUuid, seen);
      const adBreak = { marker: due.marker, wasPlaying: !video.paused && !video.ended };
      active.current = adBreak;
      video.pause();
      setCurrent(adBreak);
    };
    const onPlay = () => {
      if (active.current) video.pause();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('play', onPlay);
    };
  }, [video, episodeUuid, markers, startAt]);

  const finish = useCallback(() => {
    const ended = active.current;
    if (!ended) return;
    active.current = null;
    last.current = video.currentTime;
    setCurrent(null);
    if (ended.wasPlaying) resume.current();
  }, [video]);

  // Claims that stop showing ads (the member just went premium) end a break under way.
  useEffect(() => {
    if (!enabled && active.current) finish();
  }, [enabled, finish]);

  return { current, finish };
}
