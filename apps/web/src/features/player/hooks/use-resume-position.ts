import { useState } from 'react';
import { useSignedIn } from '../../../lib/session';
import { usePosition } from '../api/get-position';
import { readLocalPosition } from '../logic/local-position';

export interface ResumePosition {
  /** False while the member's position is still being asked for. */
  ready: boolean;
  /** Seconds, or null when the video was never watched here. */
  position: number | null;
}

/**
 * Where the viewer last stopped: a signed-in member's position comes from the server (the
 * activity model's resume point, any device); otherwise, or when the server has none or cannot
 * answer, from this browser's memory. `needed: false` (the address names where to start, see
 * logic/start-link.ts) asks the server nothing: its answer would not be used.
 */
export function useResumePosition(uuid: string, { needed = true } = {}): ResumePosition {
  const signedIn = useSignedIn();
  const remote = usePosition(uuid, { enabled: signedIn && needed });
  const [local] = useState(() => readLocalPosition(uuid));
  if (!signedIn || !needed) return { ready: true, position: local };
  if (remote.isPending) return { ready: false, position: null };
  return { ready: true, position: remote.data?.position_seconds ?? local };
}
