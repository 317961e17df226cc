import { vi } from 'vitest';
import { EMPTY_SNAPSHOT, type PlaybackEngine } from '../src/features/player/engine/engine-types';

/** An engine that plays nothing and records what it is asked (load, destroy, …). */
export function recordingEngine() {
  return {
    kind: 'hls' as const,
    load: vi.fn(),
    setQuality: vi.fn(),
    setSubtitle: vi.fn(),
    subscribe: () => () => undefined,
    getSnapshot: () => EMPTY_SNAPSHOT,
    destroy: vi.fn(),
  } satisfies PlaybackEngine;
}

/** A <video> in a stage like the watch boot's, in the document. */
export function bootStageVideo() {
  const stage = document.createElement('div');
  stage.dataset.bootStage = '';
  const video = document.createElement('video');
  stage.append(video);
  document.body.append(stage);
  return { stage, video };
}
