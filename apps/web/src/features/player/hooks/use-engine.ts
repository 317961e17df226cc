import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
 * The playback engine for a <video>, made once the element exists (and hls.js has arrived),
 * destroyed with it. Callbacks are read through a ref so the engine never has to be rebuilt
 * when the component's handlers change.
 */
export function useEngine(
  video: HTMLVideoElement | null,
  callbacks: EngineCallbacks,
): { engine: PlaybackEngine | null; error: unknown } {
  const [engine, setEngine] = useState<PlaybackEngine | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    let made: PlaybackEngine | null = null;
    createEngine(video, {
      getJwt: () => latest.current.getJwt(),
      onRefused: (url) => latest.current.onRefused(url),
      onLoaded: (url) => latest.current.onLoaded(url),
      onFatal: (cause) => latest.current.onFatal(cause),
    }).then(
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
  }, [video]);

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
