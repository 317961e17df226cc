import type { Episode } from '@fanverse/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../src/features/player/engine/create-engine';
import type * as CreateEngineModule from '../../src/features/player/engine/create-engine';
import { WatchPage } from '../../src/features/player/WatchPage';
import { apiClient } from '../../src/lib/api-client';
import { siteSettingsStore } from '../../src/lib/site-settings';
import { makeEpisode } from '../catalogue-fixtures';
import { renderPage, signedInServices } from '../fake-client';
import { episodesPage, recordingEngine, rightsToken } from '../playback-fakes';
import { adClaims, adLoaded, installMediaFake, playTo } from './ads-fakes';

/*
 * The house ad in the real player on the watch page: at an episode's ad markers for members
 * whose claims show ads, never for premium members. The engine is a fake (jsdom has no Media
 * Source Extensions); the <video> elements are the media fake of ads-fakes.ts.
 */
vi.mock('../../src/features/player/engine/hls-module', () => ({ loadHls: () => new Promise(() => {}) }));
vi.mock('../../src/features/player/engine/create-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateEngineModule>()),
  createEngine: vi.fn(),
}));

async function watch(kind: 'registered' | 'premium', episode: Episode) {
  vi.spyOn(apiClient.catalogue, 'getEpisode').mockResolvedValue(episode);
  vi.spyOn(apiClient.catalogue, 'getEpisodes').mockResolvedValue(episodesPage([episode]));
  vi.spyOn(apiClient.playback, 'rights').mockResolvedValue(rightsToken(true));
  vi.spyOn(apiClient.playback, 'manifest').mockResolvedValue({
    cdn: 'default',
    stream_url: '/media/stream/abc/master.m3u8?sig=1',
  });
  vi.spyOn(apiClient.playback, 'log').mockResolvedValue({ accepted: 1 });
  vi.spyOn(apiClient.playback, 'position').mockResolvedValue({ position_seconds: 0 } as never);
  vi.mocked(createEngine).mockResolvedValue(recordingEngine());
  const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims(kind)) });
  const page = renderPage(<WatchPage />, {
    pattern: '/watch/:content_type/:uuid',
    path: `/watch/episode/${episode.uuid}`,
    services,
  });
  const video = (await screen.findByTestId('player-video')) as HTMLVideoElement;
  await waitFor(() => expect(video.paused).toBe(false));
  return { video, ...page };
}

const adVideo = () => screen.getByTestId('house-ad-video') as HTMLVideoElement;

let restoreMedia: () => void;
beforeEach(() => {
  restoreMedia = installMediaFake();
  sessionStorage.clear();
  siteSettingsStore.setState({ countryCode: 'US', artSourceUrl: null });
});
afterEach(() => {
  cleanup();
  restoreMedia();
  siteSettingsStore.setState({ countryCode: null });
});

const episodeWithBreaks = () => makeEpisode({ number: 1, duration: 160, ad_markers: [40, 90] });

describe('the house ad in the player', () => {
  it('pauses the episode at a marker, plays the ad, and plays the episode on from there once skipped', async () => {
    const { video } = await watch('registered', episodeWithBreaks());
    playTo(video, 39.8);
    expect(screen.queryByTestId('house-ad')).toBeNull();
    playTo(video, 40.2);
    expect(await screen.findByRole('region', { name: 'Advertisement' })).toBeTruthy();
    expect(video.paused).toBe(true);
    // The episode's controls are gone under the ad; its keys neither seek nor start the episode.
    expect(screen.queryByTestId('player-play')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'l' });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(video.currentTime).toBe(40.2);
    expect(video.paused).toBe(true);
    // Nor may anything start the episode underneath it.
    act(() => void video.play());
    await waitFor(() => expect(video.paused).toBe(true));

    await waitFor(() => expect(adVideo().paused).toBe(false));
    adLoaded(adVideo(), 8);
    playTo(adVideo(), 3);
    expect(screen.getByTestId('house-ad-skip').textContent).toBe('Skip in 2…');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(adVideo().currentTime).toBe(3);
    playTo(adVideo(), 5.1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip ad' }));
    expect(screen.queryByTestId('house-ad')).toBeNull();
    await waitFor(() => expect(video.paused).toBe(false));
    expect(video.currentTime).toBe(40.2);
    expect(screen.getByTestId('player-play')).toBeTruthy();
  });

  it('never plays twice for the same marker, even after seeking back, and remembers it across a reload', async () => {
    const episode = episodeWithBreaks();
    const first = await watch('registered', episode);
    playTo(first.video, 40.1);
    await screen.findByTestId('house-ad');
    act(() => screen.getByTestId('house-ad-video').dispatchEvent(new Event('ended')));
    await waitFor(() => expect(first.video.paused).toBe(false));
    // Back before the marker, and through it again: no ad.
    act(() => {
      first.video.currentTime = 20;
    });
    playTo(first.video, 30);
    playTo(first.video, 41);
    expect(screen.queryByTestId('house-ad')).toBeNull();
    // The next marker has its own.
    playTo(first.video, 90.3);
    expect(await screen.findByTestId('house-ad')).toBeTruthy();
    first.unmount();

    // The same tab, the page loaded again: both markers had their ad.
    const again = await watch('registered', episode);
    playTo(again.video, 39.9);
    playTo(again.video, 40.3);
    playTo(again.video, 90.5);
    expect(screen.queryByTestId('house-ad')).toBeNull();
  });

  it('plays one ad when a seek jumps over markers, for the last of them', async () => {
    const { video } = await watch('registered', episodeWithBreaks());
    playTo(video, 5);
    act(() => {
      video.currentTime = 120;
    });
    expect(await screen.findByTestId('house-ad')).toBeTruthy();
    act(() => screen.getByTestId('house-ad-video').dispatchEvent(new Event('error')));
    await waitFor(() => expect(video.paused).toBe(false));
    expect(video.currentTime).toBe(120);
    act(() => {
      video.currentTime = 30;
    });
    playTo(video, 45);
    playTo(video, 95);
    expect(screen.queryByTestId('house-ad')).toBeNull();
  });

  it('owes no ad for markers passed while the claims showed none (claims changing mid-viewing)', async () => {
    const { video, services } = await watch('premium', episodeWithBreaks());
    playTo(video, 39.8);
    playTo(video, 45);
    act(() => services.store.setState({ claims: adClaims('registered') }));
    playTo(video, 46);
    expect(screen.queryByTestId('house-ad')).toBeNull();
    playTo(video, 90.2);
    expect(await screen.findByTestId('house-ad')).toBeTruthy();
    // And a member who goes premium during a break has it ended at once.
    act(() => services.store.setState({ claims: adClaims('premium') }));
    await waitFor(() => expect(screen.queryByTestId('house-ad')).toBeNull());
    await waitFor(() => expect(video.paused).toBe(false));
  });

  it('never shows premium members an ad', async () => {
    const { video } = await watch('premium', episodeWithBreaks());
    playTo(video, 39.8);
    playTo(video, 40.2);
    playTo(video, 90.2);
    expect(screen.queryByTestId('house-ad')).toBeNull();
    expect(video.paused).toBe(false);
  });
});
