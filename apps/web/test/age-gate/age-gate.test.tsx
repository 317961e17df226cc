import type { ConsumerConfig, Profile } from '@fanverse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgeGate } from '../../src/components/age-gate';
import { RegisterPage } from '../../src/features/auth/RegisterPage';
import { runStartup } from '../../src/features/app-config/startup';
import { initAgeGateStore, ageGateStore } from '../../src/lib/age-gate';
import { createI18n } from '../../src/lib/i18n/i18n';
import { SessionProvider } from '../../src/lib/session';
import { siteSettingsStore } from '../../src/lib/site-settings';
import { createFakeServices, makeProfile, renderRoute, signedInServices } from '../fake-client';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const DAY = 86_400_000;

/** Starts the page over from what the browser kept, as a reload does. */
function reload() {
  initAgeGateStore(localStorage);
}

function matureTitle(services = createFakeServices()) {
  return renderRoute(
    <AgeGate mature>
      <p>The mature title</p>
    </AgeGate>,
    { services },
  );
}

async function answer(day: string, month: string, year: string) {
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: year } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
}

const saved = () =>
  (JSON.parse(localStorage.getItem('vuex') ?? '{}') as { ageGate?: Record<string, unknown> }).ageGate;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The `www` consumer's seeded gate: 13, blocking for a day.
  ageGateStore.setState({ config: { age: 13, blockTimeout: 86_400 } });
  reload();
});
afterEach(() => {
  vi.useRealTimers();
  siteSettingsStore.setState({ countryCode: null });
});

describe('the age gate before mature content', () => {
  it('asks a neutral date of birth: empty fields and no word of the age asked for', () => {
    matureTitle();
    expect(screen.getByRole('heading', { name: 'Enter your date of birth' })).toBeTruthy();
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toMatch(/13|18|adult|old enough/i);
    expect(screen.queryByText('The mature title')).toBeNull();
  });

  it('shows the title after an answer at or over the age, and remembers it as completed and adult', async () => {
    matureTitle();
    await answer('10', '5', '2013'); // 13 today
    expect(screen.getByText('The mature title')).toBeTruthy();
    expect(saved()).toMatchObject({ isAgeGateCompleted: true, isAdult: true, blockedUntil: null });
  });

  it('blocks an under-age answer for the block time, across reloads and whatever date comes next', async () => {
    const first = matureTitle();
    await answer('11', '5', '2013'); // 13 tomorrow
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(saved()).toMatchObject({ isAgeGateCompleted: true, isAdult: false, blockedUntil: NOW + DAY });

    // A reload an hour later: still blocked, no question to answer with another date.
    first.unmount();
    vi.setSystemTime(NOW + 3_600_000);
    reload();
    const second = matureTitle();
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(screen.queryByText('The mature title')).toBeNull();
    // Answers marked adult meanwhile (another tab) do not lift a running block either.
    act(() => ageGateStore.setState({ isAdult: true }));
    expect(screen.queryByText('The mature title')).toBeNull();

    // Once the block time is over the question comes back.
    second.unmount();
    vi.setSystemTime(NOW + DAY);
    reload();
    matureTitle();
    await answer('1', '1', '1990');
    expect(screen.getByText('The mature title')).toBeTruthy();
  });

  it('says when a date is not a real one, and records nothing', async () => {
    matureTitle();
    await answer('31', '2', '1990');
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a real date: a day, a month and a four-digit year.',
    );
    expect(saved()).toMatchObject({ isAgeGateCompleted: false });
  });

  it('lets content below mature through without a question', () => {
    renderRoute(
      <AgeGate mature={false}>
        <p>A family title</p>
      </AgeGate>,
    );
    expect(screen.getByText('A family title')).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
  });

  it("follows the consumer config's age and block time", async () => {
    await runStartup({
      loadConsumer: () => Promise.resolve(consumer({ age: 21, block_timeout: 60 })),
      setConsumerKey: () => undefined,
      logError: () => undefined,
    });
    matureTitle();
    await answer('1', '1', '2006'); // 20
    expect(saved()).toMatchObject({ isAdult: false, blockedUntil: NOW + 60_000 });
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
  });

  it('renders neither the question nor the title on the server, which cannot see the answers', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <SessionProvider services={createFakeServices()}>
            <MemoryRouter>
              <AgeGate mature>
                <p>The mature title</p>
              </AgeGate>
            </MemoryRouter>
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('One moment');
    expect(html).not.toContain('The mature title');
    expect(html).not.toContain('date of birth');
  });
});

describe('the age gate for a signed-in member', () => {
  it("decides from the profile's date of birth without asking", async () => {
    const services = await signedInServices({}, makeProfile({ dob: '1980-02-29' }));
    const adult = matureTitle(services);
    expect(screen.getByText('The mature title')).toBeTruthy();
    adult.unmount();
    matureTitle(await signedInServices({}, makeProfile({ dob: '2015-06-01' })));
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
  });

  it('asks a member without a date once, and keeps the answer on the profile', async () => {
    let profile: Profile = makeProfile({ dob: null, answered_mature: false });
    const updateProfile = vi.fn((fields: { dob?: string | null; answered_mature?: boolean }) => {
      profile = { ...profile, dob: fields.dob ?? null, answered_mature: fields.answered_mature ?? false };
      return Promise.resolve(profile);
    });
    const services = await signedInServices(
      { updateProfile, getProfile: () => Promise.resolve(profile) },
      profile,
    );
    const first = matureTitle(services);
    await answer('2', '3', '1988');
    await waitFor(() => expect(screen.getByText('The mature title')).toBeTruthy());
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(updateProfile).toHaveBeenCalledWith({ dob: '1988-03-02', answered_mature: true });
    expect(services.store.getState().profile?.dob).toBe('1988-03-02');

    // Another device (no answers kept there): the profile answers, nothing is asked.
    first.unmount();
    localStorage.clear();
    reload();
    matureTitle(services);
    expect(screen.getByText('The mature title')).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });

  it("blocks at once on an under-age member's answer, even if the profile update fails", async () => {
    const services = await signedInServices(
      { updateProfile: () => Promise.reject(new Error('offline')) },
      makeProfile({ dob: null }),
    );
    matureTitle(services);
    await answer('1', '1', '2016');
    expect(saved()).toMatchObject({ isAdult: false, blockedUntil: NOW + DAY });
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
  });
});

describe('the age gate before registration', () => {
  it('asks first where the law sets an age, and blocks an answer under it across a reload', async () => {
    siteSettingsStore.setState({ countryCode: 'US' });
    const first = renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.queryByLabelText('Username')).toBeNull();
    await answer('1', '9', '2014'); // 12
    expect(screen.getByText('Sorry, an account cannot be created right now.')).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    first.unmount();
    reload();
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByText('Sorry, an account cannot be created right now.')).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
  });

  it('opens the form after an answer over it, and asks nothing where no law sets an age', async () => {
    siteSettingsStore.setState({ countryCode: 'DE' });
    const first = renderRoute(<RegisterPage />, { path: '/register' });
    await answer('1', '1', '2009'); // 17: over Germany's 16
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    first.unmount();
    localStorage.clear();
    reload();
    siteSettingsStore.setState({ countryCode: 'MX' });
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Day')).toBeNull();
  });
});

function consumer(ageGate: ConsumerConfig['age_gate']): ConsumerConfig {
  return {
    name: 'www',
    age_gate: ageGate,
    akamai_license_key: '',
    art_source_url: '',
    client_ip: '127.0.0.1',
    consumer_secret: 'secret',
    country_code: 'us',
    country_language: 'en',
    country_supported: true,
    google_recaptcha_v3_site_key: '',
    static_url: '',
    url: '',
    drm: { fairplay: '', playready: '', widevine: '' },
    portal_id: '',
    captcha_platform: 'google',
  };
}
