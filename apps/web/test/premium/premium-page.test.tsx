import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PremiumPage } from '../../src/features/premium';
import { apiClient } from '../../src/lib/api-client';
import { axeViolations } from '../discussions-fixtures';
import { apiError, claimsFor, renderPage, signedInServices } from '../fake-client';
import { catalog } from './premium-fixtures';

const premium = apiClient.premium;

afterEach(() => vi.restoreAllMocks());

const plans = () => screen.findAllByRole('article');

describe('the Premium page', () => {
  it('shows the plans side by side in plan order, monthly first, with trial line and perks', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium' });
    expect(screen.getByText('Loading the plans…')).toBeTruthy();

    const cards = await plans();
    expect(cards.map((card) => card.getAttribute('data-plan'))).toEqual(['premium', 'ultra']);
    const [premiumCard, ultraCard] = cards as [HTMLElement, HTMLElement];
    expect(within(premiumCard).getByRole('heading', { name: 'Premium' })).toBeTruthy();
    expect(within(premiumCard).getByText('$7.99/month')).toBeTruthy();
    expect(within(premiumCard).getByText('7 days free, then $7.99/month')).toBeTruthy();
    expect(within(ultraCard).getByText('$12.99/month')).toBeTruthy();
    // Ultra has no trial: no trial line.
    expect(within(ultraCard).queryByText(/days free/)).toBeNull();
    const perks = within(premiumCard).getByRole('list', { name: 'What Premium includes' });
    expect(within(perks).getByText('All premium series')).toBeTruthy();
    // An unavailable perk says so to screen readers, not only by its strike-through.
    expect(within(perks).getByText('Not included:').closest('li')?.textContent).toContain(
      'Offline downloads',
    );
    expect(screen.getByText('Prices include any discounts shown.')).toBeTruthy();
  });

  it('has no serious accessibility problems', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    const { container } = renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium' });
    await plans();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches to annual prices with the saving from the descriptors', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium' });
    await plans();
    const annual = screen.getByRole('radio', { name: /Annual/ });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(within(annual.closest('label')!).getByText('Save up to 17%')).toBeTruthy();
    fireEvent.click(annual);
    const [premiumCard] = (await plans()) as [HTMLElement];
    expect(within(premiumCard).getByText('$79.99/year')).toBeTruthy();
    expect(within(premiumCard).getByText('Save 17% a year')).toBeTruthy();
    expect(within(premiumCard).getByText("That's about $6.67 a month")).toBeTruthy();
  });

  it('sends a signed-in member to checkout, carrying the return path', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, {
      pattern: '/premium',
      path: '/premium?return=%2Fwatch%2Fepisode%2Fabc',
      services: await signedInServices(),
    });
    const [premiumCard] = (await plans()) as [HTMLElement];
    const link = within(premiumCard).getByRole('link', { name: 'Choose this plan: Premium Monthly' });
    expect(link.getAttribute('href')).toBe(
      '/premium/checkout?product=premium-monthly&return=%2Fwatch%2Fepisode%2Fabc',
    );
  });

  it('asks a visitor to register first, coming back to checkout', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium' });
    const [premiumCard] = (await plans()) as [HTMLElement];
    const href = within(premiumCard)
      .getByRole('link', { name: /Premium Monthly/ })
      .getAttribute('href')!;
    expect(href.startsWith('/register?next=')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('next')).toBe(
      '/premium/checkout?product=premium-monthly',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fpremium');
  });

  it('tells a premium member they are premium, with the way to manage it and no buy buttons', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, {
      pattern: '/premium',
      path: '/premium',
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('premium')) }),
    });
    expect(screen.getByRole('heading', { name: "You're premium" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
      '/account/subscription',
    );
    await plans();
    expect(screen.queryByRole('link', { name: /Choose this plan/ })).toBeNull();
  });

  it('writes prices in Spanish for a Spanish reader, in the catalog currency', async () => {
    vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
    renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium', locale: 'es' });
    const [premiumCard] = (await plans()) as [HTMLElement];
    const price = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' })
      .format(7.99)
      .replace(/\s/g, ' ');
    expect(within(premiumCard).getByText(`${price}/mes`)).toBeTruthy();
    expect(within(premiumCard).getByText(`7 días gratis, luego ${price}/mes`)).toBeTruthy();
  });

  it('says when the plans could not be loaded, and tries again', async () => {
    const get = vi.spyOn(premium, 'getCatalog').mockRejectedValueOnce(apiError(5008));
    get.mockResolvedValueOnce(catalog());
    renderPage(<PremiumPage />, { pattern: '/premium', path: '/premium' });
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await plans()).toHaveLength(2);
  });
});
