import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseSlot } from '../../src/components/promo';
import { AD_START_TIMEOUT_MS, HouseAd } from '../../src/features/player/ads/HouseAd';
import { CastButton } from '../../src/features/player/cast/CastButton';
import { createI18n } from '../../src/lib/i18n/i18n';
import { SessionProvider } from '../../src/lib/session';
import { SessionKnownContext } from '../../src/lib/session/session-known';
import { renderRoute, signedInServices } from '../fake-client';
import { renderWithProviders } from '../render';
import { adClaims, adLoaded, fakeOf, fire, installMediaFake, playTo } from './ads-fakes';

let restoreMedia: () => void;
beforeEach(() => {
  restoreMedia = installMediaFake();
});
afterEach(() => {
  cleanup(); // unmounts pause the ad's video: while the media fake is still there
  restoreMedia();
  vi.useRealTimers();
});

const adVideo = () => screen.getByTestId('house-ad-video') as HTMLVideoElement;
const skipButton = () => screen.getByTestId('house-ad-skip');

function renderAd(props: Partial<Parameters<typeof HouseAd>[0]> = {}, locale: 'en' | 'es' = 'en') {
  const onEnd = vi.fn();
  renderWithProviders(<HouseAd muted={false} returnTo="/watch/episode/abc" onEnd={onEnd} {...props} />, {
    locale,
  });
  return { onEnd };
}

describe('the house ad', () => {
  it('is labelled as an ad, shows the time left, plays the house ad and links to premium', async () => {
    renderAd();
    expect(screen.getByRole('region', { name: 'Advertisement' })).toBeTruthy();
    expect(screen.getByTestId('house-ad-label').textContent).toBe('Ad');
    expect(adVideo().getAttribute('src')).toBe('/media/house-ads/premium-upsell/v1/premium-upsell.mp4');
    await waitFor(() => expect(adVideo().paused).toBe(false));
    adLoaded(adVideo(), 8);
    expect(screen.getByTestId('house-ad-left').textContent).toBe('0:08 left');
    playTo(adVideo(), 2.4);
    expect(screen.getByTestId('house-ad-left').textContent).toBe('0:06 left');
    const premium = screen.getByRole('link', { name: 'Go premium, no ads' });
    expect(premium.getAttribute('href')).toBe('/premium?return=%2Fwatch%2Fepisode%2Fabc');
  });

  it('counts down to skipping, refuses it before 5 seconds and skips after', async () => {
    const { onEnd } = renderAd();
    await waitFor(() => expect(adVideo().paused).toBe(false));
    // The skip button has focus from the start, so Enter skips as soon as it may.
    expect(document.activeElement).toBe(skipButton());
    expect(skipButton().textContent).toBe('Skip in 5…');
    expect(skipButton().getAttribute('aria-disabled')).toBe('true');
    playTo(adVideo(), 2);
    expect(skipButton().textContent).toBe('Skip in 3…');
    fireEvent.click(skipButton());
    playTo(adVideo(), 4.5);
    expect(skipButton().textContent).toBe('Skip in 1…');
    fireEvent.click(skipButton());
    expect(onEnd).not.toHaveBeenCalled();
    playTo(adVideo(), 5);
    expect(skipButton().textContent).toBe('Skip ad');
    expect(skipButton().getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(skipButton());
    fireEvent.click(skipButton());
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('skipped');
  });

  it('speaks Spanish', () => {
    renderAd({}, 'es');
    expect(screen.getByTestId('house-ad-label').textContent).toBe('Anuncio');
    expect(skipButton().textContent).toBe('Omitir en 5…');
    expect(screen.getByRole('link', { name: 'Hazte premium, sin anuncios' })).toBeTruthy();
  });

  it('ends by itself when it has played through', async () => {
    const first = renderAd();
    await waitFor(() => expect(adVideo().paused).toBe(false));
    act(() => fire(adVideo(), 'ended'));
    expect(first.onEnd).toHaveBeenCalledWith('ended');
  });

  it('gives up at once on a media error, so the episode plays on', () => {
    const { onEnd } = renderAd();
    act(() => fire(adVideo(), 'error'));
    expect(onEnd).toHaveBeenCalledWith('failed');
  });

  it('gives up when the ad does not start in time', async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<void>(() => {}));
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      fakeOf(this).playResult = never;
      return original.call(this);
    };
    try {
      const { onEnd } = renderAd();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(AD_START_TIMEOUT_MS - 100);
      });
      expect(onEnd).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(onEnd).toHaveBeenCalledWith('failed');
    } finally {
      HTMLMediaElement.prototype.play = original;
    }
  });

  it('plays muted when the browser refuses sound, rather than not at all', async () => {
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (!this.muted) return Promise.reject(new DOMException('no sound yet', 'NotAllowedError'));
      return original.call(this);
    };
    try {
      const { onEnd } = renderAd();
      await waitFor(() => expect(adVideo().paused).toBe(false));
      expect(adVideo().muted).toBe(true);
      expect(onEnd).not.toHaveBeenCalled();
    } finally {
      HTMLMediaElement.prototype.play = original;
    }
  });
});

describe('the home page display slot', () => {
  it('shows the house promotion to members who see ads, linking to the plans', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('registered')) });
    renderRoute(<HouseSlot />, { services });
    const slot = screen.getByRole('complementary', { name: 'Fanverse Premium promotion' });
    expect(slot.textContent).toContain('Go ad-free with Fanverse Premium');
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/premium');
  });

  it('shows nothing to premium members', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('premium')) });
    renderRoute(<HouseSlot />, { services });
    expect(screen.queryByTestId('house-slot')).toBeNull();
  });

  it('keeps its box, empty and hidden, until it is known who is looking (a server-rendered page)', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('premium')) });
    render(
      <I18nextProvider i18n={createI18n('en', true)}>
        <SessionProvider services={services}>
          <SessionKnownContext.Provider value={false}>
            <MemoryRouter>
              <HouseSlot />
            </MemoryRouter>
          </SessionKnownContext.Provider>
        </SessionProvider>
      </I18nextProvider>,
    );
    const box = screen.getByTestId('house-slot');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

// --- cast ------------------------------------------------------------------------------------

interface FakeRemote extends EventTarget {
  state: 'disconnected' | 'connecting' | 'connected';
  watchAvailability: ReturnType<typeof vi.fn>;
  cancelWatchAvailability: ReturnType<typeof vi.fn>;
  prompt: ReturnType<typeof vi.fn>;
}

/** A video whose Remote Playback API finds a device (or not), as Chrome's does. */
function castableVideo(deviceThere: boolean) {
  const video = document.createElement('video');
  const remote = Object.assign(new EventTarget(), {
    state: 'disconnected' as FakeRemote['state'],
    watchAvailability: vi.fn((callback: (available: boolean) => void) => {
      callback(deviceThere);
      return Promise.resolve(7);
    }),
    cancelWatchAvailability: vi.fn(() => Promise.resolve()),
    prompt: vi.fn(() => Promise.resolve()),
  });
  Object.defineProperty(video, 'remote', { value: remote });
  return { video, remote: remote as FakeRemote };
}

describe('the cast button', () => {
  it('shows for premium claims when the browser finds a device, and opens its picker', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('premium')) });
    const { video, remote } = castableVideo(true);
    const { unmount } = renderRoute(<CastButton video={video} />, { services });
    const button = await screen.findByRole('button', { name: 'Play on another device' });
    expect(button.dataset.kind).toBe('remote');
    fireEvent.click(button);
    expect(remote.prompt).toHaveBeenCalledTimes(1);
    // It says so while the video plays elsewhere.
    act(() => {
      remote.state = 'connected';
      remote.dispatchEvent(new Event('connect'));
    });
    expect(screen.getByRole('button', { name: 'Playing on another device' })).toBeTruthy();
    unmount();
    expect(remote.cancelWatchAvailability).toHaveBeenCalledWith(7);
  });

  it('is hidden for premium claims when no device is there', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('premium')) });
    const { video, remote } = castableVideo(false);
    renderRoute(<CastButton video={video} />, { services });
    await waitFor(() => expect(remote.watchAvailability).toHaveBeenCalled());
    expect(screen.queryByTestId('player-cast')).toBeNull();
  });

  it('is hidden, and the browser not even asked, when the claims do not allow casting', async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('registered')) });
    const { video, remote } = castableVideo(true);
    renderRoute(<CastButton video={video} />, { services });
    expect(screen.queryByTestId('player-cast')).toBeNull();
    expect(remote.watchAvailability).not.toHaveBeenCalled();
  });

  it("offers Safari's AirPlay picker with has_airplay when there is no Remote Playback", async () => {
    const services = await signedInServices({ getClaims: () => Promise.resolve(adClaims('premium')) });
    const video = document.createElement('video');
    const picker = vi.fn();
    Object.assign(video, { webkitShowPlaybackTargetPicker: picker });
    renderRoute(<CastButton video={video} />, { services });
    expect(screen.queryByTestId('player-cast')).toBeNull();
    act(() => {
      video.dispatchEvent(
        Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: 'available' }),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'AirPlay' }));
    expect(picker).toHaveBeenCalledTimes(1);
  });
});
