import { DEFAULT_CONSENT_GROUPS, EXPERIMENT_VIEWED_EVENT, type Experiment } from '@fanverse/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/features/catalogue/home/HomePage';
import { heroTextOf } from '../src/features/catalogue/home/hero-experiment';
import { getAnalytics } from '../src/lib/analytics';
import { apiClient } from '../src/lib/api-client';
import { consentStore } from '../src/lib/consent';
import { makeHomepage } from './catalogue-fixtures';
import { renderPage } from './fake-client';

/*
 * The home hero's `home-hero-text` experiment (docs/experiments.md "The demo experiment"): the
 * server-rendered page keeps the default text, the variant's text replaces it after hydration in
 * the same box (the default stays, hidden, holding its size), only with performance consent,
 * and 'Experiment Viewed' is tracked once.
 */
const PID = '3f1c2b7a-5d4e-4f6a-8b9c-0d1e2f3a4b5c';
const DEFAULT_TITLE = 'Every story. Every hero. One universe.';

const fanFirst: Experiment = {
  name: 'home-hero-text',
  enabled: true,
  is_public: true,
  variant: 'fan-first',
  payload: {
    headline: { en: 'Made by fans. For every fan.', es: 'Hecho por fans. Para cada fan.' },
    subline: { en: 'Watch, read and collect.', es: 'Mira, lee y colecciona.' },
  },
};

const consent = (performance: boolean) =>
  consentStore.setState({
    groups: { ...DEFAULT_CONSENT_GROUPS, C0002: performance },
    decided: true,
    gpc: false,
    consentId: 'c1',
    interactionCount: 1,
  });

let getExperiment: ReturnType<typeof vi.spyOn>;
let track: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(apiClient.catalogue, 'getHomepage').mockResolvedValue(makeHomepage([]));
  getExperiment = vi.spyOn(apiClient.shell, 'getExperiment').mockResolvedValue(fanFirst);
  track = vi.spyOn(getAnalytics(), 'track');
});
afterEach(() => {
  consentStore.setState({
    groups: DEFAULT_CONSENT_GROUPS,
    decided: false,
    gpc: false,
    consentId: '',
    interactionCount: 0,
  });
});

const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });

describe('the home hero experiment', () => {
  it('keeps the default text in the server markup and swaps in the variant after hydration', async () => {
    consent(true);
    let serverMarkup = '';
    renderPage(<HomePage persistentUserId={PID} />, {
      pattern: '/',
      path: '/',
      serverRendered: (container) => {
        serverMarkup = container.innerHTML;
        // Nothing is asked while the server renders or before the page is the browser's.
        expect(getExperiment).not.toHaveBeenCalled();
      },
    });
    expect(serverMarkup).toContain(DEFAULT_TITLE);
    expect(serverMarkup).not.toContain('Made by fans');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Made by fans. For every fan.' }),
    ).toBeTruthy();
    expect(screen.getByText('Watch, read and collect.')).toBeTruthy();
    expect(getExperiment).toHaveBeenCalledWith(
      'home-hero-text',
      { persistentUserId: PID },
      expect.anything(),
    );

    // The default text stays in the same box, hidden from assistive technology, holding the size.
    expect(heading(DEFAULT_TITLE)).toBeNull();
    const reserved = screen.getByText(DEFAULT_TITLE).closest('[aria-hidden="true"]');
    expect(reserved).not.toBeNull();
    const variantLayer = screen.getByText('Made by fans. For every fan.').parentElement!;
    expect(variantLayer.parentElement).toBe(reserved!.parentElement);
    // The section is named by the heading that is shown.
    expect(document.getElementById('home-hero-title')?.textContent).toBe('Made by fans. For every fan.');

    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(EXPERIMENT_VIEWED_EVENT, {
        experiment: 'home-hero-text',
        variant: 'fan-first',
      }),
    );
    expect(track.mock.calls.filter((call: unknown[]) => call[0] === EXPERIMENT_VIEWED_EVENT)).toHaveLength(1);
  });

  it('shows the variant in the visitor’s language', async () => {
    consent(true);
    renderPage(<HomePage persistentUserId={PID} />, { pattern: '/', path: '/', locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hecho por fans. Para cada fan.' }),
    ).toBeTruthy();
  });

  it('asks nothing and tracks nothing without performance consent', async () => {
    consent(false);
    renderPage(<HomePage persistentUserId={PID} />, { pattern: '/', path: '/' });
    await act(async () => {});
    expect(heading(DEFAULT_TITLE)).toBeTruthy();
    expect(getExperiment).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('asks once performance consent is given', async () => {
    consent(false);
    renderPage(<HomePage persistentUserId={PID} />, { pattern: '/', path: '/' });
    await act(async () => {});
    expect(getExperiment).not.toHaveBeenCalled();
    act(() => consent(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Made by fans. For every fan.' }),
    ).toBeTruthy();
  });

  it('asks nothing without a browser id', async () => {
    consent(true);
    renderPage(<HomePage />, { pattern: '/', path: '/' });
    await act(async () => {});
    expect(getExperiment).not.toHaveBeenCalled();
    expect(heading(DEFAULT_TITLE)).toBeTruthy();
  });

  it.each([
    [
      'answers no variant',
      () => getExperiment.mockResolvedValue({ ...fanFirst, enabled: false, variant: null, payload: null }),
    ],
    ['fails', () => getExperiment.mockRejectedValue(new Error('offline'))],
    [
      'answers a payload without the hero texts',
      () => getExperiment.mockResolvedValue({ ...fanFirst, payload: {} }),
    ],
  ])('keeps the default text, tracking nothing, when the experiment %s', async (_, answer) => {
    consent(true);
    answer();
    renderPage(<HomePage persistentUserId={PID} />, { pattern: '/', path: '/' });
    await waitFor(() => expect(getExperiment).toHaveBeenCalled());
    await act(async () => {});
    expect(heading(DEFAULT_TITLE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('heroTextOf', () => {
  it('takes both texts in the language asked, never another language’s', () => {
    expect(heroTextOf(fanFirst.payload, 'en')).toEqual({
      headline: 'Made by fans. For every fan.',
      subline: 'Watch, read and collect.',
    });
    expect(heroTextOf({ headline: { en: 'Hi' }, subline: { en: 'There' } }, 'es')).toBeNull();
  });

  it('refuses a payload that is not the hero’s shape', () => {
    for (const payload of [
      null,
      'text',
      {},
      { headline: 'flat', subline: 'flat' },
      { headline: { en: 'Hi' } },
      { headline: { en: '  ' }, subline: { en: 'There' } },
      { headline: { en: 7 }, subline: { en: 'There' } },
      { headline: { en: 'x'.repeat(121) }, subline: { en: 'There' } },
    ]) {
      expect(heroTextOf(payload, 'en'), JSON.stringify(payload)).toBeNull();
    }
  });
});
