import { ApiError, codedError, type SubscriptionChange } from '@fanverse/client';
import type { TaxQuery } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../src/features/premium';
import { apiClient } from '../../src/lib/api-client';
import { deferred } from '../deferred';
import { axeViolations } from '../discussions-fixtures';
import { apiError, claimsFor, marker, renderPage, signedInServices } from '../fake-client';
import { SANDBOX_CONFIG, catalog, paymentMethod, promo, subscription, tax } from './premium-fixtures';

const premium = apiClient.premium;
const PATH = '/premium/checkout?product=premium-monthly&return=%2Fwatch%2Fepisode%2Fabc';
const WELCOME = '/premium/welcome';

function networkError() {
  return new ApiError({ errors: [codedError(9998, 'en')], sessionExpired: false, networkError: true });
}

function taxFor(query: TaxQuery) {
  if (query.country_code_alpha2 === 'GB')
    return tax({
      combined_rate: 0.2,
      postal_code: query.postal_code ?? '',
      base_price: '6.99',
      subtotal: '6.99',
      tax_amount: '1.17',
      total: '6.99',
      tax_inclusive: true,
      currency_code: 'GBP',
      currency_symbol: '£',
      country_code_alpha2: 'GB',
    });
  if (query.promo_code === 'WELCOME20')
    return tax({
      discount_amount: '1.60',
      subtotal: '6.39',
      tax_amount: '0.57',
      total: '6.96',
      promo_code: 'WELCOME20',
    });
  return tax();
}

const changed = (subscriptions = [subscription()]): SubscriptionChange => ({
  subscription: subscriptions[0]!,
  subscriptions,
});

beforeEach(() => {
  vi.spyOn(premium, 'getCatalog').mockResolvedValue(catalog());
  vi.spyOn(premium, 'getSubscriptions').mockResolvedValue([]);
  vi.spyOn(premium, 'getPaymentMethods').mockResolvedValue([]);
  vi.spyOn(premium, 'getPaymentMethodConfig').mockResolvedValue(SANDBOX_CONFIG);
  vi.spyOn(premium, 'getTax').mockImplementation(async (query) => taxFor(query));
});
afterEach(() => vi.restoreAllMocks());

async function renderCheckout(path = PATH, overrides = {}) {
  const services = await signedInServices(overrides);
  const result = renderPage(<CheckoutPage />, {
    pattern: '/premium/checkout',
    path,
    services,
    routes: [marker(WELCOME)],
  });
  await screen.findByRole('heading', { name: 'Your order' });
  return { ...result, services };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard(number = '4111 1111 1111 1111') {
  type('Card number', number);
  type(/^Expiry date/, '12/30');
  type('Security code', '123');
  type('Billing postal code', '10001');
}

const summary = () => screen.getByRole('region', { name: 'Your order' });
const subscribeButton = () => screen.getByRole('button', { name: 'Start my free trial' });

describe('checkout: the live tax line', () => {
  it('asks for the tax once the member stops typing, and shows subtotal, tax, total and nothing due during the trial', async () => {
    await renderCheckout();
    expect(within(summary()).getByText(/Enter your billing postal code and country/)).toBeTruthy();
    // The country starts on the visitor's (the catalog's), so the postal code is enough.
    expect((screen.getByLabelText('Billing country') as HTMLSelectElement).value).toBe('US');
    for (const partial of ['1', '10', '100', '1000', '10001']) type('Billing postal code', partial);
    expect(await within(summary()).findByTestId('summary-total')).toBeTruthy();
    expect(premium.getTax).toHaveBeenCalledTimes(1);
    expect(premium.getTax).toHaveBeenCalledWith(
      { postal_code: '10001', country_code_alpha2: 'US', product_code: 'premium-monthly' },
      expect.anything(),
    );
    const lines = within(summary());
    expect(lines.getByText('Subtotal').nextElementSibling?.textContent).toBe('$7.99');
    expect(lines.getByText('Tax (8.875%)').nextElementSibling?.textContent).toBe('$0.71');
    expect(lines.getByTestId('summary-total').textContent).toBe('$8.70');
    expect(lines.getByTestId('summary-due').textContent).toBe('$0.00');
    expect(
      lines.getByText('Then $8.70 on December 3, 2026, and every month after until you cancel.'),
    ).toBeTruthy();
  });

  it('shows VAT inside the price for a UK address', async () => {
    await renderCheckout();
    type('Billing country', 'GB');
    type('Billing postal code', 'SW1A 1AA');
    expect(await within(summary()).findByText('Includes £1.17 VAT (20%).')).toBeTruthy();
    expect(within(summary()).queryByText('Subtotal')).toBeNull();
    expect(within(summary()).getByTestId('summary-total').textContent).toBe('£6.99');
  });

  it('says in words when the place has no tax rate (3033)', async () => {
    vi.mocked(premium.getTax).mockRejectedValue(apiError(3033));
    await renderCheckout();
    type('Billing country', 'CA');
    type('Billing postal code', 'K1A 0B1');
    expect(
      await within(summary()).findByText("Premium isn't sold in this place yet: we have no tax rate for it."),
    ).toBeTruthy();
  });

  it('works the tax out from a saved card, and subscribes with it', async () => {
    const card = paymentMethod();
    vi.mocked(premium.getPaymentMethods).mockResolvedValue([
      card,
      paymentMethod({ guid: 'x', status: 'disabled' }),
    ]);
    const subscribe = vi.spyOn(premium, 'subscribe').mockResolvedValue(changed());
    await renderCheckout();
    // Only active cards are offered, the first one chosen.
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(await within(summary()).findByTestId('summary-total')).toBeTruthy();
    expect(premium.getTax).toHaveBeenCalledWith(
      { paymentmethod_guid: card.guid, product_code: 'premium-monthly' },
      expect.anything(),
    );
    fireEvent.click(subscribeButton());
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(subscribe).toHaveBeenCalledWith(
      { product_code: 'premium-monthly', paymentmethod_guid: card.guid, vendor_source: 'web' },
      { idempotencyKey: expect.any(String) },
    );
  });
});

describe('checkout: keyboard and screen readers', () => {
  it('has labelled fields and no serious accessibility problems, errors shown included', async () => {
    const { container } = await renderCheckout();
    fireEvent.click(subscribeButton());
    await screen.findByText('Enter your card number.');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('checkout: the promo code', () => {
  it('applies a code: its new price, and the tax line with it', async () => {
    const get = vi.spyOn(premium, 'getPromo').mockResolvedValue(promo());
    await renderCheckout();
    type('Billing postal code', '10001');
    type(/^Promo code/, 'welcome20');
    fireEvent.keyDown(screen.getByLabelText(/^Promo code/), { key: 'Enter' });
    expect(
      await screen.findByText('WELCOME20 applied: 20% off your first 3 months. Now $6.39.'),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith('WELCOME20', 1, expect.anything());
    await waitFor(() => expect(within(summary()).getByTestId('summary-total').textContent).toBe('$6.96'));
    expect(within(summary()).getByText('Promo WELCOME20').nextElementSibling?.textContent).toBe('−$1.60');
    // Enter applied the code; it did not submit the checkout.
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    [3012, "We don't know this code. Check the spelling."],
    [3013, 'This code has been used as many times as it can be.'],
    [3014, 'This code has expired.'],
    [3020, "You've already used this code."],
  ] as const)('explains refusal %s in words, linked to the field', async (code, text) => {
    vi.spyOn(premium, 'getPromo').mockRejectedValue(apiError(code));
    await renderCheckout();
    type(/^Promo code/, 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText(text);
    const input = screen.getByLabelText(/^Promo code/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('says when a code does not apply to the product, and leaves it out of the order', async () => {
    vi.spyOn(premium, 'getPromo').mockResolvedValue(promo({ is_applicable: false, code: 'ULTRAONLY' }));
    await renderCheckout();
    type('Billing postal code', '10001');
    type(/^Promo code/, 'ultraonly');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("This code doesn't apply to Premium Monthly.")).toBeTruthy();
    await waitFor(() => expect(premium.getTax).toHaveBeenCalled());
    expect(vi.mocked(premium.getTax).mock.calls.every(([query]) => query.promo_code === undefined)).toBe(
      true,
    );
  });
});

describe('checkout: paying', () => {
  it('checks the card before sending anything, with each error linked to its field', async () => {
    const tokenize = vi.spyOn(premium, 'sandboxTokenize');
    await renderCheckout();
    type('Card number', '4111 1111 1111 1112');
    type(/^Expiry date/, '13/30');
    fireEvent.click(subscribeButton());
    const number = screen.getByLabelText('Card number');
    const error = await screen.findByText("This card number isn't valid. Check the digits.");
    expect(number.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy();
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('sends one attempt for a double click: the card vaulted once, one subscribe, one key; then the welcome page with fresh claims', async () => {
    const tokenize = vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue({
      nonce: 'fake-valid-visa-nonce',
      details: { card_type: 'Visa', bin: '411111', last_four: '1111' },
    });
    const create = vi.spyOn(premium, 'createPaymentMethod').mockResolvedValue(paymentMethod());
    const reply = deferred<SubscriptionChange>();
    const subscribe = vi.spyOn(premium, 'subscribe').mockReturnValue(reply.promise);
    const { services, router } = await renderCheckout(PATH, {
      getClaims: vi
        .fn()
        .mockResolvedValueOnce(claimsFor('registered'))
        .mockResolvedValue(claimsFor('premium')),
    });
    fillCard();
    const button = subscribeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    fireEvent.click(button);
    expect(button.textContent).toBe('Subscribing…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => reply.resolve(changed()));
    expect(await screen.findByTestId('location')).toBeTruthy();

    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(tokenize).toHaveBeenCalledWith({
      number: '4111111111111111',
      expiration_month: 12,
      expiration_year: 2030,
      cvv: '123',
      postal_code: '10001',
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      { braintree_nonce: 'fake-valid-visa-nonce', postal_code: '10001', country_code_alpha2: 'US' },
      { idempotencyKey: expect.stringMatching(/-card$/) },
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
    const cardKey = create.mock.calls[0]![1]!.idempotencyKey!;
    const subscribeKey = subscribe.mock.calls[0]![1]!.idempotencyKey!;
    expect(subscribeKey.replace(/-subscribe$/, '')).toBe(cardKey.replace(/-card$/, ''));
    expect(subscribe.mock.calls[0]![0]).toEqual({
      product_code: 'premium-monthly',
      paymentmethod_guid: paymentMethod().guid,
      vendor_source: 'web',
    });
    // Premium opens at once: the claims were asked for again before leaving checkout.
    expect(services.session.getState().visitorType).toBe('premium');
    expect(router.state.location.pathname).toBe(WELCOME);
    expect(router.state.location.search).toBe('?return=%2Fwatch%2Fepisode%2Fabc');
  });

  it('retries a lost reply with the same key and the card it already saved', async () => {
    vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue({
      nonce: 'fake-valid-visa-nonce',
      details: { card_type: 'Visa', bin: '411111', last_four: '1111' },
    });
    const create = vi.spyOn(premium, 'createPaymentMethod').mockResolvedValue(paymentMethod());
    const subscribe = vi
      .spyOn(premium, 'subscribe')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(changed());
    await renderCheckout();
    fillCard();
    fireEvent.click(subscribeButton());
    expect(
      await screen.findByText(
        "We couldn't reach Fanverse. Check your connection and try again: you won't be charged twice.",
      ),
    ).toBeTruthy();
    fireEvent.click(subscribeButton());
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe.mock.calls[1]![1]!.idempotencyKey).toBe(subscribe.mock.calls[0]![1]!.idempotencyKey);
  });

  it('shows a declined payment (3006) in words; the next try is a new attempt with the card already saved', async () => {
    vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue({
      nonce: 'fake-processor-declined-visa-nonce',
      details: { card_type: 'Visa', bin: '400011', last_four: '1115' },
    });
    const saved = paymentMethod({ cc_last_4: '1115' });
    vi.spyOn(premium, 'createPaymentMethod').mockResolvedValue(saved);
    const subscribe = vi.spyOn(premium, 'subscribe').mockRejectedValue(apiError(3006));
    await renderCheckout();
    // The card this attempt saves is the member's from now on.
    vi.mocked(premium.getPaymentMethods).mockResolvedValue([saved]);
    fillCard('4000 1111 1111 1115');
    fireEvent.click(subscribeButton());
    const alert = await screen.findByText(
      'Your bank declined the payment. Try another card, or contact your bank.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Visa ending in 1115/ })).toHaveProperty('checked', true),
    );
    fireEvent.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(2));
    expect(subscribe.mock.calls[1]![1]!.idempotencyKey).not.toBe(subscribe.mock.calls[0]![1]!.idempotencyKey);
    expect(premium.createPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it.each([
    [3034, "We couldn't start your subscription. You have not been charged; please try again."],
    [3003, 'You already have a premium plan'],
  ] as const)('shows the store’s %s in words', async (code, text) => {
    vi.mocked(premium.getPaymentMethods).mockResolvedValue([paymentMethod()]);
    vi.spyOn(premium, 'subscribe').mockRejectedValue(apiError(code));
    await renderCheckout();
    fireEvent.click(subscribeButton());
    const problem = await screen.findByText(text);
    const form = problem.closest('form')!;
    expect(form.getAttribute('aria-describedby')).toBe('checkout-error');
    if (code === 3003)
      expect(screen.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
        '/account/subscription',
      );
  });

  it('stops a member who already has premium before the form, with where to manage it', async () => {
    vi.mocked(premium.getSubscriptions).mockResolvedValue([subscription()]);
    renderPage(<CheckoutPage />, {
      pattern: '/premium/checkout',
      path: PATH,
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: 'You already have a premium plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscribe|free trial/ })).toBeNull();
  });

  it('says when the product is not on offer', async () => {
    renderPage(<CheckoutPage />, {
      pattern: '/premium/checkout',
      path: '/premium/checkout?product=nope',
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: "This plan isn't on offer." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/premium');
  });

  it('gives no second trial to a member who had one: due today is the total', async () => {
    vi.mocked(premium.getSubscriptions).mockResolvedValue([
      subscription({ state: { active: false, state: 'Expired' }, premium_status: 'lapsed' }),
    ]);
    await renderCheckout();
    type('Billing postal code', '10001');
    await waitFor(() => expect(within(summary()).getByTestId('summary-due').textContent).toBe('$8.70'));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
