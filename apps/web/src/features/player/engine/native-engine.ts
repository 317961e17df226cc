import {
  snapshotStore,
  type EngineCallbacks,
  type PlaybackEngine,
  type SubtitleTrackInfo,
} from './engine-types';

/**
 * The browser's own HLS (Safari without Media Source Extensions). It cannot add a header to key
 * requests, so the rights token goes in the address (`jwt=`), which the stream server copies
 * into the key addresses it writes. Quality is the browser's to choose; subtitles are the
 * element's text tracks.
 */
export function withJwt(url: string, jwt: string): string {
  const address = new URL(url, window.location.href);
  address.searchParams.set('jwt', jwt);
  return address.toString();
}

function subtitleTracks(video: HTMLVideoElement): TextTrack[] {
  return [...video.textTracks].filter((track) => track.kind === 'subtitles' || track.kind === 'captions');
}

export function createNativeEngine(video: HTMLVideoElement, callbacks: EngineCallbacks): PlaybackEngine {
  const store = snapshotStore();
  let current = '';
  let pendingStart = 0;

  const readTracks = () => {
    const tracks = subtitleTracks(video);
    const list: SubtitleTrackInfo[] = tracks.map((track, id) => ({
      id,
      lang: track.language,
      name: track.label || track.language,
    }));
    store.set({ subtitles: list, subtitle: tracks.findIndex((track) => track.mode === 'showing') });
  };
  const onMetadata = () => {
    if (pendingStart > 0) video.currentTime = pendingStart;
    pendingStart = 0;
  };
  const onLoaded = () => callbacks.onLoaded(current);
  const onError = () => {
    // The element does not say which status a request got; a network error is treated as an
    // expired address (renewed once), anything else is fatal.
    if (video.error?.code === MediaError.MEDIA_ERR_NETWORK) callbacks.onRefused(current);
    else callbacks.onFatal(video.error);
  };
  video.addEventListener('loadedmetadata', onMetadata);
  video.addEventListener('loadeddata', onLoaded);
  video.addEventListener('error', onError);
  video.textTracks.addEventListener('addtrack', readTracks);
  video.textTracks.addEventListener('change', readTracks);

  return {
    kind: 'native',
    load(url, startAt) {
      current = url;
      pendingStart = startAt;
      video.src = withJwt(url, callbacks.getJwt());
    },
    setQuality() {
      // the browser picks renditions itself
    },
    setSubtitle(id) {
      subtitleTracks(video).forEach((track, index) => {
        track.mode = index === id ? 'showing' : 'disabled';
      });
      readTracks();
    },
    subscribe: store.subscribe,
    getSnapshot: store.get,
    destroy() {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('error', onError);
      video.textTracks.removeEventListener('addtrack', readTracks);
      video.textTracks.removeEventListener('change', readTracks);
      video.removeAttribute('src');
      video.load();
      store.clear();
    },
  };
}
