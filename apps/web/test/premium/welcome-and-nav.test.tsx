import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PremiumNavLink } from '../../src/components/premium';
import { PremiumWelcomePage } from '../../src/features/premium';
import { apiClient } from '../../src/lib/api-client';
import { claimsFor, renderPage, renderRoute, signedInServices } from '../fake-client';
import { catalog, subscription } from './premium-fixtures';

const premium = apiClient.premium;

afterEach(() => vi.restoreAllMocks());

describe('the page after paying', () => {
  it('asks for the claims again at once, says what unlocked, and leads back to the walled page', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    vi.spyOn(premium, 'getSubscriptions').mockResolvedValue([subscription()]);
    const getClaims = vi
      .fn()
      .mockResolvedValueOnce(claimsFor('registered'))
      .mockResolvedValue(claimsFor('premium'));
    const services = await signedInServices({ getClaims });
    expect(services.session.getState().visitorType).toBe('registered');
    renderPage(<PremiumWelcomePage />, {
      pattern: '/premium/welcome',
      path: '/premium/welcome?return=%2Fwatch%2Fepisode%2Fe1',
      services,
    });
    expect(screen.getByRole('heading', { name: 'Welcome to Premium' })).toBeTruthy();
    await waitFor(() => expect(services.session.getState().visitorType).toBe('premium'));
    expect(getClaims).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByText(
        'Your Premium Monthly membership is active. Everything premium is open to you now.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Your free trial runs until December 3, 2026/)).toBeTruthy();
    expect(await screen.findByText('All premium series')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue where you were' }).getAttribute('href')).toBe(
      '/watch/episode/e1',
    );
  });

  it('without a return path, offers to explore', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    vi.spyOn(premium, 'getSubscriptions').mockResolvedValue([]);
    renderPage(<PremiumWelcomePage />, {
      pattern: '/premium/welcome',
      path: '/premium/welcome?return=https%3A%2F%2Fevil.example',
      services: await signedInServices(),
    });
    expect(screen.getByRole('link', { name: 'Start exploring' }).getAttribute('href')).toBe('/browse');
  });
});

describe('the Premium link in the navigation', () => {
  const nav = (
    <ul>
      <PremiumNavLink className={(active) => (active ? 'active' : 'link')} />
    </ul>
  );

  it('shows for a member the server offers premium to', async () => {
    renderRoute(nav, { services: await signedInServices() });
    expect(screen.getByRole('link', { name: 'Premium' }).getAttribute('href')).toBe('/premium');
  });

  it('is gone for a premium member', async () => {
    renderRoute(nav, {
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('premium')) }),
    });
    expect(screen.queryByRole('link', { name: 'Premium' })).toBeNull();
  });
});
