import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../src/features/premium';
import { apiClient } from '../../src/lib/api-client';
import { marker, renderPage, signedInServices } from '../fake-client';
import { SANDBOX_CONFIG, catalog, paymentMethod, subscription, tax } from './premium-fixtures';

// Braintree's Drop-in, as the package answers: a nonce for what the member entered in its frame.
const dropIn = vi.hoisted(() => ({
  create: vi.fn(),
  requestPaymentMethod: vi.fn(),
  teardown: vi.fn(),
}));
vi.mock('braintree-web-drop-in', () => ({ default: { create: dropIn.create } }));

const premium = apiClient.premium;

beforeEach(() => {
  dropIn.requestPaymentMethod.mockResolvedValue({ nonce: 'fake-valid-nonce', deviceData: '{"device":"x"}' });
  dropIn.teardown.mockResolvedValue(undefined);
  dropIn.create.mockResolvedValue({
    requestPaymentMethod: dropIn.requestPaymentMethod,
    teardown: dropIn.teardown,
  });
  vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
  vi.spyOn(premium, 'getSubscriptions').mockResolvedValue([]);
  vi.spyOn(premium, 'getPaymentMethods').mockResolvedValue([]);
  vi.spyOn(premium, 'getPaymentMethodConfig').mockResolvedValue({
    ...SANDBOX_CONFIG,
    gateway: 'braintree',
    braintree_nonce: { required: true, client_token: 'client-token-1' },
  });
  vi.spyOn(premium, 'getTax').mockResolvedValue(tax());
});
afterEach(() => vi.restoreAllMocks());

describe('checkout with Braintree configured', () => {
  it('takes the card in the Drop-in and vaults its nonce with the billing place', async () => {
    const tokenize = vi.spyOn(premium, 'sandboxTokenize');
    const create = vi.spyOn(premium, 'createPaymentMethod').mockResolvedValue(paymentMethod());
    const subscribe = vi
      .spyOn(premium, 'subscribe')
      .mockResolvedValue({ subscription: subscription(), subscriptions: [subscription()] });
    renderPage(<CheckoutPage />, {
      pattern: '/premium/checkout',
      path: '/premium/checkout?product=premium-monthly',
      services: await signedInServices(),
      routes: [marker('/premium/welcome')],
    });
    await waitFor(() => expect(dropIn.create).toHaveBeenCalled());
    expect(dropIn.create.mock.calls[0]![0]).toMatchObject({
      authorization: 'client-token-1',
      locale: 'en_US',
    });
    // No sandbox card fields: the card is Braintree's to take.
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.change(screen.getByLabelText('Billing postal code'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(tokenize).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledWith(
      {
        braintree_nonce: 'fake-valid-nonce',
        postal_code: '10001',
        country_code_alpha2: 'US',
        braintree_device_data: '{"device":"x"}',
      },
      { idempotencyKey: expect.stringMatching(/-card$/) },
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
