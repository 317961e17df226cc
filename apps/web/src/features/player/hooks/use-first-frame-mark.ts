import { useEffect } from 'react';

/** The performance mark the time-to-first-frame benchmark reads (bench/player-ttff.ts). */
export const FIRST_FRAME_MARK = 'fanverse:first-frame';

/**
 * Marks the moment the first frame of the video is on screen: requestVideoFrameCallback fires
 * when a frame is presented; where it does not exist, `playing` is the nearest event.
 */
export function useFirstFrameMark(video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!video) return;
    let done = false;
    const mark = () => {
      if (done) return;
      done = true;
      performance.mark(FIRST_FRAME_MARK);
    };
    if (typeof video.requestVideoFrameCallback === 'function') {
      const handle = video.requestVideoFrameCallback(mark);
      return () => video.cancelVideoFrameCallback(handle);
    }
    video.addEventListener('playing', mark, { once: true });
    return () => video.removeEventListener('playing', mark);
  }, [video]);
}
