import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { BootPlayback } from '../boot/boot-handoff';
import { createEngine } from '../engine/create-engine';
import {
  EMPTY_SNAPSHOT,
  type EngineCallbacks,
  type EngineSnapshot,
  type PlaybackEngine,
} from '../engine/engine-types';

const noSubscription = () => () => {};
const emptySnapshot = () => EMPTY_SNAPSHOT;

/**
 * The playback engine for a <video>, made once the element exists (and hls.js has arrived), or
 * the one the watch boot already plays it with (`adopted`), destroyed with it. Callbacks are read through a ref so the engine never has to be rebuilt
 * when the component's handlers change.
 */
export function useEngine(
  video: HTMLVideoElement | null,
  callbacks: EngineCallbacks,
  adopted: Pick<BootPlayback, 'engine' | 'callbacks'> | null = null,
): { engine: PlaybackEngine | null; error: unknown } {
  const [engine, setEngine] = useState<PlaybackEngine | null>(adopted?.engine ?? null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  // A pending release of the adopted engine, which a new run of the effect cancels.
  const release = useRef<{ cancelled: boolean } | null>(null);

  useEffect(() => {
    if (!video) return;
    const forward: EngineCallbacks = {
      getJwt: () => latest.current.getJwt(),
      onRefused: (url) => latest.current.onRefused(url),
      onLoaded: (url) => latest.current.onLoaded(url),
      onFatal: (cause) => latest.current.onFatal(cause),
    };
    if (adopted) {
      // The boot's engine (already the state), playing: from now on its events come here.
      if (release.current) release.current.cancelled = true;
      adopted.callbacks.forwardTo(forward);
      return () => {
        // StrictMode (development) unmounts and mounts again at once: the engine is destroyed
        // only when no new run has taken it back by the time the current task ends.
        const ticket = { cancelled: false };
        release.current = ticket;
        queueMicrotask(() => {
          if (!ticket.cancelled) adopted.engine.destroy();
        });
      };
    }
    let cancelled = false;
    let made: PlaybackEngine | null = null;
    createEngine(video, forward).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        made = created;
        setEngine(created);
      },
      (cause: unknown) => {
        if (!cancelled) setError(cause);
      },
    );
    return () => {
      cancelled = true;
      made?.destroy();
      setEngine(null);
    };
  }, [video, adopted]);

  return { engine, error };
}

/** The engine's levels and subtitle tracks, re-rendering when they change. */
export function useEngineSnapshot(engine: PlaybackEngine | null): EngineSnapshot {
  return useSyncExternalStore(
    engine ? engine.subscribe : noSubscription,
    engine ? engine.getSnapshot : emptySnapshot,
    emptySnapshot,
  );
}
