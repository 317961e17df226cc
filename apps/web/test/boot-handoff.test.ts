import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  discardPlayback,
  ForwardingCallbacks,
  offerPlayback,
  takePlayback,
  type BootPlayback,
} from '../src/features/player/boot/boot-handoff';
import { offerResponse, requestKey, takeResponse } from '../src/lib/early-responses';
import { bootStageVideo, recordingEngine } from './playback-fakes';
import type { EngineCallbacks } from '../src/features/player/engine/engine-types';

const STREAM = '/media/stream/abc/master.m3u8?exp=1&sig=x';

function fakePlayback(streamUrl = STREAM): BootPlayback {
  const { video } = bootStageVideo();
  const engine = recordingEngine();
  const callbacks = new ForwardingCallbacks({
    getJwt: () => 'boot-jwt',
    onRefused: vi.fn(),
    onLoaded: vi.fn(),
    onFatal: vi.fn(),
  });
  return { streamUrl, video, engine, callbacks, mutedAutoplay: false };
}

beforeEach(() => {
  // jsdom cannot pause media; dropping the boot video pauses it.
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: vi.fn() });
});
afterEach(() => {
  discardPlayback();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('early responses', () => {
  it('identifies a request by method, path, parameters in any order and token', () => {
    expect(requestKey('get', '/api/x?b=2&a=1', null)).toBe(
      requestKey('GET', 'http://host/api/x?a=1&b=2', null),
    );
    expect(requestKey('GET', '/api/x?a=1', null)).not.toBe(requestKey('GET', '/api/x?a=2', null));
    expect(requestKey('GET', '/api/x', 'one')).not.toBe(requestKey('GET', '/api/x', 'two'));
    expect(requestKey('GET', '/api/x', null)).not.toBe(requestKey('POST', '/api/x', null));
  });

  it('answers the matching request once, and no other', async () => {
    offerResponse(
      'GET',
      '/api/5/1/video_manifest_from_jwt/?st=hls&trans=en',
      'jwt-1',
      Promise.resolve(new Response('{"a":1}')),
    );
    expect(
      takeResponse('/api/5/1/video_manifest_from_jwt/?st=hls&trans=en', {
        headers: { 'X-Auth-JWT': 'jwt-2' },
      }),
    ).toBeNull();
    expect(
      takeResponse('/api/5/1/video_manifest_from_jwt/?trans=es&st=hls', {
        headers: { 'X-Auth-JWT': 'jwt-1' },
      }),
    ).toBeNull();
    const taken = takeResponse('/api/5/1/video_manifest_from_jwt/?trans=en&st=hls', {
      headers: new Headers({ 'X-Auth-JWT': 'jwt-1' }),
    });
    expect(await (await taken!).json()).toEqual({ a: 1 });
    expect(
      takeResponse('/api/5/1/video_manifest_from_jwt/?trans=en&st=hls', {
        headers: { 'X-Auth-JWT': 'jwt-1' },
      }),
    ).toBeNull();
  });

  it('drops an answer nobody took in time', () => {
    vi.useFakeTimers();
    offerResponse('GET', '/api/late', null, Promise.resolve(new Response('{}')));
    vi.advanceTimersByTime(15_001);
    expect(takeResponse('/api/late')).toBeNull();
  });
});

describe('the boot video', () => {
  it('goes to the player of the same address, once', () => {
    const offered = fakePlayback();
    offerPlayback(offered);
    expect(takePlayback(STREAM)).toBe(offered);
    expect(takePlayback(STREAM)).toBeNull();
    expect(offered.engine.destroy).not.toHaveBeenCalled();
  });

  it('is stopped when the player plays another address, or the page will not play', () => {
    const first = fakePlayback();
    offerPlayback(first);
    expect(takePlayback('/media/stream/other/master.m3u8')).toBeNull();
    expect(first.engine.destroy).toHaveBeenCalled();
    expect(document.querySelector('[data-boot-stage]')).toBeNull();

    const second = fakePlayback();
    offerPlayback(second);
    discardPlayback();
    expect(second.engine.destroy).toHaveBeenCalled();
    expect(second.video.isConnected).toBe(false);
  });

  it("sends the engine's events to the player once it takes them", () => {
    const boot: EngineCallbacks = {
      getJwt: () => 'boot',
      onRefused: vi.fn(),
      onLoaded: vi.fn(),
      onFatal: vi.fn(),
    };
    const player: EngineCallbacks = {
      getJwt: () => 'player',
      onRefused: vi.fn(),
      onLoaded: vi.fn(),
      onFatal: vi.fn(),
    };
    const callbacks = new ForwardingCallbacks(boot);
    callbacks.onFatal('early');
    // hls.js's request setup holds getJwt on its own, away from the object.
    const { getJwt } = callbacks;
    expect(getJwt()).toBe('boot');
    callbacks.forwardTo(player);
    callbacks.onRefused('/x');
    expect(getJwt()).toBe('player');
    expect(boot.onFatal).toHaveBeenCalledWith('early');
    expect(player.onRefused).toHaveBeenCalledWith('/x');
    expect(boot.onRefused).not.toHaveBeenCalled();
  });
});
