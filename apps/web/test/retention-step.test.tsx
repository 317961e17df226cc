import type { PromoCode } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPage } from '../src/features/subscription';
import { bestRetentionOffer } from '../src/features/subscription/retention-offer';
import { apiClient } from '../src/lib/api-client';
import { apiError, renderPage, signedInServices } from './fake-client';
import { promo } from './premium/premium-fixtures';
import { spyOnPremiumReads } from './subscription/premium-spies';
import {
  SUBSCRIPTION_GUID,
  cancelledSubscription,
  changeOf,
  makeSubscription,
  trialSubscription,
} from './subscription/subscription-fixtures';

const premium = apiClient.premium;
const purchases = apiClient.purchases;
const PAGE = '/account/subscription';

const offer = (overrides: Partial<PromoCode> = {}) =>
  promo({ is_retention_offer: true, marketing_description: '', ...overrides });
const STAY20 = offer({ code: 'STAY20', discount_percent: 20, number_of_billing_cycles: 3 });
const STAY30 = offer({ code: 'STAY30', discount_percent: 30, number_of_billing_cycles: 3 });

afterEach(() => vi.restoreAllMocks());

/** The subscription page with `offers` answered; waits until they are in, as a member would. */
async function renderWithOffers(
  offers: PromoCode[],
  subscription = makeSubscription(),
  locale: 'en' | 'es' = 'en',
) {
  const reads = spyOnPremiumReads({ subscriptions: [subscription] });
  const getOffers = vi.spyOn(purchases, 'getRetentionOffers').mockResolvedValue({ offers });
  const services = await signedInServices();
  renderPage(<SubscriptionPage />, { pattern: PAGE, path: PAGE, services, locale });
  const cancel = await screen.findByRole('button', {
    name: locale === 'en' ? 'Cancel subscription' : 'Cancelar la suscripción',
  });
  if (subscription.state.state === 'Active') {
    await waitFor(() => expect(getOffers).toHaveBeenCalledWith(SUBSCRIPTION_GUID, expect.anything()));
    // Let the answer reach the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  return { reads, getOffers, cancel };
}

describe('the retention step of cancelling', () => {
  it('offers the best offer first, and accepting applies it instead of cancelling', async () => {
    const { reads, cancel } = await renderWithOffers([STAY20, STAY30]);
    const applied = makeSubscription({ promos: [] });
    const apply = vi.mocked(premium.applyPromo).mockImplementation(async () => {
      reads.getSubscriptions.mockResolvedValue([applied]);
      return changeOf(applied);
    });
    fireEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Stay and get 30% off your next 3 months' });
    expect(screen.queryByRole('dialog', { name: 'Cancel your subscription?' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(
      await screen.findByText('Offer accepted: Stay and get 30% off your next 3 months. Your plan stays on.'),
    ).toBeTruthy();
    expect(apply).toHaveBeenCalledTimes(1);
    const [guid, code, options] = apply.mock.calls[0]!;
    expect([guid, code]).toEqual([SUBSCRIPTION_GUID, 'STAY30']);
    expect(options?.idempotencyKey).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(premium.cancelSubscription).not.toHaveBeenCalled();
  });

  it('"No thanks, cancel" goes on to the existing cancel dialog', async () => {
    const { reads, cancel } = await renderWithOffers([STAY30]);
    const cancelled = cancelledSubscription();
    vi.mocked(premium.cancelSubscription).mockImplementation(async () => {
      reads.getSubscriptions.mockResolvedValue([cancelled]);
      return changeOf(cancelled);
    });
    fireEvent.click(cancel);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks, cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancelled. Premium until December 26, 2026.')).toBeTruthy();
    expect(premium.applyPromo).not.toHaveBeenCalled();
  });

  it('with no offer, Cancel opens the existing dialog as before', async () => {
    const { cancel } = await renderWithOffers([]);
    fireEvent.click(cancel);
    expect(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).toBeTruthy();
  });

  it('a subscription that is not paying (a trial) is never offered one', async () => {
    const { cancel, getOffers } = await renderWithOffers([STAY30], trialSubscription());
    fireEvent.click(cancel);
    expect(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).toBeTruthy();
    expect(getOffers).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the offer (3025) in the step, and Escape leaves everything as it was", async () => {
    const { cancel } = await renderWithOffers([STAY30]);
    vi.mocked(premium.applyPromo).mockRejectedValue(apiError(3025));
    fireEvent.click(cancel);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Your subscription must be in a paid state'),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(premium.cancelSubscription).not.toHaveBeenCalled();
  });

  it('reads in Spanish', async () => {
    const { cancel } = await renderWithOffers([STAY30], makeSubscription(), 'es');
    fireEvent.click(cancel);
    expect(
      screen.getByRole('dialog', { name: 'Quédate y obtén un 30 % de descuento los próximos 3 meses' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar la oferta' })).toBeTruthy();
  });
});

describe('bestRetentionOffer', () => {
  it('takes the largest discount, then the longest, and skips offers that do not apply', () => {
    const forever = offer({ code: 'ALWAYS30', discount_percent: 30, number_of_billing_cycles: null });
    const notApplicable = offer({ code: 'BIG', discount_percent: 90, is_applicable: false });
    const notRetention = offer({ code: 'SIGNUP', discount_percent: 80, is_retention_offer: false });
    expect(bestRetentionOffer([STAY20, STAY30, forever, notApplicable, notRetention])?.code).toBe('ALWAYS30');
    expect(bestRetentionOffer([notApplicable])).toBeNull();
  });
});
