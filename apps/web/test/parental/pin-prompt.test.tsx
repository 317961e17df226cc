import type { ViewerUnlock } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptUnlock, restoreKeptUnlock, UNLOCK_STORAGE_KEY } from '../../src/components/parental';
import { ComicBookPage } from '../../src/features/comics/book/ComicBookPage';
import { EpisodePage } from '../../src/features/catalogue/series/EpisodePage';
import { WatchPage } from '../../src/features/player/WatchPage';
import { apiClient } from '../../src/lib/api-client';
import { ageGateStore, initAgeGateStore } from '../../src/lib/age-gate';
import { siteSettingsStore } from '../../src/lib/site-settings';
import { makeEpisode, makeSeries } from '../catalogue-fixtures';
import { BOOK_UUID, makeBook } from '../comics-fixtures';
import { apiError, makeProfile, renderPage, signedInServices } from '../fake-client';
import { episodesPage, rightsToken } from '../playback-fakes';

// The player's engine is never reached in these tests; hls.js is never loaded.
vi.mock('../../src/features/player/engine/hls-module', () => ({ loadHls: () => new Promise(() => {}) }));

const EPISODE_ROUTE = '/series/:seriesId/:slug/episode/:episodeNumber';
const EPISODE_PATH = '/series/7/lanterns-of-vell/episode/3';
const UNLOCK: ViewerUnlock = {
  unlock_token: 'v1.session-1.1.9999999999.sig',
  expires_at: '2099-01-01T00:00:00Z',
};
const viewer = apiClient.viewer;
const locked = () => apiError(1410, undefined, { code: 'PARENTAL_LOCK', rating: 'TV-MA' });

/** A member with an adult date of birth: the age gate does not ask (components/age-gate). */
const adultMember = () => signedInServices({}, makeProfile({ dob: '1980-01-01' }));

function enterPin(pin: string) {
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } });
  return act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  });
}

beforeEach(() => {
  siteSettingsStore.setState({ countryCode: 'US', artSourceUrl: null });
  initAgeGateStore(localStorage);
  ageGateStore.setState({ config: { age: 13, blockTimeout: 86_400 } });
  vi.spyOn(viewer, 'unlock').mockResolvedValue(UNLOCK);
});
afterEach(() => {
  vi.restoreAllMocks();
  siteSettingsStore.setState({ countryCode: null });
});

describe('a title locked by parental controls (1410)', () => {
  function serveLockedEpisode() {
    let unlocked = false;
    vi.mocked(viewer.unlock).mockImplementation(async (pin) => {
      if (pin !== '2468') throw apiError(1411, undefined, { code: 'PIN_INCORRECT', remaining: 3 });
      unlocked = true;
      return UNLOCK;
    });
    vi.spyOn(apiClient.catalogue, 'getSeries').mockResolvedValue(makeSeries({ tv_rating: 'TV-MA' }));
    return vi.spyOn(apiClient.catalogue, 'getEpisodeByNumber').mockImplementation(async (_id, number) => {
      if (number !== '3') throw apiError(1605);
      if (!unlocked) throw locked();
      return makeEpisode({ number: 3, tv_rating: 'TV-MA' });
    });
  }

  it('asks for the pin on the episode page, says a wrong one with the tries left, and opens with the right one', async () => {
    const get = serveLockedEpisode();
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: EPISODE_PATH,
      services: await adultMember(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Locked by parental controls' }),
    ).toBeTruthy();
    expect(
      screen.getByText("This episode is rated above this profile's limits. Enter the PIN to watch it."),
    ).toBeTruthy();
    const field = screen.getByLabelText('PIN') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    // Not four digits: said here, nothing is sent.
    await enterPin('12');
    expect(screen.getByRole('alert').textContent).toBe('Enter 4 digits');
    expect(viewer.unlock).not.toHaveBeenCalled();

    await enterPin('1111');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect PIN. 3 tries left.');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);

    await enterPin('2468');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Wick Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play episode' })).toBeTruthy();
    expect(get.mock.calls.filter(([, number]) => number === '3').length).toBeGreaterThanOrEqual(2);
    // Kept for the tab with the session it belongs to, so a reload goes on unlocked.
    expect(JSON.parse(sessionStorage.getItem(UNLOCK_STORAGE_KEY)!)).toEqual({
      ...UNLOCK,
      session: 'session-1',
    });
  });

  it('says when a locked pin entry opens again, and where a pin is set when there is none', async () => {
    serveLockedEpisode();
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: EPISODE_PATH,
      services: await adultMember(),
    });
    await screen.findByLabelText('PIN');
    const until = new Date(Date.now() + 5 * 60_000);
    vi.mocked(viewer.unlock).mockRejectedValueOnce(
      apiError(1412, undefined, { code: 'PIN_LOCKED', locked_until: until.toISOString() }),
    );
    await enterPin('1111');
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(until);
    expect(screen.getByRole('alert').textContent).toBe(`Too many incorrect PINs. Try again at ${time}.`);

    vi.mocked(viewer.unlock).mockRejectedValueOnce(apiError(1413, undefined, { code: 'PIN_NOT_SET' }));
    await enterPin('1111');
    expect(screen.getByRole('alert').textContent).toBe('No PIN is set for this account yet.');
    expect(screen.getByRole('link', { name: 'Set up parental controls' }).getAttribute('href')).toBe(
      '/account/parental',
    );

    // A wrong pin whose reply does not say the tries left: the catalogue's message.
    vi.mocked(viewer.unlock).mockRejectedValueOnce(apiError(1411));
    await enterPin('1111');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect PIN');
  });

  it('asks for the pin on a locked comic book, in Spanish too', async () => {
    let unlocked = false;
    vi.mocked(viewer.unlock).mockImplementation(async () => {
      unlocked = true;
      return UNLOCK;
    });
    const get = vi.spyOn(apiClient.comics, 'getBook').mockImplementation(async () => {
      if (!unlocked) throw locked();
      return makeBook();
    });
    renderPage(<ComicBookPage />, {
      pattern: '/comics/book/:uuid/:slug?',
      path: `/comics/book/${BOOK_UUID}/the-first-night`,
      services: await adultMember(),
      locale: 'es',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bloqueado por el control parental' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '2468' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    });
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'The First Night' })).toBeTruthy();
  });

  it('tells a member whose stored age keeps them below it that the pin cannot help', async () => {
    serveLockedEpisode();
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: EPISODE_PATH,
      services: await signedInServices({}, makeProfile({ dob: '2016-01-01' })),
    });
    expect(await screen.findByText('This title is not available on this account.')).toBeTruthy();
    expect(screen.queryByLabelText('PIN')).toBeNull();
  });
});

describe('the parental wall on the watch page', () => {
  it('asks for the pin when the rights say parental, then asks for the rights and the stream again', async () => {
    const episode = makeEpisode({ number: 1, tv_rating: 'TV-MA' });
    let unlocked = false;
    vi.mocked(viewer.unlock).mockImplementation(async () => {
      unlocked = true;
      return UNLOCK;
    });
    vi.spyOn(apiClient.catalogue, 'getEpisode').mockResolvedValue(episode);
    vi.spyOn(apiClient.catalogue, 'getEpisodes').mockResolvedValue(episodesPage([episode]));
    const rights = vi
      .spyOn(apiClient.playback, 'rights')
      .mockImplementation(async () => (unlocked ? rightsToken(true) : rightsToken(false, 'parental')));
    const manifest = vi.spyOn(apiClient.playback, 'manifest').mockReturnValue(new Promise(() => {}));
    renderPage(<WatchPage />, {
      pattern: '/watch/:content_type/:uuid',
      path: `/watch/episode/${episode.uuid}`,
      services: await adultMember(),
    });
    const wall = await screen.findByTestId('pin-prompt');
    expect(screen.getByTestId('player-stage').dataset.status).toBe('denied');
    expect(screen.getByRole('heading', { name: 'Locked by parental controls' })).toBeTruthy();
    expect(manifest).not.toHaveBeenCalled();
    fireEvent.change(within(wall).getByLabelText('PIN'), { target: { value: '2468' } });
    await act(async () => {
      fireEvent.click(within(wall).getByRole('button', { name: 'Unlock' }));
    });
    await waitFor(() => expect(manifest).toHaveBeenCalled());
    expect(manifest.mock.calls[0]![0]).toBe('jwt-true');
    expect(rights.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('pin-prompt')).toBeNull();
  });
});

describe('the unlock kept for the tab', () => {
  it('comes back only under the session it was given to, and only while it lasts', () => {
    sessionStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify({ ...UNLOCK, session: 'session-1' }));
    const restoreUnlock = vi.fn();
    restoreKeptUnlock({ restoreUnlock }, 'session-2');
    expect(restoreUnlock).not.toHaveBeenCalled();
    // Another session's unlock is dropped, not kept for later.
    expect(sessionStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();

    sessionStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify({ ...UNLOCK, session: 'session-1' }));
    restoreKeptUnlock({ restoreUnlock }, 'session-1');
    expect(restoreUnlock).toHaveBeenCalledWith(UNLOCK);

    const expired = { ...UNLOCK, expires_at: '2020-01-01T00:00:00Z', session: 'session-1' };
    sessionStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify(expired));
    expect(keptUnlock('session-1')).toBeNull();
    expect(sessionStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(UNLOCK_STORAGE_KEY, '{"unlock_token": 5}');
    expect(keptUnlock('session-1')).toBeNull();
  });
});
