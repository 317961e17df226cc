import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyOffer, purchasesKeys, withOwnership } from '../src/components/purchases';
import { apiClient } from '../src/lib/api-client';
import { apiError, renderPage, signedInServices } from './fake-client';
import {
  EPISODE_UUID,
  PM_GUID,
  SANDBOX_CONFIG,
  offer,
  owned,
  paymentMethod,
  purchaseItem,
  tax,
} from './purchases-fixtures';

const purchases = apiClient.purchases;
const taxed = tax({ base_price: '2.99', subtotal: '2.99', tax_amount: '0.27', total: '3.26' });

beforeEach(() => {
  vi.spyOn(purchases, 'getOwned').mockResolvedValue(owned({ episodes: [] }));
  vi.spyOn(purchases, 'getOffer').mockImplementation(async (_model, _uuid, guid) =>
    offer(guid ? { tax: taxed } : {}),
  );
  vi.spyOn(purchases, 'buy').mockResolvedValue(purchaseItem());
  vi.spyOn(apiClient.premium, 'getPaymentMethods').mockResolvedValue([paymentMethod()]);
});
afterEach(() => vi.restoreAllMocks());

async function renderBuy(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<BuyOffer model="episode" uuid={EPISODE_UUID} />, {
    pattern: '/episode',
    path: '/episode',
    services,
    locale,
  });
}

async function openDialog() {
  expect((await screen.findByTestId('buy-price')).textContent).toBe('$2.99');
  fireEvent.click(screen.getByRole('button', { name: /^Buy/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy Ember Harbor 1' });
  // The saved card is chosen; its place gives the tax and the total.
  expect(await within(dialog).findByTestId('buy-total')).toBeTruthy();
  return dialog;
}

describe('buying an episode', () => {
  it('shows the price, then the card’s tax and total, pays once and marks the episode owned', async () => {
    const { queryClient } = await renderBuy();
    const dialog = await openDialog();
    expect(purchases.getOffer).toHaveBeenCalledWith('episode', EPISODE_UUID, PM_GUID, expect.anything());
    expect(within(dialog).getByText('Tax').nextElementSibling?.textContent).toBe('$0.27');
    expect(within(dialog).getByTestId('buy-total').textContent).toBe('$3.26');
    const pay = within(dialog).getByRole('button', { name: 'Pay $3.26' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByTestId('owned-badge')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(purchases.buy).toHaveBeenCalledTimes(1);
    expect(purchases.buy).toHaveBeenCalledWith(
      { sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID },
      { idempotencyKey: expect.any(String) },
    );
    expect(queryClient.getQueryData(purchasesKeys.owned())).toEqual({ episodes: [EPISODE_UUID], books: [] });
  });

  it('says a decline in words and makes the next Pay a new attempt (a new key)', async () => {
    vi.mocked(purchases.buy).mockRejectedValueOnce(apiError(3006));
    await renderBuy();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $3.26' }));
    const alert = await within(dialog).findByText('Your card was declined. Try another card.');
    expect(alert.getAttribute('data-code')).toBe('3006');
    expect(screen.queryByTestId('owned-badge')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $3.26' }));
    expect(await screen.findByTestId('owned-badge')).toBeTruthy();
    const keys = vi.mocked(purchases.buy).mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('adds a card when the member has none, then prices and pays with it', async () => {
    vi.mocked(apiClient.premium.getPaymentMethods).mockResolvedValue([]);
    vi.spyOn(apiClient.premium, 'getPaymentMethodConfig').mockResolvedValue(SANDBOX_CONFIG);
    vi.spyOn(apiClient.premium, 'sandboxTokenize').mockResolvedValue({
      nonce: 'fake-valid-visa-nonce',
      details: { card_type: 'Visa', bin: '411111', last_four: '1111' },
    });
    vi.spyOn(apiClient.premium, 'createPaymentMethod').mockResolvedValue(paymentMethod());
    await renderBuy();
    fireEvent.click(await screen.findByRole('button', { name: /^Buy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Ember Harbor 1' });
    const type = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    await within(dialog).findByLabelText('Card number');
    type('Card number', '4111111111111111');
    type(/^Expiry date/, '12/30');
    type('Security code', '123');
    type('Billing country', 'US');
    type('Billing postal code', '10001');
    expect(within(dialog).getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $3.26' }));
    expect(await screen.findByTestId('owned-badge')).toBeTruthy();
    expect(purchases.buy).toHaveBeenCalledWith(
      { sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('shows Owned instead of Buy for an item the member owns', async () => {
    vi.mocked(purchases.getOwned).mockResolvedValue(owned());
    await renderBuy();
    expect(await screen.findByTestId('owned-badge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('shows nothing for an item that is not for sale', async () => {
    vi.mocked(purchases.getOffer).mockResolvedValue(offer({ sku: null, price: null, price_minor: null }));
    await renderBuy();
    await waitFor(() => expect(purchases.getOffer).toHaveBeenCalled());
    expect(screen.queryByTestId('buy-price')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderBuy('es');
    fireEvent.click(await screen.findByRole('button', { name: /^Comprar/ }));
    expect(await screen.findByRole('dialog', { name: 'Comprar Ember Harbor 1' })).toBeTruthy();
  });
});

describe('an owned item’s wall', () => {
  it('opens a premium or sign-up wall, never a region or release wall', () => {
    expect(withOwnership({ allowed: false, prompt: 'premium' }, true)).toEqual({ allowed: true });
    expect(withOwnership({ allowed: false, prompt: 'premium' }, false)).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(withOwnership({ allowed: false, prompt: 'geoblocked' }, true)).toEqual({
      allowed: false,
      prompt: 'geoblocked',
    });
    expect(withOwnership({ allowed: false, prompt: 'unavailable' }, true)).toEqual({
      allowed: false,
      prompt: 'unavailable',
    });
    expect(withOwnership(null, true)).toBeNull();
  });
});
