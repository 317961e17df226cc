import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer and keyboard must rest before the controls fade while playing. */
export const CONTROLS_IDLE_MS = 3000;

/**
 * Controls hide while the video plays and nobody touches it, and come back on any pointer move,
 * touch or key. They never hide while paused or while `hold` (a menu is open, the pointer is on
 * the control bar).
 */
export function useControlsIdle(playing: boolean, hold: boolean) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const canHide = playing && !hold;

  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(timer.current);
    if (canHide) timer.current = setTimeout(() => setIdle(true), CONTROLS_IDLE_MS);
  }, [canHide]);

  useEffect(() => {
    clearTimeout(timer.current);
    if (canHide) timer.current = setTimeout(() => setIdle(true), CONTROLS_IDLE_MS);
    return () => clearTimeout(timer.current);
  }, [canHide]);

  return { idle: idle && canHide, wake };
}
