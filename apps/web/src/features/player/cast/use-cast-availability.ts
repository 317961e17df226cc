import { useEffect, useState } from 'react';
import type { CastAvailability } from './cast-choice';

/** Safari's AirPlay additions to the video element (not in the DOM typings). */
export interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

interface AirPlayAvailabilityEvent extends Event {
  availability?: 'available' | 'not-available';
}

const NONE: CastAvailability = { remote: false, airplay: false };

/**
 * Asks the browser whether `video` can be played on another device, only while `wanted` (the
 * claims allow casting): the Remote Playback API's availability, and Safari's AirPlay target
 * event. Browsers without either, or that refuse to watch (NotSupportedError, for instance on
 * phones that only check when asked), report nothing and no button shows.
 */
export function useCastAvailability(video: HTMLVideoElement, wanted: boolean): CastAvailability {
  const [available, setAvailable] = useState<CastAvailability>(NONE);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let watchId: number | null = null;
    const remote = 'remote' in video ? video.remote : undefined;
    if (remote && typeof remote.watchAvailability === 'function') {
      remote
        .watchAvailability((on) => {
          if (live) setAvailable((now) => ({ ...now, remote: on }));
        })
        .then((id) => {
          watchId = id;
          if (!live) remote.cancelWatchAvailability(id).catch(() => undefined);
        })
        .catch(() => {
          if (live) setAvailable((now) => ({ ...now, remote: false }));
        });
    }
    const airplayVideo = video as AirPlayVideo;
    const onTarget = (event: Event) => {
      const on = (event as AirPlayAvailabilityEvent).availability === 'available';
      setAvailable((now) => ({ ...now, airplay: on }));
    };
    const hasPicker = typeof airplayVideo.webkitShowPlaybackTargetPicker === 'function';
    if (hasPicker) video.addEventListener('webkitplaybacktargetavailabilitychanged', onTarget);
    return () => {
      live = false;
      if (remote && watchId !== null) remote.cancelWatchAvailability(watchId).catch(() => undefined);
      if (hasPicker) video.removeEventListener('webkitplaybacktargetavailabilitychanged', onTarget);
    };
  }, [video, wanted]);

  // What was found while casting was allowed means nothing once it is not (claims changed).
  return wanted ? available : NONE;
}
