import { ApiError, type CodedError } from '@fanverse/client';
import type { PaymentMethodConfig } from '@fanverse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethodsPage } from '../../src/features/subscription';
import { apiClient } from '../../src/lib/api-client';
import { renderPage, signedInServices } from '../fake-client';
import { spyOnPremiumReads } from './premium-spies';
import { CARD_GUID, makeCard, otherCard } from './subscription-fixtures';

const PAGE = '/account/payment-methods';
const premium = apiClient.premium;

const SANDBOX_CONFIG: PaymentMethodConfig = {
  braintree_device_data: { required: false },
  braintree_nonce: { required: true, client_token: null },
  country_code_alpha2: { required: true },
  merchant_type: { required: false, allowed_values: ['Braintree'] },
  postal_code: { required: true },
  gateway: 'sandbox',
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderMethodsPage() {
  return renderPage(<PaymentMethodsPage />, {
    pattern: PAGE,
    path: PAGE,
    services: await signedInServices(),
  });
}

/** An error the server answered with its own words (no catalogued code of ours). */
function serverRefusal(message: string): ApiError {
  const error: CodedError = { code: 400, message };
  return new ApiError({ errors: [error], sessionExpired: false, networkError: false }, 400);
}

describe('the payment methods page', () => {
  it('lists each card: type, last four, expiry, postal code and status', async () => {
    const reads = spyOnPremiumReads();
    reads.getPaymentMethods.mockResolvedValue([makeCard({ status: 'disabled' }), otherCard()]);
    await renderMethodsPage();
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const rows = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.closest('li')!);
    // Active cards first.
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Mastercard •••• 4444',
      'Visa •••• 1111',
    ]);
    expect(rows[0]!.textContent).toContain('Expires 01/2029');
    expect(rows[0]!.textContent).toContain('Postal code 94110');
    expect(rows[0]!.textContent).toContain('Active');
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Mastercard •••• 4444' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Removed');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('says when there is no card yet', async () => {
    const reads = spyOnPremiumReads();
    reads.getPaymentMethods.mockResolvedValue([]);
    await renderMethodsPage();
    expect(await screen.findByText("You haven't saved a card yet.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('removes a card after a confirmation, once, and refreshes the list', async () => {
    const reads = spyOnPremiumReads();
    reads.getPaymentMethods.mockResolvedValue([makeCard()]);
    const disable = vi.spyOn(premium, 'disablePaymentMethod').mockImplementation(async () => {
      reads.getPaymentMethods.mockResolvedValue([makeCard({ status: 'disabled' })]);
      return makeCard({ status: 'disabled' });
    });
    await renderMethodsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa •••• 1111' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Visa •••• 1111?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove card' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Visa •••• 1111 removed.')).toBeTruthy();
    expect(disable).toHaveBeenCalledTimes(1);
    expect(disable).toHaveBeenCalledWith(CARD_GUID, { idempotencyKey: expect.any(String) });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your cards' }).textContent).toContain('Removed'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal when a live subscription is charged to the card', async () => {
    const reads = spyOnPremiumReads();
    reads.getPaymentMethods.mockResolvedValue([makeCard()]);
    const message = 'This card pays for a live subscription: change the subscription’s card first.';
    vi.spyOn(premium, 'disablePaymentMethod').mockRejectedValue(serverRefusal(message));
    await renderMethodsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa •••• 1111' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a card with the card form: tokenized, then saved, then listed', async () => {
    const reads = spyOnPremiumReads();
    reads.getPaymentMethods.mockResolvedValue([makeCard()]);
    vi.spyOn(premium, 'getPaymentMethodConfig').mockResolvedValue(SANDBOX_CONFIG);
    const tokenize = vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue({
      nonce: 'fake-valid-mastercard-nonce',
      details: { card_type: 'Mastercard', bin: '555555', last_four: '4444' },
    });
    const create = vi.spyOn(premium, 'createPaymentMethod').mockImplementation(async () => {
      reads.getPaymentMethods.mockResolvedValue([makeCard(), otherCard()]);
      return otherCard();
    });
    await renderMethodsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Card number' }), {
      target: { value: '5555 5555 5555 4444' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Expiry date/ }), { target: { value: '01/29' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Security code' }), { target: { value: '123' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Billing postal code' }), {
      target: { value: '94110' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Billing country' }), { target: { value: 'US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Mastercard •••• 4444 added.')).toBeTruthy();
    expect(tokenize).toHaveBeenCalledWith(
      expect.objectContaining({ number: '5555555555554444', cvv: '123' }),
    );
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        braintree_nonce: 'fake-valid-mastercard-nonce',
        postal_code: '94110',
        country_code_alpha2: 'US',
      }),
      { idempotencyKey: expect.any(String) },
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your cards' }).textContent).toContain('Mastercard •••• 4444'),
    );
  });
});
