import type { EngineCallbacks, PlaybackEngine } from '../engine/engine-types';

/**
 * The video the watch boot (src/watch-boot.ts) already plays, handed to the player when the app
 * has started (the answers of its calls go through lib/early-responses.ts). It is taken once; if
 * the page plays something else, or nothing, it is stopped. This module and the engine are all
 * the boot shares with the app (the `playback-core` chunk), so the boot never loads the app's
 * code before the first frame.
 */
export interface BootPlayback {
  /** The signed address the boot plays: the app adopts the video only for the same address. */
  streamUrl: string;
  video: HTMLVideoElement;
  engine: PlaybackEngine;
  /** The engine's callbacks: the boot's until the player takes them over. */
  callbacks: ForwardingCallbacks;
  /** The browser refused sound, so the boot started it muted (the player offers to unmute). */
  mutedAutoplay: boolean;
  /** Where the boot started it (seconds; absent: 0): the player moves it if it starts elsewhere. */
  startAt?: number;
}

/**
 * Engine callbacks that go to the boot first and to the player once it takes the engine. Arrow
 * properties, so that the engine may hold one on its own (as hls.js's request setup does).
 */
export class ForwardingCallbacks implements EngineCallbacks {
  constructor(private target: EngineCallbacks) {}
  forwardTo(target: EngineCallbacks) {
    this.target = target;
  }
  getJwt = () => this.target.getJwt();
  onRefused = (url: string) => this.target.onRefused(url);
  onLoaded = (url: string) => this.target.onLoaded(url);
  onFatal = (error: unknown) => this.target.onFatal(error);
}

let playback: BootPlayback | null = null;

export function offerPlayback(offered: BootPlayback) {
  playback = offered;
}

/**
 * App side (the player): the boot's playing video when it plays `streamUrl`, once. A video of
 * another address is stopped and dropped: two must never play at once.
 */
export function takePlayback(streamUrl: string): BootPlayback | null {
  const offered = playback;
  playback = null;
  if (offered && offered.streamUrl === streamUrl) return offered;
  if (offered) dropVideo(offered);
  return null;
}

/** The page will not play (a wall, an error, another page): the boot's video goes. */
export function discardPlayback() {
  if (playback) dropVideo(playback);
  playback = null;
}

function dropVideo({ engine, video }: BootPlayback) {
  engine.destroy();
  video.pause();
  video.closest('[data-boot-stage]')?.remove();
  video.remove();
}
