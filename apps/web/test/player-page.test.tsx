import type { RightsToken } from '@fanverse/client';
import type { Episode, Timestamp } from '@fanverse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForwardingCallbacks, offerPlayback } from '../src/features/player/boot/boot-handoff';
import { createEngine } from '../src/features/player/engine/create-engine';
import type * as CreateEngineModule from '../src/features/player/engine/create-engine';
import {
  EMPTY_SNAPSHOT,
  type EngineSnapshot,
  type PlaybackEngine,
} from '../src/features/player/engine/engine-types';
import { PREPARING_MAX_RETRIES } from '../src/features/player/logic/preparing-retry';
import { WatchPage } from '../src/features/player/WatchPage';
import { apiClient } from '../src/lib/api-client';
import { createI18n } from '../src/lib/i18n/i18n';
import { SessionProvider } from '../src/lib/session';
import { siteSettingsStore } from '../src/lib/site-settings';
import { makeEpisode } from './catalogue-fixtures';
import { bootStageVideo, episodesPage, rightsToken } from './playback-fakes';
import { fakeOf, fire, installMediaFake, playTo } from './player/ads-fakes';
import { apiError, createFakeServices, renderPage, signedInServices } from './fake-client';

// hls.js needs Media Source Extensions, which jsdom lacks: the engine is replaced by a fake the
// tests drive, and the hls.js chunk is never fetched.
vi.mock('../src/features/player/engine/hls-module', () => ({ loadHls: () => new Promise(() => {}) }));
vi.mock('../src/features/player/engine/create-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateEngineModule>()),
  createEngine: vi.fn(),
}));

// The <video> fake (plays, pauses, seeks on the tests' command) is shared with the ads tests.
function endPlayback(video: HTMLVideoElement) {
  act(() => {
    const state = fakeOf(video);
    state.currentTime = state.duration;
    state.paused = true;
    state.ended = true;
    fire(video, 'timeupdate', 'pause', 'ended');
  });
}

// --- a fake engine --------------------------------------------------------------------------

function fakeEngine(initial: Partial<EngineSnapshot> = {}) {
  let snapshot: EngineSnapshot = { ...EMPTY_SNAPSHOT, ...initial };
  const listeners = new Set<() => void>();
  const set = (partial: Partial<EngineSnapshot>) => {
    snapshot = { ...snapshot, ...partial };
    listeners.forEach((listener) => listener());
  };
  const engine = {
    kind: 'hls' as const,
    load: vi.fn(),
    setQuality: vi.fn((index: number) => set({ quality: index })),
    setSubtitle: vi.fn((id: number) => set({ subtitle: id })),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    destroy: vi.fn(),
  };
  return engine satisfies PlaybackEngine;
}

// --- the page -------------------------------------------------------------------------------

const TIMESTAMPS: Timestamp[] = [
  { label: 'recap', start_seconds: 0, end_seconds: 8, title: 'Skip recap' },
  { label: 'intro', start_seconds: 8, end_seconds: 20, title: 'Skip intro' },
  { label: 'credits', start_seconds: 145, end_seconds: 160, title: 'Skip credits' },
];

interface Setup {
  episode?: Episode;
  episodes?: Episode[];
  rights?: () => Promise<RightsToken>;
  manifest?: () => Promise<{ cdn: string; stream_url: string }>;
  engine?: ReturnType<typeof fakeEngine>;
  /** The address's query (`?t=…`). */
  search?: string;
  services?: Awaited<ReturnType<typeof signedInServices>>;
}

function renderWatch({
  episode = makeEpisode({ number: 1, duration: 160, timestamps: TIMESTAMPS }),
  episodes = [episode],
  rights = () => Promise.resolve(rightsToken(true)),
  manifest = () => Promise.resolve({ cdn: 'default', stream_url: '/media/stream/abc/master.m3u8?sig=1' }),
  engine = fakeEngine(),
  search = '',
  services,
}: Setup = {}) {
  vi.spyOn(apiClient.catalogue, 'getEpisode').mockImplementation(async (uuid) => {
    const found = episodes.find((candidate) => candidate.uuid === uuid);
    if (!found) throw apiError(1721);
    return found;
  });
  vi.spyOn(apiClient.catalogue, 'getEpisodes').mockResolvedValue(episodesPage(episodes));
  const rightsCall = vi.spyOn(apiClient.playback, 'rights').mockImplementation(rights);
  const manifestCall = vi.spyOn(apiClient.playback, 'manifest').mockImplementation(manifest);
  const logCall = vi.spyOn(apiClient.playback, 'log').mockResolvedValue({ accepted: 1 });
  vi.mocked(createEngine).mockResolvedValue(engine);

  const { router } = renderPage(<WatchPage />, {
    pattern: '/watch/:content_type/:uuid',
    path: `/watch/episode/${episode.uuid}${search}`,
    ...(services ? { services } : {}),
  });
  return { router, engine, rightsCall, manifestCall, logCall };
}

async function playerVideo() {
  const video = (await screen.findByTestId('player-video')) as HTMLVideoElement;
  return video;
}

let restoreMedia: () => void;
beforeEach(() => {
  restoreMedia = installMediaFake({ duration: 160, playAtOnce: true });
  siteSettingsStore.setState({ countryCode: 'US', artSourceUrl: null });
});
afterEach(() => {
  restoreMedia();
  vi.useRealTimers();
  siteSettingsStore.setState({ countryCode: null });
});

describe('watch page', () => {
  it('refuses a content type that has no video', async () => {
    const rights = vi.spyOn(apiClient.playback, 'rights');
    const router = createMemoryRouter([{ path: '/watch/:content_type/:uuid', element: <WatchPage /> }], {
      initialEntries: ['/watch/comic/0b6f7c9e-3f43-4a52-9c1d-4f1e6b1c2a01'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <SessionProvider services={createFakeServices()}>
            <RouterProvider router={router} />
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Invalid content type')).toBeTruthy();
    expect(rights).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the premium prompt and no video when the rights deny watching', async () => {
    const { manifestCall } = renderWatch({ rights: () => Promise.resolve(rightsToken(false, 'premium')) });
    expect(await screen.findByRole('heading', { name: 'Go premium to watch' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'The Wick Market' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    expect(manifestCall).not.toHaveBeenCalled();
  });

  it('shows the registration prompt when the manifest answers the registration wall', async () => {
    renderWatch({ manifest: () => Promise.reject(apiError(1707)) });
    expect(await screen.findByRole('heading', { name: 'Sign up to watch' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says the video is being prepared, asks again, and plays once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { engine } = renderWatch({
      manifest: () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(apiError(1710))
          : Promise.resolve({ cdn: 'default', stream_url: '/media/ready.m3u8' });
      },
    });
    const notice = await screen.findByRole('status', { name: 'Preparing this video' });
    expect(within(notice).getByText('Starting in a few seconds…')).toBeTruthy();
    // Asked again after 2 s, then 2 s more: ready on the third ask.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4500);
    });
    await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith('/media/ready.m3u8', 0));
    expect(calls).toBe(3);
  });

  it('stops asking after about ten minutes and offers to try again, which plays once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ready = false;
    let calls = 0;
    const { engine, rightsCall } = renderWatch({
      manifest: () => {
        calls += 1;
        return ready
          ? Promise.resolve({ cdn: 'default', stream_url: '/media/late.m3u8' })
          : Promise.reject(apiError(1710));
      },
    });
    await screen.findByRole('status', { name: 'Preparing this video' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11 * 60_000);
    });
    const stalled = await screen.findByRole('status', { name: 'This video is taking longer than usual' });
    const asked = calls;
    expect(asked).toBe(1 + PREPARING_MAX_RETRIES);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(calls).toBe(asked);
    ready = true;
    fireEvent.click(within(stalled).getByRole('button', { name: 'Try again' }));
    await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith('/media/late.m3u8', 0));
    expect(rightsCall).toHaveBeenCalledTimes(2);
  });

  it('shows an error with a retry for any other manifest failure', async () => {
    renderWatch({ manifest: () => Promise.reject(apiError(1721)) });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('loads the signed stream, starts playing, and logs the load', async () => {
    const { engine, manifestCall, logCall } = renderWatch();
    const video = await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith('/media/stream/abc/master.m3u8?sig=1', 0));
    expect(manifestCall).toHaveBeenCalledWith(
      'jwt-true',
      expect.objectContaining({ st: 'hls', subs: 'en' }),
      expect.anything(),
    );
    await waitFor(() => expect(video.paused).toBe(false));
    // Pausing flushes the queued events as one batch.
    act(() => video.pause());
    await waitFor(() => expect(logCall).toHaveBeenCalled());
    const types = logCall.mock.calls.flatMap(([batch]) => batch.events.map((event) => event.event_type));
    expect(types).toEqual(expect.arrayContaining(['load', 'play', 'pause']));
    const first = logCall.mock.calls[0]![0].events[0]!;
    expect(first).toMatchObject({ videotype: 'episode', episode: '7.1' });
  });

  it('offers "Skip intro" inside the intro and jumps to its end', async () => {
    renderWatch();
    const video = await playerVideo();
    playTo(video, 10);
    const skip = await screen.findByRole('button', { name: 'Skip intro' });
    fireEvent.click(skip);
    expect(video.currentTime).toBe(20);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull());
    playTo(video, 60);
    expect(screen.queryByTestId('player-skip')).toBeNull();
  });

  it('goes to the next episode from the credits skip and by itself after the countdown', async () => {
    const first = makeEpisode({ number: 1, duration: 160, timestamps: TIMESTAMPS });
    const second = makeEpisode({ number: 2, title: 'Oil and Ash', duration: 160 });
    const { router } = renderWatch({ episode: first, episodes: [first, second] });
    const video = await playerVideo();
    await screen.findByRole('button', { name: 'Next episode: Oil and Ash' });

    playTo(video, 150);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/watch/episode/${second.uuid}`));

    await act(async () => router.navigate(`/watch/episode/${first.uuid}`));
    await waitFor(() => expect(screen.getByTestId('player-video')).not.toBe(video));
    const again = await playerVideo();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    endPlayback(again);
    const upNext = await screen.findByTestId('player-up-next');
    expect(within(upNext).getByText('Oil and Ash')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/watch/episode/${second.uuid}`));
  });

  it('does not autoplay once the switch is off, and remembers it', async () => {
    const first = makeEpisode({ number: 1, duration: 160 });
    const second = makeEpisode({ number: 2, title: 'Oil and Ash' });
    renderWatch({ episode: first, episodes: [first, second] });
    const video = await playerVideo();
    const toggle = await screen.findByRole('switch', { name: 'Autoplay' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem('fanverse_player_autoplay')).toBe('off');
    endPlayback(video);
    expect(await screen.findByRole('button', { name: 'Next: Oil and Ash' })).toBeTruthy();
    expect(screen.queryByTestId('player-up-next')).toBeNull();
  });

  it('switches subtitles from the menu and with C, and quality from its menu', async () => {
    const engine = fakeEngine({
      subtitles: [
        { id: 0, lang: 'en', name: 'English' },
        { id: 1, lang: 'es', name: 'Spanish' },
      ],
      subtitle: 0,
      levels: [
        { index: 0, height: 360, bitrate: 800_000 },
        { index: 1, height: 720, bitrate: 2_400_000 },
      ],
    });
    renderWatch({ engine });
    await playerVideo();
    fireEvent.click(await screen.findByRole('button', { name: 'Subtitles' }));
    const menu = screen.getByRole('menu', { name: 'Subtitles' });
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    expect(engine.setSubtitle).toHaveBeenLastCalledWith(1);
    expect(localStorage.getItem('fanverse_player_subtitles')).toBe('es');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(document.body, { key: 'c' });
    expect(engine.setSubtitle).toHaveBeenLastCalledWith(-1); // es → off

    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    const quality = screen.getByRole('menu', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Auto', '720p', '360p']);
    fireEvent.click(within(quality).getByRole('menuitemradio', { name: '720p' }));
    expect(engine.setQuality).toHaveBeenCalledWith(1);
  });

  it('answers the keyboard, but not while typing in a field', async () => {
    renderWatch();
    const video = await playerVideo();
    await waitFor(() => expect(video.paused).toBe(false));
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(video.paused).toBe(true);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(video.paused).toBe(false);
    playTo(video, 30);
    fireEvent.keyDown(document.body, { key: 'l' });
    expect(video.currentTime).toBe(40);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(35);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(video.volume).toBeCloseTo(0.9);

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'k' });
    expect(video.paused).toBe(false);
    field.remove();

    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close keyboard shortcuts' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resumes where an anonymous visitor stopped, and starts over on request', async () => {
    const episode = makeEpisode({ number: 1, duration: 160 });
    localStorage.setItem('fanverse_player_positions', JSON.stringify({ [episode.uuid]: { t: 83, at: 1 } }));
    const { engine } = renderWatch({ episode });
    const video = await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 83));
    expect(await screen.findByText('Resumed at 1:23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText('Resumed at 1:23')).toBeNull();
  });

  it('starts over when the last position is in the final 5%', async () => {
    const episode = makeEpisode({ number: 1, duration: 160 });
    localStorage.setItem('fanverse_player_positions', JSON.stringify({ [episode.uuid]: { t: 155, at: 1 } }));
    const { engine } = renderWatch({ episode });
    await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 0));
    expect(screen.queryByTestId('player-resumed')).toBeNull();
  });

  describe('a start in the address (?t=)', () => {
    const remember = (uuid: string, t: number) =>
      localStorage.setItem('fanverse_player_positions', JSON.stringify({ [uuid]: { t, at: 1 } }));

    it('starts there rather than where the visitor stopped', async () => {
      const episode = makeEpisode({ number: 1, duration: 160 });
      remember(episode.uuid, 83);
      const { engine } = renderWatch({ episode, search: '?t=42' });
      await playerVideo();
      await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 42));
      expect(engine.load).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Resumed at 0:42')).toBeTruthy();
    });

    it('is clamped to the video, and t=0 starts at the start', async () => {
      const episode = makeEpisode({ number: 1, duration: 160 });
      const { engine } = renderWatch({ episode, search: '?t=500' });
      await playerVideo();
      await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 160));
      cleanup();
      remember(episode.uuid, 83);
      const again = renderWatch({ episode, search: '?t=0', engine: fakeEngine() });
      await playerVideo();
      await waitFor(() => expect(again.engine.load).toHaveBeenCalledWith(expect.any(String), 0));
      expect(screen.queryByText(/Resumed at/)).toBeNull();
    });

    it('is ignored when it is not a number of seconds', async () => {
      const episode = makeEpisode({ number: 1, duration: 160 });
      remember(episode.uuid, 83);
      const { engine } = renderWatch({ episode, search: '?t=-5' });
      await playerVideo();
      await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 83));
    });

    it("wins over a member's position, which is then not asked for", async () => {
      const episode = makeEpisode({ number: 1, duration: 160 });
      const position = vi.spyOn(apiClient.playback, 'position').mockResolvedValue({
        content_id: episode.uuid,
        position_seconds: 99,
        updated_at: '2026-01-01T00:00:00Z',
      });
      const { engine } = renderWatch({ episode, search: '?t=42', services: await signedInServices() });
      await playerVideo();
      await waitFor(() => expect(engine.load).toHaveBeenCalledWith(expect.any(String), 42));
      expect(position).not.toHaveBeenCalled();
      cleanup();
      // Without it, the member's own position (the activity model's resume point) is used.
      const again = renderWatch({ episode, engine: fakeEngine(), services: await signedInServices() });
      await playerVideo();
      await waitFor(() => expect(again.engine.load).toHaveBeenCalledWith(expect.any(String), 99));
      expect(position).toHaveBeenCalledWith(episode.uuid, expect.anything());
    });
  });

  it('renews an expired stream once at the current time, then gives up', async () => {
    let n = 0;
    const engine = fakeEngine();
    const { rightsCall } = renderWatch({
      engine,
      manifest: () => {
        n += 1;
        return Promise.resolve({ cdn: 'default', stream_url: `/media/s${n}.m3u8` });
      },
    });
    const video = await playerVideo();
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith('/media/s1.m3u8', 0));
    playTo(video, 42);
    const callbacks = vi.mocked(createEngine).mock.calls.at(-1)![1];
    act(() => callbacks.onRefused('/media/s1.m3u8'));
    act(() => callbacks.onRefused('/media/s1.m3u8')); // the same failure, reported twice
    await waitFor(() => expect(engine.load).toHaveBeenCalledWith('/media/s2.m3u8', 42));
    expect(rightsCall).toHaveBeenCalledTimes(2);
    expect(callbacks.getJwt()).toBe('jwt-true');

    act(() => callbacks.onRefused('/media/s2.m3u8'));
    expect(await screen.findByRole('heading', { name: 'This video could not be played' })).toBeTruthy();
    expect(rightsCall).toHaveBeenCalledTimes(2);
  });

  describe('a video the watch boot already plays', () => {
    const STREAM = '/media/stream/abc/master.m3u8?sig=1';
    function bootVideo(streamUrl = STREAM, startAt?: number) {
      const { stage, video } = bootStageVideo();
      void video.play();
      video.muted = true;
      const engine = fakeEngine();
      const callbacks = new ForwardingCallbacks({
        getJwt: () => 'boot',
        onRefused: () => undefined,
        onLoaded: () => undefined,
        onFatal: () => undefined,
      });
      if (startAt !== undefined) fakeOf(video).currentTime = startAt;
      offerPlayback({ streamUrl, video, engine, callbacks, mutedAutoplay: true, startAt });
      return { video, engine, callbacks, stage };
    }

    it('is taken over as it plays: same element, same engine, no second load', async () => {
      vi.mocked(createEngine).mockClear();
      const boot = bootVideo();
      const { engine, logCall } = renderWatch();
      const video = await playerVideo();
      expect(video).toBe(boot.video);
      expect(boot.stage.isConnected).toBe(false);
      expect(screen.getByTestId('player').contains(video)).toBe(true);
      expect(createEngine).not.toHaveBeenCalled();
      expect(boot.engine.load).not.toHaveBeenCalled();
      expect(engine.load).not.toHaveBeenCalled();
      // Already playing: no big play button; sound was refused, so the unmute offer shows.
      expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Sound is off: unmute' })).toBeTruthy();
      expect(boot.callbacks.getJwt()).toBe('jwt-true');
      // The load the boot made is in the playback log, once.
      act(() => video.pause());
      await waitFor(() => expect(logCall).toHaveBeenCalled());
      const types = logCall.mock.calls.flatMap(([batch]) => batch.events.map((event) => event.event_type));
      expect(types.filter((type) => type === 'load')).toHaveLength(1);
      // The engine's events now reach the player.
      act(() => boot.callbacks.onFatal(new Error('decode')));
      expect(await screen.findByRole('heading', { name: 'This video could not be played' })).toBeTruthy();
    });

    it("started at the address's ?t= is left there, and its load logged there", async () => {
      const boot = bootVideo(STREAM, 42);
      const { logCall } = renderWatch({ search: '?t=42' });
      const video = await playerVideo();
      expect(video).toBe(boot.video);
      const seeks: number[] = [];
      video.addEventListener('seeking', () => seeks.push(video.currentTime));
      act(() => video.pause());
      await waitFor(() => expect(logCall).toHaveBeenCalled());
      const loads = logCall.mock.calls
        .flatMap(([batch]) => batch.events)
        .filter((event) => event.event_type === 'load');
      expect(loads).toHaveLength(1);
      expect(loads[0]).toMatchObject({ start_timecode: 42, end_timecode: 42 });
      expect(seeks).toEqual([]);
      expect(video.currentTime).toBe(42);
    });

    it('is moved to where the visitor stopped, which the boot does not know', async () => {
      const episode = makeEpisode({ number: 1, duration: 160, timestamps: TIMESTAMPS });
      localStorage.setItem('fanverse_player_positions', JSON.stringify({ [episode.uuid]: { t: 83, at: 1 } }));
      const boot = bootVideo();
      renderWatch({ episode });
      const video = await playerVideo();
      expect(video).toBe(boot.video);
      await waitFor(() => expect(video.currentTime).toBe(83));
      expect(boot.engine.load).not.toHaveBeenCalled();
    });

    it('is stopped when the page plays another address', async () => {
      const boot = bootVideo('/media/stream/old/master.m3u8?sig=0');
      const { engine } = renderWatch();
      const video = await playerVideo();
      expect(video).not.toBe(boot.video);
      await waitFor(() => expect(engine.load).toHaveBeenCalledWith(STREAM, 0));
      expect(boot.engine.destroy).toHaveBeenCalled();
      expect(boot.stage.isConnected).toBe(false);
    });

    it('is stopped when the page shows a wall instead', async () => {
      const boot = bootVideo();
      renderWatch({ rights: () => Promise.resolve(rightsToken(false, 'premium')) });
      expect(await screen.findByRole('heading', { name: 'Go premium to watch' })).toBeTruthy();
      expect(boot.engine.destroy).toHaveBeenCalled();
      expect(document.querySelector('video')).toBeNull();
    });
  });
});
