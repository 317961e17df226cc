import {
  COMIC_RATINGS,
  FILM_RATINGS,
  TV_RATINGS,
  type TvRatingLadder,
  type ViewerPin,
} from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNLOCK_STORAGE_KEY } from '../../src/components/parental';
import { AccountPage } from '../../src/features/account/AccountPage';
import { ParentalControlsPage } from '../../src/features/parental/ParentalControlsPage';
import { apiClient } from '../../src/lib/api-client';
import { siteSettingsStore } from '../../src/lib/site-settings';
import { apiError, apiErrors, renderPage, signedInServices } from '../fake-client';

const viewer = apiClient.viewer;
const ladder = (country = 'US'): TvRatingLadder => ({
  country,
  ratings: [...TV_RATINGS, ...FILM_RATINGS].map(({ name, order, system, level }) => ({
    name,
    order,
    system,
    level,
  })),
});
const comics = { ratings: COMIC_RATINGS.map(({ name, order }) => ({ name, order })) };
const NO_CONTROLS: ViewerPin = {
  age_rating: '',
  tv_rating: '',
  country: 'US',
  ratings: ladder().ratings,
  pin_set: false,
  locked_until: null,
};
const controls = (overrides: Partial<ViewerPin> = {}): ViewerPin => ({
  ...NO_CONTROLS,
  tv_rating: 'TV-PG',
  age_rating: 'Teen',
  pin_set: true,
  ...overrides,
});

async function renderParental(locale: 'en' | 'es' = 'en') {
  return renderPage(<ParentalControlsPage />, {
    pattern: '/account/parental',
    path: '/account/parental',
    services: await signedInServices(),
    locale,
  });
}

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function save(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

beforeEach(() => {
  siteSettingsStore.setState({ countryCode: 'US' });
  vi.spyOn(viewer, 'getTvRatings').mockImplementation(async (country) =>
    ladder(country === 'MX' ? 'US' : country),
  );
  vi.spyOn(viewer, 'getComicRatings').mockResolvedValue(comics);
  vi.spyOn(viewer, 'clearUnlock');
});
afterEach(() => {
  vi.restoreAllMocks();
  siteSettingsStore.setState({ countryCode: null });
});

describe('/account/parental', () => {
  it('sets a TV and a comics limit with a new pin, saying what each limit lets through', async () => {
    const getPin = vi.spyOn(viewer, 'getPin').mockResolvedValue(NO_CONTROLS);
    const setPin = vi.spyOn(viewer, 'setPin').mockImplementation(async (body) => {
      const saved = controls({ tv_rating: body.tv_rating, age_rating: body.age_rating });
      getPin.mockResolvedValue(saved);
      return saved;
    });
    sessionStorage.setItem(UNLOCK_STORAGE_KEY, '{"unlock_token":"old"}');
    await renderParental();
    expect(screen.getByText('Loading parental controls…')).toBeTruthy();
    expect(
      await screen.findByText('Parental controls are off: everything can be watched and read.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set limits and a PIN' })).toBeTruthy();
    const tv = screen.getByLabelText('TV and film limit') as HTMLSelectElement;
    expect([...tv.options].map((option) => option.text)).toEqual([
      'No limit',
      'TV-Y',
      'TV-Y7',
      'TV-G',
      'TV-PG',
      'TV-14',
      'TV-MA',
    ]);
    expect(screen.queryByLabelText('Your account password')).toBeNull();

    choose('TV and film limit', 'TV-PG');
    expect(screen.getByText('Allows TV-Y, TV-Y7, TV-G, and TV-PG, and films rated G and PG.')).toBeTruthy();
    choose('TV and film limit', 'TV-Y');
    expect(screen.getByText('Allows TV-Y, and no films.')).toBeTruthy();
    choose('TV and film limit', 'TV-PG');
    choose('Comics limit', 'Teen');
    expect(screen.getByText('Allows All Ages, 9+, 12+, and Teen.')).toBeTruthy();
    expect(
      screen.getByText('Titles without a rating count as the strictest rating: they need the PIN.'),
    ).toBeTruthy();
    choose('PIN', '2468');
    choose('Repeat the PIN', '2468');
    await save('Turn on parental controls');

    expect(setPin.mock.calls[0]![0]).toEqual({
      country: 'US',
      tv_rating: 'TV-PG',
      age_rating: 'Teen',
      pin: '2468',
    });
    expect(await screen.findByText('Parental controls saved.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Now' });
    expect(within(summary).getByText('Parental controls are on.')).toBeTruthy();
    expect(within(summary).getAllByText('Up to TV-PG')).toHaveLength(1);
    expect(within(summary).getByText('Up to Teen')).toBeTruthy();
    // An unlock given under the old limits is gone.
    expect(viewer.clearUnlock).toHaveBeenCalled();
    expect(sessionStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
    // Changing them from now on asks for the account password.
    expect(await screen.findByLabelText('Your account password')).toBeTruthy();
  });

  it('checks the pin before sending: four digits, typed the same twice', async () => {
    vi.spyOn(viewer, 'getPin').mockResolvedValue(NO_CONTROLS);
    const setPin = vi.spyOn(viewer, 'setPin');
    await renderParental();
    await screen.findByLabelText('PIN');
    choose('PIN', '12a');
    choose('Repeat the PIN', '12b');
    await save('Turn on parental controls');
    expect(screen.getByText('Enter 4 digits')).toBeTruthy();
    expect(screen.getByText('The PINs do not match')).toBeTruthy();
    expect(setPin).not.toHaveBeenCalled();
  });

  it("shows the server's refusals by their fields: TV rating 1072, age rating 1071, pin 1070", async () => {
    vi.spyOn(viewer, 'getPin').mockResolvedValue(NO_CONTROLS);
    vi.spyOn(viewer, 'setPin').mockRejectedValue(apiErrors(1072, 1071, 1070));
    await renderParental();
    await screen.findByLabelText('PIN');
    choose('PIN', '2468');
    choose('Repeat the PIN', '2468');
    await save('Turn on parental controls');
    expect(await screen.findByText('Invalid TV rating')).toBeTruthy();
    expect(screen.getByLabelText('TV and film limit').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid age rating')).toBeTruthy();
    expect(screen.getByLabelText('Comics limit').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pin must be at most 4 characters')).toBeTruthy();
    expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the account password to change existing controls, and says when it is wrong (1009)', async () => {
    vi.spyOn(viewer, 'getPin').mockResolvedValue(controls());
    const setPin = vi.spyOn(viewer, 'setPin').mockRejectedValueOnce(apiError(1009));
    await renderParental();
    expect(await screen.findByRole('heading', { name: 'Change limits or PIN' })).toBeTruthy();
    expect((screen.getByLabelText('TV and film limit') as HTMLSelectElement).value).toBe('TV-PG');
    expect((screen.getByLabelText('Comics limit') as HTMLSelectElement).value).toBe('Teen');
    choose('TV and film limit', 'TV-14');
    choose('PIN', '2468');
    choose('Repeat the PIN', '2468');
    await save('Save changes');
    expect(screen.getByText('Enter your account password')).toBeTruthy();
    expect(setPin).not.toHaveBeenCalled();

    choose('Your account password', 'wrong-one');
    await save('Save changes');
    expect(setPin).toHaveBeenCalledTimes(1);
    expect(setPin.mock.calls[0]![0]).toEqual({
      country: 'US',
      tv_rating: 'TV-14',
      age_rating: 'Teen',
      pin: '2468',
      password: 'wrong-one',
    });
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(screen.getByLabelText('Your account password').getAttribute('aria-invalid')).toBe('true');
  });

  it('turns parental controls off with the account password', async () => {
    const getPin = vi.spyOn(viewer, 'getPin').mockResolvedValue(controls());
    const removePin = vi.spyOn(viewer, 'removePin').mockImplementation(async () => {
      getPin.mockResolvedValue(NO_CONTROLS);
    });
    await renderParental();
    const section = await screen.findByRole('region', { name: 'Turn off parental controls' });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off…' }));
    fireEvent.change(within(section).getByLabelText('Your account password'), {
      target: { value: 'Comet-42!' },
    });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Turn off parental controls' }));
    });
    expect(removePin.mock.calls[0]![0]).toBe('Comet-42!');
    expect(await screen.findByText('Parental controls are off.')).toBeTruthy();
    expect(
      await screen.findByText('Parental controls are off: everything can be watched and read.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Turn off parental controls' })).toBeNull();
  });

  it('shows the ladder of the country chosen, and says when pin entry is paused', async () => {
    vi.spyOn(viewer, 'getPin').mockResolvedValue(
      controls({ locked_until: new Date(Date.now() + 600_000).toISOString() }),
    );
    await renderParental();
    expect(await screen.findByText(/^Unlocking with the PIN is paused until /)).toBeTruthy();
    expect(screen.getByText('The ratings shown follow the US system.')).toBeTruthy();
    choose('Ratings of', 'MX');
    await waitFor(() => expect(viewer.getTvRatings).toHaveBeenCalledWith('MX', expect.anything()));
    expect((screen.getByLabelText('Ratings of') as HTMLSelectElement).value).toBe('MX');
  });

  it('says it could not load, and loads again on retry', async () => {
    const getPin = vi.spyOn(viewer, 'getPin').mockRejectedValueOnce(apiError(9998));
    getPin.mockResolvedValueOnce(NO_CONTROLS);
    await renderParental();
    expect(await screen.findByText('Network error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Set limits and a PIN' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    vi.spyOn(viewer, 'getPin').mockResolvedValue(NO_CONTROLS);
    await renderParental('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Control parental' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Activar el control parental' })).toBeTruthy();
    expect(screen.getByLabelText('Límite de TV y películas')).toBeTruthy();
  });

  it('is linked from the account page', async () => {
    renderPage(<AccountPage />, {
      pattern: '/account',
      path: '/account',
      services: await signedInServices(),
    });
    expect((await screen.findByRole('link', { name: 'Parental controls' })).getAttribute('href')).toBe(
      '/account/parental',
    );
  });
});
