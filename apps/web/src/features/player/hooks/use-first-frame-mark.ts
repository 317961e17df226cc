import { useEffect } from 'react';
import { markFirstFrame, onFirstFrame } from '../engine/first-frame';

/** Marks the moment the first frame of the video is on screen (see engine/first-frame.ts). */
export function useFirstFrameMark(video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!video) return;
    return onFirstFrame(video, markFirstFrame);
  }, [video]);
}
