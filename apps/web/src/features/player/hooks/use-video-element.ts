import { useLayoutEffect, useRef, useState } from 'react';

/** Dresses `video` as the player's and moves it into `host` (out of the boot's stage). */
function placeVideo(video: HTMLVideoElement, host: HTMLElement | null, className: string): void {
  const stage = video.closest('[data-boot-stage]');
  video.className = className;
  video.playsInline = true;
  video.preload = 'auto';
  video.dataset.testid = 'player-video';
  host?.append(video);
  stage?.remove();
}

/**
 * The player's <video>: the one the watch boot already plays (`adopted`), or a new one. It is
 * made here, not rendered, so that an adopted video keeps playing as it moves into the player:
 * moving an element does not reload it, rendering a new one would. Render `host` where the
 * video belongs.
 */
export function useVideoElement(adopted: HTMLVideoElement | null, className: string) {
  const [video] = useState(() => adopted ?? document.createElement('video'));
  const host = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => placeVideo(video, host.current, className), [video, className]);
  return { video, host };
}
