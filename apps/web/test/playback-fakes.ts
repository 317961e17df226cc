import type { RightsToken } from '@fanverse/client';
import type { Episode, Page } from '@fanverse/contract';
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

/** An episode's rights as the client reads them: watchable or not, and why not (`denial`). */
export function rightsToken(canWatch: boolean, denial?: RightsToken['denial']): RightsToken {
  return {
    content_type: 'episode',
    content_uuid: 'x',
    exp: Date.now() + 3_600_000,
    iat: Date.now(),
    nbf: Date.now(),
    rights: { can_read: true, can_watch: canWatch, hd_available: true, include_hd: false },
    ...(denial ? { denial } : {}),
    jwt: `jwt-${canWatch}`,
  };
}

/** A series' episodes in one page, as the watch page asks for them (100 a page) to find the next. */
export function episodesPage(episodes: Episode[]): Page<Episode> {
  return {
    count: episodes.length,
    num_pages: 1,
    page: 1,
    page_size: 100,
    values: episodes,
    links: { next: null, prev: null, url: '' },
  };
}
