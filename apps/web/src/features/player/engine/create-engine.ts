import type { EngineCallbacks, PlaybackEngine } from './engine-types';
import { createHlsEngine } from './hls-engine';
import { loadHls } from './hls-module';
import { createNativeEngine } from './native-engine';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** Neither hls.js nor the browser can play HLS here. */
export class PlaybackUnsupportedError extends Error {
  override readonly name = 'PlaybackUnsupportedError';
}

/** hls.js when the browser has Media Source Extensions, else the browser's own HLS, else nothing. */
export async function createEngine(
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
): Promise<PlaybackEngine> {
  const mod = await loadHls();
  if (mod.default.isSupported()) return createHlsEngine(mod, video, callbacks);
  if (video.canPlayType(HLS_MIME_TYPE)) return createNativeEngine(video, callbacks);
  throw new PlaybackUnsupportedError('HLS is not supported in this browser');
}
