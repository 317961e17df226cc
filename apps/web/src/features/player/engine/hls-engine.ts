import type { ErrorData, HlsConfig, LoaderContext } from 'hls.js';
import type { HlsModule } from './hls-module';
import {
  REFUSED_STATUSES,
  snapshotStore,
  type EngineCallbacks,
  type PlaybackEngine,
  type SubtitleTrackInfo,
} from './engine-types';

/** "No linguistic content" (ISO 639-2): a language no track has, so no track is chosen. */
const NO_SUBTITLES = 'zxx';

/** A decode error is often cured by hls.js rebuilding its buffers; twice at most, then it is fatal. */
const MEDIA_RECOVERIES = 2;

function statusOf(data: ErrorData): number | undefined {
  if (data.response?.code) return data.response.code;
  const details = data.networkDetails;
  return details instanceof XMLHttpRequest ? details.status : undefined;
}

/**
 * Segment keys are released only against the rights token (AES-128): key requests carry it as
 * X-Auth-JWT. Playlists and segments are authorised by their signed address and carry nothing.
 */
export function keyRequestSetup(mod: HlsModule, getJwt: () => string): Pick<HlsConfig, 'xhrSetup'> {
  return {
    xhrSetup(xhr: XMLHttpRequest, url: string, context: LoaderContext) {
      if (context.type !== mod.LoaderContextType.KEY) return;
      xhr.open('GET', url, true);
      xhr.setRequestHeader('X-Auth-JWT', getJwt());
    },
  };
}

/** The index of the rendition with the lowest bitrate (0 when there are none). */
export function lowestBitrate(levels: ReadonlyArray<{ bitrate: number }>): number {
  return levels.reduce((best, level, index) => (level.bitrate < levels[best]!.bitrate ? index : best), 0);
}

/** Plays HLS through hls.js (Media Source Extensions). */
export function createHlsEngine(
  mod: HlsModule,
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
): PlaybackEngine {
  const { default: Hls, Events, ErrorTypes } = mod;
  const store = snapshotStore();
  let hls: InstanceType<typeof Hls> | null = null;
  /** The viewer's choices, carried over when the source is replaced (renewal). */
  let wantedQuality = -1;
  /** undefined: whatever the stream marks as default; null: off; else a language. */
  let wantedSubtitle: string | null | undefined;

  const tracksOf = (instance: InstanceType<typeof Hls>): SubtitleTrackInfo[] =>
    instance.subtitleTracks.map((track, id) => ({ id, lang: track.lang ?? '', name: track.name }));

  function create(url: string, startAt: number) {
    const instance = new Hls({
      // Loading starts once the renditions are known, from the one chosen below.
      autoStartLoad: false,
      capLevelToPlayerSize: true,
      // A renewed source keeps the viewer's subtitles (hls.js picks the initial track itself,
      // after SUBTITLE_TRACKS_UPDATED, so the choice goes in as a preference).
      ...(wantedSubtitle === undefined
        ? {}
        : { subtitlePreference: { lang: wantedSubtitle ?? NO_SUBTITLES } }),
      ...keyRequestSetup(mod, callbacks.getJwt),
    });
    let recoveries = 0;
    instance.on(Events.MANIFEST_PARSED, (_event, data) => {
      if (wantedQuality >= 0 && wantedQuality < data.levels.length) instance.currentLevel = wantedQuality;
      // Otherwise the smallest rendition first, not the first one listed (the largest): its
      // small first segment shows the picture sooner, and what it measures lets hls.js climb
      // right after. (hls.js's own bandwidth test would fetch a fragment only to discard it.)
      else instance.startLevel = lowestBitrate(data.levels);
      store.set({
        levels: data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })),
        quality: wantedQuality < data.levels.length ? wantedQuality : -1,
      });
      instance.startLoad(startAt > 0 ? startAt : -1);
    });
    instance.on(Events.LEVEL_SWITCHED, (_event, data) => store.set({ playingLevel: data.level }));
    instance.on(Events.SUBTITLE_TRACKS_UPDATED, () => {
      store.set({ subtitles: tracksOf(instance), subtitle: instance.subtitleTrack });
    });
    instance.on(Events.SUBTITLE_TRACK_SWITCH, (_event, data) => store.set({ subtitle: data.id }));
    instance.on(Events.FRAG_LOADED, () => callbacks.onLoaded(url));
    instance.on(Events.ERROR, (_event, data) => {
      const status = statusOf(data);
      if (data.type === ErrorTypes.NETWORK_ERROR && status !== undefined && REFUSED_STATUSES.has(status)) {
        callbacks.onRefused(url);
        return;
      }
      if (!data.fatal) return; // hls.js retries or switches level by itself
      if (data.type === ErrorTypes.MEDIA_ERROR && recoveries < MEDIA_RECOVERIES) {
        recoveries += 1;
        instance.recoverMediaError();
        return;
      }
      callbacks.onFatal(data.error);
    });
    instance.attachMedia(video);
    instance.loadSource(url);
    return instance;
  }

  return {
    kind: 'hls',
    load(url, startAt) {
      if (hls) {
        // A renewed address: keep the subtitles the viewer sees now.
        const shown = store.get().subtitles.find((t) => t.id === store.get().subtitle);
        wantedSubtitle ??= shown ? shown.lang : null;
        hls.destroy();
      }
      hls = create(url, startAt);
    },
    setQuality(index) {
      wantedQuality = index;
      if (hls) hls.currentLevel = index; // -1 hands the choice back to the bitrate logic
      store.set({ quality: index });
    },
    setSubtitle(id) {
      const track = store.get().subtitles.find((t) => t.id === id);
      wantedSubtitle = track ? track.lang : null;
      if (hls) {
        hls.subtitleTrack = track ? id : -1;
        hls.subtitleDisplay = Boolean(track);
      }
      store.set({ subtitle: track ? id : -1 });
    },
    subscribe: store.subscribe,
    getSnapshot: store.get,
    destroy() {
      hls?.destroy();
      hls = null;
      store.clear();
    },
  };
}
