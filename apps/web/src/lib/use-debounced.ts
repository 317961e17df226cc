import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `ms`: what a field asks the server for is the last
 * thing typed, not every keystroke (the check-in desk's searches, checkout's tax line).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
