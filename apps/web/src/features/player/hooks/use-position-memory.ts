import { useEffect } from 'react';
import { clearLocalPosition, writeLocalPosition } from '../logic/local-position';

/** How often, while playing, the position is written down. */
const SAVE_EVERY_MS = 5000;

/**
 * Keeps where the viewer is in this browser (for resuming without an account): every few
 * seconds while playing, on pause and when the page goes away; a finished video is forgotten.
 */
export function usePositionMemory(video: HTMLVideoElement | null, uuid: string) {
  useEffect(() => {
    if (!video) return;
    let savedAt = 0;
    const save = () => {
      if (video.currentTime > 0 && !video.ended) writeLocalPosition(uuid, video.currentTime);
    };
    const onTimeUpdate = () => {
      if (Date.now() - savedAt < SAVE_EVERY_MS) return;
      savedAt = Date.now();
      save();
    };
    const onEnded = () => clearLocalPosition(uuid);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', save);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', save);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', save);
    };
  }, [video, uuid]);
}
