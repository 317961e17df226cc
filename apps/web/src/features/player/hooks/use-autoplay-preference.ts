import { useCallback, useState } from 'react';
import { readAutoplay, writeAutoplay } from '../logic/player-preferences';

/** The "play the next episode by itself" switch, remembered in this browser. */
export function useAutoplayPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readAutoplay());
  const change = useCallback((value: boolean) => {
    writeAutoplay(value);
    setOn(value);
  }, []);
  return [on, change];
}
