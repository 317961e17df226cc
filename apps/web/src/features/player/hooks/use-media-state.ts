import { useMemo, useSyncExternalStore } from 'react';

/** What the controls show about the <video>, read from the element on its own events. */
export interface MediaState {
  paused: boolean;
  ended: boolean;
  /** Stalled waiting for data (the spinner). */
  waiting: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** Where the buffered range around the playhead ends. */
  bufferedEnd: number;
  /** Playback has started at least once (the big play button goes away). */
  started: boolean;
}

const INITIAL: MediaState = {
  paused: true,
  ended: false,
  waiting: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  bufferedEnd: 0,
  started: false,
};

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'canplay',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ended',
  'seeking',
  'seeked',
  'progress',
  'emptied',
] as const;

function bufferedEndAt(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  }
  return currentTime;
}

function same(a: MediaState, b: MediaState): boolean {
  return (Object.keys(a) as (keyof MediaState)[]).every((key) => a[key] === b[key]);
}

function mediaStore(video: HTMLVideoElement | null) {
  let snapshot = INITIAL;
  let waiting = false;
  // A video the player adopted (from the watch boot) may be playing already.
  let started = video !== null && (!video.paused || video.currentTime > 0);
  const read = (): MediaState => {
    if (!video) return INITIAL;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    return {
      paused: video.paused,
      ended: video.ended,
      waiting,
      currentTime: video.currentTime,
      duration,
      volume: video.volume,
      muted: video.muted,
      bufferedEnd: bufferedEndAt(video),
      started,
    };
  };
  return {
    subscribe(onChange: () => void) {
      if (!video) return () => {};
      const handle = (event: Event) => {
        if (event.type === 'waiting') waiting = true;
        if (event.type === 'playing' || event.type === 'canplay' || event.type === 'pause') waiting = false;
        if (event.type === 'playing') started = true;
        const next = read();
        if (!same(next, snapshot)) {
          snapshot = next;
          onChange();
        }
      };
      for (const type of EVENTS) video.addEventListener(type, handle);
      snapshot = read();
      return () => {
        for (const type of EVENTS) video.removeEventListener(type, handle);
      };
    },
    get: () => snapshot,
  };
}

export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const store = useMemo(() => mediaStore(video), [video]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
