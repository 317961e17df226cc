/** The performance mark the time-to-first-frame benchmark reads (bench/player-ttff.ts). */
export const FIRST_FRAME_MARK = 'fanverse:first-frame';

/**
 * Calls `onFrame` once, when the first frame of `video` is on screen: requestVideoFrameCallback
 * fires when a frame is presented; where it does not exist, `playing` is the nearest event.
 * Returns a cancel function.
 */
export function onFirstFrame(video: HTMLVideoElement, onFrame: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    onFrame();
  };
  if (typeof video.requestVideoFrameCallback === 'function') {
    const handle = video.requestVideoFrameCallback(once);
    return () => video.cancelVideoFrameCallback(handle);
  }
  video.addEventListener('playing', once, { once: true });
  return () => video.removeEventListener('playing', once);
}

/** Marks the first frame of this page once: the watch boot may have marked it already. */
export function markFirstFrame(): void {
  if (performance.getEntriesByName(FIRST_FRAME_MARK).length === 0) performance.mark(FIRST_FRAME_MARK);
}
