import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds`, one step a second, from the moment the component using it mounts,
 * and calls `onDone` at zero. Unmounting stops it; mounting again starts afresh.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return Math.max(0, left);
}
