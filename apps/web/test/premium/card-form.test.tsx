import { ApiError } from '@fanverse/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardForm } from '../../src/components/premium';
import { apiClient } from '../../src/lib/api-client';
import { apiError } from '../fake-client';
import { renderWithProviders } from '../render';
import { SANDBOX_CONFIG, paymentMethod } from './premium-fixtures';

const premium = apiClient.premium;
const NONCE = {
  nonce: 'fake-valid-visa-nonce',
  details: { card_type: 'Visa', bin: '411111', last_four: '1111' },
};

afterEach(() => vi.restoreAllMocks());

function fill(number: string) {
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Card number', number);
  type(/^Expiry date/, '12/30');
  type('Security code', '123');
  type('Billing postal code', 'SW1A 1AA');
}

describe('the card form (account pages)', () => {
  it('saves a card: tokenized, then vaulted with the place, once for a double click', async () => {
    vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue(NONCE);
    const create = vi.spyOn(premium, 'createPaymentMethod').mockResolvedValue(paymentMethod());
    const onSaved = vi.fn();
    renderWithProviders(<CardForm config={SANDBOX_CONFIG} defaultCountry="GB" onSaved={onSaved} />);
    fill('4111111111111111');
    const save = screen.getByRole('button', { name: 'Save card' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(paymentMethod()));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      { braintree_nonce: 'fake-valid-visa-nonce', postal_code: 'SW1A 1AA', country_code_alpha2: 'GB' },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('shows a refused card under its number, and a declined one above the form', async () => {
    vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue(NONCE);
    vi.spyOn(premium, 'createPaymentMethod')
      .mockRejectedValueOnce(
        new ApiError({
          errors: [{ code: 8, message: 'This card number is not valid.', field: 'braintree_nonce' }],
          sessionExpired: false,
          networkError: false,
        }),
      )
      .mockRejectedValueOnce(apiError(3006));
    renderWithProviders(<CardForm config={SANDBOX_CONFIG} defaultCountry="US" onSaved={vi.fn()} />);
    fill('4111111111111111');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const fieldError = await screen.findByText(
      'This card was refused. Check the number, or use another card.',
    );
    expect(screen.getByLabelText('Card number').getAttribute('aria-describedby')).toContain(fieldError.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText("Your card couldn't be saved")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
