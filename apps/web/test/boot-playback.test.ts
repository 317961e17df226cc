import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discardPlayback, takePlayback } from '../src/features/player/boot/boot-handoff';
import { takeResponse } from '../src/lib/early-responses';
import { memoryStorage } from './memory-storage';
import { recordingEngine } from './playback-fakes';
import { bootPlayback } from '../src/features/player/boot/boot-playback';
import { planWatch } from '../src/features/player/boot/watch-plan';
import { FIRST_FRAME_MARK } from '../src/features/player/engine/first-frame';
import { createHlsEngine } from '../src/features/player/engine/hls-engine';

// jsdom has no Media Source Extensions: hls.js is "supported" and the engine is a fake that
// records what the boot asks of it.
vi.mock('../src/features/player/engine/hls-module', () => ({
  loadHls: () => Promise.resolve({ default: { isSupported: () => true } }),
}));
vi.mock('../src/features/player/engine/hls-engine', () => ({ createHlsEngine: vi.fn() }));

const EPISODE = '5ede0eb9-67c5-88eb-bf88-282d8da195cd';
const STREAM = '/media/stream/abc/master.m3u8?exp=9&sig=s';
const token = (canWatch: boolean) =>
  `e30.${btoa(JSON.stringify({ rights: { can_watch: canWatch } })).replace(/=+$/, '')}.sig`;

const engine = recordingEngine();

function serve(replies: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const reply = Object.entries(replies).find(([prefix]) => path.startsWith(prefix))?.[1];
    return new Response(JSON.stringify(reply?.body ?? {}), { status: reply ? (reply.status ?? 200) : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// This browser passed the age gate (lib/age-gate/boot-gate.ts): whatever the video's rating, the
// boot plays it; test/age-gate/boot-gate.test.ts covers the gate.
const passed = memoryStorage({
  vuex: JSON.stringify({ ageGate: { isAgeGateCompleted: true, isAdult: true } }),
});
const plan = () => planWatch(`/watch/episode/${EPISODE}`, passed, 'en-US')!;
let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.mocked(createHlsEngine).mockReturnValue(engine);
  play = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: vi.fn() });
  performance.clearMarks();
});
afterEach(() => {
  discardPlayback();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the watch boot', () => {
  it('plays the stream and hands the video and every answer to the app', async () => {
    const fetchMock = serve({
      '/api/5/episode/': { body: { uuid: EPISODE } },
      '/api/5/1/rights/': { body: { token: token(true) } },
      '/api/5/1/video_manifest_from_jwt/': { body: { cdn: 'default', stream_url: STREAM } },
    });
    const done = bootPlayback(plan());
    await vi.waitFor(() => expect(engine.load).toHaveBeenCalledWith(STREAM, 0));
    const video = document.querySelector('[data-boot-stage] video') as HTMLVideoElement;
    expect(video).not.toBeNull();
    expect(play).toHaveBeenCalled();
    // The manifest was asked for with the rights token, as the app's client does.
    const manifestCall = fetchMock.mock.calls.find(([url]) => String(url).includes('manifest'))!;
    expect(new Headers((manifestCall as unknown as [string, RequestInit])[1].headers).get('X-Auth-JWT')).toBe(
      token(true),
    );

    video.dispatchEvent(new Event('playing')); // jsdom has no requestVideoFrameCallback
    await done;
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(1);

    const p = plan();
    expect(await (await takeResponse(p.contentUrl))!.json()).toEqual({ uuid: EPISODE });
    expect(await (await takeResponse(p.rightsUrl))!.json()).toEqual({ token: token(true) });
    const manifest = takeResponse(p.manifestUrl, { headers: { 'X-Auth-JWT': token(true) } });
    expect(await (await manifest)!.json()).toEqual({ cdn: 'default', stream_url: STREAM });
    const taken = takePlayback(STREAM)!;
    expect(taken.video).toBe(video);
    expect(taken.engine).toBe(engine);
    expect(taken.callbacks.getJwt()).toBe(token(true));
  });

  it("starts at the address's ?t=, clamped to the episode, and tells the app where", async () => {
    serve({
      '/api/5/episode/': { body: { uuid: EPISODE, duration: 160 } },
      '/api/5/1/rights/': { body: { token: token(true) } },
      '/api/5/1/video_manifest_from_jwt/': { body: { cdn: 'default', stream_url: STREAM } },
    });
    const linked = (search: string) => planWatch(`/watch/episode/${EPISODE}`, passed, 'en-US', search)!;
    void bootPlayback(linked('?t=42'));
    await vi.waitFor(() => expect(engine.load).toHaveBeenCalledWith(STREAM, 42));
    expect(takePlayback(STREAM)!.startAt).toBe(42);
    // The app still takes the episode's answer the boot read the length from.
    expect(await (await takeResponse(plan().contentUrl))!.json()).toEqual({ uuid: EPISODE, duration: 160 });
    // The other answers of both runs are taken too: the next tests expect their own.
    const takeRest = async (withContent: boolean) => {
      const p = plan();
      if (withContent) await takeResponse(p.contentUrl);
      await takeResponse(p.rightsUrl);
      await takeResponse(p.manifestUrl, { headers: { 'X-Auth-JWT': token(true) } });
    };
    await takeRest(false);

    void bootPlayback(linked('?t=500'));
    await vi.waitFor(() => expect(engine.load).toHaveBeenCalledWith(STREAM, 160));
    expect(takePlayback(STREAM)!.startAt).toBe(160);
    await takeRest(true);
  });

  it('leaves a visitor who may not watch to the app, with nothing playing', async () => {
    const fetchMock = serve({
      '/api/5/episode/': { body: { uuid: EPISODE } },
      '/api/5/1/rights/': { body: { token: token(false) } },
    });
    await bootPlayback(plan());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('manifest'))).toBe(false);
    expect(createHlsEngine).not.toHaveBeenCalled();
    expect(document.querySelector('[data-boot-stage]')).toBeNull();
    // The app shows the wall from the boot's answer, without asking again.
    expect(await (await takeResponse(plan().rightsUrl))!.json()).toEqual({ token: token(false) });
  });

  it('leaves a failed manifest (media still being prepared) to the app', async () => {
    serve({
      '/api/5/1/rights/': { body: { token: token(true) } },
      '/api/5/1/video_manifest_from_jwt/': { status: 409, body: { errors: [{ code: 1710 }] } },
    });
    await bootPlayback(plan());
    expect(createHlsEngine).not.toHaveBeenCalled();
    const manifest = takeResponse(plan().manifestUrl, { headers: { 'X-Auth-JWT': token(true) } });
    expect((await manifest)!.status).toBe(409);
  });

  it('starts muted when the browser refuses sound, as the player would', async () => {
    serve({
      '/api/5/1/rights/': { body: { token: token(true) } },
      '/api/5/1/video_manifest_from_jwt/': { body: { cdn: 'default', stream_url: STREAM } },
    });
    play.mockRejectedValueOnce(new DOMException('no sound yet', 'NotAllowedError'));
    void bootPlayback(plan());
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    const offered = takePlayback(STREAM)!;
    expect(offered.video.muted).toBe(true);
    expect(offered.mutedAutoplay).toBe(true);
  });

  it('stops its video when the stream fails before the app takes it', async () => {
    serve({
      '/api/5/1/rights/': { body: { token: token(true) } },
      '/api/5/1/video_manifest_from_jwt/': { body: { cdn: 'default', stream_url: STREAM } },
    });
    const done = bootPlayback(plan());
    await vi.waitFor(() => expect(engine.load).toHaveBeenCalled());
    const callbacks = vi.mocked(createHlsEngine).mock.calls[0]![2];
    callbacks.onFatal(new Error('decode'));
    await done;
    expect(engine.destroy).toHaveBeenCalled();
    expect(document.querySelector('[data-boot-stage]')).toBeNull();
    expect(takePlayback(STREAM)).toBeNull();
  });
});
