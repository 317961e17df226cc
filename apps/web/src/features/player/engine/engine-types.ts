/**
 * What the player needs from whatever plays the stream: hls.js where Media Source Extensions
 * exist, the browser's own HLS elsewhere (Safari on older iPhones). The controls only see this.
 */
export interface QualityLevel {
  /** Index in the engine's level list, what setQuality takes. */
  index: number;
  height: number;
  bitrate: number;
}

export interface SubtitleTrackInfo {
  id: number;
  /** BCP 47 language of the track (`en`, `es`). */
  lang: string;
  name: string;
}

export interface EngineSnapshot {
  levels: readonly QualityLevel[];
  /** The chosen level, or -1 for automatic. */
  quality: number;
  /** The level playing now (what automatic picked), -1 while unknown. */
  playingLevel: number;
  subtitles: readonly SubtitleTrackInfo[];
  /** The subtitle track shown, or -1 for none. */
  subtitle: number;
}

export const EMPTY_SNAPSHOT: EngineSnapshot = {
  levels: [],
  quality: -1,
  playingLevel: -1,
  subtitles: [],
  subtitle: -1,
};

export interface EngineCallbacks {
  /** The rights token to send with key requests (it changes when the stream is renewed). */
  getJwt(): string;
  /** A playlist, segment or key of `url` was refused (401, 403, 410): the address has expired. */
  onRefused(url: string): void;
  /** Something loaded from `url`, which proves it works. */
  onLoaded(url: string): void;
  /** Playback cannot go on. */
  onFatal(error: unknown): void;
}

export interface PlaybackEngine {
  readonly kind: 'hls' | 'native';
  /** Plays `url` from `startAt` seconds, replacing whatever was loaded. */
  load(url: string, startAt: number): void;
  /** A level index, or -1 for automatic. */
  setQuality(index: number): void;
  /** A subtitle track id, or -1 for none. */
  setSubtitle(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): EngineSnapshot;
  destroy(): void;
}

/** Statuses that mean "this address or token is no longer accepted", not "this is broken". */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403, 410]);

/** Keeps the snapshot immutable and tells subscribers when it changes. */
export function snapshotStore(initial: EngineSnapshot = EMPTY_SNAPSHOT) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(partial: Partial<EngineSnapshot>) {
      snapshot = { ...snapshot, ...partial };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      listeners.clear();
    },
  };
}
